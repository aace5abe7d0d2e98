import { describe, expect, it } from 'vitest';
import {
  addDays,
  currencySign,
  dayAfter,
  daysFrom,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  startOfDay,
  todayInCairo,
} from './format.js';

describe('formats follow the language', () => {
  it('writes numbers with Arabic-Indic digits in Arabic', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'ar')).toBe('١٬٢٣٤٬٥٦٧');
  });

  it('writes money from piastres in EGP', () => {
    expect(formatMoney(150050, 'en')).toMatch(/EGP\s?1,500\.50/);
    expect(formatMoney(150000, 'en')).toMatch(/EGP\s?1,500\.00$/);
    const ar = formatMoney(150050, 'ar');
    expect(ar).toContain('١٬٥٠٠٫٥٠');
    expect(ar).toContain('ج.م.');
  });

  it('writes a move of money with its sign', () => {
    expect(formatMoney(50000, 'en', { signed: true })).toMatch(/^\+EGP\s?500\.00$/);
    expect(formatMoney(-1250, 'en', { signed: true })).toMatch(/^-EGP\s?12\.50$/);
    expect(formatMoney(-1250, 'ar', { signed: true })).toMatch(/-\u200f?١٢٫٥٠/);
  });

  it('gives the currency’s sign as the money it writes shows it, for a price field', () => {
    expect(currencySign('en')).toBe('EGP');
    expect(currencySign('ar')).toContain('ج.م.');
    expect(formatMoney(150050, 'ar')).toContain(currencySign('ar'));
  });

  it('writes dates as DD-MM-YYYY in Cairo time', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Cairo (UTC+2).
    expect(formatDate('2026-12-31T22:30:00Z', 'en')).toBe('01-01-2027');
    expect(formatDate('2026-11-22T10:00:00Z', 'ar')).toBe('٢٢-١١-٢٠٢٦');
    expect(formatDateTime('2026-11-22T10:05:00Z', 'en')).toBe('22-11-2026 12:05');
  });
});

describe('formatted dates, kept by the day', () => {
  const intl = (at: Date, locale: 'en' | 'ar') =>
    new Intl.DateTimeFormat(locale === 'ar' ? 'ar-EG' : 'en-EG', {
      timeZone: 'Africa/Cairo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at);

  it('are what Intl writes for every minute around the summer time changes, asked once or again', () => {
    // Cairo's clocks went forward on 24 April 2026 and back on 29 October 2026, at midnight.
    for (const change of ['2026-04-23T20:00:00Z', '2026-10-29T19:00:00Z']) {
      for (let minute = 0; minute < 6 * 60; minute += 7) {
        const at = new Date(Date.parse(change) + minute * 60_000 + 13_000);
        for (const locale of ['en', 'ar'] as const) {
          const p = intl(at, locale);
          const get = (type: string) => p.find((x) => x.type === type)!.value;
          const day = `${get('day')}-${get('month')}-${get('year')}`;
          for (let again = 0; again < 2; again++) {
            expect(formatDate(at, locale)).toBe(day);
            expect(formatDateTime(at.toISOString(), locale)).toBe(`${day} ${get('hour')}:${get('minute')}`);
          }
        }
      }
    }
  });

  it('are what Intl writes for instants spread over years, before and after Cairo kept summer time again', () => {
    // Egypt had no summer time from 2015 to 2022 and has had it since 2023.
    const from = Date.parse('2019-01-01T00:00:00Z');
    const span = Date.parse('2028-01-01T00:00:00Z') - from;
    let seed = 7;
    for (let i = 0; i < 3000; i++) {
      seed = (seed * 48271) % 2147483647;
      const at = new Date(from + Math.floor((seed / 2147483647) * span));
      for (const locale of ['en', 'ar'] as const) {
        const p = intl(at, locale);
        const get = (type: string) => p.find((x) => x.type === type)!.value;
        const day = `${get('day')}-${get('month')}-${get('year')}`;
        expect(formatDate(at.toISOString(), locale)).toBe(day);
        expect(formatDateTime(at, locale)).toBe(`${day} ${get('hour')}:${get('minute')}`);
      }
    }
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

describe('the day after', () => {
  it('is the next calendar day, as addDays steps it, across month and year ends and leap days', () => {
    for (const from of ['2025-01-01', '2026-11-27', '2026-11-28']) {
      for (const day of daysFrom(from, addDays(from, 800))) expect(dayAfter(day), day).toBe(addDays(day, 1));
    }
    expect(['2024-02-28', '2024-02-29', '2023-02-28', '2026-12-31', '2026-04-30'].map(dayAfter)).toEqual([
      '2024-02-29',
      '2024-03-01',
      '2023-03-01',
      '2027-01-01',
      '2026-05-01',
    ]);
  });
});

describe('the days of a range', () => {
  it('are every calendar day from the first to the last, as addDays steps them', () => {
    for (const [from, length] of [
      ['2024-02-27', 5],
      ['2023-02-27', 4],
      ['2025-12-30', 4],
      ['2025-11-28', 366],
      ['1999-12-31', 2],
    ] as const) {
      const to = addDays(from, length - 1);
      expect(daysFrom(from, to)).toEqual(Array.from({ length }, (_, i) => addDays(from, i)));
    }
    expect(daysFrom('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysFrom('2026-11-28', '2026-11-28')).toEqual(['2026-11-28']);
    expect(daysFrom('2026-11-28', '2026-11-27')).toEqual([]);
  });

  it('end at the last day of the calendar, whose next day sorts before it as text', () => {
    expect(daysFrom('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
    expect(daysFrom('9999-12-31', '9999-12-31')).toEqual(['9999-12-31']);
    expect(daysFrom('2026-13-01', '2026-13-02')).toEqual([]);
  });
});
