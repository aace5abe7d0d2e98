import type { Kysely } from 'kysely';
import { appendOnly, dropAppendOnly, isPostgres, timestampType, withId } from './schema-helpers.js';

/**
 * The audit trail: one row for every write, sign-in, sign-out and export
 * (`lib/audit.ts`), appended in the transaction of the change it records.
 *
 * - No foreign keys: a row outlives the user, key or record it names (the
 *   actor's name is copied into it).
 * - Read newest first by keyset on (created_at, id), alone or after one
 *   filter: each filter leads an index that ends in that order, so a page
 *   walks one index from where the last page ended, at any depth.
 * - Append-only in the database too: triggers refuse any update or delete,
 *   whatever the code path.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await withId(db.schema.createTable('audit_log'), pg)
    .addColumn('created_at', timestampType(pg), (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('api_key_id', 'integer')
    .addColumn('actor_name', 'varchar(200)')
    .addColumn('role', 'varchar(20)')
    .addColumn('ip', 'varchar(100)', (c) => c.notNull())
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('entity', 'varchar(50)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(100)')
    // JSON objects, as text on both databases.
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('details', 'text')
    .execute();

  const indexes: [string, string[]][] = [
    ['audit_log_created_idx', ['created_at', 'id']],
    ['audit_log_user_idx', ['user_id', 'created_at', 'id']],
    ['audit_log_action_idx', ['action', 'created_at', 'id']],
    ['audit_log_entity_idx', ['entity', 'created_at', 'id']],
    ['audit_log_record_idx', ['entity', 'entity_id', 'created_at', 'id']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('audit_log').columns(columns).execute();
  }

  await appendOnly(db, 'audit_log');
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropAppendOnly(db, 'audit_log');
  await db.schema.dropTable('audit_log').execute();
}
