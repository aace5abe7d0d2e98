import type { ChartBar } from '../components/bar-chart';

/** A day's paid amount: a payments summary's days, the home page's 30 days. */
export interface DayAmount {
  day: string;
  paid: number;
}

/**
 * Every how many days a day is named under the chart: about `marks` names
 * whatever the range (every day of a week, every third of a month, about
 * every fifth week of a year).
 */
export function labelStep(days: number, marks: number): number {
  return Math.max(1, Math.ceil(days / Math.max(1, marks)));
}

/**
 * The summary's days as the chart's bars, in order: the paid amount of each
 * day, its day in full for the screen reader's table and the tooltip, and
 * its short name under it every `step` days, counted back from the last day
 * (today, by default) so that the newest bar is always named.
 */
export function summaryBars(
  days: readonly DayAmount[],
  step: number,
  format: { day: (day: string) => string; shortDay: (day: string) => string; money: (piastres: number) => string },
): ChartBar[] {
  return days.map((d, i) => ({
    label: format.day(d.day),
    value: d.paid,
    valueText: format.money(d.paid),
    axisLabel: (days.length - 1 - i) % step === 0 ? format.shortDay(d.day) : '',
  }));
}

/** The tallest day's paid amount: the chart's top line. */
export const tallest = (days: readonly DayAmount[]) => Math.max(0, ...days.map((d) => d.paid));
