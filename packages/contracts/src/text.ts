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

/** Only what a phone number is typed with: digits of any script, spaces, dashes, dots, brackets and `+`. */
const PHONE_TYPED = /^[\s().+\-0-9٠-٩۰-۹]+$/;

/**
 * A search term as phones are stored, when it is a phone number or its start as typed:
 * "0122 700 8631", "+20 122 700 8631" and "0020-122…" become "01227008631" and "0122…",
 * so a search finds the phone a row stores (`normalizePhone`'s form). Any other term,
 * digits with spaces that start no Egyptian mobile number ("10 2026") among them, stays as it is.
 */
export function phoneSearchTerm(term: string): string {
  if (!PHONE_TYPED.test(term)) return term;
  const digits = toLatinDigits(term).replace(/[\s\-().]/g, '');
  const international = /^(?:\+|00)20(1\d{0,9})$/.exec(digits) ?? /^\+?20(1\d{9})$/.exec(digits);
  if (international) return `0${international[1]}`;
  return /^\+?01\d{0,9}$/.test(digits) ? digits.replace(/^\+/, '') : term;
}

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
