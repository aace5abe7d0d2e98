import { formatDate, formatDateTime } from '@dashboard/contracts';
import { useLanguage } from '../i18n/language';

/** A UTC instant shown in the platform's time zone as DD-MM-YYYY (with HH:mm when `time`). */
export function DateText({ value, time = false }: { value: string | Date; time?: boolean }) {
  const locale = useLanguage();
  const iso = typeof value === 'string' ? value : value.toISOString();
  return <time dateTime={iso}>{time ? formatDateTime(value, locale) : formatDate(value, locale)}</time>;
}
