import { DEFAULT_LOCALE, isLocale, LOCALE_STORAGE_KEY, type Locale } from '@dashboard/contracts';
import { safeStorage } from '../lib/storage';

/** The language saved in local storage, or English when none or an unknown one is saved. */
export function savedLocale(): Locale {
  const saved = safeStorage.get(LOCALE_STORAGE_KEY);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}
