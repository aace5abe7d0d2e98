import { addDays, PAYMENT_SUMMARY_MAX_DAYS } from '@dashboard/contracts';

/** The days the report covers when none are chosen: the last 30, today (in Cairo) included. */
export const DEFAULT_DAYS = 30;

/** A range of days (YYYY-MM-DD, in Cairo), both counted. */
export interface DayRange {
  from: string;
  to: string;
}

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isDay(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** How many days a range holds, both ends counted. */
export function daysIn(range: DayRange): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
}

/** The last `days` days up to `today`, today included. */
export function lastDays(today: string, days: number): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/**
 * The range the report shows for the URL's `from` and `to`: the last 30
 * days when neither is a day; one missing is read from the other (30 days
 * back from `to`; from `from` to today); a backwards range turned round;
 * one longer than the summary takes (366 days) cut to its last 366. The
 * list, the totals, the chart and the export all read this one range, so
 * they always agree, whatever a link says.
 */
export function reportRange(filters: { from?: string; to?: string }, today: string): DayRange {
  const from = isDay(filters.from) ? filters.from : undefined;
  const to = isDay(filters.to) ? filters.to : undefined;
  let range: DayRange;
  if (from && to) range = from <= to ? { from, to } : { from: to, to: from };
  else if (to) range = lastDays(to, DEFAULT_DAYS);
  else if (from) range = { from, to: from > today ? from : today };
  else return lastDays(today, DEFAULT_DAYS);
  return daysIn(range) > PAYMENT_SUMMARY_MAX_DAYS ? lastDays(range.to, PAYMENT_SUMMARY_MAX_DAYS) : range;
}
