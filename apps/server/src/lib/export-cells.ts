import { addDays, constants, formatDate, formatDateTime } from '@dashboard/contracts';
import { sql, type RawBuilder } from 'kysely';

type Lang = 'en' | 'ar';
type Value = string | number | null;
type Row = Record<string, unknown>;

/**
 * A column's cell, written once for both ways an export is made: `value`
 * formats a row the app read (an XLSX, and a CSV on SQLite), `sql` is the
 * same text as PostgreSQL writes it when it copies the rows out as CSV
 * itself (`lib/export-copy.ts`). `sql` reads the row's fields as columns of
 * `r`, the list's rows (`allRows`); a null is an empty cell, like `value`'s ''.
 */
export interface Cell {
  value: (row: Row) => Value;
  sql: RawBuilder<unknown>;
  /** `sql` is a number, which a sheet holds as one. */
  number?: boolean;
}

const field = (name: string) => sql.ref(`r.${name}`);

/**
 * Whether a text starts as a formula would (`=`, `+`, `-`, `@`, a tab or a
 * carriage return: `safeText` in lib/export.ts), in SQL: its first
 * character's code, which PostgreSQL tells faster than a pattern (a million
 * students' CSV copied out in 4.3 s against 4.8).
 */
export const startsFormula = (text: RawBuilder<unknown>) => sql<boolean>`ascii(${text}) in (9, 13, 43, 45, 61, 64)`;
const arabicDigits = '٠١٢٣٤٥٦٧٨٩';

/** Latin digits as the language writes them (Intl's `ar-EG` writes Arabic-Indic ones). */
const digits = (text: RawBuilder<unknown>, lang: Lang) =>
  lang === 'ar' ? sql`translate(${text}, '0123456789', ${sql.lit(arabicDigits)})` : text;

/** A value kept per text it was made from: an export formats the same few days a million times. */
function remembered(make: (text: string) => string) {
  const made = new Map<string, string>();
  return (text: string) => {
    let found = made.get(text);
    if (found === undefined) {
      if (made.size >= 10_000) made.clear();
      made.set(text, (found = make(text)));
    }
    return found;
  };
}

/**
 * The kinds of cell an export's columns are made of, in `lang`. Each gives
 * the column's `value` and `sql`; spread it into the column:
 * `{ header, width, ...cells.day('paid_on') }`.
 */
export function exportCells(lang: Lang) {
  return {
    /** Text as it is; the CSV writer guards one a spreadsheet would run as a formula (`'=…`). */
    text: (name: string): Cell => ({
      value: (r) => (r[name] as string | null) ?? '',
      sql: sql`nullif(case when ${startsFormula(field(name))} then '''' || ${field(name)} else ${field(name)} end, '')`,
    }),
    /** The text of `prefix_ar` or `prefix_en`, as the language is. */
    name(prefix: string): Cell {
      return this.text(`${prefix}_${lang}`);
    },
    /** A whole number. */
    integer: (name: string): Cell => ({
      value: (r) => (r[name] == null ? '' : Number(r[name])),
      sql: field(name),
      number: true,
    }),
    /** A whole number of `per` parts (piastres: 100, tenths of a percent: 10) as the number of wholes, no trailing zeros. */
    fraction: (name: string, per: number): Cell => ({
      value: (r) => (r[name] == null ? '' : Number(r[name]) / per),
      sql: sql`trim_scale(${field(name)}::numeric / ${sql.lit(per)})`,
      number: true,
    }),
    /** A day (YYYY-MM-DD), or the day `after` days after it, as the spec's DD-MM-YYYY in the language's digits. */
    day: (name: string, after = 0): Cell => {
      // Its noon in UTC is that day in Cairo.
      const format = remembered((day) => formatDate(`${after ? addDays(day, after) : day}T12:00:00Z`, lang));
      const day = after ? sql`(${field(name)}::date + ${sql.lit(after)})::text` : field(name);
      return {
        value: (r) => (r[name] == null ? '' : format(r[name] as string)),
        sql: digits(sql`substr(${day}, 9, 2) || '-' || substr(${day}, 6, 2) || '-' || substr(${day}, 1, 4)`, lang),
      };
    },
    /** An instant's day in the platform's time zone, DD-MM-YYYY, or with `time` its DD-MM-YYYY HH:mm. */
    instant: (name: string, time = false): Cell => ({
      value: (r) => (r[name] == null ? '' : (time ? formatDateTime : formatDate)(r[name] as string, lang)),
      sql: digits(
        sql`to_char(${field(name)}::timestamptz at time zone ${sql.lit(constants.timeZone)}, ${sql.lit(time ? 'DD-MM-YYYY HH24:MI' : 'DD-MM-YYYY')})`,
        lang,
      ),
    }),
    /** One of a few `values`, each shown by its `label`; any other value is an empty cell. */
    choice: (name: string, values: readonly string[], label: (value: string) => string): Cell => {
      const labels = new Map(values.map((v) => [v, label(v)]));
      return {
        value: (r) => labels.get(String(r[name])) ?? '',
        sql: sql`case ${field(name)}::text ${sql.join(
          [...labels].map(([value, text]) => sql`when ${sql.lit(value)} then ${sql.lit(text)}`),
          sql` `,
        )} end`,
      };
    },
    /** A flag (a number, 0 for no) as its yes or no label. */
    flag: (name: string, yes: string, no: string): Cell => ({
      value: (r) => (r[name] ? yes : no),
      sql: sql`case when ${field(name)} <> 0 then ${sql.lit(yes)} else ${sql.lit(no)} end`,
    }),
    /** Anything else: its value from the row and its SQL from `r`'s columns (`cells.field`). */
    custom: (value: Cell['value'], expression: RawBuilder<unknown>): Cell => ({ value, sql: expression }),
    field,
  };
}
