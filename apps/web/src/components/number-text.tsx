import { formatNumber } from '@dashboard/contracts';
import { useLanguage } from '../i18n/language';

/** A number in the user's digits. */
export function NumberText({ value }: { value: number }) {
  return <>{formatNumber(value, useLanguage())}</>;
}

/**
 * A table column's cells of counts, spread into the column (`{ title, dataIndex, ...numberCells }`):
 * each in the user's digits at the cell's end, as amounts are (`moneyCells`), so a column lines up.
 */
export const numberCells = {
  align: 'end' as const,
  render: (n: number) => <NumberText value={n} />,
};
