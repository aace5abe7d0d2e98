import { formatMoney } from '@dashboard/contracts';
import { useLanguage } from '../i18n/language';

/** An amount held in piastres, in EGP, kept left to right inside Arabic text. */
export function Money({ piastres }: { piastres: number }) {
  const locale = useLanguage();
  return <bdi className="money">{formatMoney(piastres, locale)}</bdi>;
}

/**
 * A table column's cells of amounts in piastres, spread into the column (`{ title, dataIndex,
 * ...moneyCells }`): each as `Money`, at the cell's end (right in English, left in Arabic), so a
 * column of amounts lines up on its piastres.
 */
export const moneyCells = {
  align: 'end' as const,
  render: (piastres: number) => <Money piastres={piastres} />,
};
