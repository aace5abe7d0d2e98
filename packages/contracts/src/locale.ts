/** The dashboard's languages (spec section 9): English is the default and fallback. */
export const locales = [
  { code: 'en', name: 'English', flag: 'gb', dir: 'ltr', intl: 'en-EG' },
  { code: 'ar', name: 'العربية', flag: 'eg', dir: 'rtl', intl: 'ar-EG' },
] as const;
export type Locale = (typeof locales)[number]['code'];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

export function isLocale(value: unknown): value is Locale {
  return locales.some((l) => l.code === value);
}

/** Platform constants of the spec's section 9. */
export const constants = {
  currency: 'EGP',
  timeZone: 'Africa/Cairo',
  dateFormat: 'DD-MM-YYYY',
  dateTimeFormat: 'DD-MM-YYYY HH:mm',
  toastSeconds: 5,
  chunkReloadGuardMs: 60_000,
  loadingBarThrottleMs: 200,
  loadingBarDurationMs: 5000,
  controlHeight: 56,
} as const;
