import { foldForSearch } from '@dashboard/contracts';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

interface Named {
  name_ar: string;
  name_en: string;
}

/** The name of a stage, class or specialization in the user's language. */
export function useNameOf() {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  return (x: Named) => (arabic ? x.name_ar : x.name_en);
}

/** A Select's search: Arabic letter variants, diacritics and case ignored, as the API's search does. */
export const selectSearch = {
  filterOption: (input: string, option?: { label?: unknown }) =>
    foldForSearch(String(option?.label ?? '')).includes(foldForSearch(input)),
};

/**
 * A Select's semantic styles with a placeholder that reads at 4.5:1 (Ant
 * Design's placeholder grey reaches under 2:1, and a Select's placeholder is
 * text that axe checks).
 */
export function useSelectStyles() {
  const { token } = theme.useToken();
  return { placeholder: { color: token.colorTextSecondary } };
}
