import type { Kysely } from 'kysely';
import { isPostgres, timestampType, withId } from './schema-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(pg);

  await withId(db.schema.createTable('stages'), pg)
    .addColumn('name_ar', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('classes'), pg)
    .addColumn('stage_id', 'integer', (c) => c.notNull().references('stages.id').onDelete('restrict'))
    .addColumn('name_ar', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('classes_stage_idx').on('classes').columns(['stage_id', 'sort_order']).execute();

  for (const table of ['systems', 'specializations']) {
    await withId(db.schema.createTable(table), pg)
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('restrict'))
      .addColumn('name_ar', 'varchar(100)', (c) => c.notNull())
      .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
      .addColumn('search_text', 'varchar(300)', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_class_idx`).on(table).column('class_id').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['specializations', 'systems', 'classes', 'stages']) await db.schema.dropTable(table).execute();
}
