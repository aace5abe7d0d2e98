import type { Kysely } from 'kysely';
import { isPostgres, timestampType, withId } from './schema-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(pg);

  await withId(db.schema.createTable('subjects'), pg)
    .addColumn('name_ar', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('specialization_id', 'integer', (c) => c.references('specializations.id').onDelete('restrict'))
    .addColumn('search_text', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subjects_specialization_idx').on('subjects').column('specialization_id').execute();

  // The academic years (classes) a subject is taught in.
  await db.schema
    .createTable('subject_classes')
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('subject_classes_pk', ['subject_id', 'class_id'])
    .execute();
  await db.schema.createIndex('subject_classes_class_idx').on('subject_classes').column('class_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subject_classes').execute();
  await db.schema.dropTable('subjects').execute();
}
