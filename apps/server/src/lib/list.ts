import { setImmediate as nextTurn } from 'node:timers/promises';
import { foldForSearch } from '@dashboard/contracts';
import {
  CompiledQuery,
  PostgresAdapter,
  sql,
  type AliasedSelectQueryBuilder,
  type Compilable,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from '../db/types.js';
import { AppError } from './app-error.js';
import {
  onlyGrowsWithInserts,
  compiledKey,
  queryKey,
  rememberedReadsOf,
  rememberRows,
  type RememberedReads,
  type Stamp,
} from './remembered-reads.js';

/** `name` or `-name` → the column to order by and the direction. */
export function sortOf<F extends string>(sort: F | `-${F}`, columns: Record<F, string>): [string, 'asc' | 'desc'] {
  const desc = sort.startsWith('-');
  const field = (desc ? sort.slice(1) : sort) as F;
  return [columns[field], desc ? 'desc' : 'asc'];
}

/**
 * Tables with a substring search index on SQLite (an FTS5 trigram table
 * `<table>_search`: migration 2026-11-23-03 and `addSearchIndex`), as the
 * database says once migrated (`findSearchIndexes`, called by the db plugin).
 */
const searchIndexed = new Set<string>();

/** Learns which tables have a search index from the schema itself, so a new one needs naming nowhere. */
export async function findSearchIndexes(db: Kysely<Database>): Promise<void> {
  if (isPostgres(db)) return;
  const rows = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and sql like '%using fts5%' and name like '%!_search' escape '!'`.execute(
    db,
  );
  for (const { name } of rows.rows) searchIndexed.add(name.slice(0, -'_search'.length));
}

/**
 * A row of `table` whose `search_text` (`foldForSearch` of its searchable
 * text) holds q, so a search ignores case, Arabic letter variants and
 * diacritics on both databases; `%`, `_`, `\` and `"` in q are taken
 * literally. On PostgreSQL a `LIKE '%q%'` that pg_trgm's GIN index serves; on
 * SQLite the table's FTS5 trigram index for three characters or more, and a
 * `LIKE` (which tests every row) for fewer.
 */
export function matchesSearch(
  db: Kysely<Database>,
  table: string,
  q: string,
  plan: SearchPlan = 'matches',
): Expression<SqlBool> {
  const folded = foldForSearch(q);
  if (plan === 'matches' && !isPostgres(db) && searchIndexed.has(table) && [...folded].length >= 3) {
    const index = sql.table(`${table}_search`);
    const phrase = `"${folded.replace(/"/g, '""')}"`;
    return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${index} where ${index} match ${phrase})`;
  }
  const escaped = folded.replace(/[\\%_]/g, (c) => `\\${c}`);
  // Walking, each row's own text is tested (on PostgreSQL `|| ''` keeps the planner off the trigram index).
  const text = plan === 'walk' ? sql`(${sql.ref(`${table}.search_text`)} || '')` : sql.ref(`${table}.search_text`);
  return sql<SqlBool>`${text} like ${`%${escaped}%`} escape ${'\\'}`;
}

/**
 * How a search finds its rows. `matches`: from the search index, every match
 * read and then sorted — cheap for a term few rows hold (a phone number, a
 * rare name). `walk`: each row's own text tested, for `listPage` to test the
 * rows along the list's sort index until the page is full — cheap for a term
 * many rows hold ("أحمد"), where reading and sorting thousands of matches is
 * not. See `ListSource.search`.
 */
export type SearchPlan = 'matches' | 'walk';

/** From how many matches (the remembered count) a page of a search first tries walking the sort index. */
export const WALK_FROM_MATCHES = 2_000;

/**
 * From how many matches (the remembered count), up to `TOTAL_CAP`, a search
 * reads the order of all its matches once and remembers it (`rememberedMatches`).
 */
export const REMEMBER_MATCHES_FROM = 200;

/**
 * How many of its first matches, in the list's order, a search too many rows
 * hold to keep whole (`TOTAL_CAP` and more) reads once and remembers, when
 * walking the sort index found too few: the pages among them ("Lesson 3" by
 * title, whose 40,000 matches start 80,000 rows into the order) then cost
 * reading their rows by id.
 */
export const LEADING_MATCHES = 1_000;

/**
 * From which offset a page by number remembers where it starts, and where the
 * next one does: a shallower offset costs the database next to nothing.
 */
export const ANCHOR_FROM_OFFSET = 1_000;

/**
 * How many rows of the sort index that walk tests at most. When they hold too
 * few matches for the page (the matches sit elsewhere in the order: "أحمد"
 * among names), the page is read from the matches after all.
 */
export const WALK_WINDOW = 1_000;

/**
 * How many rows of the sort index a filtered list's walk tests at most, in
 * order, stopping at the page's last match (`filteredWalk`): one class's
 * monthly payments by amount, a million payments in all, sit past the first
 * 2,000 amounts (their classes pay less), their 21st 2,575 down (3 ms),
 * where sorting all 111,000 of them took 330 ms, again after every payment.
 */
export const FILTER_WALK_WINDOW = 10_000;

/** What `search_text` holds for a row: its searchable parts, folded. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return foldForSearch(parts.filter(Boolean).join(' '));
}

/** Offset of a page. */
export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** A list counts at most this many rows; past it the total is shown as "10,000+". */
export const TOTAL_CAP = 10_000;

/** How long a counted total is trusted when no write through this process has happened since. */
export const TOTAL_TTL_MS = 5_000;

/** One page of a list as the kit answers it (the route adds `page` and `pageSize`). */
export interface ListPage<T> {
  items: T[];
  total: number;
  /** More than `TOTAL_CAP` rows match; `total` is then `TOTAL_CAP`. */
  totalCapped: boolean;
  /** `after=` this reads the next page by keyset; null on the last page. */
  nextCursor: string | null;
  /** `before=` this reads the previous page by keyset; null on the first page. */
  prevCursor: string | null;
}

/** What a list is asked for: a page by number (offset), or the page after or before a cursor (keyset). */
export interface PageRequest {
  page: number;
  pageSize: number;
  after?: string | undefined;
  before?: string | undefined;
}

/** A column (`table.column`) or an expression a list orders by. Keyset reading needs it never null. */
export type SortRef = string | RawBuilder<unknown>;
export interface SortKey {
  ref: SortRef;
  direction: 'asc' | 'desc';
}

/**
 * A list's filtered query, whatever tables it joins. The kit adds only raw
 * column references to it, so the joined tables need not be known here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListQuery<O = object> = SelectQueryBuilder<Database, any, O>;

/** Whether `db` is PostgreSQL. */
export const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * A value written into the SQL rather than bound: one the code fixes (a
 * role), or one of the few an enum filter allows once validated (a status,
 * paid or free, a question's type). SQLite plans an ordered query again each
 * time it runs for every bound parameter of its `where` (about 20 µs); and
 * PostgreSQL's generic plan of a prepared list guesses a bound value's share
 * of the rows, so "open, one class" walked the status index skipping nine
 * rows in ten (1.3 ms) where the class's index finds the page at once
 * (0.03 ms): written in, the planner knows that most curricula are open.
 * Never for a value a request chooses freely (an id, a term).
 */
export const constant = <T extends string | number>(value: T) => sql.lit(value);

const sortExpr = (ref: SortRef) => (typeof ref === 'string' ? sql.ref(ref) : ref);

/**
 * `sort=field|-field` → the keys to order by: the field's columns in the asked
 * direction, then `tiebreak` (which must end with the unique id, so the order
 * is total), less any column the field already orders by.
 */
export function sortKeys<F extends string>(
  sort: F | `-${F}`,
  columns: Record<F, SortRef | readonly SortRef[]>,
  tiebreak: readonly SortKey[],
): SortKey[] {
  const desc = sort.startsWith('-');
  const refs = columns[(desc ? sort.slice(1) : sort) as F];
  const direction = desc ? 'desc' : 'asc';
  const keys = (Array.isArray(refs) ? refs : [refs]).map((ref: SortRef) => ({ ref, direction }) as const);
  return [...keys, ...tiebreak.filter((t) => !keys.some((k) => k.ref === t.ref))];
}

/**
 * The full rows of a list: a select of its main table (with the joins and
 * columns a row needs, `id` among them) that the kit narrows to the rows it
 * wants, by id or to a page. Select the main table's columns by name or with
 * `selectAll('<table>')`, never a bare `selectAll()`: the kit joins the page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RowsQuery<Row> = SelectQueryBuilder<Database, any, Row>;

/**
 * How a list reads its rows when tables are large. `from` is the filtered
 * query with nothing selected and no wide join: the page's ids come from it
 * alone (an index walk on the sort columns), and only the page's rows are
 * read in full, joined to those ids in the same statement (a deferred join),
 * so a deep page costs no wide rows and a page one round trip.
 */
export interface ListSource<Row extends { id: number }> {
  /** The filtered query, the search included. */
  from: ListQuery;
  /**
   * For a search: the filters without it, the table whose `search_text` it
   * tests and the term, so that a page of a term many rows hold can walk the
   * sort index (`SearchPlan`).
   */
  search?: { from: ListQuery; table: string; q: string } | undefined;
  /** The id column of `from`'s main table, e.g. `stages.id`. */
  id: string;
  keys: readonly SortKey[];
  rows: RowsQuery<Row>;
  /**
   * The same rows read another way, when `rows` joins many small tables for
   * their names: `rows` here without those joins, and each lookup puts its
   * names on them (`ListNames`). A page, an app-read export and SQLite's export worker read them so;
   * PostgreSQL's copy of an export still reads `rows`.
   */
  names?: ListNames | undefined;
}

/**
 * A list's rows without the joins of their names (`rows`), and the lookups
 * that put them on (`idLookup`): on PostgreSQL, planning a page that joins
 * nine tables took 8 to 15 ms against 1 ms of running it, every request; the
 * names of the few ids of a page are mostly known already (`idLookup`).
 */
export interface ListNames {
  rows: RowsQuery<object>;
  lookups: readonly IdLookup[];
}

/**
 * A list's source from its parts, the id named once: `sort` picks the
 * `columns` to order by, in the asked direction; ties go by `ties` (if any),
 * then by the id in the sort's direction (unless `idDirection` says otherwise).
 */
export function listSource<Row extends { id: number }, F extends string>(options: {
  db: Kysely<Database>;
  /** The query with the list's filters, nothing selected; the search is the kit's (`search`). */
  from: ListQuery;
  /** `q` (if any) and the table whose `search_text` it matches (`matchesSearch`). */
  search?: { table: string; q: string | undefined };
  /** The id column of `from`'s main table, e.g. `stages.id`. */
  id: string;
  sort: F | `-${F}`;
  columns: Record<F, SortRef | readonly SortRef[]>;
  ties?: readonly SortKey[];
  idDirection?: 'asc' | 'desc';
  rows: RowsQuery<Row>;
  names?: ListNames;
}): ListSource<Row> {
  const { db, id, from, rows, names } = options;
  // Ties go by the id in the sort's direction, so an index ending in the id, read backwards for a
  // descending sort, holds the whole order: with the id ascending, PostgreSQL's generic plan sorted
  // every row past a cursor (53 ms deep in an exam's 100,000 results, against 1 ms).
  const direction = options.idDirection ?? (options.sort.startsWith('-') ? 'desc' : 'asc');
  const ties = [...(options.ties ?? []), { ref: id, direction } as const];
  const keys = sortKeys(options.sort, options.columns, ties);
  const { table, q } = options.search ?? {};
  const read = { id, keys, rows, names };
  if (!table || !q) return { from, ...read };
  return { from: from.where(matchesSearch(db, table, q)), search: { from, table, q }, ...read };
}

/** The rows of these ids (`id` is the main table's id column, e.g. `stages.id`), in any order. */
export async function rowsById<Row>(rows: RowsQuery<Row>, id: string, ids: number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  return (await rows.where(sql.ref(id), 'in', ids).execute()) as Row[];
}

function orderedBy<Q extends ListQuery<unknown>>(q: Q, keys: readonly SortKey[]): Q {
  return keys.reduce((acc, k) => acc.orderBy(sortExpr(k.ref), k.direction) as Q, q);
}

/** Where the page's sort-key values come back on each row, for its cursor. */
const pageKey = (i: number) => `list_page_k${i}`;

/** The ids `from` keeps (the list's filters unless told), each with its sort keys as `k0`, `k1`, …. */
function keyedIds(source: ListSource<{ id: number }>, from: ListQuery = source.from) {
  return from.select([
    sql.ref(source.id).as('id'),
    ...source.keys.map((k, i) => sortExpr(k.ref).as(`k${i}`)),
  ]) as ListQuery<Record<string, unknown>>;
}

/**
 * The sort keys (`k0`, `k1`, …) of the rows `source`'s filters keep, past the row whose keys are
 * `after`, in its order: its narrow query alone, as a page picks its ids, no row read whole (what
 * a SQLite export's worker passes over another's block with).
 */
export function orderedKeys(source: ListSource<{ id: number }>, after: unknown[]) {
  const from = source.from.where(beyond(source.keys, after));
  return orderedBy(from.select(source.keys.map((k, i) => sortExpr(k.ref).as(`k${i}`))), source.keys);
}

/** `source`'s full rows of the ids `ids` selects (with the keys `k0`, `k1`, …), each with its keys as `list_page_k0`, …. */
function joinedToIds<Row extends { id: number }>(
  source: ListSource<Row>,
  ids: ListQuery<Record<string, unknown>>,
  keys: readonly SortKey[],
): RowsQuery<Record<string, unknown>> {
  return source.rows
    .innerJoin(ids.as('list_page'), (join) => join.onRef('list_page.id' as never, '=', source.id as never))
    .select(keys.map((_, i) => sql.ref(`list_page.k${i}`).as(pageKey(i)))) as RowsQuery<Record<string, unknown>>;
}

/**
 * Every row of a list (past the row whose keys are `after`, if given), full,
 * in one statement and in no order, each with its sort keys, and how to
 * order them: the list's order is `order`'s columns of this query, each in
 * its direction. What PostgreSQL copies out as an export's CSV
 * (`lib/export-copy.ts`) orders by them. With `most`, only the first `most`
 * rows in that order: their ids are picked before any row is joined (a
 * sheet holds about a million of the 1.9 million payments).
 */
export function allRows<Row extends { id: number }>(source: ListSource<Row>, after?: unknown[], most?: number) {
  let from = source.from;
  if (after) from = from.where(beyond(source.keys, after));
  const order = source.keys.map((k, i) => ({ column: pageKey(i), direction: k.direction }));
  const filtered = most === undefined ? filteredRows(source, from) : undefined;
  if (filtered) return { rows: filtered, order };
  let ids = keyedIds(source, from);
  if (most !== undefined) ids = orderedBy(ids, source.keys).limit(most);
  return { rows: joinedToIds(source, ids, source.keys), order };
}

/**
 * `source.rows` with `from`'s filters put on them, each with its sort keys as `list_page_k0`, …,
 * when `from` is `rows`' own main table filtered, nothing joined: every row then comes from one
 * read, not from a second read of the table joined to the first by id (PostgreSQL's copy of a
 * million payments, 21 s against 17.7). Undefined otherwise (`from` joins another table, groups,
 * limits): the rows are joined to `from`'s ids.
 */
function filteredRows<Row extends { id: number }>(source: ListSource<Row>, from: ListQuery) {
  const f = from.toOperationNode();
  const r = source.rows.toOperationNode();
  // One table read, its rows neither grouped nor cut.
  const single = (node: typeof f) =>
    node.from?.froms.length === 1 &&
    !node.groupBy &&
    !node.having &&
    !node.limit &&
    !node.offset &&
    !node.distinctOn &&
    !node.frontModifiers?.length &&
    !node.with &&
    !node.setOperations?.length;
  if (!single(f) || f.joins?.length || !single(r)) return undefined;
  if (JSON.stringify(f.from!.froms[0]) !== JSON.stringify(r.from!.froms[0])) return undefined;
  const where = f.where?.where;
  const rows = where ? source.rows.where(sql<SqlBool>`(${{ toOperationNode: () => where }})`) : source.rows;
  return rows.select(source.keys.map((k, i) => sortExpr(k.ref).as(pageKey(i)))) as RowsQuery<Record<string, unknown>>;
}

/**
 * Walks that found too few matches (their SQL and values), forgotten every
 * `TOTAL_TTL_MS`: whether the matches sit early in an order changes as slowly
 * as the count does, and a wrong guess costs only the slower plan.
 */
const shortWalks = new Map<string, number>();

/**
 * The full rows of the page `ids` (the narrow query, selecting `id` and the
 * keys `k0`, `k1`, …) picks, in `keys`' order, and each one's sort-key
 * values: one statement, the rows joined to the page's ids by id.
 */
async function pageRows<Row extends { id: number }>(
  source: ListSource<Row>,
  ids: ListQuery<Record<string, unknown>>,
  keys: readonly SortKey[],
  readers?: readonly LookupReader[],
): Promise<PageEntry<Row>[]> {
  const found = await namedRows(
    source,
    (rows) =>
      keys
        .reduce(
          (acc, k, i) => acc.orderBy(sql.ref(`list_page.k${i}`), k.direction),
          joinedToIds({ ...source, rows }, ids, keys),
        )
        .execute(),
    readers,
  );
  return found.map((raw) => {
    const values = keys.map((_, i) => raw[pageKey(i)]);
    // Cleared, not deleted: a deleted property turns the row into a slow dictionary object for
    // whatever reads it next (an export's mapping, a row a time). Nothing lists a row's own keys.
    for (let i = 0; i < keys.length; i++) raw[pageKey(i)] = undefined;
    return { row: raw as unknown as Row, values };
  });
}

/**
 * A page's rows (`pageRows`), and with `reads` remembered as the total is
 * (`rememberRows`, on the statement with every name's join, whichever way
 * the rows are read): twenty people on page one, or one reading a page
 * again, cost no statement.
 */
async function keptPageRows<Row extends { id: number }>(
  source: ListSource<Row>,
  ids: ListQuery<Record<string, unknown>>,
  keys: readonly SortKey[],
  reads: RememberedReads | undefined,
): Promise<readonly PageEntry<Row>[]> {
  if (!reads) return pageRows(source, ids, keys);
  return rememberRows(reads, joinedToIds(source, ids, keys), TOTAL_TTL_MS, async () =>
    (await pageRows(source, ids, keys)).map((entry) => ({ row: Object.freeze(entry.row), values: entry.values })),
  );
}

/**
 * Counts the matching rows up to `TOTAL_CAP` + 1, so a count never walks a
 * million rows, and remembers the count per filter (`lib/remembered-reads.ts`)
 * for `TOTAL_TTL_MS` or until something is written, so paging and re-reading a list do not count again.
 * A count past the cap is kept when rows are only added, if the filters can only gain rows by that.
 */
export async function cappedTotal(
  db: Kysely<Database>,
  from: ListQuery,
): Promise<Omit<ListPage<never>, 'items' | 'nextCursor' | 'prevCursor'>> {
  const query = db
    .selectFrom(
      from
        .select(sql.lit(1).as('one'))
        .limit(TOTAL_CAP + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'));
  const count = async () => Number((await query.executeTakeFirstOrThrow()).n);
  const reads = rememberedReadsOf(db);
  let n: number;
  if (reads) {
    n = await reads.remember(queryKey('total', query), TOTAL_TTL_MS, count, {
      dependsOn: query,
      // Past the cap, rows added leave it past the cap: a payment made does not count a long list again.
      keptOnInsert: (counted: number) => counted > TOTAL_CAP && onlyGrowsWithInserts(from),
    });
  } else {
    n = await count();
  }
  return n > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false };
}

const flipped = (keys: readonly SortKey[]): SortKey[] =>
  keys.map((k) => ({ ref: k.ref, direction: k.direction === 'asc' ? 'desc' : 'asc' }));

/** A cursor names the order it was made in, so one from another sort is refused rather than misread. */
function orderSignature(keys: readonly SortKey[]): string {
  return keys.map((k) => `${typeof k.ref === 'string' ? k.ref : 'expr'}${k.direction === 'asc' ? '+' : '-'}`).join(',');
}

/** A row's sort-key values as an opaque cursor (base64url JSON). */
function encodeCursor(keys: readonly SortKey[], values: unknown[]): string {
  return Buffer.from(JSON.stringify([orderSignature(keys), ...values])).toString('base64url');
}

/** The sort-key values a cursor holds; a 400 naming the parameter when it is not one of this order's. */
function decodeCursor(keys: readonly SortKey[], cursor: string, field: 'after' | 'before'): (string | number)[] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  if (
    Array.isArray(decoded) &&
    decoded.length === keys.length + 1 &&
    decoded[0] === orderSignature(keys) &&
    decoded.slice(1).every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
  ) {
    return decoded.slice(1) as (string | number)[];
  }
  throw AppError.field(400, field, 'validation.invalid');
}

/**
 * The page along the sort index for a search of a term many rows hold: the
 * first `WALK_WINDOW` rows `ids` (the filters without the search, in the
 * list's order) reads, each one's `search_text` tested; undefined when they
 * hold too few matches to fill the page, and then for `TOTAL_TTL_MS` without
 * trying (`shortWalks`).
 */
async function walkedPage<Row extends { id: number }>(
  db: Kysely<Database>,
  source: ListSource<Row>,
  { table, q }: NonNullable<ListSource<Row>['search']>,
  ids: ListQuery<Record<string, unknown>>,
  keys: readonly SortKey[],
  pageSize: number,
) {
  const window = ids
    .select(sql.ref(`${table}.search_text`).as('search_text'))
    .limit(WALK_WINDOW)
    .as('list_walk');
  const query = keysOf(db, window, 'list_walk', keys)
    .where(matchesSearch(db, 'list_walk', q, 'walk'))
    .limit(pageSize + 1);
  const key = queryKey('walk', query);
  if ((shortWalks.get(key) ?? 0) > Date.now()) return undefined;
  return pageOfWalk(db, source, query, key, keys, pageSize);
}

/**
 * The page the walk `query` (the ids and keys of a window's rows, from the
 * page's first) finds, or undefined when it holds too few of them; then the
 * walk `key` names is not tried for `TOTAL_TTL_MS` (`shortWalks`). What it
 * found (ids and keys, not rows) is remembered as a search's matches are,
 * until a write to what it read; the rows are read by id.
 */
async function pageOfWalk<Row extends { id: number }>(
  db: Kysely<Database>,
  source: ListSource<Row>,
  query: ListQuery<Record<string, unknown>>,
  key: string,
  keys: readonly SortKey[],
  pageSize: number,
): Promise<PageEntry<Row>[] | undefined> {
  const reads = rememberedReadsOf(db);
  const page = reads
    ? await pageOfMatches(
        source,
        await reads.remember(key, TOTAL_TTL_MS, async () => matchesOf(source, await query.execute()), {
          dependsOn: query,
        }),
        { offset: 0, pageSize, cursorValues: undefined, backwards: false },
        reads,
      )
    : await pageRows(source, query, keys);
  if (page && page.length > pageSize) return page;
  if (shortWalks.size >= 1000) shortWalks.clear();
  shortWalks.set(key, Date.now() + TOTAL_TTL_MS);
  return undefined;
}

/** Whether the database reads `query`'s rows through an index of its filters, by statement (`readsByIndex`). */
const indexedReads = new Map<string, Promise<boolean>>();

/**
 * Whether PostgreSQL, with sequential scans priced out, plans `query` (a
 * list's matches behind `offset 0`, `matchedIds`) with no scan of a whole
 * table or index: an index of the filters finds their rows, so reading all
 * of them costs what they are, not what the table is; or whether SQLite
 * plans it so as it is. Learnt once per statement from the plan, on the
 * empty tables of a test as at a million rows.
 * A correlated filter is why: one teacher's 7,900 subscriptions by price, all
 * among the cheapest, were found by walking the index of prices from the top
 * past 507,000 others (315 ms), where reading them by teacher and sorting
 * them takes a few.
 */
function readsByIndex(db: Kysely<Database>, query: Compilable): Promise<boolean> {
  const { sql: text, parameters } = query.compile();
  const explained = learntOnce(indexedReads, text, async () => {
    // SQLite: no step of the plan scans a table or an index whole (`SCAN t`, `SCAN t USING INDEX i`).
    if (!isPostgres(db)) return !(await sqlitePlan(db, query)).some((step) => /^SCAN /.test(step));
    return db.transaction().execute(async (trx) => {
      // A `select`, which changes nothing remembered (a `set` would count as a write).
      await sql`select set_config('enable_seqscan', 'off', true)`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]),
      );
      return wholeScans(rows[0]!['QUERY PLAN'][0]!.Plan) === 0;
    });
  });
  // Not learnt (the database went away meanwhile): the list is read as the database plans it, and asked again next time.
  return explained.catch(() => false);
}

/** The steps of SQLite's plan of `query` (`explain query plan`), as it describes each. */
async function sqlitePlan(db: Kysely<Database>, query: Compilable): Promise<string[]> {
  const { sql: text, parameters } = query.compile();
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
  );
  return rows.map((r) => r.detail);
}

/** What a statement's plan tells, learnt once per statement (`text`, at most 1,000 kept); a failure is asked again. */
function learntOnce(learnt: Map<string, Promise<boolean>>, text: string, learn: () => Promise<boolean>) {
  let known = learnt.get(text);
  if (!known) {
    known = learn();
    if (learnt.size >= 1000) learnt.clear();
    learnt.set(text, known);
    known.catch(() => learnt.delete(text));
  }
  return known;
}

/** A node of PostgreSQL's JSON plan, as far as `wholeScans` reads it. */
interface PlanNode {
  'Node Type': string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** How many scans of a whole table (or of an index without a condition) a plan holds. */
function wholeScans(node: PlanNode): number {
  const type = node['Node Type'];
  const whole = type === 'Seq Scan' || (/^Index (Only )?Scan$/.test(type) && !node['Index Cond']) ? 1 : 0;
  return whole + (node.Plans ?? []).reduce((n, child) => n + wholeScans(child), 0);
}

/** Whether SQLite plans `query` as a sort of every row it finds, rather than a walk of an index in its order. */
async function sortsEveryRow(db: Kysely<Database>, query: Compilable): Promise<boolean> {
  return (await sqlitePlan(db, query)).some((step) => step === 'USE TEMP B-TREE FOR ORDER BY');
}

/** Whether a filter walk is worth trying, by its SQL, as `filteredWalk` learnt it from the plans. */
const walkPlans = new Map<string, Promise<boolean>>();

/**
 * The page of a filtered list along the first `FILTER_WALK_WINDOW` rows of
 * its sort index, walked in its order, each row's filters tested, up to the
 * page's last match; undefined when they hold too few of its rows (and then
 * for `TOTAL_TTL_MS` without trying, `shortWalks`). SQLite plans a page of
 * filters from a filter's index and sorts all its rows, however many: one
 * class's monthly payments by amount, 111,000 of a million and more, for a
 * page of 20. The walk is SQLite's co-routine of the window, read in its
 * order by a query that keeps it (no sort of the window) and stops at the
 * page's last row: that page's 21st match sits 2,575 amounts down, 3 ms,
 * where testing the window's 10,000 rows and sorting those kept took 24 ms,
 * again after every payment. Only the window is ever read (the filters do not
 * bound it), so a filter few rows meet costs that window once, not a table scan.
 */
async function filteredWalk<Row extends { id: number }>(
  db: Kysely<Database>,
  source: ListSource<Row>,
  narrow: (past?: RawBuilder<SqlBool>) => ListQuery<Record<string, unknown>>,
  past: RawBuilder<SqlBool> | undefined,
  keys: readonly SortKey[],
  offset: number,
  pageSize: number,
): Promise<PageEntry<Row>[] | undefined> {
  let rows = keyedIds(source, source.from.clearWhere());
  if (past) rows = rows.where(past);
  const window = orderedBy(rows, keys).limit(FILTER_WALK_WINDOW);
  // The filters, tested for each row of the window by its id (its table's key).
  const kept = source.from.select(sql.lit(1).as('kept')).where(sql.ref(source.id), '=', sql.ref('list_walk.id'));
  const page = keysOf(db, window.as('list_walk'), 'list_walk', keys)
    .where(sql<SqlBool>`exists ${kept}`)
    .limit(pageSize + 1);
  const query = offset > 0 ? page.offset(offset) : page;
  const compiled = query.compile();
  const key = compiledKey('filter walk', compiled);
  if ((shortWalks.get(key) ?? 0) > Date.now()) return undefined;
  // Learnt once per statement from `explain query plan`: the page would be a sort of all the
  // filters' rows, and the walk would not (without the filters, an index in the list's order
  // may be none, one that starts with a filter's column as the users' role).
  const worth = learntOnce(
    walkPlans,
    compiled.sql,
    async () => (await sortsEveryRow(db, narrow(past).limit(pageSize + 1))) && !(await sortsEveryRow(db, query)),
  );
  if (!(await worth)) return undefined;
  return pageOfWalk(db, source, query, key, keys, pageSize);
}

/**
 * A page of a list. Its ids come from the narrow query alone (an index walk
 * on the sort columns), by offset for `page`, or by keyset after or before a
 * cursor, which costs the same at any depth; then only the page's rows are
 * read in full (a deferred join). The total is capped and remembered
 * (`cappedTotal`). Each answer carries the cursors of its neighbours.
 *
 * What the database worked out is remembered like the total, for
 * `TOTAL_TTL_MS` or until the next write, so that paging on and reading a
 * page again cost what page one does:
 * - a search with many matches reads their order once (`rememberedMatches`);
 * - a page by number remembers where it and the next one start (`databasePage`),
 *   so page 500 read again, or page 4 after page 3, is read by keyset from
 *   there instead of counting its offset off the index again.
 */
export async function listPage<Row extends { id: number }>(
  db: Kysely<Database>,
  source: ListSource<Row>,
  request: PageRequest,
): Promise<ListPage<Row>> {
  const { page, pageSize, after, before } = request;
  if (after !== undefined && before !== undefined) throw AppError.field(400, 'before', 'validation.invalid');
  const cursor = after ?? before;
  const backwards = before !== undefined;
  const keys = backwards ? flipped(source.keys) : source.keys;
  const cursorValues =
    cursor === undefined ? undefined : decodeCursor(source.keys, cursor, backwards ? 'before' : 'after');
  const offset = cursor === undefined ? offsetOf(page, pageSize) : 0;
  const reads = rememberedReadsOf(db);
  const idsOf = (from: ListQuery, past?: RawBuilder<SqlBool>, order: readonly SortKey[] = keys) => {
    let q = keyedIds(source, from);
    if (past) q = q.where(past);
    return orderedBy(q, order);
  };
  const { search } = source;
  let counted = search ? await cappedTotal(db, source.from) : undefined;
  // Filters few rows meet (their count is not capped) and an index of theirs finds: read from them, as
  // a search's matches are (on PostgreSQL never by walking the sort index past rows they do not keep),
  // their order remembered from REMEMBER_MATCHES_FROM of them.
  let fenced = search !== undefined;
  if (!search && source.from.toOperationNode().where) {
    counted = await cappedTotal(db, source.from);
    fenced = !counted.totalCapped && (await readsByIndex(db, matchedIds(db, idsOf, source.from, keys)));
  }
  /** The ids and keys of the list's rows (beyond `past`, if given), in `order`. */
  const narrow = (past?: RawBuilder<SqlBool>, order: readonly SortKey[] = keys) =>
    fenced ? matchedIds(db, (from) => idsOf(from, past, order), source.from, order) : idsOf(source.from, past, order);
  const past = cursorValues && beyond(keys, cursorValues);

  let found: readonly PageEntry<Row>[] | undefined;
  // Filters many rows meet, on SQLite, planned as a sort of all of them: the page is looked for along the
  // sort index first (cheaper than all their rows when it is there, and kept through writes elsewhere).
  // (Filters are counted above, for the fence.)
  if (!search && !isPostgres(db) && offset + pageSize < WALK_WINDOW && counted && counted.total >= WALK_FROM_MATCHES) {
    found = await filteredWalk(db, source, narrow, past, keys, offset, pageSize);
  }
  // A search (or fenced filters) with many matches, but not too many to keep: its order read once.
  if (!found && fenced && reads && counted && !counted.totalCapped && counted.total >= REMEMBER_MATCHES_FROM) {
    const matches = await rememberedMatches(reads, source, narrow(undefined, source.keys));
    found = await pageOfMatches(source, matches, { offset, pageSize, cursorValues, backwards }, reads);
  }
  // A term too many rows hold to keep: the page's matches are looked for along the sort index first.
  if (!found && search && counted && counted.total >= WALK_FROM_MATCHES && offset === 0) {
    found = await walkedPage(db, source, search, idsOf(search.from, past), keys, pageSize);
  }
  // Still not found, and too many to keep: the order of the first matches, read once, for the pages among them.
  if (!found && search && reads && counted?.totalCapped && (cursorValues || offset + pageSize < LEADING_MATCHES)) {
    const leading = await rememberedMatches(reads, source, narrow(undefined, source.keys).limit(LEADING_MATCHES));
    found = await pageOfMatches(source, leading, { offset, pageSize, cursorValues, backwards }, reads);
    // A page that runs past them, forwards, is read from the database: what follows is not known here.
    if (found && !backwards && found.length <= pageSize && leading.ids.length >= LEADING_MATCHES) found = undefined;
  }
  const [entries, count] = await Promise.all([
    found ??
      databasePage(source, narrow, keys, {
        offset,
        pageSize,
        past,
        reads,
      }),
    counted ?? cappedTotal(db, source.from),
  ]);
  const more = entries.length > pageSize;
  const rows = entries.slice(0, pageSize);
  if (backwards) rows.reverse();
  const cursorOf = (entry: { values: unknown[] } | undefined) =>
    entry ? encodeCursor(source.keys, entry.values) : null;
  const hasNext = backwards ? true : more;
  const hasPrev = backwards ? more : cursor !== undefined || offset > 0;
  return {
    items: rows.map((r) => r.row),
    total: count.total,
    totalCapped: count.totalCapped,
    nextCursor: hasNext ? cursorOf(rows.at(-1)) : null,
    prevCursor: hasPrev ? cursorOf(rows[0]) : null,
  };
}

/** A number for each function that builds a list's source or maps its rows (`keptListPage`), to key its pages by. */
const pageMakers = new WeakMap<object, number>();
let makers = 0;
const makerNumber = (f: object) => {
  let n = pageMakers.get(f);
  if (n === undefined) pageMakers.set(f, (n = ++makers));
  return n;
};

/**
 * The page `filters` asks for of the list `sourceOf` builds from them, each
 * row mapped by `map`, remembered whole until a write to anything the list
 * reads (its filters, sort keys, rows and names) or for `TOTAL_TTL_MS`:
 * twenty people on page one between writes cost one `listPage`, and an
 * asker whose page is remembered builds and compiles no statement. A page is
 * keyed by `filters` and by the two functions themselves, so:
 * - `filters` must hold everything the source and the mapping are made of
 *   (the page, the sort, the asker's scope, the day a status is reckoned
 *   on), as plain JSON, and `sourceOf` and `map` must read nothing else;
 * - they should be functions made once (a module's, an entity's), not for
 *   each request: a new function is a new key, never a wrong page.
 * A page read while a write it depends on went on is not remembered.
 */
export async function keptListPage<F extends PageRequest, Row extends { id: number }, Item = Readonly<Row>>(
  db: Kysely<Database>,
  sourceOf: (db: Kysely<Database>, filters: NoInfer<F>) => ListSource<Row>,
  filters: F,
  map: (row: Readonly<Row>, filters: NoInfer<F>) => Item = asItIs,
): Promise<ListPage<Item>> {
  const read = async (source: ListSource<Row>) => {
    const page = await listPage(db, source, filters);
    return { ...page, items: Object.freeze(page.items.map((row) => map(row, filters))) as Item[] };
  };
  const reads = rememberedReadsOf(db);
  if (!reads) return read(sourceOf(db, filters));
  const key = `list page\u0000${makerNumber(sourceOf)}\u0000${makerNumber(map)}\u0000${JSON.stringify(filters)}`;
  const hit = reads.peek<ListPage<Item>>(key);
  if (hit) return hit;
  const source = sourceOf(db, filters);
  // Taken before the page is read: a write meanwhile keeps it from being remembered.
  const since = reads.stamp(allRows(source).rows);
  return reads.remember(key, TOTAL_TTL_MS, async () => Object.freeze(await read(source)), { pool: 'rows', since });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const asItIs = (row: any) => row;

/** A page's row and its sort-key values (for its cursor). */
interface PageEntry<Row> {
  row: Row;
  values: unknown[];
}

/**
 * The page read from the database: beyond `past` (a cursor's keys) or at
 * `offset`. Given `reads`, its rows are remembered (`keptPageRows`), and a
 * page by number from `ANCHOR_FROM_OFFSET` reads by keyset from where it
 * starts: the keys of the row before it, read by offset once for all who
 * ask, or remembered as the last row of the page before. Each is remembered
 * until a write changes what the list reads.
 */
async function databasePage<Row extends { id: number }>(
  source: ListSource<Row>,
  narrow: (past?: RawBuilder<SqlBool>) => ListQuery<Record<string, unknown>>,
  keys: readonly SortKey[],
  request: {
    offset: number;
    pageSize: number;
    past: RawBuilder<SqlBool> | undefined;
    reads: RememberedReads | undefined;
  },
): Promise<readonly PageEntry<Row>[]> {
  const { offset, pageSize, past, reads } = request;
  const all = reads && offset + pageSize >= ANCHOR_FROM_OFFSET ? narrow() : undefined;
  const anchors = reads && all && { reads, key: queryKey('anchor', all), since: reads.stamp(all) };
  const startOf = (at: number) => `${anchors?.key}\u0000${at}`;
  let found: readonly PageEntry<Row>[];
  if (anchors && all && offset >= ANCHOR_FROM_OFFSET) {
    // Where the page starts (the keys of the row before it): found by offset once, however many ask at the same time.
    const start = await anchors.reads.remember(
      startOf(offset),
      TOTAL_TTL_MS,
      async () => {
        const [row] = await all
          .limit(1)
          .offset(offset - 1)
          .execute();
        return row && keys.map((_, i) => row[`k${i}`]);
      },
      { dependsOn: all },
    );
    found = start ? await keptPageRows(source, narrow(beyond(keys, start)).limit(pageSize + 1), keys, reads) : [];
  } else {
    const paged = narrow(past).limit(pageSize + 1);
    found = await keptPageRows(source, offset > 0 ? paged.offset(offset) : paged, keys, reads);
  }
  const last = found[pageSize - 1];
  if (anchors && last && found.length > pageSize) {
    void anchors.reads.remember(startOf(offset + pageSize), TOTAL_TTL_MS, async () => last.values, {
      since: anchors.since,
    });
  }
  return found;
}

/** A search's matches in the list's order: their ids, each one's sort-key values, and where each id sits. */
interface Matches {
  ids: number[];
  values: unknown[][];
  at: Map<number, number>;
}

/**
 * Every match of a search (`query`, in `source.keys`' order): their ids and
 * sort keys, no wide row, read once and remembered for `TOTAL_TTL_MS` or until the next
 * write, as the count is: a term many rows hold ("أحمد", 5,400 of 100,000
 * teachers) costs reading and sorting all its matches (7 ms on SQLite),
 * which every page of it, and every re-read of one, would otherwise pay.
 */
function rememberedMatches<Row extends { id: number }>(
  reads: RememberedReads,
  source: ListSource<Row>,
  query: ListQuery<Record<string, unknown>>,
): Promise<Matches> {
  const read = async () => matchesOf(source, await query.execute());
  return reads.remember(queryKey('matches', query), TOTAL_TTL_MS, read, { pool: 'large', dependsOn: query });
}

/** Found ids and sort keys (`k0`, `k1`, …), in their order, as `Matches`. */
function matchesOf(source: ListSource<{ id: number }>, found: Record<string, unknown>[]): Matches {
  const ids = found.map((r) => Number(r.id));
  return {
    ids,
    values: found.map((r) => source.keys.map((_, i) => r[`k${i}`])),
    at: new Map(ids.map((id, i) => [id, i])),
  };
}

/**
 * The page `request` asks for out of the remembered matches, with the rows
 * read by id; undefined for a cursor whose row is not among them (the caller
 * then reads the page from the database).
 */
async function pageOfMatches<Row extends { id: number }>(
  source: ListSource<Row>,
  matches: Matches,
  request: { offset: number; pageSize: number; cursorValues: unknown[] | undefined; backwards: boolean },
  reads: RememberedReads | undefined,
): Promise<PageEntry<Row>[] | undefined> {
  const { offset, pageSize, cursorValues, backwards } = request;
  let from = offset;
  if (cursorValues) {
    // The keys end with the id, so a cursor names its row.
    const idKey = source.keys.findIndex((k) => k.ref === source.id);
    const at = idKey < 0 ? undefined : matches.at.get(Number(cursorValues[idKey]));
    if (at === undefined) return undefined;
    from = backwards ? at - 1 : at + 1;
  }
  const positions: number[] = [];
  for (let i = from; positions.length <= pageSize && i >= 0 && i < matches.ids.length; i += backwards ? -1 : 1) {
    positions.push(i);
  }
  const ids = positions.map((i) => matches.ids[i]!);
  const read = () => namedRows(source, (r) => rowsById(r, source.id, ids));
  const rows =
    reads && ids.length
      ? await rememberRows(reads, source.rows.where(sql.ref(source.id), 'in', ids), TOTAL_TTL_MS, read)
      : await read();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return positions.flatMap((i) => {
    const row = byId.get(matches.ids[i]!);
    return row ? [{ row, values: matches.values[i]! }] : [];
  });
}

/**
 * The ids and sort keys of every match of a search (or of filters few rows
 * meet that an index finds, `readsByIndex`), then ordered: a search read from
 * its matches (`SearchPlan`). On PostgreSQL the matches sit behind
 * `offset 0`, which the planner does not look through: told the page's
 * `LIMIT`, it would otherwise walk the sort index and test each row, as the
 * walk does, past every match that sits late in the order ("أحمد" by name:
 * 33,000 rows tested, 50 ms, against 22 ms reading the 5,400 matches from the
 * trigram index and sorting them, at 100k teachers). SQLite plans the FTS
 * match first without being told.
 */
function matchedIds(
  db: Kysely<Database>,
  idsOf: (from: ListQuery) => ListQuery<Record<string, unknown>>,
  from: ListQuery,
  keys: readonly SortKey[],
): ListQuery<Record<string, unknown>> {
  if (!isPostgres(db)) return idsOf(from);
  return keysOf(db, idsOf(from).clearOrderBy().offset(0).as('list_matches'), 'list_matches', keys);
}

/** The ids and sort keys (`k0`, `k1`, …) of a derived table of them, in `keys`' order. */
function keysOf(
  db: Kysely<Database>,
  derived: AliasedSelectQueryBuilder<Record<string, unknown>, string>,
  alias: string,
  keys: readonly SortKey[],
): ListQuery<Record<string, unknown>> {
  const ids = db
    .selectFrom(derived)
    .select([`${alias}.id`, ...keys.map((_, i) => `${alias}.k${i}`)] as never[]) as unknown as ListQuery<
    Record<string, unknown>
  >;
  return keys.reduce((acc, k, i) => acc.orderBy(sql.ref(`${alias}.k${i}`), k.direction), ids);
}

/**
 * Rows after `values` in the keys' order: (k0, k1, …) > (v0, v1, …) when the
 * keys go one way, else (k0 > v0) or (k0 = v0 and k1 > v1) or …
 */
function beyond(keys: readonly SortKey[], values: unknown[]): RawBuilder<SqlBool> {
  const first = keys[0]!;
  if (keys.every((k) => k.direction === first.direction)) {
    // A row comparison is one range of the sort index to both planners. Written out, PostgreSQL
    // bounds the first key alone and tests the rest: past a day's payments on page 500 of a
    // million, 9,980 index entries read and dropped, 2.9 ms against 0.04 ms (same SQLite plan).
    return sql<SqlBool>`(${sql.join(keys.map((k) => sortExpr(k.ref)))}) ${sql.raw(first.direction === 'asc' ? '>' : '<')} (${sql.join(values)})`;
  }
  const branches = keys.map((key, i) => {
    const equal = keys.slice(0, i).map((k, j) => sql`${sortExpr(k.ref)} = ${values[j]}`);
    const past = sql`${sortExpr(key.ref)} ${sql.raw(key.direction === 'asc' ? '>' : '<')} ${values[i]}`;
    return sql`(${sql.join([...equal, past], sql` and `)})`;
  });
  // The redundant bound on the first key is what the planners use as an index range: without it
  // PostgreSQL walks the index from its start and filters (47 ms instead of 0.4 ms per batch at
  // 100k rows, measured).
  const bound = sql`${sortExpr(first.ref)} ${sql.raw(first.direction === 'asc' ? '>=' : '<=')} ${values[0]}`;
  return sql<SqlBool>`(${bound} and (${sql.join(branches, sql` or `)}))`;
}

/**
 * Names a list looks up by id rather than joining them to every row (`ListNames`):
 * those of a smaller table (subjects, classes, teachers, content), which a
 * page's rows and a long export name again and again. Each id is read once
 * an export (`keysetRows`), with the other ids of its batch not read yet.
 */
export interface IdLookup {
  /** The table the ids are of, and the row's field holding one: what a SQLite export's worker reads itself. */
  table: keyof Database & string;
  column: string;
  /** The table's columns `fields` are read from, each once. */
  columns: readonly string[];
  /** The id a row names, or null for none (the row's fields are then left as they are, or null). */
  id: (row: Record<string, unknown>) => number | null;
  /** The rows of these ids, each with its `id`. */
  read: (ids: number[]) => Promise<Record<string, unknown>[]>;
  /** The fields put on a row from the row its id names: `{ subject_name_ar: 'name_ar' }`. */
  fields: Readonly<Record<string, string>>;
}

/**
 * The lookup of the names in `table` a row's `column` holds the id of:
 * `fields` maps each field put on the row to the table's column it is read from.
 */
export function idLookup(
  db: Kysely<Database>,
  column: string,
  table: keyof Database & string,
  fields: Readonly<Record<string, string>>,
): IdLookup {
  const columns = [...new Set(Object.values(fields))];
  const select = (ids: number[]) =>
    (db.selectFrom(table) as ListQuery)
      .select([sql.ref(`${table}.id`).as('id'), ...columns.map((c) => sql.ref(`${table}.${c}`).as(c))])
      .where(sql.ref(`${table}.id`), 'in', ids);
  const reads = rememberedReadsOf(db);
  return {
    table,
    column,
    columns,
    id: (row) => (row[column] == null ? null : Number(row[column])),
    read: (ids) =>
      reads
        ? knownNames(reads, `${table}(${columns.join(',')})`, select, ids)
        : (select(ids).execute() as Promise<Record<string, unknown>[]>),
    fields,
  };
}

/** The rows a lookup read (`idLookup`) by id, and the generations they were read under. */
interface KnownNames {
  stamp: Stamp;
  at: number;
  rows: Map<number, Record<string, unknown>>;
}

const knownNamesOf = new WeakMap<RememberedReads, Map<string, KnownNames>>();

/**
 * The rows of `ids` that `select` reads, those read before kept across
 * requests until a write changes the table otherwise than by adding rows, or
 * the columns read (as `RememberedReads` tells), or for `TOTAL_TTL_MS` (a
 * write of another process); at most `LOOKUP_CACHE` a table, then from none.
 * A page's names are then mostly known: a renewal a second does not touch them.
 */
async function knownNames(
  reads: RememberedReads,
  key: string,
  select: (ids: number[]) => ListQuery<unknown>,
  ids: number[],
): Promise<Record<string, unknown>[]> {
  let all = knownNamesOf.get(reads);
  if (!all) knownNamesOf.set(reads, (all = new Map()));
  let known = all.get(key);
  if (!known || Date.now() - known.at >= TOTAL_TTL_MS || !reads.current(known.stamp)) {
    // Taken before any read of it: a write while one runs keeps its rows out.
    known = { stamp: reads.stamp(select([0]), true), at: Date.now(), rows: new Map() };
    all.set(key, known);
  }
  const found: Record<string, unknown>[] = [];
  const missing: number[] = [];
  for (const id of ids) {
    const row = known.rows.get(id);
    if (row) found.push(row);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const read = (await select(missing).execute()) as Record<string, unknown>[];
  if (all.get(key) === known && reads.current(known.stamp)) {
    if (known.rows.size + read.length > LOOKUP_CACHE) known.rows.clear();
    for (const row of read) known.rows.set(Number(row.id), row);
  }
  return found.concat(read);
}

/** The rows of an export's first batch (`keysetRows`); the others are its `batch`. */
const FIRST_BATCH = 100;
/** How long reading one of an export's batches should take at most (`keysetRows` sizes the next to it). */
const BATCH_MS = 16;

/** Ids an export's lookup keeps at most; past them it starts again, so memory stays flat whatever the length. */
const LOOKUP_CACHE = 50_000;

/** Puts a lookup's names on rows (`lookupReader`). */
type LookupReader = (rows: Record<string, unknown>[]) => Promise<void>;

/** Puts each lookup's names on `rows`, all at once (each fills its own fields, or the same for other rows). */
async function withNames<R>(rows: R[], readers: readonly LookupReader[]): Promise<R[]> {
  await Promise.all(readers.map((fill) => fill(rows as Record<string, unknown>[])));
  return rows;
}

/**
 * What `read` reads of a list's rows query: of `source.rows`, or, for a list
 * with `names`, of its rows without their names' joins, the names then looked
 * up (by `readers`, an export's, which keep what they read; else new ones).
 */
async function namedRows<Row extends { id: number }, R>(
  source: ListSource<Row>,
  read: (rows: RowsQuery<Row>) => Promise<R[]>,
  readers?: readonly LookupReader[],
): Promise<R[]> {
  const { names } = source;
  if (!names) return read(source.rows);
  return withNames(await read(names.rows as RowsQuery<Row>), readers ?? names.lookups.map(lookupReader));
}

/** A lookup's reader: the found rows by id, read for the ids not found yet. */
function lookupReader(lookup: IdLookup): LookupReader {
  const known = new Map<number, Record<string, unknown> | null>();
  const fields = Object.entries(lookup.fields);
  return async (rows: Record<string, unknown>[]) => {
    const missing = new Set<number>();
    for (const row of rows) {
      const id = lookup.id(row);
      if (id !== null && !known.has(id)) missing.add(id);
    }
    if (missing.size) {
      if (known.size + missing.size > LOOKUP_CACHE) known.clear();
      const ids = [...missing];
      for (let i = 0; i < ids.length; i += 1000) {
        for (const found of await lookup.read(ids.slice(i, i + 1000))) known.set(Number(found.id), found);
      }
      for (const id of ids) if (!known.has(id)) known.set(id, null);
    }
    for (const row of rows) {
      const id = lookup.id(row);
      const found = id === null ? undefined : known.get(id);
      for (const [field, column] of fields) {
        if (id !== null) row[field] = found ? found[column] : null;
        else row[field] ??= null;
      }
    }
  };
}

/**
 * Every row of a list in order, `batch` at a time, each batch found from
 * where the last one ended (keyset), so the thousandth batch costs what the
 * first did. For exports. A list with `names` has its rows read without the
 * small tables' joins and their names looked up, each id once an export: the
 * same rows, read for a fraction of the cost (a payment's seven joins took 60
 * % of its export).
 */
export async function* keysetRows<Row extends { id: number }>(
  source: ListSource<Row>,
  batch = 1000,
  /** Read the first batch only; `after` is then its last row's keys if more rows may follow (`allRows`). */
  rest?: { after?: unknown[] },
): AsyncIterable<Row> {
  const readers = source.names?.lookups.map(lookupReader);
  let last: unknown[] | undefined;
  // The first batch is small: what a file's first byte waits for (a cold cache reads it from disk).
  let size = Math.min(batch, FIRST_BATCH);
  const least = Math.min(batch, FIRST_BATCH / 2);
  for (;;) {
    let q = keyedIds(source);
    if (last) q = q.where(beyond(source.keys, last));
    const started = performance.now();
    // Whether the read gave the event loop a turn (a database over a socket) or held it (SQLite).
    let turned = false;
    const turn = setImmediate(() => (turned = true));
    const page = await pageRows(source, orderedBy(q, source.keys).limit(size), source.keys, readers);
    clearImmediate(turn);
    const took = performance.now() - started;
    for (const { row } of page) yield row;
    if (page.length < size) return;
    last = page[page.length - 1]!.values;
    if (rest) {
      rest.after = last;
      return;
    }
    // A read that held the event loop (SQLite's, from a cold cache: pages read from disk) held
    // every other request with it, up to 100 ms for 1,000 rows. After such a read, one that took
    // longer than BATCH_MS halves the next batch and one under half of it doubles it, up to `batch`.
    if (turned) size = batch;
    else if (took > BATCH_MS) size = Math.max(least, size >> 1);
    else if (took < BATCH_MS / 2) size = Math.min(batch, size * 2);
    // Each batch in an event-loop turn of its own: better-sqlite3 reads without I/O, so without
    // this a batch's read would lengthen the export's slice of work before it (lib/export.ts).
    await nextTurn();
  }
}
