import { addDays, formatDate, formatMoney } from '@dashboard/contracts';
import { describe, expect, it } from 'vitest';
import { labelStep, summaryBars, tallest } from './daily-bars';

/** A summary's days from `from`, paying `paid(i)` piastres on the i-th. */
const daysFrom = (from: string, count: number, paid: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => ({
    day: addDays(from, i),
    payments: paid(i) > 0 ? 1 : 0,
    original_price: paid(i),
    discount: 0,
    paid: paid(i),
  }));

const format = (lang: 'en' | 'ar') => ({
  day: (d: string) => formatDate(`${d}T12:00:00Z`, lang),
  shortDay: (d: string) => formatDate(`${d}T12:00:00Z`, lang).split('-').slice(0, 2).join('-'),
  money: (p: number) => formatMoney(p, lang),
});

describe('the summary as the chart’s bars', () => {
  it('names about as many days as asked, whatever the range', () => {
    expect(labelStep(7, 10)).toBe(1);
    expect(labelStep(30, 10)).toBe(3);
    expect(labelStep(30, 4)).toBe(8);
    expect(labelStep(366, 10)).toBe(37);
    expect(labelStep(0, 10)).toBe(1);
  });

  it('gives a bar a day, in order: its paid amount, its day in full, and a short name every `step` days ending on the last', () => {
    const days = daysFrom('2026-10-29', 30, (i) => i * 1_000);
    const bars = summaryBars(days, 3, format('en'));
    expect(bars).toHaveLength(30);
    expect(bars[0]).toEqual({ label: '29-10-2026', value: 0, valueText: formatMoney(0, 'en'), axisLabel: '' });
    expect(bars[29]).toMatchObject({ label: '27-11-2026', value: 29_000, axisLabel: '27-11' });
    expect(bars[29]!.valueText).toBe(formatMoney(29_000, 'en'));
    const named = bars.filter((b) => b.axisLabel !== '').map((b) => b.axisLabel);
    expect(named).toHaveLength(10);
    expect(named.slice(-2)).toEqual(['24-11', '27-11']);
    expect(tallest(days)).toBe(29_000);
  });

  it('writes the days and amounts in Arabic digits in Arabic', () => {
    const [bar] = summaryBars(
      daysFrom('2026-11-27', 1, () => 15_050),
      1,
      format('ar'),
    );
    expect(bar!.label).toBe('٢٧-١١-٢٠٢٦');
    expect(bar!.axisLabel).toBe('٢٧-١١');
    expect(bar!.valueText).toBe(formatMoney(15_050, 'ar'));
  });

  it('draws a year', () => {
    const days = daysFrom('2025-11-27', 366, (i) => (i % 7) * 500);
    const bars = summaryBars(days, labelStep(366, 10), format('en'));
    expect(bars).toHaveLength(366);
    expect(bars.filter((b) => b.axisLabel !== '').length).toBe(10);
    expect(tallest([])).toBe(0);
  });
});
