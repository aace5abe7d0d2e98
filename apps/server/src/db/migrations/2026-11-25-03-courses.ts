import { sql, type Kysely } from 'kysely';
import { addSearchIndex, isPostgres, timestampType, withId } from './schema-helpers.js';

/**
 * Courses of the teachers and the specializations each is for. A course's
 * image is an upload the course owns (`uploads.owner_entity = 'courses'`),
 * named here by its stored name. Every sort and filter of the list has its
 * index ending in the id; a filter leads, followed by the default order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(pg);

  await withId(db.schema.createTable('courses'), pg)
    .addColumn('teacher_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('restrict'))
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('restrict'))
    .addColumn('name_ar', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(2000)', (c) => c.notNull())
    // A YouTube or Vimeo link, or null for none.
    .addColumn('promo_video_url', 'varchar(500)')
    // The stored name of an uploaded image.
    .addColumn('image', 'varchar(64)', (c) => c.notNull())
    .addColumn('is_paid', 'integer', (c) => c.notNull())
    // Piastres (1 EGP = 100): above 0 for a paid course, 0 for a free one.
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('search_text', 'varchar(600)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('courses_price_fits_kind', sql`(is_paid = 1 and price > 0) or (is_paid = 0 and price = 0)`)
    .execute();

  await db.schema
    .createTable('course_specializations')
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('specialization_id', 'integer', (c) => c.notNull().references('specializations.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('course_specializations_pk', ['course_id', 'specialization_id'])
    .execute();

  const indexes: [string, string, string[]][] = [
    ['courses', 'courses_teacher_idx', ['teacher_id', 'created_at', 'id']],
    ['courses', 'courses_class_idx', ['class_id', 'created_at', 'id']],
    ['courses', 'courses_subject_idx', ['subject_id', 'created_at', 'id']],
    ['courses', 'courses_paid_idx', ['is_paid', 'created_at', 'id']],
    ['courses', 'courses_name_en_idx', ['name_en', 'id']],
    ['courses', 'courses_name_ar_idx', ['name_ar', 'id']],
    ['courses', 'courses_price_idx', ['price', 'id']],
    ['courses', 'courses_created_idx', ['created_at', 'id']],
    ['course_specializations', 'course_specializations_spec_idx', ['specialization_id', 'course_id']],
  ];
  for (const [table, name, columns] of indexes) await db.schema.createIndex(name).on(table).columns(columns).execute();

  await addSearchIndex(db, 'courses');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['course_specializations', 'courses']) await db.schema.dropTable(table).ifExists().execute();
}
