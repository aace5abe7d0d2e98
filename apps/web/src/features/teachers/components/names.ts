import { foldForSearch } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';

interface Named {
  name_ar: string;
  name_en: string;
}

/** The name of a subject or class in the user's language. */
export function useNameOf() {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  return (x: Named) => (arabic ? x.name_ar : x.name_en);
}

/** The language a person's name is written in, for its `lang` attribute (names are Arabic or English). */
export function langOf(text: string): 'ar' | 'en' {
  return /[\u0600-\u06FF]/.test(text) ? 'ar' : 'en';
}

/** Up to two initials of a name, for an avatar without a photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0])
    .join(langOf(name) === 'ar' ? ' ' : '')
    .toUpperCase();
}

/** A Select's search: Arabic letter variants, diacritics and case ignored, as the API's search does. */
export const selectSearch = {
  filterOption: (input: string, option?: { label?: unknown }) =>
    foldForSearch(String(option?.label ?? '')).includes(foldForSearch(input)),
};
