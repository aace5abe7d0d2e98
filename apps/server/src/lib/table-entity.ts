import { foldForSearch, type ErrorCode, type FieldError } from '@dashboard/contracts';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { AppError } from './app-error.js';
import {
  keptListPage,
  keysetRows,
  listSource,
  rowsById,
  searchText,
  type ListQuery,
  type RowsQuery,
  type PageRequest,
  type SortRef,
} from './list.js';
import { cairoToday } from './today.js';
import { lockScope, transaction } from './transaction.js';

/** The tables a plain entity lives in: an id, `search_text` and the two stamps. */
type PlainTable = {
  [T in keyof Database]: Database[T] extends { search_text: string; created_at: string; updated_at: string }
    ? T
    : never;
}[keyof Database];

/** What a create writes: the table's columns less those the kit fills. */
type Fields<T extends PlainTable> = Omit<Insertable<Database[T]>, 'id' | 'search_text' | 'created_at' | 'updated_at'>;

/** A column a create or update writes: what the search text, a reference and a unique rule name. */
type Field<T extends PlainTable> = keyof Fields<T> & string;

/**
 * An entity whose record is one row of one table, in one typed options
 * object. `modules/stages/stages.service.ts` is the whole example.
 */
export interface TableEntityOptions<
  T extends PlainTable,
  Row extends { id: number },
  Item,
  Sort extends string,
  Filters,
> {
  table: T;
  /** The full rows (what `toItem` maps), a `RowsQuery` the kit narrows: for list, export and get. */
  rows: (db: Kysely<Database>) => RowsQuery<Row>;
  /** The row as the API answers it. */
  toItem: (row: Row) => Item;
  /**
   * The list's query with nothing selected: the table, the joins the sort
   * columns need and the entity's own filters. The kit adds `q`
   * (`matchesSearch` on the table). By default the table alone.
   */
  from?: (db: Kysely<Database>, filters: Filters) => ListQuery;
  /** Each sort field's column or columns; ties go by the id. */
  sort: Record<Sort, SortRef | readonly SortRef[]>;
  /** The fields `search_text` is made of, in order (`searchText`); kept on every create and update. */
  search: readonly Field<T>[];
  /**
   * Columns that name a row of another table, e.g. `{ stage_id: 'stages' }`:
   * 400 `validation.invalid` on the column when there is no such row.
   */
  references?: Partial<Record<Field<T>, keyof Database>>;
  /**
   * Fields no two rows may share, each with the code a clash answers: 409,
   * `errors` naming every field that clashes, `code` the first one's.
   */
  unique?: {
    fields: Partial<Record<Field<T>, ErrorCode>>;
    /** Unique only among the rows with the same value of this column (a class's systems), not in the whole table. */
    within?: Field<T>;
    /**
     * Compared as search compares (case, Arabic letter variants and diacritics aside), not exactly.
     * It reads every row sharing `within` to compare them, so it is for small scopes (a class's
     * systems), never a whole large table.
     */
    folded?: boolean;
  };
  /**
   * Rules across fields, on the record as it will be stored: a create's
   * input, or an update's input over the row it changes (so a change of one
   * field is checked against the others as they are). Answers the fields at
   * fault, none when the record holds: 400 with each, and nothing written.
   * E.g. `(r) => (r.ends_at <= r.starts_at ? [{ path: 'ends_at', code: 'validation.after_start' }] : [])`.
   */
  check?: (record: Fields<T>) => FieldError[];
  /** Whether something uses the item, and the code that refuses its deletion then (409). */
  inUse?: { code: ErrorCode; when: (db: Kysely<Database>, item: NoInfer<Item>) => Promise<boolean> | boolean };
}

/** `sort=` and `q=`, which every list of a plain entity has. */
type Filtered<Sort extends string> = { sort: Sort | `-${Sort}`; q?: string | undefined };

/**
 * A plain entity's service: list and export through `listPage` and
 * `keysetRows`, get (404 `resource.not_found` when there is no such row),
 * create and update in one transaction (references and unique fields
 * checked first; `search_text`, `created_at` and `updated_at` kept), and
 * delete refused with 409 while the item is in use. Every function takes the
 * database or the write's transaction first, as `registerCrud`'s `run` does,
 * so each route's `run` is one of them. An entity a record of which spans
 * tables (a subject's classes) writes its service with the same parts.
 */
export function tableEntity<
  T extends PlainTable,
  Row extends { id: number },
  Item,
  Sort extends string,
  Filters = unknown,
>(options: TableEntityOptions<T, Row, Item, Sort, Filters>) {
  // The table is a parameter, so the queries here are built untyped; the options' types hold at the edges.
  const table: string = options.table;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const untyped = (db: Kysely<Database>) => db as unknown as Kysely<any>;
  type Query = Filtered<Sort> & Filters;
  type Values = Partial<Record<string, unknown>>;

  const source = (db: Kysely<Database>, query: Query) => {
    const from = options.from ? options.from(db, query) : (untyped(db).selectFrom(table) as ListQuery);
    return listSource({
      db,
      from,
      search: { table, q: query.q },
      id: `${table}.id`,
      sort: query.sort,
      columns: options.sort,
      rows: options.rows(db),
    });
  };

  async function get(db: Kysely<Database>, id: number): Promise<Item> {
    const [row] = await rowsById(options.rows(db), `${table}.id`, [id]);
    if (!row) throw new AppError(404, 'resource.not_found');
    return options.toItem(row);
  }

  const searchOf = (values: Values) => searchText(...options.search.map((f) => values[f] as string | null));

  /** 400 on a reference the input gives to a row that is not there. */
  async function assertReferences(db: Kysely<Database>, input: Values) {
    for (const [column, target] of Object.entries(options.references ?? {})) {
      if (input[column] === undefined) continue;
      const found = await untyped(db)
        .selectFrom(target as string)
        .select('id')
        .where('id', '=', input[column])
        .executeTakeFirst();
      if (!found) throw AppError.field(400, column, 'validation.invalid');
    }
  }

  /** 409 naming each unique field whose value another row has. */
  async function assertUnique(db: Kysely<Database>, next: Values, exceptId?: number) {
    if (!options.unique) return;
    const { folded } = options.unique;
    const within: string | undefined = options.unique.within;
    const codes = options.unique.fields as Record<string, ErrorCode>;
    const fields = Object.keys(codes);
    // Two writes of one scope at once would each find the other's value not there yet.
    await lockScope(db, `${table}.unique`, within ? Number(next[within]) : 0);
    let query = untyped(db)
      .selectFrom(table)
      .select(['id', ...fields]);
    if (within) query = query.where(within, '=', next[within]);
    if (!folded) query = query.where((eb) => eb.or(fields.map((f) => eb(f, '=', next[f]))));
    const others = (await query.execute()).filter((other) => other.id !== exceptId);
    const same = (a: unknown, b: unknown) => (folded ? foldForSearch(String(a)) === foldForSearch(String(b)) : a === b);
    const clashes = fields.filter((f) => others.some((other) => same(other[f], next[f])));
    const [first] = clashes;
    if (first)
      throw new AppError(
        409,
        codes[first]!,
        clashes.map((f) => ({ path: f, code: codes[f]! })),
      );
  }

  /**
   * A page, kept whole by its filters (`keptListPage`) and the day in Cairo: what an entity's
   * filters and items may read of the clock (a promo code's state) is of the day.
   */
  function list(db: Kysely<Database>, query: Query & PageRequest) {
    return keptListPage(db, source, { ...query, day: cairoToday() }, options.toItem);
  }

  /** Every row the filters keep, in the list's order, for an export. */
  async function* exportRows(db: Kysely<Database>, query: Query) {
    for await (const row of keysetRows(source(db, query))) yield options.toItem(row);
  }

  /** 400 naming the fields a rule across fields refuses. */
  function assertRecord(record: Values) {
    const faults = options.check?.(record as Fields<T>) ?? [];
    if (faults.length) throw AppError.badRequest(faults, faults[0]!.code as ErrorCode);
  }

  const create = (db: Kysely<Database>, input: Fields<T>) =>
    transaction(db, async (trx) => {
      assertRecord(input);
      await assertReferences(trx, input);
      await assertUnique(trx, input);
      const now = new Date().toISOString();
      const { id } = await untyped(trx)
        .insertInto(table)
        .values({ ...input, search_text: searchOf(input), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return get(trx, id as number);
    });

  const update = (db: Kysely<Database>, id: number, input: Partial<Fields<T>>) =>
    transaction(db, async (trx) => {
      const current = await untyped(trx).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      if (!current) throw new AppError(404, 'resource.not_found');
      const next = { ...current, ...input };
      assertRecord(next);
      await assertReferences(trx, input);
      await assertUnique(trx, next, id);
      await untyped(trx)
        .updateTable(table)
        .set({ ...input, search_text: searchOf(next), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      return get(trx, id);
    });

  const remove = (db: Kysely<Database>, id: number) =>
    transaction(db, async (trx) => {
      const item = await get(trx, id);
      if (options.inUse && (await options.inUse.when(trx, item))) throw new AppError(409, options.inUse.code);
      await untyped(trx).deleteFrom(table).where('id', '=', id).execute();
    });

  return { source, list, exportRows, get, create, update, remove };
}
