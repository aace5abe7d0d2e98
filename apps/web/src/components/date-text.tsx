import { formatDate, formatDateTime } from '@dashboard/contracts';
import { useLanguage } from '../i18n/language';

/** A UTC instant shown in the platform's time zone as DD-MM-YYYY (with HH:mm when `time`). */
export function DateText({ value, time = false }: { value: string | Date; time?: boolean }) {
  const locale = useLanguage();
  const iso = typeof value === 'string' ? value : value.toISOString();
  return <time dateTime={iso}>{time ? formatDateTime(value, locale) : formatDate(value, locale)}</time>;
}

/**
 * A calendar day (`YYYY-MM-DD`, a day in Cairo: a subscription's start, a
 * promo code's end) as DD-MM-YYYY: its noon in UTC is that day in Cairo.
 */
export function DayText({ value }: { value: string }) {
  return <DateText value={`${value}T12:00:00Z`} />;
}
