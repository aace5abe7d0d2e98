import { toLatinDigits } from '@dashboard/contracts';
import { InputNumber, type InputNumberProps } from 'antd';
import { useLanguage } from '../i18n/language';
import { numberShown } from '../lib/digits';

/** A whole number as typed: Arabic-Indic digits are the same numbers; anything but digits is dropped. */
export const wholeNumber = (typed?: string) => toLatinDigits(typed ?? '').replace(/\D/g, '');

const full = { inlineSize: '100%' };

/**
 * A field for a whole number (a count, days, minutes, points): typed in
 * Latin or Arabic-Indic digits and shown in the language's, a numeric
 * keyboard on a phone, its digits left to right on either side; `block`
 * fills the column.
 */
export function WholeNumberInput({ block, style, ...props }: InputNumberProps<number | string> & { block?: boolean }) {
  return (
    <InputNumber<number | string>
      precision={0}
      inputMode="numeric"
      formatter={numberShown(useLanguage())}
      parser={wholeNumber}
      dir="ltr"
      style={block ? { ...full, ...style } : style}
      {...props}
    />
  );
}
