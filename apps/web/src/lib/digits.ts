import { formatNumber, toLatinDigits, type Locale } from '@dashboard/contracts';

/**
 * Every run of digits in `text` written in the locale's digits by `Intl`,
 * leading zeros kept: "05-11-2026" is "٠٥-١١-٢٠٢٦" in Arabic.
 */
export function inLocaleDigits(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  return text.replace(/\d+/g, (run) =>
    formatNumber(Number(run), locale, { useGrouping: false, minimumIntegerDigits: Math.min(run.length, 21) }),
  );
}

/** The language's decimal point, as `Intl` writes it ("٫" in Arabic). */
const decimalPoint = (locale: Locale) => formatNumber(1.5, locale).replace(/\p{Nd}/gu, '');

/**
 * A number field's text (`InputNumber`'s `formatter`) in the language's digits and decimal point:
 * "123.50" is "١٢٣٫٥٠" in Arabic. Character for character, so the caret stays where it was typed;
 * a value not being typed has its `precision` decimals (a price's two), as the field would show it.
 */
export function numberShown(
  locale: Locale,
  precision = 0,
): (value: string | number | undefined, info?: { userTyping: boolean }) => string {
  const point = decimalPoint(locale);
  return (value, info) => {
    let text = String(value ?? '');
    if (precision && !info?.userTyping && text !== '' && Number.isFinite(Number(text))) {
      text = Number(text).toFixed(precision);
    }
    return locale === 'en' ? text : inLocaleDigits(text, locale).replace('.', point);
  };
}

/** A decimal number as typed, in either digits and with either decimal point: its digits and points, in Latin. */
export const decimalTyped = (typed?: string) =>
  toLatinDigits(typed ?? '')
    .replace('٫', '.')
    .replace(/[^\d.]/g, '');
