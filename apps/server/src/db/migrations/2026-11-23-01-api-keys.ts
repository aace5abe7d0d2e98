import type { Kysely } from 'kysely';
import { isPostgres, timestampType, withId } from './schema-helpers.js';

/**
 * API keys of the student app and other services. Only the SHA-256 of a key
 * is kept (`key_hash`), with its first characters in the clear (`prefix`) to
 * tell keys apart; a revoked key keeps its row (`revoked_at`), so what it did
 * stays attributable.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(pg);
  await withId(db.schema.createTable('api_keys'), pg)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(40)', (c) => c.notNull())
    .addColumn('key_hash', 'char(64)', (c) => c.notNull().unique())
    // A JSON array of permission names.
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('search_text', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_used_at', ts)
    .addColumn('revoked_at', ts)
    .execute();
  // The list shows live keys (revoked_at is null), newest first or by name.
  await db.schema
    .createIndex('api_keys_live_created_idx')
    .on('api_keys')
    .columns(['revoked_at', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('api_keys_live_name_idx').on('api_keys').columns(['revoked_at', 'name', 'id']).execute();
  await db.schema.createIndex('api_keys_created_by_idx').on('api_keys').column('created_by').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
