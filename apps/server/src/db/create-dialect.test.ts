import { describe, expect, it } from 'vitest';
import { pgTimestampToIso } from './create-dialect.js';

describe("PostgreSQL's timestamps as ISO strings", () => {
  it('writes what Date#toISOString writes, for every precision PostgreSQL prints', () => {
    for (const text of [
      '2023-11-26 07:22:24+00',
      '2023-11-26 07:22:24.4+00',
      '2023-11-26 07:22:24.44+00',
      '2023-11-26 07:22:24.443+00',
      '2023-11-26 07:22:24.4439+00',
      '2023-11-26 07:22:24.99999+00',
      '2026-02-28 23:59:59.999999+00',
    ]) {
      expect(pgTimestampToIso(text, true), text).toBe(new Date(text).toISOString());
      const bare = text.slice(0, -3);
      expect(pgTimestampToIso(bare, false), bare).toBe(new Date(`${bare}Z`).toISOString());
    }
  });

  it('reads another zone through Date, and an early year as written', () => {
    expect(pgTimestampToIso('2023-11-26 07:22:24.443+02', true)).toBe('2023-11-26T05:22:24.443Z');
    expect(pgTimestampToIso('2023-11-26 07:22:24.443+05:30', true)).toBe('2023-11-26T01:52:24.443Z');
    // Date alone reads "0099" as 1999.
    expect(pgTimestampToIso('0099-01-01 00:00:00+00', true)).toBe('0099-01-01T00:00:00.000Z');
    // A zone where none belongs, or none where one does, is not taken as UTC text.
    expect(pgTimestampToIso('2023-11-26 07:22:24', true)).toBe(new Date('2023-11-26 07:22:24').toISOString());
  });
});
