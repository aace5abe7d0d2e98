import { formatNumber } from '@dashboard/contracts';
import { useLanguage } from '../i18n/language';

/** A number in the user's digits. */
export function NumberText({ value }: { value: number }) {
  return <>{formatNumber(value, useLanguage())}</>;
}
