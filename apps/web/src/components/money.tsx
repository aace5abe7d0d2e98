import { formatMoney, isLocale } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';

/** An amount held in piastres, in EGP, kept left to right inside Arabic text. */
export function Money({ piastres }: { piastres: number }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return <bdi className="money">{formatMoney(piastres, locale)}</bdi>;
}
