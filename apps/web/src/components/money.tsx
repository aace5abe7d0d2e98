import { formatMoney } from '@dashboard/contracts';
import { useLanguage } from '../i18n/language';

/** An amount held in piastres, in EGP, kept left to right inside Arabic text. */
export function Money({ piastres }: { piastres: number }) {
  const locale = useLanguage();
  return <bdi className="money">{formatMoney(piastres, locale)}</bdi>;
}
