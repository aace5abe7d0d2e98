import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { addDays, constants, todayInCairo } from '@dashboard/contracts';
import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { copyCrlfRows } from './copy-rows.js';
import { copyConnection, sqliteFileOf } from '../db/create-dialect.js';
import type { Database } from '../db/types.js';
import { cellFormatter, type Cell, type CellFormat, type CellRead } from './export-cells.js';
import { bound, type ExportMessage, type ExportWork, type KeySlot } from './export-worker.js';
import { columnName, MONEY_STYLE, SharedStrings, type ExportColumn, type SheetPlace } from './export.js';
import { allRows, keysetRows, orderedKeys, type IdLookup, type ListQuery, type ListSource } from './list.js';

/**
 * An export's rows as its list's source, with the filters and the sort
 * asked: the kit reads its full rows a batch at a time (`keysetRows`, its
 * names looked up when it has `names`), or has the database's side write them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ExportSource = ListSource<any>;

/**
 * An export's rows when every column is made of cells (`exportCells`):
 * `rows`, the first batch, read and written by the app (what the first byte
 * waits for: a whole list's plan joins and sorts every row before its
 * first), then `rest`, every row after them written apart from the event
 * loop — a CSV's lines, or a sheet's rows from where the app's ended
 * (`SheetPlace`). On PostgreSQL the database writes them itself
 * (`copyOut`); on SQLite kept in a file, a worker thread reads and writes
 * them (`workerRows`). `rest` is undefined when the first batch was all.
 * Undefined for a SQLite database in memory, or when a column is not made
 * of cells.
 */
export function copiedRows<T>(
  db: Kysely<Database>,
  from: ExportSource,
  columns: readonly ExportColumn<T>[],
  format: 'csv' | 'xlsx',
  /**
   * Whoever asked may read every name the list's lookups hold (an admin): a PostgreSQL sheet may
   * then carry them all in its shared strings (`sheetCells`). Otherwise a file never holds a name
   * its rows do not show (a teacher's subscriptions, not every teacher's name).
   */
  options: { wholeNames?: boolean } = {},
): { rows: AsyncIterable<T>; rest: (place: SheetPlace) => Promise<Readable | undefined> } | undefined {
  const first: { after?: unknown[] } = {};
  const rows = () => keysetRows(from, undefined, first) as AsyncIterable<T>;
  const cells = columns.map((c) => c.sql);
  if (copyConnection(db) && cells.every((c) => c !== undefined)) {
    const csvCells = columns.map((c): CopyCell => (c.day ? { sql: c.sql!, day: c.day } : { sql: c.sql! }));
    return {
      rows: rows(),
      rest: async (place) => {
        if (!first.after) return undefined;
        const after = first.after;
        if (format === 'csv') {
          return copyOut(db, copyStatement(db, from, csvCells, after), new ChunkTurns(), copyCrlfRows);
        }
        // The texts shared are read in the copy's own snapshot, just before it.
        const statement = async (client: pg.PoolClient) => {
          const shared = new SharedStrings();
          const sheet = await sheetCells(client, db, from, columns, shared, options.wholeNames === true);
          place.shared?.(shared.xml());
          const filling = (await estimatedRows(client, from)) > place.room;
          return sheetStatement(db, sheet.source, sheet.cells, after, place, sheet.entries, filling);
        };
        return copyOut(db, statement, new SheetLines(place));
      },
    };
  }
  const file = sqliteFileOf(db);
  const reads = columns.map((c) => c.read);
  if (file && reads.every((r) => r !== undefined)) {
    return {
      rows: rows(),
      rest: async (place) => {
        if (!first.after) return undefined;
        const work = await blockedWork(db, from, reads, first.after);
        // A sheet's shared strings are one table: one worker writes it.
        const sharing = format === 'csv' && work.size !== Infinity ? 2 : 1;
        return workerRows({ file, ...work, format, next: place.next, room: place.room }, place, sharing);
      },
    };
  }
  return undefined;
}

/**
 * `cells` (`c0`, `c1`, …) over a list's rows after the row whose keys are `after`, in the list's
 * order; with `keys`, each row's sort keys follow them.
 */
function orderedCells(
  db: Kysely<Database>,
  source: ListSource<{ id: number }>,
  cells: readonly RawBuilder<unknown>[],
  after?: unknown[],
  options: { keys?: boolean; joins?: readonly { alias: string; on: RawBuilder<unknown> }[] } = {},
) {
  const { rows, order } = allRows(source, after);
  const keys = options.keys ? order.map((key) => sql.ref(`r.${key.column}`)) : [];
  const joined = (options.joins ?? []).reduce(
    (q, { alias, on }) => q.leftJoin(sql`export_days`.as(alias) as never, (j) => j.on(on as never)) as typeof q,
    db.selectFrom(rows.as('r')),
  );
  return order.reduce(
    (q, key) => q.orderBy(sql.ref(`r.${key.column}`), key.direction),
    joined.select([...cells, ...keys].map((c, i) => c.as(`c${i}`))),
  );
}

/** A CSV copy's cell: its SQL over `r`, and for a day the key `export_days` holds its text by (`Cell['day']`). */
export interface CopyCell {
  sql: RawBuilder<unknown>;
  day?: Cell['day'];
}

/**
 * Rows a SQLite worker's block holds (`ExportWork`): a few chunks of a file, so that the worker
 * whose turn it is not writes its next block whole meanwhile, and few enough statements that
 * starting each costs nothing to speak of.
 */
const BLOCK_ROWS = 4096;

/**
 * A statement over the rows after a row's sort keys, compiled with a stand-in for each key's
 * value; where each is bound (`slots`) is then found by the stand-in, whatever else is bound.
 */
function keyedStatement(keys: number, compile: (after: unknown[]) => { sql: string; parameters: readonly unknown[] }) {
  const standIns = Array.from({ length: keys }, () => ({}));
  const { sql: text, parameters } = compile(standIns);
  const slots: KeySlot[] = [];
  const values = parameters.map((value, at) => {
    const key = standIns.indexOf(value as object);
    if (key < 0) return value;
    slots.push([at, key]);
    return null;
  });
  return { sql: text, parameters: values, slots };
}

/** SQLite's plan of `text`, a line a step. */
async function sqlitePlan(db: Kysely<Database>, text: string, parameters: readonly unknown[]): Promise<string[]> {
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
  );
  return rows.map((row) => row.detail);
}

/** The plan sorts rows itself, rather than reading them in an index's order. */
const sorts = (plan: readonly string[]) =>
  plan.some((step) => /TEMP B-TREE FOR (RIGHT PART OF |LAST TERM OF )?ORDER BY/.test(step));

/**
 * A SQLite export's worker statements (`workerStatement`) in blocks of `BLOCK_ROWS`, when both read
 * in the sort's order: the block's rows in their index's, and the skip through the same index (a
 * covering index of a filter's column may look cheaper to SQLite, then sort: told which index, it
 * walks the sort's). Otherwise every row after `after` is one block, one statement: a plan that
 * sorts would sort again for every block.
 */
async function blockedWork(db: Kysely<Database>, from: ExportSource, reads: readonly CellRead[], after: unknown[]) {
  const work = workerStatement(db, from, reads, after, BLOCK_ROWS);
  const whole = () => workerStatement(db, from, reads, after, Infinity);
  const plan = await sqlitePlan(db, work.sql, bound(work.parameters, work.slots, after));
  const skip = work.skip;
  if (sorts(plan) || !skip) return whole();
  if (!sorts(await sqlitePlan(db, skip.sql, bound(skip.parameters, skip.slots, after)))) return work;
  const table = from.id.slice(0, from.id.lastIndexOf('.'));
  const index = plan
    .map((step) => new RegExp(`^(?:SCAN|SEARCH) ${table} USING (?:COVERING )?INDEX (\\S+)`).exec(step)?.[1])
    .find((name) => name);
  const named = `from "${table}" `;
  if (!index || !skip.sql.includes(named)) return whole();
  skip.sql = skip.sql.replace(named, `${named}indexed by "${index}" `);
  try {
    if (!sorts(await sqlitePlan(db, skip.sql, bound(skip.parameters, skip.slots, after)))) return work;
  } catch {
    // SQLite cannot walk that index for the skip's filters ("no query solution").
  }
  return whole();
}

/**
 * What a SQLite export's worker reads: its statement over the list's rows after `after`, in
 * order, and where each cell's value is in its rows (`ExportWork`). A list that looks its names
 * up (`ListNames`) is read without their joins, as a page is, and the worker looks each id up
 * once: a payment's seven joins were most of its statement's time. A cell reads a looked-up name
 * only as a field (`CellRead.field`); a cell's own SQL over one would fail, never read another.
 */
function workerStatement(
  db: Kysely<Database>,
  from: ExportSource,
  reads: readonly CellRead[],
  after: unknown[],
  /** The rows of a block (`BLOCK_ROWS`), or Infinity: every row after `after` is one block. */
  size: number,
): Pick<ExportWork, 'sql' | 'parameters' | 'slots' | 'keys' | 'after' | 'skip' | 'formats' | 'inputs' | 'lookups'> & {
  size: number;
} {
  const lookups = from.names?.lookups ?? [];
  const fed = lookedUpFields(lookups);
  const statements = lookups.map(({ table, columns }) => {
    return (db.selectFrom(table) as ListQuery)
      .select(columns.map((c) => sql.ref(`${table}.${c}`).as(c)))
      .where(sql.ref(`${table}.id`), '=', 0)
      .compile().sql;
  });
  const selected: RawBuilder<unknown>[] = [];
  const inputs = reads.map((read) => {
    const names = read.field === undefined ? undefined : fed.get(read.field);
    if (names) return names;
    selected.push(read.sql);
    return selected.length - 1;
  });
  const ids = lookups.map((lookup) => selected.push(sql.ref(`r.${lookup.column}`)) - 1);
  const source = from.names ? { ...from, rows: from.names.rows } : from;
  const keys = from.keys.length;
  const block = keyedStatement(keys, (standIns) => {
    const rows = orderedCells(db, source, selected, standIns, { keys: true });
    return (size === Infinity ? rows : rows.limit(sql.lit(size))).compile();
  });
  // Only the sort's index is read to pass over a block: no row of the table, no joined name.
  const skip =
    size === Infinity
      ? undefined
      : keyedStatement(keys, (standIns) =>
          orderedKeys(from, standIns)
            .limit(sql.lit(1))
            .offset(sql.lit(size - 1))
            .compile(),
        );
  return {
    sql: block.sql,
    parameters: block.parameters,
    slots: block.slots,
    keys,
    after,
    skip,
    size,
    formats: reads.map((r) => r.format),
    inputs,
    lookups: statements.map((statement, k) => ({ sql: statement, at: ids[k]! })),
  };
}

/**
 * The fields lookups put on a row (`ListNames`), each with the lookups that feed it: pairs of a
 * lookup and the index of its column in the lookup's `columns`. The last of them whose id a row
 * holds gives the value, as `keysetRows` puts names on a row.
 */
function lookedUpFields(lookups: readonly IdLookup[]): Map<string, [number, number][]> {
  const fed = new Map<string, [number, number][]>();
  lookups.forEach(({ columns, fields }, k) => {
    for (const [field, column] of Object.entries(fields)) {
      fed.set(field, [...(fed.get(field) ?? []), [k, columns.indexOf(column)]]);
    }
  });
  return fed;
}

/** A sheet's cell as PostgreSQL writes it (`sheetStatement`): SQL over the rows `r`, and what it holds. */
export interface SheetCell {
  /** The cell's value (`Cell['sql']`), where it points at no shared string; none if it always does. */
  sql?: RawBuilder<unknown>;
  /** A number, in the money style if `money`. */
  number: boolean;
  money: boolean;
  /** A text with nothing to escape or keep (`Cell['plain']`). */
  plain: boolean;
  /** The index of the shared string a cell without `sql` points at (`t="s"`), or null for no cell. */
  entry?: RawBuilder<unknown>;
  /**
   * Or a run of `count` shared strings from entry `first`, and the cell's `distance` into it: the
   * cell points at the entry it is at, and outside the run holds `sql`.
   */
  run?: { distance: RawBuilder<unknown>; first: number; count: number };
}

/** A table of ids and the shared strings their names are (`values (id, index), …`), joined to the rows by `on`. */
export interface SharedEntries {
  alias: string;
  on: string;
  pairs: [id: number, entry: number][];
}

/**
 * The most names a PostgreSQL sheet reads from the tables a list looks its names up in, to
 * write each once in its shared strings; a list whose tables hold more writes its names in
 * their cells, joined as its pages' rows are.
 */
const SHARED_NAMES_MOST = 20_000;

/** The years of days a PostgreSQL sheet shares: from the first day of the year this many years ago… */
const SHARED_YEARS_BEFORE = 15;
/** …to the last day of the year this many years ahead. */
const SHARED_YEARS_AFTER = 5;

/** A cell's format that writes a day (`sharedDays`). */
type DayFormat = Extract<CellFormat, { as: 'day' } | { as: 'instant' }>;

/** How many days' texts are made or shared between two turns of the event loop. */
const DAYS_A_TURN = 500;
const aTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The shared days' texts by their format and first day (`sharedDays`), each made once a year. */
const dayTexts = new Map<string, Promise<string[]>>();
const DAY_TEXTS_KEPT = 16;

/**
 * The text of each of `count` days from `first` as a cell of `format` writes it (`cellFormatter`,
 * through Intl: about 40 µs a day the first time), made a few hundred at a time between other
 * requests, and kept.
 */
function sharedDays(format: DayFormat, first: string, count: number): Promise<string[]> {
  const key = JSON.stringify([format, first, count]);
  let texts = dayTexts.get(key);
  if (!texts) {
    if (dayTexts.size >= DAY_TEXTS_KEPT) dayTexts.clear();
    texts = (async () => {
      const text = cellFormatter(format);
      const made: string[] = [];
      for (let k = 0; k < count; k++) {
        const day = addDays(first, k);
        // A day's noon in UTC is that day in Cairo.
        made.push(String(text(format.as === 'day' ? day : `${day}T12:00:00Z`)));
        if (k % DAYS_A_TURN === DAYS_A_TURN - 1) await aTurn();
      }
      return made;
    })();
    dayTexts.set(key, texts);
  }
  return texts;
}

/**
 * A PostgreSQL sheet's cells, with the texts many rows hold written once in its shared strings
 * (`shared`) and pointed at, as SQLite's worker writes them:
 * - a choice's and a flag's labels;
 * - a day, of the twenty-one years around this one (each written before the copy, about 200 KB;
 *   a day outside them is written in its cell). Its entry is its distance from the first: PostgreSQL
 *   subtracts two dates instead of writing the day in the language's digits (0.12 µs against
 *   0.67);
 * - the names a list looks up by id (`ListNames`), when whoever asked may read them all
 *   (`wholeNames`): read whole from their few rows on the copy's own connection (`client`, in its
 *   snapshot). The rows are then read without the names' joins, as a page reads them, and each id
 *   is joined to its name's entry instead. A list whose columns do not all say what they read
 *   (`Cell['read']`), or whose tables hold more names than `SHARED_NAMES_MOST`, keeps its names in
 *   their cells.
 * A payments sheet is 40% shorter, and so is what PostgreSQL sorts.
 */
async function sheetCells<T>(
  client: pg.PoolClient,
  db: Kysely<Database>,
  from: ExportSource,
  columns: readonly ExportColumn<T>[],
  shared: SharedStrings,
  /** The names may be read whole (`copiedRows`' `wholeNames`). */
  wholeNames: boolean,
): Promise<{ source: ExportSource; cells: SheetCell[]; entries: SharedEntries[] }> {
  const cells = columns.map((c): SheetCell => ({
    sql: c.sql!,
    number: c.number === true,
    money: c.money === true,
    plain: c.plain === true,
  }));
  /** Cell `i` always points at its entry (`entry`: null for no cell). */
  const pointing = (i: number, entry: RawBuilder<unknown>) => {
    const { sql: _value, ...kind } = cells[i]!;
    cells[i] = { ...kind, entry };
  };
  const entry = (text: string) => {
    const at = shared.index(text);
    return at === undefined ? sql`null` : sql.lit(at);
  };
  const year = Number(todayInCairo().slice(0, 4));
  const firstDay = `${year - SHARED_YEARS_BEFORE}-01-01`;
  const days = (Date.UTC(year + SHARED_YEARS_AFTER + 1, 0, 1) - Date.parse(`${firstDay}T00:00:00Z`)) / 86_400_000;
  for (const [i, c] of columns.entries()) {
    const format = c.read?.format;
    const value = c.read?.sql;
    if (!format || !value) continue;
    if (format.as === 'choice') {
      const whens = format.labels.map(([v, label]) => sql`when ${sql.lit(v)} then ${entry(label)}`);
      pointing(i, sql`case ${value}::text ${sql.join(whens, sql` `)} end`);
    } else if (format.as === 'flag') {
      pointing(i, sql`case when ${value} <> 0 then ${entry(format.yes)} else ${entry(format.no)} end`);
    } else if (format.as === 'day' || (format.as === 'instant' && !format.time)) {
      const texts = await sharedDays(format, firstDay, days);
      const first = shared.index(texts[0]!);
      // Each day's entry must be the first's and its distance from it (a text shared before would break the run).
      let run = first !== undefined;
      for (let k = 1; run && k < days; k++) {
        run = shared.index(texts[k]!) === first! + k;
        if (k % DAYS_A_TURN === 0) await aTurn();
      }
      if (!run) continue;
      const day =
        format.as === 'day'
          ? sql`${value}::date`
          : sql`(${value}::timestamptz at time zone ${sql.lit(constants.timeZone)})::date`;
      cells[i] = {
        ...cells[i]!,
        run: { distance: sql`${day} - ${sql.lit(firstDay)}::date`, first: first!, count: days },
      };
    }
  }
  const names = from.names;
  const inCells = { source: from, cells: [...cells], entries: [] };
  if (!names || !wholeNames || !columns.every((c) => c.read)) return inCells;
  const read: Record<string, unknown>[][] = [];
  let count = 0;
  for (const lookup of names.lookups) {
    const { table } = lookup;
    const { sql: text, parameters } = (db.selectFrom(table) as ListQuery)
      .select([sql.ref(`${table}.id`).as('id'), ...lookup.columns.map((c) => sql.ref(`${table}.${c}`).as(c))])
      .limit(SHARED_NAMES_MOST + 1)
      .compile();
    const { rows } = await client.query<Record<string, unknown>>(text, [...parameters]);
    read.push(rows);
    count += rows.length;
    if (count > SHARED_NAMES_MOST) return inCells;
  }
  const fed = lookedUpFields(names.lookups);
  const entries: SharedEntries[] = [];
  let full = false;
  columns.forEach((c, i) => {
    const feeding = c.read!.field === undefined ? undefined : fed.get(c.read!.field);
    if (!feeding) return;
    // The last lookup whose id the row holds gives the name.
    const whens = [...feeding].reverse().map(([k, column]) => {
      const lookup = names.lookups[k]!;
      const alias = `s${entries.length}`;
      const pairs = read[k]!.flatMap((row): [number, number][] => {
        const text = String(row[lookup.columns[column]!] ?? '');
        const at = shared.index(text);
        if (at === undefined && text !== '') full = true;
        return at === undefined ? [] : [[Number(row.id), at]];
      });
      if (pairs.length) entries.push({ alias, on: lookup.column, pairs });
      const name = pairs.length ? sql.ref(`${alias}.column2`) : sql`null`;
      return sql`when ${sql.ref(`r.${lookup.column}`)} is not null then ${name}`;
    });
    pointing(i, sql`case ${sql.join(whens, sql` `)} end`);
  });
  // A table of shared strings too full for every name: they stay in their cells.
  if (full) return inCells;
  return { source: { ...from, rows: names.rows }, cells, entries };
}

/**
 * The most worker threads writing SQLite's exports at once: two exports of two workers each
 * (a CSV shares its rows between two; a sheet, whose shared strings are one table, takes one).
 * Another export waits for one to end.
 */
export const EXPORT_WORKERS = 4;
let workersRunning = 0;
const workersWaiting: (() => void)[] = [];

/** A turn to run an export's worker, and the way to give it back. */
function giveBack(): () => void {
  let given = false;
  return () => {
    if (given) return;
    given = true;
    const next = workersWaiting.shift();
    if (next) next();
    else workersRunning--;
  };
}

/** Turns for up to `most` workers: one, waited for, and as many more as are free now. */
async function workerTurns(most: number): Promise<(() => void)[]> {
  if (workersRunning >= EXPORT_WORKERS) await new Promise<void>((resolve) => workersWaiting.push(resolve));
  else workersRunning++;
  const turns = [giveBack()];
  while (turns.length < most && workersRunning < EXPORT_WORKERS) {
    workersRunning++;
    turns.push(giveBack());
  }
  return turns;
}

/**
 * The worker's module, as the server runs (TypeScript through tsx), and the
 * code that loads it: a worker thread has no module hooks of its own, so it
 * registers tsx's first (as `npm start` does).
 */
const here = fileURLToPath(import.meta.url);
const workerModule = path.join(path.dirname(here), `export-worker${path.extname(here)}`);
const workerBoot = `require(${JSON.stringify(createRequire(import.meta.url).resolve('tsx/esm/api'))}).register();
import(${JSON.stringify(workerModule)});`;

/** How long a worker thread that wrote an export waits for the next before it ends. */
const WORKER_IDLE_MS = 60_000;

/**
 * Workers kept loaded however long they wait: a CSV's two, so that an export after a quiet hour
 * does not wait for its workers to load (0.3 s each; a million subscriptions' CSV from a server
 * just started: 2.98 s, then 2.0–2.2 with the same workers). Loaded at the server's start
 * (`prepareExports`).
 */
const KEPT_LOADED = 2;

/**
 * Worker threads that wait for an export (at most `EXPORT_WORKERS`): a new one spends about 0.3 s
 * loading its modules, most of a small export's time. An idle one keeps no process alive; past
 * `KEPT_LOADED` of them, one ends after `WORKER_IDLE_MS` (`ends`).
 */
const idleWorkers: { worker: Worker; ends: ReturnType<typeof setTimeout> | undefined }[] = [];

/** An idle worker no longer waits: it is ended, or it ended. */
function dropIdle(worker: Worker) {
  const at = idleWorkers.findIndex((idle) => idle.worker === worker);
  if (at < 0) return;
  clearTimeout(idleWorkers[at]!.ends);
  idleWorkers.splice(at, 1);
}

/**
 * The V8 flag the exports need (`prepareExports`): buffers' memory counted in V8's one limit with
 * the heap's, rather than a collection of the whole heap started at every few tens of MB of new
 * buffers.
 */
export const BUFFERS_WITH_HEAP = '--external-memory-accounted-in-global-limit';

/**
 * Readies the server's process for its exports, as it starts (the app's tests leave it as it is).
 * Every byte of an export passes through the server's thread in buffers new to it (a copy's reads
 * off PostgreSQL's socket, a SQLite worker's chunks): hundreds of MB started ten to twenty
 * collections of the whole heap an export, each holding the other requests up to 20 ms, while the
 * young collections free those buffers anyway (`BUFFERS_WITH_HEAP`; docs/benchmarks.md, stop 68:
 * others' p95 on PostgreSQL 8–25 → 4–14 ms, SQLite's CSV of a million subscriptions 261,000 →
 * 322,000–338,000 rows/s, for about 120 MB more peak RSS). On a SQLite file, `KEPT_LOADED` workers
 * are loaded (one in memory has no exports in workers); one that fails to load is left to the first
 * export to load again.
 */
export async function prepareExports(db: Kysely<Database>): Promise<void> {
  v8.setFlagsFromString(BUFFERS_WITH_HEAP);
  if (!sqliteFileOf(db)) return;
  const loaded = await Promise.allSettled(
    Array.from({ length: Math.max(0, KEPT_LOADED - idleWorkers.length) }, () => exportWorker()),
  );
  for (const l of loaded) if (l.status === 'fulfilled') keepIdle(l.value);
}

/** A worker with its modules loaded: an idle one, or a new one once it says it is loaded. */
async function exportWorker(): Promise<Worker> {
  const idle = idleWorkers.pop();
  if (idle) {
    clearTimeout(idle.ends);
    idle.worker.ref();
    return idle.worker;
  }
  const worker = new Worker(workerBoot, {
    eval: true,
    execArgv: [],
    // A chunk and a row at a time: a small heap, collected often, keeps the server's memory flat.
    resourceLimits: { maxOldGenerationSizeMb: 128 },
  });
  // One that ends while it waits is never handed an export; an export's own listeners hear
  // what happens while it writes.
  worker.on('error', () => undefined);
  worker.once('exit', () => dropIdle(worker));
  await new Promise<void>((resolve, reject) => {
    const settle = (err?: Error) => {
      worker.off('message', onMessage);
      worker.off('error', settle);
      worker.off('exit', onExit);
      if (err) reject(err);
      else resolve();
    };
    const onMessage = (message: ExportMessage) => {
      if ('loaded' in message) settle();
    };
    const onExit = () => settle(new Error('the export’s worker ended as it loaded'));
    worker.on('message', onMessage);
    worker.once('error', settle);
    worker.once('exit', onExit);
  });
  return worker;
}

function keepIdle(worker: Worker) {
  worker.unref();
  if (idleWorkers.filter((idle) => idle.ends === undefined).length < KEPT_LOADED) {
    idleWorkers.push({ worker, ends: undefined });
    return;
  }
  const ends = setTimeout(() => {
    dropIdle(worker);
    void worker.terminate();
  }, WORKER_IDLE_MS);
  ends.unref();
  idleWorkers.push({ worker, ends });
}

/** The chunks a worker may have sent that the client has not taken: alone, and sharing a file. */
const CREDITS_ALONE = 2;
/** A block's chunks and more: the worker whose turn it is not writes its next block whole meanwhile. */
const CREDITS_SHARING = 8;

/**
 * The longest the server's thread waits for the workers sharing a file to begin their read
 * transactions (in a few ms when they are idle). Past it their snapshots might differ: the file
 * is written by one.
 */
const BEGIN_WAIT_MS = 250;

/**
 * The rows worker threads write (`lib/export-worker.ts`), as a stream: up
 * to `sharing` workers, each writing every `sharing`th block (as many as are
 * free; at least one, waited for), their blocks passed on in order. A worker
 * sends a chunk only when it has credit for one, given back as the chunk
 * goes on to the client. A worker that ends its rows (or whose statement
 * failed) waits for the next export; one whose stream is destroyed first (a
 * client gone) is ended. Resolves with the first chunk (or the end), rejects
 * if a statement fails before it; a failure after it destroys the stream, so
 * no file looks complete.
 */
async function workerRows(
  work: Omit<ExportWork, 'control' | 'began' | 'block'> & { size: number },
  place: SheetPlace,
  sharing: number,
): Promise<Readable> {
  const turns = await workerTurns(sharing);
  const loading = await Promise.allSettled(turns.map(() => exportWorker()));
  const failed = loading.find((l) => l.status === 'rejected');
  if (failed) {
    for (const l of loading) if (l.status === 'fulfilled') keepIdle(l.value);
    for (const done of turns) done();
    throw failed.reason;
  }
  const stride = turns.length;
  const parts: WorkerPart[] = loading.map((l, k) => {
    const control = new SharedArrayBuffer(4);
    const credits = new Int32Array(control);
    Atomics.store(credits, 0, stride > 1 ? CREDITS_SHARING : CREDITS_ALONE);
    const worker = (l as PromiseFulfilledResult<Worker>).value;
    const part: WorkerPart = {
      worker,
      control,
      credits,
      done: turns[k]!,
      queue: [],
      released: false,
      onMessage: (message) => {
        if ('error' in message) {
          release(part, false);
          fail(new Error(message.error));
          return;
        }
        part.queue.push(message);
        if ('end' in message) release(part, false);
        pass();
      },
      onError: (err) => {
        release(part, true);
        fail(err);
      },
      onExit: () => {
        release(part, true);
        fail(new Error('the export ended early'));
      },
    };
    return part;
  });
  let finished = false;
  /** The client may take more: at first, until the stream's buffer is full, and again when it reads. */
  let wanted = true;
  /** The block whose chunks go on now, of worker `turn % stride`. */
  let turn = 0;
  /** A worker's part of the export is over: it waits for the next, or (`end`) it is ended. */
  const release = (part: WorkerPart, end: boolean) => {
    if (part.released) return;
    part.released = true;
    part.worker.off('message', part.onMessage);
    part.worker.off('error', part.onError);
    part.worker.off('exit', part.onExit);
    if (end) void part.worker.terminate();
    else keepIdle(part.worker);
    part.done();
  };
  const out = new Readable({
    read() {
      wanted = true;
      pass();
    },
    destroy(err, callback) {
      // Ended early (a client gone), a worker still writing is ended; after the end, each ends its
      // own part (the blocks no one passed on are empty).
      if (!finished) for (const part of parts) release(part, true);
      callback(err);
    },
  });
  let started = false;
  let resolve!: (out: Readable) => void;
  let reject!: (err: Error) => void;
  const first = new Promise<Readable>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  const start = () => {
    if (started) return;
    started = true;
    resolve(out);
  };
  const fail = (err: Error) => {
    if (finished) return;
    finished = true;
    for (const part of parts) release(part, !part.released);
    // A stream not handed out yet has no one to hear its error: the promise says it.
    if (started) out.destroy(err);
    else {
      reject(err);
      out.destroy();
    }
  };
  let passing = false;
  /**
   * Passes on what the worker whose turn it is sent, while the client wants more. A push may ask
   * for more at once (`read`, while passing): that is heard, not passed on twice.
   */
  const pass = () => {
    if (passing) return;
    passing = true;
    try {
      while (wanted && !finished) {
        const part = parts[turn % stride]!;
        const message = part.queue.shift();
        if (!message) return;
        if ('chunk' in message) {
          Atomics.add(part.credits, 0, 1);
          Atomics.notify(part.credits, 0);
          start();
          wanted = false;
          if (out.push(Buffer.from(message.chunk, 0, message.length))) wanted = true;
        } else if ('block' in message) {
          turn++;
        } else if ('end' in message) {
          // The worker whose turn it is has no more blocks: the others' after it are empty.
          finished = true;
          // Rows were left past the sheet's room: its last row says it is full.
          if (message.more) out.push(place.full(place.next - 2 + place.room));
          if (message.shared !== undefined) place.shared?.(message.shared);
          start();
          out.push(null);
        }
      }
    } finally {
      passing = false;
    }
  };
  const began = stride > 1 ? new SharedArrayBuffer(4) : undefined;
  for (const [k, part] of parts.entries()) {
    part.worker.on('message', part.onMessage);
    part.worker.once('error', part.onError);
    part.worker.once('exit', part.onExit);
    const block = { size: work.size, first: k, stride };
    part.worker.postMessage({ ...work, block, control: part.control, began } satisfies ExportWork);
  }
  if (began && !sameSnapshot(began, stride)) {
    // Their snapshots may differ: one worker writes the file.
    finished = true;
    for (const part of parts) release(part, true);
    return workerRows(work, place, 1);
  }
  return first;
}

/** A worker writing an export (`workerRows`): its credits, what it sent not yet passed on, and its listeners. */
interface WorkerPart {
  worker: Worker;
  control: SharedArrayBuffer;
  credits: Int32Array;
  /** Gives its turn back (`workerTurns`). */
  done: () => void;
  queue: ExportMessage[];
  released: boolean;
  onMessage: (message: ExportMessage) => void;
  onError: (err: Error) => void;
  onExit: () => void;
}

/**
 * Holds the server's thread, SQLite's one writer, until `count` workers' read transactions began
 * (`began`), so that no write can come between them: their snapshots are the same. False if they
 * did not within BEGIN_WAIT_MS.
 */
function sameSnapshot(began: SharedArrayBuffer, count: number): boolean {
  const counted = new Int32Array(began);
  const until = performance.now() + BEGIN_WAIT_MS;
  for (let now = Atomics.load(counted, 0); now < count; now = Atomics.load(counted, 0)) {
    const left = until - performance.now();
    if (left <= 0) return false;
    Atomics.wait(counted, 0, now, left);
  }
  return true;
}

/**
 * The `COPY … TO STDOUT` statement of a list's rows as CSV: `cells` over
 * the rows the list's filters keep (after `after`), in its order. COPY takes no bound
 * parameters, so the compiled query's are written in as literals, each as
 * node-postgres escapes a value for the simple-query protocol.
 */
export function copyStatement(
  db: Kysely<Database>,
  source: ListSource<{ id: number }>,
  /** Each column's cell as SQL over the rows (`Cell['sql']`), a day's with its key. */
  cells: readonly CopyCell[],
  /** The keys of the row the copy starts after (`allRows`). */
  after?: unknown[],
): string {
  // A day's text from the table of days, joined once a field whatever columns show it (its day,
  // the day after); the plan memoizes each day's row (the rows stay in their order: a nested
  // loop), and a day the table lacks is made as the cell's SQL says.
  const aliases = new Map<string, string>();
  const selected = cells.map((cell) => {
    if (!cell.day) return cell.sql;
    const { field, column } = cell.day;
    const alias = aliases.get(field) ?? `day_${aliases.size}`;
    aliases.set(field, alias);
    return sql`coalesce(${sql.ref(`${alias}.${column}`)}, ${cell.sql})`;
  });
  const joins = [...aliases].map(([field, alias]) => ({
    alias,
    on: sql`${sql.ref(`${alias}.day`)} = ${sql.ref(`r.${field}`)}`,
  }));
  const { sql: text, parameters } = orderedCells(db, source, selected, after, { joins }).compile();
  return `COPY (${withLiterals(text, parameters)}) TO STDOUT WITH (FORMAT csv)`;
}

/** A value as the sheet's XML text (`xmlText` in lib/export.ts), in SQL. */
const xmlTextSql = (value: RawBuilder<unknown>) =>
  sql`replace(replace(replace(replace(replace(replace(regexp_replace(${value}, '[\x01-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]', '', 'g'),
    '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), E'\n', '&#10;'), E'\r', '&#13;')`;

/** JavaScript's `\s`, as a regular expression's class in PostgreSQL. */
const SPACE = '[\t\n\x0b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]';
/** Spaces a sheet must be told to keep (`keepsSpace` in lib/export.ts). */
const KEPT_SPACE = `^${SPACE}|${SPACE}$|${SPACE}${SPACE}|[\t\n\r]`;
/** What a text needs looked at for: a space to keep, or a character XML escapes or drops. */
const NOT_PLAIN = `${KEPT_SPACE}|[&<>"\x01-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]`;

/**
 * The `COPY … TO STDOUT` statement of a list's rows as a sheet's rows
 * (SpreadsheetML, as `sheetXml` in lib/export.ts writes them): one line
 * each, numbered from `place.next`, at most one more than `place.room`
 * (which tells `SheetLines` the sheet is full). COPY's CSV quoting is given
 * characters no row holds (XML drops them), so each row comes out as it is.
 */
export function sheetStatement(
  db: Kysely<Database>,
  source: ListSource<{ id: number }>,
  cells: readonly SheetCell[],
  after: unknown[],
  place: SheetPlace,
  /** The ids whose names the sheet shares, each table joined to the rows (`sheetCells`). */
  entries: readonly SharedEntries[] = [],
  /**
   * The list may hold more rows than the sheet has room for: the ids of those it has room for are
   * picked first, in order, and only their rows joined (a sheet holds about a million of the 1.9
   * million payments: 2 s less). Picked in order, the ids are read through the order's index
   * rather than in one pass: for a list that fits (a million subscriptions), 1.5 s more.
   */
  filling = false,
): string {
  const { rows, order } = allRows(source, after, filling ? place.room + 1 : undefined);
  const keys = order.map((key) => sql`${sql.ref(`r.${key.column}`)} ${sql.raw(key.direction)}`);
  const named = entries.reduce(
    (q, { alias, on, pairs }) =>
      q.leftJoin(
        sql`(values ${sql.join(pairs.map(([id, at]) => sql`(${sql.lit(id)}, ${sql.lit(at)})`))})`.as(alias),
        `${alias}.column1` as never,
        `r.${on}` as never,
      ),
    db.selectFrom(rows.as('r')) as ListQuery,
  );
  const numbered = named.select([
    // As text once: each cell's reference repeats it.
    sql<string>`(row_number() over (order by ${sql.join(keys)}) + ${sql.lit(place.next - 1)})::text`.as('n'),
    ...order.map((key, k) => sql.ref(`r.${key.column}`).as(`k${k}`)),
    // Each cell's SQL is already guarded against formulas as the app guards a text (`exportCells`).
    // A value is made only for a cell that points at no shared string.
    ...cells.flatMap((c, i) => {
      const pointed = c.entry ?? c.run?.distance;
      const value = c.run
        ? sql`case when ${c.run.distance} between 0 and ${sql.lit(c.run.count - 1)} then null else ${c.sql} end`
        : c.sql;
      return [...(pointed ? [pointed.as(`e${i}`)] : []), ...(value ? [value.as(`c${i}`)] : [])];
    }),
  ]);
  // Each cell's text is joined from as few pieces as it can be (each `||` is a copy, a million
  // times): its reference's start and the text after the row's number are one literal each.
  const cell = (c: SheetCell, i: number) => {
    const start = sql`${sql.lit(`<c r="${columnName(i)}`)} || x.n`;
    const cut = (rest: string) => sql`${start} || ${sql.lit(rest)}`;
    const entry = c.run ? sql`${sql.ref(`x.e${i}`)} + ${sql.lit(c.run.first)}` : sql.ref(`x.e${i}`);
    const pointer = sql`${cut('" t="s"><v>')} || ${entry} || '</v></c>'`;
    if (!c.sql) return sql`case when ${entry} is null then '' else ${pointer} end`;
    const value = sql.ref(`x.c${i}`);
    const inline = (() => {
      if (c.number)
        return sql`case when ${value} is null then '' else ${cut(`"${c.money ? MONEY_STYLE : ''}><v>`)} || ${value} || '</v></c>' end`;
      const plain = sql`${cut('" t="inlineStr"><is><t>')} || ${value} || '</t></is></c>'`;
      // Most texts are plain too: one match says so, and only the others are looked at twice.
      return c.plain
        ? sql`case when coalesce(${value}, '') = '' then '' else ${plain} end`
        : sql`case when coalesce(${value}, '') = '' then '' when ${value} !~ ${sql.lit(NOT_PLAIN)} then ${plain}
          else ${cut('" t="inlineStr"><is><t')} || case when ${value} ~ ${sql.lit(KEPT_SPACE)} then ' xml:space="preserve"' else '' end
          || '>' || ${xmlTextSql(value)} || '</t></is></c>' end`;
    })();
    if (!c.run) return inline;
    return sql`case when ${sql.ref(`x.e${i}`)} between 0 and ${sql.lit(c.run.count - 1)} then ${pointer} else ${inline} end`;
  };
  const query = order.reduce(
    (q, key, k) => q.orderBy(sql.ref(`x.k${k}`), key.direction),
    db
      .selectFrom(numbered.as('x'))
      .select(sql<string>`'<row r="' || x.n || '">' || ${sql.join(cells.map(cell), sql` || `)} || '</row>'`.as('row'))
      .limit(place.room + 1),
  );
  const { sql: text, parameters } = query.compile();
  return `COPY (${withLiterals(text, parameters)}) TO STDOUT WITH (FORMAT csv, DELIMITER E'\x02', QUOTE E'\x01')`;
}

/**
 * About how many rows the list's main table holds (PostgreSQL's estimate, from its statistics):
 * a list can hold no more. Zero when the table has never been analyzed.
 */
async function estimatedRows(client: pg.PoolClient, from: ExportSource): Promise<number> {
  const table = from.id.slice(0, from.id.lastIndexOf('.'));
  const { rows } = await client.query<{ rows: number | null }>(
    'select reltuples::float8 as rows from pg_class where oid = to_regclass($1)',
    [table],
  );
  return Math.max(0, rows[0]?.rows ?? 0);
}

/**
 * A copy's chunk passed on in the event loop's next turn: the socket's bytes, COPY's messages, the
 * lines and the answer's writes would otherwise all run in the callbacks of one turn, as fast as
 * PostgreSQL sends, and hold the other requests (docs/benchmarks.md, stop 56). Meanwhile the
 * copy's own streams stop asking for more.
 */
const passNextTurn = (done: TransformCallback, out: Buffer | undefined) => setImmediate(done, null, out);

/** Bytes of a sheet gathered before they go on to be deflated, as the app's own text (`CHUNK_CHARS`). */
const SHEET_CHUNK = 256 * 1024;

/**
 * A sheet's rows as COPY writes them, a line each, into the sheet: the line
 * ends dropped (a row's own line breaks are character references), and
 * past `place.room` rows the one that says the sheet is full instead of the
 * rest. No byte of a line end is ever part of a character but a line end.
 * The rows leave in chunks of SHEET_CHUNK: each is a round trip to
 * deflate's thread, and the socket's reads are smaller.
 */
export class SheetLines extends Transform {
  private rows = 0;
  private more = false;
  private held: Buffer[] = [];
  private heldBytes = 0;

  constructor(private readonly place: SheetPlace) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    // A line after the room's last says the sheet is full: it is not written.
    if (this.rows >= this.place.room) {
      if (chunk.length) this.more = true;
      return done();
    }
    let from = 0;
    for (let lf = chunk.indexOf(0x0a); lf !== -1; lf = chunk.indexOf(0x0a, from)) {
      this.hold(chunk.subarray(from, lf));
      from = lf + 1;
      if (++this.rows === this.place.room) {
        if (from < chunk.length) this.more = true;
        return done(null, this.release(0));
      }
    }
    this.hold(chunk.subarray(from));
    passNextTurn(done, this.release(SHEET_CHUNK));
  }

  override _flush(done: TransformCallback): void {
    const full = this.more ? Buffer.from(this.place.full(this.place.next - 2 + this.place.room)) : undefined;
    if (full) this.hold(full);
    done(null, this.release(0));
  }

  private hold(bytes: Buffer) {
    if (!bytes.length) return;
    this.held.push(bytes);
    this.heldBytes += bytes.length;
  }

  /** What is held, once it is at least `least` bytes (and something). */
  private release(least: number): Buffer | undefined {
    if (!this.heldBytes || this.heldBytes < least) return undefined;
    const out = Buffer.concat(this.held, this.heldBytes);
    this.held = [];
    this.heldBytes = 0;
    return out;
  }
}

/** `text` with each `$n` outside a quoted literal or name replaced by parameter n as a literal. */
export function withLiterals(text: string, parameters: readonly unknown[]): string {
  return text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (match, n: string | undefined) => {
    if (n === undefined) return match;
    const value = parameters[Number(n) - 1];
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
    if (typeof value === 'string') return pg.escapeLiteral(value);
    throw new Error(`A COPY cannot hold a parameter of type ${typeof value}`);
  });
}

/**
 * A copy's chunks passed on each at the event loop's next turn: the other requests are served
 * between them (a copy read in one turn held them for seconds). Its lines come ended by CRLF
 * (`copyCrlfRows`).
 */
export class ChunkTurns extends Transform {
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    passNextTurn(done, chunk);
  }
}

/**
 * Streams what `statement` copies out, through `lines` (`ChunkTurns` or
 * `SheetLines`), on a connection of the exports' own pool. Resolves once the first bytes arrived (or the copy ended), so a
 * statement that fails is still an error answer; rejects with its error.
 * The connection goes back to the pool when the copy ends, and is closed
 * (which ends the copy in the server) when the stream is destroyed before.
 */
export async function copyOut(
  db: Kysely<Database>,
  /**
   * The statement, or what makes it from reads of its own on the copy's connection: then they and
   * the copy are one transaction, so they read what the copy reads.
   */
  statement: string | ((client: pg.PoolClient) => Promise<string>),
  lines: Transform,
  /** How the copy's rows are read off the connection: as PostgreSQL writes them, or a CSV's ended by CRLF. */
  query: (text: string) => Readable = copyTo,
): Promise<Readable> {
  const connect = copyConnection(db);
  if (!connect) throw new Error('COPY needs PostgreSQL');
  const client = await connect();
  let released = false;
  const release = (err?: Error) => {
    if (released) return;
    released = true;
    client.release(err);
  };
  let text: string;
  if (typeof statement === 'string') text = statement;
  else {
    try {
      await client.query('begin isolation level repeatable read, read only');
      text = await statement(client);
    } catch (err) {
      // A connection left in a transaction is closed, not given back.
      release(err instanceof Error ? err : new Error(String(err)));
      throw err;
    }
  }
  const copy = client.query(query(text) as never) as Readable;
  const ended = () => {
    if (typeof statement === 'string') return release();
    client.query('commit').then(
      () => release(),
      (err: Error) => release(err),
    );
  };
  copy.once('end', ended);
  copy.once('error', (err) => release(err));
  // Ended, the connection goes back once its transaction is committed (`ended`).
  copy.once('close', () => {
    if (!copy.readableEnded) release(new Error('export ended early'));
  });
  copy.pipe(lines);
  copy.once('error', (err) => lines.destroy(err));
  lines.once('close', () => copy.destroy());
  await new Promise<void>((resolve, reject) => {
    const settle = () => {
      lines.off('readable', settle);
      lines.off('end', settle);
      lines.off('error', reject);
      resolve();
    };
    lines.once('readable', settle);
    lines.once('end', settle);
    lines.once('error', reject);
  });
  return lines;
}
