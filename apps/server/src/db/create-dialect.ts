import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { repoRoot } from '../config.js';
import type { Database } from './types.js';

export type DialectName = 'sqlite' | 'postgres';

// timestamptz as ISO strings and int8 (count(*)) as numbers, like SQLite gives them.
pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
pg.types.setTypeParser(1114, (v) => new Date(v + 'Z').toISOString());
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

/** Opens the database a URL names. */
export function createDb(url: string): { db: Kysely<Database>; dialect: DialectName } {
  const dialect = dialectOf(url);
  let kyselyDialect: Dialect;
  if (dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server ends (a restart, a failover) must not bring the process down:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    kyselyDialect = new PostgresDialect({ pool });
  } else {
    const file = sqliteFile(url);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    const database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    kyselyDialect = new SqliteDialect({ database });
  }
  return { db: new Kysely<Database>({ dialect: kyselyDialect }), dialect };
}
