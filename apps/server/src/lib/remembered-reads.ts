import {
  sql,
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Database } from '../db/types.js';

/** Entries kept at most; the oldest goes first. */
const MAX_ENTRIES = 10_000;

/**
 * How many entries of each pool are kept at most, among `MAX_ENTRIES`; the
 * oldest of a pool goes first:
 * - `large`: a search's ordered matches, up to `TOTAL_CAP` ids and keys each, about a megabyte;
 * - `rows`: a list's page of rows, tens of kilobytes.
 */
export const POOL_LIMITS = { large: 32, rows: 512 } as const;

/** A pool of entries bigger than a number, kept at most so many (`POOL_LIMITS`). */
export type Pool = keyof typeof POOL_LIMITS;

/** What a remembered read depends on: a query (its tables and columns are read from it), or whole tables. */
export type DependsOn = { toOperationNode(): OperationNode } | readonly string[];

/**
 * What a write may have changed: the names whose generation it moves on
 * (`t` for the rows of table `t`, `t!` for its rows changed otherwise than
 * by rows added (a plain insert), `t.*` for any of its columns, `t.c` for
 * its column `c`), or `everything`.
 */
type Changes = readonly string[] | 'everything';

/** The key every write moves on: what depends on it is dropped by any write. */
const ANY_WRITE = '*';

/** The generations a read was made under, and their names (`RememberedReads.stamp`). */
export interface Stamp {
  epoch: number;
  names: readonly string[];
  stamps: readonly number[];
}

interface Entry extends Stamp {
  at: number;
  ttlMs: number;
  value: Promise<unknown>;
  /** For a value `keptOnInsert` may keep: the generations it is good under if so, until the read has settled. */
  pending?: Stamp;
}

/**
 * What runs when a table is written, besides the write: a trigger (or a
 * cascade, or a generated column) on some `events`, for an update only when
 * it sets one of `columns` (all updates without them), and the tables it
 * writes, or `everything` when its SQL cannot be read (dynamic SQL).
 */
export interface WriteEffect {
  events: ReadonlySet<'insert' | 'update' | 'delete'>;
  columns?: ReadonlySet<string>;
  writes: ReadonlySet<string> | 'everything';
}

/**
 * The schema as far as remembered reads need it: every table's columns, and
 * what a write to each table sets off (`WriteEffect`).
 */
export interface WriteSchema {
  columns: ReadonlyMap<string, ReadonlySet<string>>;
  effects: ReadonlyMap<string, readonly WriteEffect[]>;
}

/**
 * Reads worth remembering until something they read is written: the lists'
 * capped totals, deep-page starts and search matches (so that paging,
 * sorting and twenty people on the same list do not count the same rows
 * again and again) and the signed-in session behind a token (so an
 * authenticated request does not look it up each time).
 *
 * It is a Kysely plugin of the app's database (`db/create-dialect.ts`): it
 * sees every query. Each remembered value names what it depends on (a query,
 * whose tables and columns are read from its syntax tree, or whole tables),
 * and is served only while none of it was written since:
 * - an insert into a table changes its rows: every read of the table goes,
 *   but a value rows added cannot make wrong (a list's count past its cap,
 *   `keptOnInsert`) stays through a plain insert;
 * - an update changes the columns it sets: a read of that table goes only
 *   when it names one of them (a wallet credit, which sets a student's
 *   balance, keeps the students' count, not their order by balance);
 * - what the table's triggers write (kept counts, search indexes) changes too,
 *   as learnt from the database's catalogue (`learnWriteSchema`);
 * - a delete (its cascades), raw SQL that is not a plain insert or update, a
 *   data-changing `with`, and anything written before the schema is learnt
 *   change everything; a schema change forgets what was learnt.
 *
 * A change is made when a write is sent, again when it has run, and for a
 * transaction's writes again when it commits (`lib/transaction.ts`), so a read
 * that raced it is not kept. A sign-out, a disabled account or a changed
 * password is seen by the next request. A write made by another process (a
 * second server on the same PostgreSQL) is seen after at most the entry's
 * time to live, which each kind of read chooses.
 */
export class RememberedReads implements KyselyPlugin {
  /** Moved on by a write that may have changed everything. */
  private epoch = 0;
  /** The generation of each name a write moved on (`t`, `t.*`, `t.c`, `*`). */
  private readonly generations = new Map<string, number>();
  private readonly entries = new Map<string, Entry>();
  /** The keys of each pool's entries, oldest first. */
  private readonly pools: Record<Pool, Set<string>> = { large: new Set(), rows: new Set() };
  /** Writes sent and not yet answered, with what they change. */
  private readonly writes = new WeakMap<object, Changes>();
  private schema: WriteSchema | undefined;

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (!isRead(node)) {
      const changes = this.changesOf(node);
      this.written(changes);
      this.writes.set(queryId, changes);
    }
    return node;
  }

  /**
   * A write changes again once it has run: a read made while it ran (on
   * another connection) may have seen the rows before it. A write in a
   * transaction is seen by others only at the commit, which
   * `lib/transaction.ts` reports with `written()`.
   */
  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const changes = this.writes.get(queryId);
    if (changes) {
      this.writes.delete(queryId);
      this.written(changes);
    }
    return result;
  }

  /** Tells what a write to each table may change; until then every write changes everything. */
  learn(schema: WriteSchema): void {
    this.schema = schema;
  }

  /** The last write `changesOf` was asked about, under which schema, and its answer: a transaction's log asks again. */
  private last: { node: RootOperationNode; schema: WriteSchema | undefined; changes: Changes } | undefined;

  /** What the write `node` may change. */
  changesOf(node: RootOperationNode): Changes {
    const last = this.last;
    if (last && last.node === node && last.schema === this.schema) return last.changes;
    const changes = this.changesNow(node);
    this.last = { node, schema: this.schema, changes };
    return changes;
  }

  private changesNow(node: RootOperationNode): Changes {
    if (isSchemaChange(node)) this.schema = undefined;
    const schema = this.schema;
    if (!schema || ('with' in node && node.with)) return 'everything';
    if (node.kind === 'InsertQueryNode') {
      const table = tableName(node.into);
      if (!table) return 'everything';
      // A plain insert only adds rows; an upsert or a replace changes some too.
      const adds = !node.onConflict && !node.onDuplicateKey && !node.replace && !node.orAction;
      return this.rowsOf(schema, [table], 'insert', adds ? table : undefined);
    }
    if (node.kind === 'UpdateQueryNode') {
      const table = tableName(node.table);
      const set = (node.updates ?? []).map((u) => (u.column.kind === 'ColumnNode' ? columnName(u.column) : undefined));
      if (!table || !schema.columns.has(table)) return 'everything';
      if (set.some((c) => c === undefined)) return this.rowsOf(schema, [table]);
      const columns = set as string[];
      // What the update sets off: the triggers on an update of (one of) the columns it sets.
      const also = this.rowsOf(schema, this.setOff(schema, table, 'update', columns));
      if (also === 'everything') return also;
      return [`${table}.*`, ...columns.map((c) => `${table}.${c}`), ...also];
    }
    if (node.kind === 'RawNode') {
      const text = node.sqlFragments.join(' ');
      const plain = /^\s*(?:insert\s+into|update)\s+"?([a-z_][a-z0-9_]*)"?[\s(]/i.exec(text);
      return plain ? this.rowsOf(schema, [plain[1]!.toLowerCase()]) : 'everything';
    }
    return 'everything';
  }

  /** The tables what a write to `table` sets off writes: `everything` for SQL that cannot be read. */
  private setOff(
    schema: WriteSchema,
    table: string,
    event?: 'insert' | 'update' | 'delete',
    columns?: readonly string[],
  ): string[] | 'everything' {
    const written: string[] = [];
    for (const effect of schema.effects.get(table) ?? []) {
      if (event && !effect.events.has(event)) continue;
      if (event === 'update' && columns && effect.columns && !columns.some((c) => effect.columns!.has(c))) continue;
      if (effect.writes === 'everything') return 'everything';
      written.push(...effect.writes);
    }
    return written;
  }

  /**
   * The rows of `tables`, and of every table what they set off writes, and so
   * on (`event`, when given, is what the first tables undergo; the tables the
   * triggers write may undergo anything); everything for a table not known.
   */
  private rowsOf(
    schema: WriteSchema,
    tables: readonly string[] | 'everything',
    event?: 'insert' | 'update' | 'delete',
    /** The table a plain insert adds rows to: unless its triggers write it too, its rows are only added (no `t!`). */
    adds?: string,
  ): Changes {
    if (tables === 'everything') return tables;
    const changed = new Set<string>();
    let onlyAdded = adds !== undefined;
    let pending = tables.map((t) => [t, event] as const);
    while (pending.length) {
      const next: (readonly [string, typeof event])[] = [];
      for (const [t, e] of pending) {
        if (!schema.columns.has(t)) return 'everything';
        if (t === adds && !e) onlyAdded = false;
        if (changed.has(t) && !e) continue;
        changed.add(t);
        const written = this.setOff(schema, t, e);
        if (written === 'everything') return written;
        for (const w of written) if (!changed.has(w) || w === adds) next.push([w, undefined]);
      }
      pending = next;
    }
    return [...changed].flatMap((t) => (onlyAdded && t === adds ? [t] : [t, `${t}!`]));
  }

  /** Something changed: what depends on it is not served again. */
  written(changes: Changes = 'everything'): void {
    if (changes === 'everything') {
      this.epoch++;
      this.entries.clear();
      for (const pool of Object.values(this.pools)) pool.clear();
      return;
    }
    this.generations.set(ANY_WRITE, (this.generations.get(ANY_WRITE) ?? 0) + 1);
    for (const name of changes) this.generations.set(name, (this.generations.get(name) ?? 0) + 1);
  }

  /**
   * What `key` names: remembered for up to `ttlMs`, or read by `read` (once,
   * however many ask at the same time). A failed read is not remembered, and
   * one made while a write it depends on went on is dropped. A value of a
   * `pool` is one of at most so many (`POOL_LIMITS`). Without `dependsOn` (or `since`), any write drops it.
   * A value `keptOnInsert` answers true for (a capped count of a query that
   * only grows with rows added, `onlyGrowsWithInserts`) is kept by a plain
   * insert into the tables it reads: rows added cannot make it wrong.
   */
  remember<T>(
    key: string,
    ttlMs: number,
    read: () => Promise<T>,
    options: { pool?: Pool; dependsOn?: DependsOn; since?: Stamp; keptOnInsert?: (value: T) => boolean } = {},
  ): Promise<T> {
    const hit = this.peek<T>(key);
    if (hit) return hit;
    const { keptOnInsert, dependsOn } = options;
    // The same read under way, and since then only rows added: its value will do if they cannot
    // make it wrong (a count past the cap), else it is read again. Without this, each insert while
    // a long count ran set every asker meanwhile counting again, each count slower than the last.
    const running = this.entries.get(key);
    if (running?.pending && keptOnInsert && Date.now() - running.at < running.ttlMs && this.current(running.pending)) {
      return running.value.then((value) =>
        keptOnInsert(value as T) ? (value as T) : this.remember(key, ttlMs, read, options),
      );
    }
    // Taken before the read, as the other stamp is: a read that raced an insert is still right.
    const loose = keptOnInsert && dependsOn && !options.since ? this.stamp(dependsOn, true) : undefined;
    const entry: Entry = {
      ...(options.since ?? this.stamp(dependsOn)),
      at: Date.now(),
      ttlMs,
      value: read(),
      ...(loose ? { pending: loose } : {}),
    };
    if (loose) {
      entry.value.then(
        (value) => {
          delete entry.pending;
          if (this.entries.get(key) === entry && keptOnInsert!(value as T)) Object.assign(entry, loose);
        },
        () => delete entry.pending,
      );
    }
    this.forget(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.forget(this.entries.keys().next().value!);
    if (options.pool) {
      const pool = this.pools[options.pool];
      pool.add(key);
      if (pool.size > POOL_LIMITS[options.pool]) this.forget(pool.values().next().value!);
    }
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.forget(key);
    });
    return entry.value as Promise<T>;
  }

  /**
   * The generations a read of `dependsOn` starting now is made under: given to
   * `remember` as `since` when the value was read before it is remembered.
   */
  stamp(dependsOn?: DependsOn, keptOnInsert = false): Stamp {
    const names = this.namesOf(dependsOn, keptOnInsert);
    return { epoch: this.epoch, names, stamps: names.map((n) => this.generations.get(n) ?? 0) };
  }

  /** What `key` names, if it is remembered and still good; nothing is read. */
  peek<T>(key: string): Promise<T> | undefined {
    const hit = this.entries.get(key);
    if (!hit || Date.now() - hit.at >= hit.ttlMs || !this.current(hit)) return undefined;
    return hit.value as Promise<T>;
  }

  /** Whether nothing a read made under `stamp` depends on was written since (`stamp`). */
  current(stamp: Stamp): boolean {
    if (stamp.epoch !== this.epoch) return false;
    for (let i = 0; i < stamp.names.length; i++) {
      if ((this.generations.get(stamp.names[i]!) ?? 0) !== stamp.stamps[i]) return false;
    }
    return true;
  }

  /** Forgets what `key` names (a read that found nothing worth keeping). */
  forget(key: string): void {
    this.entries.delete(key);
    for (const pool of Object.values(this.pools)) pool.delete(key);
  }

  /**
   * The generations a read of `dependsOn` is good under: each table it names
   * (its rows, or with `keptOnInsert` its rows changed otherwise than by a
   * plain insert), and each of that table's columns it names, or all of them
   * (`select *`, or tables named alone). Any write, without the schema.
   */
  private namesOf(dependsOn: DependsOn | undefined, keptOnInsert = false): string[] {
    const schema = this.schema;
    if (!schema || !dependsOn) return [ANY_WRITE];
    const names = new Set<string>();
    const tables = Array.isArray(dependsOn) ? (dependsOn as readonly string[]) : undefined;
    for (const t of tables ?? []) names.add(t);
    const all = tables
      ? true
      : collectNames((dependsOn as { toOperationNode(): OperationNode }).toOperationNode(), names);
    const found: string[] = [];
    for (const table of names) {
      const columns = schema.columns.get(table);
      if (!columns) continue;
      found.push(keptOnInsert ? `${table}!` : table);
      if (all) found.push(`${table}.*`);
      else for (const c of names) if (columns.has(c)) found.push(`${table}.${c}`);
    }
    return found.length ? found : [ANY_WRITE];
  }
}

/**
 * Whether what `query` selects can only gain rows when rows are added to the
 * tables it reads: each row is kept or not by its own values and those of
 * the rows inner-joined to it, or by a subquery it must be in or have rows
 * (`in`, `exists`). Not so with an outer join, an aggregate, a limit, a set
 * operation, a subquery compared as a value or under a `not`, or raw SQL that
 * names one of them.
 */
export function onlyGrowsWithInserts(query: { toOperationNode(): OperationNode }): boolean {
  const root = query.toOperationNode();
  let grows = true;
  // Raw SQL holds a subquery when it says `select`; a literal (`constant()` in lib/list.ts) does not.
  const hasSubquery = (node: OperationNode) => {
    let found = false;
    walk(node, (n) => {
      if (n.kind === 'SelectQueryNode') found = true;
      if (
        n.kind === 'RawNode' &&
        /\bselect\b/i.test((n as unknown as { sqlFragments: string[] }).sqlFragments.join(' '))
      ) {
        found = true;
      }
    });
    return found;
  };
  walk(root, (n) => {
    const node = n as unknown as Record<string, unknown>;
    switch (n.kind) {
      case 'SelectQueryNode':
        if (node.limit || node.offset || node.groupBy || node.having || node.setOperations || node.distinctOn) {
          grows = false;
        }
        break;
      case 'JoinNode':
        if (node.joinType !== 'InnerJoin' && node.joinType !== 'CrossJoin') grows = false;
        break;
      case 'AggregateFunctionNode':
      case 'OverNode':
      case 'SetOperationNode':
        grows = false;
        break;
      case 'UnaryOperationNode':
        if (hasSubquery(node.operand as OperationNode)) grows = false;
        break;
      case 'BinaryOperationNode': {
        const operator = (node.operator as { operator?: string }).operator;
        if (operator !== 'in' && operator !== 'and' && operator !== 'or') {
          if (hasSubquery(node.leftOperand as OperationNode) || hasSubquery(node.rightOperand as OperationNode)) {
            grows = false;
          }
        }
        break;
      }
      case 'RawNode': {
        const text = (node.sqlFragments as readonly string[]).join(' ');
        if (
          /\b(not|left|right|full|outer|count|sum|min|max|avg|limit|offset|group|having|union|except|intersect|over)\b/i.test(
            text,
          )
        ) {
          grows = false;
        }
        break;
      }
    }
    return grows ? undefined : 'skip';
  });
  return grows;
}

/** A plain `select` (or raw SQL that starts with one) changes nothing. */
function isRead(node: RootOperationNode): boolean {
  if (node.kind === 'SelectQueryNode') return !node.with || !writesWithin(node.with);
  if (node.kind === 'RawNode') return /^\s*(select|explain)\b/i.test(node.sqlFragments[0] ?? '');
  return false;
}

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/** Whether a write hides in `node` (a data-changing `with`). */
function writesWithin(node: OperationNode): boolean {
  let found = false;
  walk(node, (n) => {
    if (WRITE_KINDS.has(n.kind)) found = true;
  });
  return found;
}

/** Whether `node` changes the schema: what was learnt of it no longer holds. */
function isSchemaChange(node: RootOperationNode): boolean {
  if (node.kind === 'RawNode') return /^\s*(create|alter|drop)\b/i.test(node.sqlFragments[0] ?? '');
  return !WRITE_KINDS.has(node.kind) && node.kind !== 'SelectQueryNode';
}

/** Visits `node` and every node under it, but not under a node `visit` answers 'skip' for. */
function walk(node: OperationNode, visit: (node: OperationNode) => 'skip' | undefined | void): void {
  if (visit(node) === 'skip') return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit);
    } else if (isNode(value)) walk(value, visit);
  }
}

const isNode = (value: unknown): value is OperationNode =>
  typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';

/**
 * Adds to `names` every identifier `node` holds (tables, columns, aliases, and
 * the words of its raw SQL); true when it selects every column (`*`).
 */
function collectNames(node: OperationNode, names: Set<string>): boolean {
  let all = false;
  walk(node, (n) => {
    if (n.kind === 'IdentifierNode') names.add((n as unknown as { name: string }).name.toLowerCase());
    else if (n.kind === 'SelectAllNode') all = true;
    else if (n.kind === 'AggregateFunctionNode') {
      // `count(*)` reads no column: its star is not `select *`.
      const [arg, ...more] = (n as unknown as { aggregated: readonly OperationNode[] }).aggregated;
      const star = arg?.kind === 'SelectionNode' ? (arg as unknown as { selection: OperationNode }).selection : arg;
      if (star?.kind === 'SelectAllNode' && !more.length) return 'skip';
    } else if (n.kind === 'RawNode') {
      for (const fragment of (n as unknown as { sqlFragments: readonly string[] }).sqlFragments) {
        for (const word of fragment.match(/[a-z_][a-z0-9_]*/gi) ?? []) names.add(word.toLowerCase());
        if (/\*/.test(fragment.replaceAll(/\(\s*\*\s*\)/g, ''))) all = true;
      }
    }
    return undefined;
  });
  return all;
}

/** The table a write names (`into`, an update's table, with or without an alias). */
function tableName(node: OperationNode | undefined): string | undefined {
  const table = node?.kind === 'AliasNode' ? (node as unknown as { node: OperationNode }).node : node;
  if (table?.kind !== 'TableNode') return undefined;
  return (table as unknown as { table: { identifier: { name: string } } }).table.identifier.name.toLowerCase();
}

const columnName = (node: OperationNode) => (node as unknown as { column: { name: string } }).column.name.toLowerCase();

/** What `query` reads, as a key of remembered reads: `kind`, its SQL and its parameters. */
export function queryKey(kind: string, query: Compilable): string {
  return compiledKey(kind, query.compile());
}

/** `queryKey` of a query compiled already. */
export function compiledKey(kind: string, { sql: text, parameters }: CompiledQuery): string {
  return `${kind}\u0000${text}\u0000${JSON.stringify(parameters)}`;
}

/**
 * What `read` reads of the rows `statement` names, remembered: until a write to
 * a table or column `statement` reads (give it every join the rows' names come
 * through, however `read` gets them), or for `ttlMs` (another process's write).
 * The list and each row are frozen, since every asker is handed the same.
 */
export function rememberRows<T extends object>(
  reads: RememberedReads,
  statement: Compilable & { toOperationNode(): OperationNode },
  ttlMs: number,
  read: () => Promise<T[]>,
): Promise<readonly Readonly<T>[]> {
  const frozen = async () => Object.freeze((await read()).map((row) => Object.freeze(row)));
  return reads.remember(queryKey('rows', statement), ttlMs, frozen, { pool: 'rows', dependsOn: statement });
}

/**
 * The rows `query` reads, remembered (`rememberRows`); read afresh on a
 * database without remembered reads (a transaction). For reads many ask for
 * again and again between writes: an exam's kept figures while its results
 * are studied, a list's page.
 */
export function keptRows<R extends object>(
  db: object,
  query: Compilable & { execute(): Promise<R[]>; toOperationNode(): OperationNode },
  ttlMs: number,
): Promise<readonly Readonly<R>[]> {
  const reads = rememberedReadsOf(db);
  return reads ? rememberRows(reads, query, ttlMs, () => query.execute()) : query.execute();
}

const plugins = new WeakMap<object, RememberedReads>();

/** Gives a database its remembered reads; `createDb` does it for the app's. */
export function rememberReads(db: object, reads: RememberedReads): void {
  plugins.set(db, reads);
}

/** The remembered reads of a database, or none (a transaction, a database opened without them). */
export function rememberedReadsOf(db: object): RememberedReads | undefined {
  return plugins.get(db);
}

/**
 * Collects what a transaction writes, so that its commit changes just that
 * (`lib/transaction.ts` adds it to the transaction it opens).
 */
export class WriteLog implements KyselyPlugin {
  private changes: Set<string> | 'everything' = new Set();

  constructor(private readonly reads: RememberedReads) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!isRead(node) && this.changes !== 'everything') {
      const changes = this.reads.changesOf(node);
      if (changes === 'everything') this.changes = changes;
      else for (const name of changes) this.changes.add(name);
    }
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }

  /** What the transaction wrote, as far as it has gone. */
  get written(): Changes {
    return this.changes === 'everything' ? this.changes : [...this.changes];
  }
}

/** The words of a trigger's or function's SQL after which a table is written. */
const WRITTEN_TABLE = /\b(?:update|insert\s+(?:or\s+\w+\s+)?into|delete\s+from)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

const tablesWritten = (body: string) => [...body.matchAll(WRITTEN_TABLE)].map((m) => m[1]!.toLowerCase());

/**
 * Reads from the database's catalogue what remembered reads need of its
 * schema (`WriteSchema`) and gives it to them; the app does it once its
 * migrations have run (`plugins/db.ts`).
 */
export async function learnWriteSchema(db: Kysely<Database>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const reads = rememberedReadsOf(db);
  if (!reads) return;
  const columns = new Map<string, Set<string>>();
  const effects: { table: string; effect: WriteEffect }[] = [];
  const column = (t: string, c: string) => {
    const set = columns.get(t.toLowerCase()) ?? new Set<string>();
    columns.set(t.toLowerCase(), set.add(c.toLowerCase()));
  };
  const any = new Set(['insert', 'update', 'delete'] as const);
  const onUpdate = new Set(['update'] as const);
  if (dialect === 'postgres') {
    const cols = await sql<{ t: string; c: string; generated: string }>`
      select table_name as t, column_name as c, is_generated as generated
      from information_schema.columns where table_schema = current_schema()`.execute(db);
    for (const r of cols.rows) {
      column(r.t, r.c);
      if (r.generated === 'ALWAYS') effects.push({ table: r.t, effect: { events: onUpdate, writes: new Set([r.t]) } });
    }
    const functions = await sql<{ name: string; body: string }>`
      select p.proname as name, p.prosrc as body from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname = current_schema()`.execute(db);
    const bodies = new Map(functions.rows.map((f) => [f.name.toLowerCase(), f.body]));
    // What a function writes: its own statements and those of the functions it calls.
    const writesOf = (name: string, seen = new Set<string>()): Set<string> | 'everything' => {
      const body = bodies.get(name) ?? '';
      const tables = new Set(tablesWritten(body));
      seen.add(name);
      if (/\bexecute\b/i.test(body)) return 'everything';
      for (const word of body.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? []) {
        if (!bodies.has(word) || seen.has(word)) continue;
        const called = writesOf(word, seen);
        if (called === 'everything') return called;
        for (const t of called) tables.add(t);
      }
      return tables;
    };
    // tgtype: 4 insert, 8 delete, 16 update; tgattr: the columns of an `update of`.
    const triggers = await sql<{ t: string; fn: string; type: number; columns: string[] | null }>`
      select c.relname as t, p.proname as fn, tg.tgtype as type,
        array(select a.attname::text from unnest(tg.tgattr::int2[]) k
          join pg_attribute a on a.attrelid = tg.tgrelid and a.attnum = k) as columns
      from pg_trigger tg
      join pg_class c on c.oid = tg.tgrelid join pg_proc p on p.oid = tg.tgfoid
      join pg_namespace n on n.oid = c.relnamespace
      where not tg.tgisinternal and n.nspname = current_schema()`.execute(db);
    for (const tg of triggers.rows) {
      const type = Number(tg.type);
      const events = new Set<'insert' | 'update' | 'delete'>();
      if (type & 4) events.add('insert');
      if (type & 8) events.add('delete');
      if (type & 16) events.add('update');
      const of = tg.columns?.length ? new Set(tg.columns.map((c) => c.toLowerCase())) : undefined;
      const writes = writesOf(tg.fn.toLowerCase());
      // A `before` trigger (2) may change the row being written, whatever columns the write sets.
      effects.push({
        table: tg.t,
        effect: {
          events,
          ...(of ? { columns: of } : {}),
          writes: writes === 'everything' || !(type & 2) ? writes : new Set([...writes, tg.t.toLowerCase()]),
        },
      });
    }
    const cascades = await sql<{ parent: string; child: string }>`
      select pc.relname as parent, cc.relname as child from pg_constraint k
      join pg_class pc on pc.oid = k.confrelid join pg_class cc on cc.oid = k.conrelid
      where k.contype = 'f' and k.confupdtype in ('c', 'n', 'd')`.execute(db);
    for (const k of cascades.rows)
      effects.push({ table: k.parent, effect: { events: onUpdate, writes: new Set([k.child]) } });
  } else {
    const cols = await sql<{ t: string; c: string; hidden: number }>`
      select m.name as t, x.name as c, x.hidden as hidden
      from sqlite_master m join pragma_table_xinfo(m.name) x where m.type = 'table'`.execute(db);
    for (const r of cols.rows) {
      column(r.t, r.c);
      if (Number(r.hidden) === 2 || Number(r.hidden) === 3)
        effects.push({ table: r.t, effect: { events: onUpdate, writes: new Set([r.t]) } });
    }
    const triggers = await sql<{ t: string; body: string }>`
      select tbl_name as t, sql as body from sqlite_master where type = 'trigger'`.execute(db);
    for (const tg of triggers.rows) {
      const begin = tg.body.search(/\bbegin\b/i);
      // `… after update of a, b on t …`: what fires it.
      const on = /\b(insert|delete|update)(?:\s+of\s+([^]*?))?\s+on\s+"?[a-z_]/i.exec(tg.body.slice(0, begin));
      const event = on?.[1]?.toLowerCase() as 'insert' | 'delete' | 'update' | undefined;
      const of = on?.[2]?.split(',').map((c) => c.trim().replace(/"/g, '').toLowerCase());
      effects.push({
        table: tg.t,
        effect: {
          events: event ? new Set([event]) : any,
          ...(of ? { columns: new Set(of) } : {}),
          writes: new Set(tablesWritten(tg.body.slice(begin))),
        },
      });
    }
    const cascades = await sql<{ parent: string; child: string }>`
      select f."table" as parent, m.name as child
      from sqlite_master m join pragma_foreign_key_list(m.name) f
      where m.type = 'table' and f.on_update <> 'NO ACTION'`.execute(db);
    for (const k of cascades.rows)
      effects.push({ table: k.parent, effect: { events: onUpdate, writes: new Set([k.child]) } });
  }
  const learnt = new Map<string, WriteEffect[]>();
  for (const { table, effect } of effects) {
    // What the pattern found that is not a table is a word of SQL (`do update set`).
    const writes =
      effect.writes === 'everything' ? effect.writes : new Set([...effect.writes].filter((t) => columns.has(t)));
    const list = learnt.get(table.toLowerCase()) ?? [];
    learnt.set(table.toLowerCase(), [...list, { ...effect, writes }]);
  }
  reads.learn({ columns, effects: learnt });
}
