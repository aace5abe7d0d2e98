import type { Kysely } from 'kysely';
import { isPostgres, timestampType } from './schema-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(isPostgres(db));
  // One row a setting; the value is JSON so a setting can be any shape.
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('settings').execute();
}
