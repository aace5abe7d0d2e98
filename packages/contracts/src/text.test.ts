import { describe, expect, it } from 'vitest';
import { foldForSearch, normalizePhone, toLatinDigits } from './text.js';

describe('text', () => {
  it('reads Arabic-Indic and Persian digits as digits', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('normalises phones as typed', () => {
    expect(normalizePhone(' ٠١٠٠ ٠٠٠ ٠٠٠١ ')).toBe('01000000001');
    expect(normalizePhone('+20 100 000 0001')).toBe('01000000001');
    expect(normalizePhone('0020-100-000-0001')).toBe('01000000001');
    expect(normalizePhone('')).toBe('');
  });

  it('folds Arabic letter variants and diacritics for search', () => {
    expect(foldForSearch('أحمد')).toBe(foldForSearch('احمد'));
    expect(foldForSearch('إيمان')).toBe(foldForSearch('ايمان'));
    expect(foldForSearch('مدرسة')).toBe(foldForSearch('مدرسه'));
    expect(foldForSearch('مصطفى')).toBe(foldForSearch('مصطفي'));
    expect(foldForSearch('مُحَمَّد')).toBe('محمد');
    expect(foldForSearch('Ahmed')).toBe('ahmed');
  });
});
