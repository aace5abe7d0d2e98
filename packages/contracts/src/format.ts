import { constants, locales, type Locale } from './locale.js';

const intlLocale = (locale: Locale) => locales.find((l) => l.code === locale)?.intl ?? 'en-EG';

/**
 * Making an Intl formatter costs far more than using one (a list's rows and a
 * million-row export format thousands of values), so each one made is kept,
 * by its locale and options; there are only a handful.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${options ? JSON.stringify(options) : ''}`;
  let f = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** A number in the user's language: Arabic-Indic digits in Arabic. */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(intlLocale(locale), options).format(value);
}

/**
 * Money held in piastres (1 EGP = 100), shown in Egyptian pounds with both
 * piastre digits; `signed` writes a move's sign too (+ a credit, − a debit).
 */
export function formatMoney(piastres: number, locale: Locale, { signed = false } = {}): string {
  return numberFormat(intlLocale(locale), {
    style: 'currency',
    currency: constants.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...(signed ? { signDisplay: 'exceptZero' } : {}),
  }).format(piastres / 100);
}

/** The currency's sign as `formatMoney` writes it beside an amount ("EGP", "ج.م.‏"): a price field's suffix. */
export function currencySign(locale: Locale): string {
  return (
    numberFormat(intlLocale(locale), { style: 'currency', currency: constants.currency })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? constants.currency
  );
}

type DateParts = { day: string; month: string; year: string; hour: string; minute: string };

const DAY_MS = 86_400_000;

/**
 * Days already formatted, by locale and by the day's number on the
 * platform's clocks; an hour and a minute are numbers in the locale's
 * digits. An export formats a few thousand days a million times over: it
 * asks Intl once for each day, and once a UTC day for the zone's offset
 * (`platformOffset`), where keying every quarter hour of four years of
 * registrations kept nothing (a `formatToParts` a row, 15 % of an export).
 */
const formattedDays = new Map<string, DateParts>();
const PARTS_KEPT = 10_000;

/** The platform zone's offset on each UTC day, by the day's number; null for a day it changes in. */
const dayOffsets = new Map<number, number | null>();

/** How far ahead of UTC the platform's clocks are at `at`, in milliseconds. */
function platformOffset(at: number): number {
  const day = Math.floor(at / DAY_MS);
  let offset = dayOffsets.get(day);
  if (offset === undefined) {
    if (dayOffsets.size >= PARTS_KEPT) dayOffsets.clear();
    const start = zoneOffset(day * DAY_MS, constants.timeZone);
    offset = start === zoneOffset((day + 1) * DAY_MS - 1, constants.timeZone) ? start : null;
    dayOffsets.set(day, offset);
  }
  return offset ?? zoneOffset(at, constants.timeZone);
}

/** 00 to 59 in each locale's digits: an hour's or a minute's. */
const twoDigitsOf = new Map<Locale, string[]>();
function twoDigits(n: number, locale: Locale): string {
  let all = twoDigitsOf.get(locale);
  if (!all) {
    const f = numberFormat(intlLocale(locale), { minimumIntegerDigits: 2, useGrouping: false });
    twoDigitsOf.set(locale, (all = Array.from({ length: 60 }, (_, i) => f.format(i))));
  }
  return all[n]!;
}

function parts(value: Date | string, locale: Locale, withTime: boolean): DateParts {
  const date = typeof value === 'string' ? new Date(value) : value;
  const at = date.getTime();
  if (Number.isNaN(at)) return formatParts(date, locale, withTime);
  const local = at + platformOffset(at);
  const day = Math.floor(local / DAY_MS);
  const key = `${locale}${day}`;
  let found = formattedDays.get(key);
  if (!found) {
    if (formattedDays.size >= PARTS_KEPT) formattedDays.clear();
    // Noon UTC of that day is the same day on the platform's clocks (within 12 hours of UTC).
    formattedDays.set(key, (found = formatParts(new Date(day * DAY_MS + DAY_MS / 2), locale, false)));
  }
  if (!withTime) return found;
  const minutes = Math.floor((local - day * DAY_MS) / 60_000);
  return { ...found, hour: twoDigits(Math.floor(minutes / 60), locale), minute: twoDigits(minutes % 60, locale) };
}

function formatParts(date: Date, locale: Locale, withTime: boolean): DateParts {
  const p = dateTimeFormat(intlLocale(locale), {
    timeZone: constants.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => p.find((x) => x.type === type)?.value ?? '';
  return { day: get('day'), month: get('month'), year: get('year'), hour: get('hour'), minute: get('minute') };
}

/** The spec's DD-MM-YYYY, in the platform's time zone and the user's digits. */
export function formatDate(value: Date | string, locale: Locale): string {
  const { day, month, year } = parts(value, locale, false);
  return `${day}-${month}-${year}`;
}

/** The spec's DD-MM-YYYY HH:mm, in the platform's time zone and the user's digits. */
export function formatDateTime(value: Date | string, locale: Locale): string {
  const { day, month, year, hour, minute } = parts(value, locale, true);
  return `${day}-${month}-${year} ${hour}:${minute}`;
}

/** How far ahead of UTC a time zone's clocks are at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const p = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(p.find((x) => x.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO 8601, UTC) a calendar day `YYYY-MM-DD` starts in the
 * platform's time zone: what a date filter sends, so "23-11-2026" means that
 * day in Cairo, summer time or not.
 */
export function startOfDay(day: string, timeZone: string = constants.timeZone): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(y, m - 1, d);
  // The offset at the guess, then at the answer: they differ only when a clock change is near.
  let instant = midnight - zoneOffset(midnight, timeZone);
  instant = midnight - zoneOffset(instant, timeZone);
  return new Date(instant).toISOString();
}

/** Today's date (YYYY-MM-DD) in the platform's time zone. */
export function todayInCairo(now: Date = new Date()): string {
  return dateTimeFormat('en-CA', {
    timeZone: constants.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The first and last day a day given to the dashboard may be, and a subscription may end on:
 * a year 0 or 9999 is a slip of the keyboard, and a day past 9999 has no YYYY-MM-DD.
 */
export const dayLimits = { first: '2000-01-01', last: '2099-12-31' } as const;

/** The day `days` after `day` (before it when negative): YYYY-MM-DD, calendar days, no time zone involved. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const padded = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * The day after `day` (YYYY-MM-DD), as `addDays(day, 1)`: before the 28th only its last two digits
 * change, without a `Date` (a subscription's next renewal, 20 a page).
 */
export function dayAfter(day: string): string {
  const date = Number(day.slice(8, 10));
  return date < 28 ? `${day.slice(0, 8)}${padded(date + 1)}` : addDays(day, 1);
}

/**
 * Every day from `from` to `to`, both counted (none when `to` is before
 * `from`, or either is no day): YYYY-MM-DD, calendar days. A report's series
 * walks a year of them per request; one `Date` stepped a day at a time and
 * written by its parts costs a sixth of parsing and writing each day anew
 * (`addDays`). The walk stops by the clock, not by comparing the texts: the
 * day after 9999-12-31 is written "10000-01-01", which sorts before it.
 */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let day = from; d.getTime() <= last;) {
    days.push(day);
    d.setUTCDate(d.getUTCDate() + 1);
    day = `${d.getUTCFullYear()}-${padded(d.getUTCMonth() + 1)}-${padded(d.getUTCDate())}`;
  }
  return days;
}
