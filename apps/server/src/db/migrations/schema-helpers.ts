import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

// Landed migrations call these: change their behaviour only by adding new helpers.

/** Whether a migration runs against PostgreSQL. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key named `id`, on either dialect. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, pg: boolean) {
  return pg
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** The column type for a UTC timestamp held as ISO text on SQLite and timestamptz on PostgreSQL. */
export function timestampType(pg: boolean) {
  return pg ? 'timestamptz' : 'text';
}
