import { addDays, constants, formatDate, formatDateTime } from '@dashboard/contracts';
import { sql, type RawBuilder } from 'kysely';
import { plainInSheet, safeText } from './export.js';

type Lang = 'en' | 'ar';
type Value = string | number | null;
type Row = Record<string, unknown>;

/**
 * A column's cell, written once for every way an export is made: `value`
 * formats a row the app read (an XLSX's or a CSV's first rows, or all of
 * them), `sql` is the same text as PostgreSQL writes it when it copies the
 * rows out itself (`lib/export-copy.ts`: a text guarded against formulas as
 * the app's writers guard it, so neither copy guards again), and `read` is what a worker
 * thread reads of a row on SQLite and how it makes the same value from it
 * (`lib/export-worker.ts`). `sql` and `read.sql` read the row's fields as
 * columns of `r`, the list's rows (`allRows`); a null is an empty cell,
 * like `value`'s ''.
 */
export interface Cell {
  value: (row: Row) => Value;
  sql: RawBuilder<unknown>;
  /** `sql` is a number, which a sheet holds as one. */
  number?: boolean;
  /** The number is a sum of money in pounds, shown in a sheet as `#,##0.00`. */
  money?: boolean;
  /**
   * `sql`'s text is always one a sheet holds as it is (`plainInSheet`: nothing for XML to escape,
   * no space to keep), so PostgreSQL's sheet writes it without looking (`sheetStatement`).
   */
  plain?: boolean;
  read?: CellRead;
  /**
   * `sql` is the text of the day in the row's `field` (YYYY-MM-DD), or of the day after it, in a
   * language: PostgreSQL's CSV copy reads it from `export_days`' `column` (migration 2026-12-03-02),
   * one join a field, rather than making it a row at a time; `sql` where the table has no such day.
   */
  day?: { field: string; column: `${'' | 'next_'}${Lang}` };
}

/** What SQLite reads of a row for a cell (`sql`, over `r`), and how that becomes the cell's value (`format`). */
export interface CellRead {
  sql: RawBuilder<unknown>;
  format: CellFormat;
  /**
   * The row's field `sql` reads as it is, if it does: a list that looks its names up
   * (`ListNames`) has its worker put a looked-up one on from the lookup instead.
   */
  field?: string;
}

/**
 * How a value read from the database becomes a cell's value: plain data, so
 * that a worker thread makes the same value as the app (`cellFormatter`).
 */
export type CellFormat =
  | { as: 'text' }
  | { as: 'integer' }
  | { as: 'fraction'; per: number }
  | { as: 'money' }
  | { as: 'day'; after: number; lang: Lang }
  | { as: 'instant'; time: boolean; lang: Lang }
  | { as: 'choice'; labels: [string, string][] }
  | { as: 'flag'; yes: string; no: string };

const field = (name: string) => sql.ref(`r.${name}`);

/**
 * Whether a text starts as a formula would (`=`, `+`, `-`, `@`, a tab or a
 * carriage return: `safeText` in lib/export.ts), in SQL: its first
 * character's code, which PostgreSQL tells faster than a pattern (a million
 * students' CSV copied out in 4.3 s against 4.8).
 */
const startsFormula = (text: RawBuilder<unknown>) => sql<boolean>`ascii(${text}) in (9, 13, 43, 45, 61, 64)`;

/** A text as the app writes it, in PostgreSQL: one a spreadsheet would run as a formula starts with `'`; an empty one is null. */
const guarded = (text: RawBuilder<unknown>) =>
  sql`nullif(case when ${startsFormula(text)} then '''' || ${text} else ${text} end, '')`;
const arabicDigits = '٠١٢٣٤٥٦٧٨٩';

/** Latin digits as the language writes them (Intl's `ar-EG` writes Arabic-Indic ones). */
const digits = (text: RawBuilder<unknown>, lang: Lang) =>
  lang === 'ar' ? sql`translate(${text}, '0123456789', ${sql.lit(arabicDigits)})` : text;

/** A day (YYYY-MM-DD) as an export writes it, in PostgreSQL: DD-MM-YYYY in the language's digits. */
export const dayText = (day: RawBuilder<unknown>, lang: Lang) =>
  digits(sql`substr(${day}, 9, 2) || '-' || substr(${day}, 6, 2) || '-' || substr(${day}, 1, 4)`, lang);

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

/** The value of a cell of `format`, from the value the database read. */
export function cellFormatter(format: CellFormat): (value: unknown) => Value {
  switch (format.as) {
    case 'text':
      return (v) => (v as string | null) ?? '';
    case 'integer':
      return (v) => (v == null ? '' : Number(v));
    case 'fraction': {
      const { per } = format;
      return (v) => (v == null ? '' : Number(v) / per);
    }
    case 'money':
      return (v) => (v == null ? '' : Number(v) / 100);
    case 'day': {
      const { after, lang } = format;
      // Its noon in UTC is that day in Cairo.
      const made = remembered((day) => formatDate(`${after ? addDays(day, after) : day}T12:00:00Z`, lang));
      return (v) => (v == null ? '' : made(v as string));
    }
    case 'instant': {
      const write = format.time ? formatDateTime : formatDate;
      const { lang } = format;
      return (v) => (v == null ? '' : write(v as string, lang));
    }
    case 'choice': {
      const labels = new Map(format.labels);
      return (v) => labels.get(String(v)) ?? '';
    }
    case 'flag': {
      const { yes, no } = format;
      return (v) => (v ? yes : no);
    }
  }
}

/**
 * A cell of `format` as a file holds it (`write`: `csvCell`, or `sheetCellRest` for a sheet),
 * from the value the database read: what a worker writes a million rows with. A choice's, a
 * flag's and a day's are written once each, not once a row.
 */
export function cellWriter(format: CellFormat, write: (value: Value) => string): (value: unknown) => string {
  const make = cellFormatter(format);
  switch (format.as) {
    case 'day': {
      const none = write(make(null));
      const written = remembered((day) => write(make(day)));
      return (v) => (v == null ? none : written(v as string));
    }
    case 'instant': {
      if (format.time) return (v) => write(make(v));
      const none = write(make(null));
      // A run of instants in one UTC hour (a list in their order) is written once: the same day
      // wherever the hour's first and last instants are on the same day of the platform's clocks.
      let hour = '';
      let text = none;
      return (v) => {
        if (v == null) return none;
        const at = v as string;
        if (hour && at.startsWith(hour)) return text;
        text = write(make(at));
        hour = at.length === 24 && at[13] === ':' && at.endsWith('Z') ? at.slice(0, 13) : '';
        if (hour && make(`${hour}:00:00.000Z`) !== make(`${hour}:59:59.999Z`)) hour = '';
        return text;
      };
    }
    case 'choice': {
      const labels = new Map(format.labels.map(([value, label]) => [value, write(label)]));
      const other = write('');
      return (v) => labels.get(String(v)) ?? other;
    }
    case 'flag': {
      const [yes, no] = [write(format.yes), write(format.no)];
      return (v) => (v ? yes : no);
    }
    default:
      return (v) => write(make(v));
  }
}

/** The cell of the row's field `name`, made by `format` wherever it is read; `sql` is PostgreSQL's text of it. */
function fieldCell(
  name: string,
  format: CellFormat,
  pgSql: RawBuilder<unknown>,
  kind: Pick<Cell, 'number' | 'money' | 'plain'> = {},
): Cell {
  const make = cellFormatter(format);
  return {
    value: (r) => make(r[name]),
    sql: pgSql,
    ...kind,
    read: { sql: field(name), format, field: name },
  };
}

/**
 * The kinds of cell an export's columns are made of, in `lang`. Each gives
 * the column's `value`, `sql` and `read`; spread it into the column:
 * `{ header, width, ...cells.day('paid_on') }`.
 */
export function exportCells(lang: Lang) {
  return {
    /** Text as it is; the CSV writer guards one a spreadsheet would run as a formula (`'=…`). */
    text: (name: string): Cell => fieldCell(name, { as: 'text' }, guarded(field(name))),
    /** The text of `prefix_ar` or `prefix_en`, as the language is. */
    name(prefix: string): Cell {
      return this.text(`${prefix}_${lang}`);
    },
    /** A whole number. */
    integer: (name: string): Cell => fieldCell(name, { as: 'integer' }, field(name), { number: true }),
    /** A whole number of `per` parts (piastres: 100, tenths of a percent: 10) as the number of wholes, no trailing zeros. */
    fraction: (name: string, per: number): Cell =>
      fieldCell(name, { as: 'fraction', per }, sql`trim_scale(${field(name)}::numeric / ${sql.lit(per)})`, {
        number: true,
      }),
    /** Piastres as pounds, a number (`fraction` of 100) that a sheet shows as money, `#,##0.00`. */
    money: (name: string): Cell =>
      fieldCell(name, { as: 'money' }, sql`trim_scale(${field(name)}::numeric / 100)`, { number: true, money: true }),
    /** A day (YYYY-MM-DD), or the day `after` days after it, as the spec's DD-MM-YYYY in the language's digits. */
    day: (name: string, after = 0): Cell => {
      const day = after ? sql`(${field(name)}::date + ${sql.lit(after)})::text` : field(name);
      const cell = fieldCell(name, { as: 'day', after, lang }, dayText(day, lang), { plain: true });
      return after > 1 ? cell : { ...cell, day: { field: name, column: `${after ? 'next_' : ''}${lang}` } };
    },
    /** An instant's day in the platform's time zone, DD-MM-YYYY, or with `time` its DD-MM-YYYY HH:mm. */
    instant: (name: string, time = false): Cell =>
      fieldCell(
        name,
        { as: 'instant', time, lang },
        digits(
          sql`to_char(${field(name)}::timestamptz at time zone ${sql.lit(constants.timeZone)}, ${sql.lit(time ? 'DD-MM-YYYY HH24:MI' : 'DD-MM-YYYY')})`,
          lang,
        ),
        { plain: true },
      ),
    /** One of a few `values`, each shown by its `label`; any other value is an empty cell. */
    choice: (name: string, values: readonly string[], label: (value: string) => string): Cell => {
      const labels = values.map((v): [string, string] => [v, label(v)]);
      return fieldCell(
        name,
        { as: 'choice', labels },
        sql`case ${field(name)}::text ${sql.join(
          labels.map(([value, text]) => sql`when ${sql.lit(value)} then ${sql.lit(safeText(text))}`),
          sql` `,
        )} end`,
        { plain: labels.every(([, text]) => plainInSheet(safeText(text))) },
      );
    },
    /** A flag (a number, 0 for no) as its yes or no label. */
    flag: (name: string, yes: string, no: string): Cell =>
      fieldCell(
        name,
        { as: 'flag', yes, no },
        sql`case when ${field(name)} <> 0 then ${sql.lit(safeText(yes))} else ${sql.lit(safeText(no))} end`,
        { plain: [yes, no].every((text) => plainInSheet(safeText(text))) },
      ),
    /**
     * Anything else, a text: its value from the row, and its SQL from `r`'s
     * columns (`cells.field`): PostgreSQL's (guarded as a text cell is), and
     * SQLite's (without it, a SQLite export reads every row in the app).
     */
    custom: (value: Cell['value'], expression: RawBuilder<unknown>, sqlite?: RawBuilder<unknown>): Cell => ({
      value,
      sql: guarded(expression),
      ...(sqlite ? { read: { sql: sqlite, format: { as: 'text' } } } : {}),
    }),
    field,
  };
}
