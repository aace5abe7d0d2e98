import { formatNumber, type Locale } from '@dashboard/contracts';
import { useLanguage } from '../i18n/language';

/** A percentage (0 to 100) as Intl writes it in the user's language: "72.5%", "٧٢٫٥٪؜". */
export function formatPercent(value: number, locale: Locale): string {
  return formatNumber(value / 100, locale, { style: 'percent', maximumFractionDigits: 1 });
}

/** A percentage in the user's digits and sign. */
export function PercentText({ value }: { value: number }) {
  return <>{formatPercent(value, useLanguage())}</>;
}
