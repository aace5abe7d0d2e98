import { sql, type Kysely } from 'kysely';
import { isPostgres, timestampType } from './schema-helpers.js';

/**
 * Every stored file (`modules/uploads`): its name in the store, its kind and
 * media type as read from its bytes, its size, who uploaded it and when, and
 * the record that owns it once a write attaches it (`owner_entity`,
 * `owner_id`; both null until then). The sweep deletes a file no record owns
 * once it is a day old, and a file on disk without a row.
 *
 * Photos uploaded before this table existed get their rows when the app
 * starts (`recordEarlierPhotos`): a migration cannot see the uploads folder.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('uploads')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('image', 'audio', 'pdf', 'video')`))
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // No foreign key: keys are revoked, never deleted, and the migration stands without theirs.
    .addColumn('api_key_id', 'integer')
    .addColumn('created_at', timestampType(pg), (c) => c.notNull())
    .addColumn('owner_entity', 'varchar(50)')
    .addColumn('owner_id', 'integer')
    .addCheckConstraint('uploads_owner_whole', sql`(owner_entity is null) = (owner_id is null)`)
    .execute();
  // A record's files (attach, release, a deleted record's files).
  await db.schema.createIndex('uploads_owner_idx').on('uploads').columns(['owner_entity', 'owner_id']).execute();
  // The sweep: files no record owns, oldest first.
  await db.schema
    .createIndex('uploads_unattached_idx')
    .on('uploads')
    .column('created_at')
    .where(sql.ref('owner_entity'), 'is', null)
    .execute();
  // Deleting a user sets its uploads' user_id to null: PostgreSQL finds them by this index.
  await db.schema.createIndex('uploads_user_idx').on('uploads').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
