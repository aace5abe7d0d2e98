import { formatDate, formatDateTime, isLocale } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';

/** A UTC instant shown in the platform's time zone as DD-MM-YYYY (with HH:mm when `time`). */
export function DateText({ value, time = false }: { value: string | Date; time?: boolean }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const iso = typeof value === 'string' ? value : value.toISOString();
  return <time dateTime={iso}>{time ? formatDateTime(value, locale) : formatDate(value, locale)}</time>;
}
