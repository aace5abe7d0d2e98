import { addDays, dayLimits, PAYMENT_SUMMARY_MAX_DAYS } from '@dashboard/contracts';

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

/** Whether `value` is a day the API takes: a real one, within `dayLimits`. */
const isTakenDay = (value: string | undefined): value is string =>
  isDay(value) && value >= dayLimits.first && value <= dayLimits.last;

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
 * days when neither is a day the API takes (`dayLimits`); one missing is
 * read from the other (30 days back from `to`; from `from` to today); a
 * backwards range turned round; one longer than the summary takes (366
 * days) cut to its last 366, and none starting before the first day taken.
 * The list, the totals, the chart and the export all read this one range,
 * so they always agree, whatever a link says.
 */
export function reportRange(filters: { from?: string; to?: string }, today: string): DayRange {
  const from = isTakenDay(filters.from) ? filters.from : undefined;
  const to = isTakenDay(filters.to) ? filters.to : undefined;
  let range: DayRange;
  if (from && to) range = from <= to ? { from, to } : { from: to, to: from };
  else if (to) range = lastDays(to, DEFAULT_DAYS);
  else if (from) range = { from, to: from > today ? from : today };
  else range = lastDays(today, DEFAULT_DAYS);
  if (daysIn(range) > PAYMENT_SUMMARY_MAX_DAYS) range = lastDays(range.to, PAYMENT_SUMMARY_MAX_DAYS);
  return range.from < dayLimits.first ? { ...range, from: dayLimits.first } : range;
}
