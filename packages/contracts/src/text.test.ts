import { describe, expect, it } from 'vitest';
import { foldForSearch, normalizePhone, phoneSearchTerm, toLatinDigits } from './text.js';

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

  it('searches a phone number, or its start, as phones are stored, however it is typed', () => {
    for (const typed of [
      '0122 700 8631',
      '0122-700-8631',
      '(0122) 700.8631',
      '+201227008631',
      '+20 122 700 8631',
      '0020 122 700 8631',
      '201227008631',
      '٠١٢٢ ٧٠٠ ٨٦٣١',
      '+٢٠ ١٢٢ ٧٠٠ ٨٦٣١',
    ]) {
      expect(phoneSearchTerm(typed), typed).toBe('01227008631');
    }
    expect(phoneSearchTerm('0122 700')).toBe('0122700');
    expect(phoneSearchTerm('+20 122')).toBe('0122');
    // Anything else stays: digits that start no Egyptian mobile number, a date, a name, another country's number.
    for (const other of ['10 2026', '2026-11-23', '8631', 'Ahmed 0122', '+44 20 7946 0958', '+', '20 122']) {
      expect(phoneSearchTerm(other), other).toBe(other);
    }
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
