import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDialect {
  name: 'sqlite' | 'postgres';
  /** A fresh, empty database and a way to throw it away. */
  create(): Promise<{ url: string; drop(): Promise<void> }>;
}

const sqlite: TestDialect = {
  name: 'sqlite',
  create: async () => ({ url: 'file::memory:', drop: async () => {} }),
};

function postgres(baseUrl: string): TestDialect {
  return {
    name: 'postgres',
    async create() {
      const name = `dash_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        async drop() {
          const c = new pg.Client({ connectionString: baseUrl });
          await c.connect();
          await c.query(`drop database if exists ${name} with (force)`);
          await c.end();
        },
      };
    },
  };
}

/**
 * The databases every server suite runs on, as Kysely's own suite does:
 * SQLite always, PostgreSQL when TEST_DATABASE_URL names one. Outside CI a
 * missing PostgreSQL is said loudly and skipped; in CI it fails the run,
 * unless TEST_SQLITE_ONLY=1 asks for SQLite alone on purpose (CI's forward
 * check on the next Node, where what a new Node can break is the native
 * SQLite addon, not the pure-JavaScript PostgreSQL driver).
 */
export const dialects: TestDialect[] = (() => {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_SQLITE_ONLY === '1') return [sqlite];
  if (url) return [sqlite, postgres(url)];
  if (process.env.CI) throw new Error('TEST_DATABASE_URL is not set: CI must run the server suites on PostgreSQL too');
  console.warn('\n!!! TEST_DATABASE_URL is not set: server suites run on SQLite only, PostgreSQL is SKIPPED !!!\n');
  return [sqlite];
})();
