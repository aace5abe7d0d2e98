import { constants, locales, type Locale } from './locale.js';

const intlLocale = (locale: Locale) => locales.find((l) => l.code === locale)?.intl ?? 'en-EG';

/** A number in the user's language: Arabic-Indic digits in Arabic. */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}

/** Money held in piastres (1 EGP = 100), shown in Egyptian pounds. */
export function formatMoney(piastres: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: constants.currency,
    minimumFractionDigits: piastres % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(piastres / 100);
}

function parts(value: Date | string, locale: Locale, withTime: boolean) {
  const date = typeof value === 'string' ? new Date(value) : value;
  const p = new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: constants.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => p.find((x) => x.type === type)?.value ?? '';
  return { day: get('day'), month: get('month'), year: get('year'), hour: get('hour'), minute: get('minute') };
}

/** The spec's DD-MM-YYYY, in the platform's time zone and the user's digits. */
export function formatDate(value: Date | string, locale: Locale): string {
  const { day, month, year } = parts(value, locale, false);
  return `${day}-${month}-${year}`;
}

/** The spec's DD-MM-YYYY HH:mm, in the platform's time zone and the user's digits. */
export function formatDateTime(value: Date | string, locale: Locale): string {
  const { day, month, year, hour, minute } = parts(value, locale, true);
  return `${day}-${month}-${year} ${hour}:${minute}`;
}
