import { describe, expect, it } from 'vitest';
import { normalizeCode, printedCode } from './code-constants.js';

describe('normalizeCode', () => {
  it('reads a code as typed: any case, spaces and dashes, as printed', () => {
    expect(normalizeCode(' abcd-ef23 4567 ')).toBe('ABCDEF234567');
    expect(normalizeCode(printedCode('ABCDEF234567'))).toBe('ABCDEF234567');
  });

  it('reads Arabic-Indic and Persian digits as the code’s digits', () => {
    expect(normalizeCode('ABCD-EF٢٣-٤٥٦٧')).toBe('ABCDEF234567');
    expect(normalizeCode('ABCD-EF۲۳-۴۵۶۷')).toBe('ABCDEF234567');
  });

  it('drops every kind of dash and reads full-width letters and digits as their own', () => {
    expect(normalizeCode('ABCD–EF23—4567')).toBe('ABCDEF234567');
    expect(normalizeCode('ＡＢＣＤ－ＥＦ２３\u00a04567')).toBe('ABCDEF234567');
  });
});
