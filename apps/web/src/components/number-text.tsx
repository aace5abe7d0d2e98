import { formatNumber, isLocale } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';

/** A number in the user's digits. */
export function NumberText({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return <>{formatNumber(value, isLocale(i18n.language) ? i18n.language : 'en')}</>;
}
