const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const EXTENDED_ARABIC_INDIC = '۰۱۲۳۴۵۶۷۸۹';

/** Spaces and invisible format characters (zero-width spaces and joiners, direction marks, a BOM) at either end. */
const EDGES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/**
 * A text without what a user cannot see at its ends: a schema's `.overwrite(trimText)` where
 * `.trim()` would leave a reason of three zero-width spaces "filled in".
 */
export function trimText(value: string): string {
  return value.replace(EDGES, '');
}

/** Arabic-Indic and Persian digits become 0-9; everything else stays. */
export function toLatinDigits(value: string): string {
  return value.replace(/[٠-٩۰-۹]/g, (d) => {
    const i = ARABIC_INDIC.indexOf(d);
    return String(i >= 0 ? i : EXTENDED_ARABIC_INDIC.indexOf(d));
  });
}

/**
 * A phone number as typed (spaces, dashes, Arabic digits, +20 prefix) in the
 * form we store: digits only, national Egyptian form `01xxxxxxxxx` when it is one.
 */
export function normalizePhone(value: string): string {
  const digits = toLatinDigits(value).replace(/[\s\-().]/g, '');
  const plain = digits.replace(/^\+/, '');
  if (/^201\d{9}$/.test(plain)) return plain.slice(1);
  if (/^00201\d{9}$/.test(plain)) return plain.slice(3);
  return plain;
}

/** Egyptian mobile numbers: 01 followed by nine digits. */
export const EGYPTIAN_MOBILE = /^01\d{9}$/;

/**
 * Folds Arabic letter variants and removes diacritics and tatweel so that a
 * search for "احمد" finds "أحمد"; Latin text is lower-cased.
 */
export function foldForSearch(value: string): string {
  return toLatinDigits(value)
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .toLowerCase()
    .trim();
}
