import type { Kysely } from 'kysely';
import { isPostgres, timestampType, withId } from './schema-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(pg);

  await withId(db.schema.createTable('users'), pg)
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.unique())
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('photo', 'varchar(500)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();

  await withId(db.schema.createTable('sessions'), pg)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
