import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  PostgresQueryCompiler,
  SqliteDialect,
  SqliteQueryCompiler,
  type Dialect,
  type LimitNode,
  type QueryCompiler,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import { repoRoot } from '../config.js';
import { RememberedReads, rememberReads } from '../lib/remembered-reads.js';
import type { Database } from './types.js';

export type DialectName = 'sqlite' | 'postgres';

const utcTimestamp = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(\+00)?$/;

/**
 * PostgreSQL's text of a timestamp as the ISO string `Date#toISOString` writes
 * (`2023-11-26 07:22:24.443+00` → `2023-11-26T07:22:24.443Z`, milliseconds
 * cut, not rounded, as `Date` does). A UTC one (`+00`, or a `timestamp`
 * without zone, which the app writes in UTC) is rewritten as text: `Date`'s
 * parser reads PostgreSQL's form slowly (about 1 µs, a few percent of a list
 * page's server time) and takes a year before 1000 for a two-digit one. Any
 * other zone goes through `Date`.
 */
export function pgTimestampToIso(text: string, withZone: boolean): string {
  const m = utcTimestamp.exec(text);
  if (m && (m[4] !== undefined) === withZone) return `${m[1]}T${m[2]}.${(m[3] ?? '').slice(0, 3).padEnd(3, '0')}Z`;
  return new Date(withZone ? text : `${text}Z`).toISOString();
}

// timestamptz as ISO strings and int8 (count(*)) as numbers, like SQLite gives them.
pg.types.setTypeParser(1184, (v) => pgTimestampToIso(v, true));
pg.types.setTypeParser(1114, (v) => pgTimestampToIso(v, false));
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Which database a `DATABASE_URL` names. */
export function dialectOf(url: string): DialectName {
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres';
  if (url.startsWith('file:') || url === ':memory:') return 'sqlite';
  throw new Error(`DATABASE_URL must start with file: or postgres://, got "${url.split(':')[0]}:"`);
}

function sqliteFile(url: string): string {
  if (url === ':memory:' || url === 'file::memory:') return ':memory:';
  const file = url.slice('file:'.length);
  return path.isAbsolute(file) ? file : path.resolve(repoRoot, file);
}

/**
 * Kysely asks better-sqlite3 to prepare every statement it runs; a list
 * request runs five, and preparing costs more than running them. This keeps
 * the last `size` prepared statements by their SQL. Kysely holds the one
 * connection for a whole query (a stream too), so a cached statement is never
 * in use twice at once; SQLite re-prepares it by itself after a schema change.
 */
function withStatementCache(database: SQLite.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = cache.get(sql);
      if (statement) cache.delete(sql);
      else statement = database.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

/**
 * A `LIMIT` that is a plain integer — a page size, the count's cap, `limit 1`
 * — is written into the SQL, not bound; the texts stay few (page sizes are
 * bounded). SQLite re-plans a statement whose `LIMIT` is bound every time it
 * runs, which undid the statement cache for every list page (about 20 µs a
 * query). PostgreSQL's generic plan of a prepared statement guesses a bound
 * `LIMIT` at a tenth of the table, and so joined a page's 21 ids to its rows
 * by reading the whole table. `OFFSET` stays a parameter.
 */
function inlineLimit(node: LimitNode): string | undefined {
  const limit = node.limit as { kind: string; value?: unknown };
  return limit.kind === 'ValueNode' && Number.isSafeInteger(limit.value) ? `limit ${limit.value as number}` : undefined;
}

class ServerSqliteCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const text = inlineLimit(node);
    if (text) this.append(text);
    else super.visitLimit(node);
  }
}

class ServerPostgresCompiler extends PostgresQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const text = inlineLimit(node);
    if (text) this.append(text);
    else super.visitLimit(node);
  }
}

class ServerSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new ServerSqliteCompiler();
  }
}

class ServerPostgresDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new ServerPostgresCompiler();
  }
}

/**
 * PostgreSQL plans every statement it is sent anew — about a millisecond for
 * a list's queries, more than running them. This names each data statement
 * (by a hash of its SQL), so node-postgres prepares it once per connection
 * and then only binds and executes it, and PostgreSQL may keep a generic plan.
 * The app's SQL is a bounded set of texts (Kysely builds them with `$n`
 * parameters, never with values inlined), so the statements kept are too.
 */
function withPreparedStatements(pool: pg.Pool, copies: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  // The name of each text, worked out once: hashing it per query cost as much as a small query's parsing.
  const names = new Map<string, string>();
  const named = (text: string) => {
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= 5000) names.clear();
      name = `s${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = {
          // A cursor (a streamed query) and transaction control go through as they are.
          query: ((query: unknown, values?: unknown[]) =>
            typeof query === 'string' && /^\s*(select|insert|update|delete|with)\b/i.test(query)
              ? client.query({ name: named(query), text: query, values })
              : client.query(query as string, values)) as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: async () => {
      await Promise.all([pool.end(), copies.end()]);
    },
  };
}

/** The connections of each PostgreSQL database's exports (`copyConnection`). */
const copyPools = new WeakMap<Kysely<Database>, pg.Pool>();

/** The most exports PostgreSQL copies out at once; another waits for one of them to end. */
export const COPY_CONNECTIONS = 2;

/**
 * A connection for an export's `COPY … TO STDOUT` (`lib/export-copy.ts`),
 * from a pool of its own: a copy holds its connection until the client has
 * the whole file, which must never leave the lists without connections.
 * Undefined on SQLite.
 */
export function copyConnection(db: Kysely<Database>): (() => Promise<pg.PoolClient>) | undefined {
  const pool = copyPools.get(db);
  return pool && (() => pool.connect());
}

/** The file of each SQLite database that has one (not one in memory): where an export's worker reads (`sqliteFileOf`). */
const sqliteFiles = new WeakMap<Kysely<Database>, string>();

/** The file a SQLite database is kept in; undefined in memory or on PostgreSQL. */
export function sqliteFileOf(db: Kysely<Database>): string | undefined {
  return sqliteFiles.get(db);
}

/** Opens the database a URL names, with its remembered reads (`lib/remembered-reads.ts`). */
export function createDb(url: string): { db: Kysely<Database>; dialect: DialectName } {
  const dialect = dialectOf(url);
  let kyselyDialect: Dialect;
  // A SQLite database's file, or `:memory:`.
  let file: string | undefined;
  let copies: pg.Pool | undefined;
  if (dialect === 'postgres') {
    // A list's page joins its rows' names (a subscription's student, content, subject, class,
    // teacher, promo code: 9 relations with the page's ids) past PostgreSQL's default collapse
    // limits of 8, beyond which the planner keeps the joins in the order written: it joined every
    // subscription to its student before the page's 21 ids (85 ms a page at 30,000 rows, 3 ms
    // with the page first). 12 is where the genetic optimizer would take over (`geqo_threshold`);
    // a statement is planned once a connection anyway (prepared, below).
    const plannerOptions = '-c join_collapse_limit=12 -c from_collapse_limit=12';
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      options: plannerOptions,
    });
    // An idle connection the server ends (a restart, a failover) must not bring the process down:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    // A copy runs without parallel workers: on a small machine they took the cores the other
    // requests' queries wait for (their p95 rose from 16 to 31 ms during a payments export).
    copies = new pg.Pool({
      connectionString: url,
      max: COPY_CONNECTIONS,
      options: `${plannerOptions} -c max_parallel_workers_per_gather=0`,
    });
    copies.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    kyselyDialect = new ServerPostgresDialect({ pool: withPreparedStatements(pool, copies) });
  } else {
    file = sqliteFile(url);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    const database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.pragma('cache_size = -65536');
    kyselyDialect = new ServerSqliteDialect({ database: withStatementCache(database) });
  }
  const reads = new RememberedReads();
  const db = new Kysely<Database>({ dialect: kyselyDialect, plugins: [reads] });
  rememberReads(db, reads);
  if (copies) copyPools.set(db, copies);
  if (file && file !== ':memory:') sqliteFiles.set(db, file);
  return { db, dialect };
}
