import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, startOfDay, todayInCairo } from './format.js';

describe('formats follow the language', () => {
  it('writes numbers with Arabic-Indic digits in Arabic', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'ar')).toBe('١٬٢٣٤٬٥٦٧');
  });

  it('writes money from piastres in EGP', () => {
    expect(formatMoney(150050, 'en')).toMatch(/EGP\s?1,500\.50/);
    expect(formatMoney(150000, 'en')).toMatch(/EGP\s?1,500$/);
    const ar = formatMoney(150050, 'ar');
    expect(ar).toContain('١٬٥٠٠٫٥٠');
    expect(ar).toContain('ج.م.');
  });

  it('writes dates as DD-MM-YYYY in Cairo time', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Cairo (UTC+2).
    expect(formatDate('2026-12-31T22:30:00Z', 'en')).toBe('01-01-2027');
    expect(formatDate('2026-11-22T10:00:00Z', 'ar')).toBe('٢٢-١١-٢٠٢٦');
    expect(formatDateTime('2026-11-22T10:05:00Z', 'en')).toBe('22-11-2026 12:05');
  });
});

describe('a calendar day in the platform time zone', () => {
  it('starts at midnight in Cairo, in winter and in summer time', () => {
    expect(startOfDay('2026-11-23')).toBe('2026-11-22T22:00:00.000Z');
    expect(startOfDay('2026-07-01')).toBe('2026-06-30T21:00:00.000Z');
    expect(startOfDay('2026-07-01', 'UTC')).toBe('2026-07-01T00:00:00.000Z');
    expect(formatDateTime(startOfDay('2026-07-01'), 'en')).toBe('01-07-2026 00:00');
  });

  it('turns to the next day at midnight in Cairo, in winter and in summer time', () => {
    expect(todayInCairo(new Date('2026-11-26T21:59:00Z'))).toBe('2026-11-26');
    expect(todayInCairo(new Date('2026-11-26T22:01:00Z'))).toBe('2026-11-27');
    expect(todayInCairo(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01');
    expect(todayInCairo(new Date('2026-07-01T21:01:00Z'))).toBe('2026-07-02');
  });
});
