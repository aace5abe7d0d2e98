import { sql, type Kysely } from 'kysely';
import { addSearchIndex, isPostgres, keepCount, timestampType, withId } from './schema-helpers.js';

/**
 * Curricula, their units, the units' lessons and the lessons' elements
 * (videos, documents, quizzes, assignments). What the screens count — a
 * curriculum's units and lessons, and the elements of each kind per lesson,
 * per unit and per curriculum — is kept on the rows by triggers, never
 * counted per request. A lesson and an element carry the ids of the rows
 * above them, so a trigger (and a teacher's list) reaches them directly.
 */

const elementKinds = ['video', 'document', 'quiz', 'assignment'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(pg);
  const counts = <T extends { addColumn: (...a: any[]) => T }>(table: T, columns: readonly string[]) =>
    columns.reduce((t, c) => t.addColumn(c, 'integer', (col: any) => col.notNull().defaultTo(0)), table);
  const kindCounts = elementKinds.map((k) => `${k}_count`);

  await counts(
    withId(db.schema.createTable('curricula'), pg)
      .addColumn('teacher_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
      .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('restrict'))
      .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('restrict'))
      .addColumn('title_ar', 'varchar(100)', (c) => c.notNull())
      .addColumn('title_en', 'varchar(100)', (c) => c.notNull())
      // Piastres (1 EGP = 100).
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('search_text', 'varchar(600)', (c) => c.notNull()),
    ['unit_count', 'lesson_count', ...kindCounts],
  )
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('curriculum_specializations')
    .addColumn('curriculum_id', 'integer', (c) => c.notNull().references('curricula.id').onDelete('cascade'))
    .addColumn('specialization_id', 'integer', (c) => c.notNull().references('specializations.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('curriculum_specializations_pk', ['curriculum_id', 'specialization_id'])
    .execute();

  await counts(
    withId(db.schema.createTable('units'), pg)
      .addColumn('curriculum_id', 'integer', (c) => c.notNull().references('curricula.id').onDelete('cascade'))
      .addColumn('title_ar', 'varchar(100)', (c) => c.notNull())
      .addColumn('title_en', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(2000)', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addColumn('search_text', 'varchar(300)', (c) => c.notNull()),
    ['lesson_count', ...kindCounts],
  )
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await counts(
    withId(db.schema.createTable('lessons'), pg)
      .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('cascade'))
      .addColumn('curriculum_id', 'integer', (c) => c.notNull().references('curricula.id').onDelete('cascade'))
      // The curriculum's teacher, kept in step by a trigger: a teacher's lessons are read by it.
      .addColumn('teacher_id', 'integer', (c) => c.notNull())
      .addColumn('title_ar', 'varchar(100)', (c) => c.notNull())
      .addColumn('title_en', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(2000)', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addColumn('search_text', 'varchar(600)', (c) => c.notNull()),
    kindCounts,
  )
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('lesson_elements'), pg)
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('unit_id', 'integer', (c) => c.notNull())
    .addColumn('curriculum_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(12)', (c) => c.notNull())
    .addColumn('title_ar', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    // A video's YouTube or Vimeo link.
    .addColumn('url', 'varchar(500)')
    // An uploaded file: a video, a document's PDF, an assignment's attachment.
    .addColumn('file', 'varchar(100)')
    // An assignment's instructions.
    .addColumn('body', 'text')
    // A quiz's time limit (minutes) and pass mark (percent).
    .addColumn('time_limit_minutes', 'integer')
    .addColumn('pass_mark', 'integer')
    .addColumn('due_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  const indexes: [string, string, string[]][] = [
    ['curricula', 'curricula_teacher_idx', ['teacher_id', 'created_at', 'id']],
    ['curricula', 'curricula_class_idx', ['class_id', 'created_at', 'id']],
    ['curricula', 'curricula_subject_idx', ['subject_id', 'created_at', 'id']],
    ['curricula', 'curricula_status_idx', ['status', 'created_at', 'id']],
    ['curricula', 'curricula_title_en_idx', ['title_en', 'id']],
    ['curricula', 'curricula_title_ar_idx', ['title_ar', 'id']],
    ['curricula', 'curricula_price_idx', ['price', 'id']],
    ['curricula', 'curricula_created_idx', ['created_at', 'id']],
    ['curriculum_specializations', 'curriculum_specializations_spec_idx', ['specialization_id', 'curriculum_id']],
    ['units', 'units_curriculum_idx', ['curriculum_id', 'sort_order', 'id']],
    ['units', 'units_title_en_idx', ['title_en', 'id']],
    ['units', 'units_title_ar_idx', ['title_ar', 'id']],
    ['units', 'units_created_idx', ['created_at', 'id']],
    ['units', 'units_order_idx', ['sort_order', 'id']],
    ['lessons', 'lessons_unit_idx', ['unit_id', 'sort_order', 'id']],
    ['lessons', 'lessons_curriculum_idx', ['curriculum_id', 'title_en', 'id']],
    ['lessons', 'lessons_teacher_idx', ['teacher_id', 'title_en', 'id']],
    ['lessons', 'lessons_title_en_idx', ['title_en', 'id']],
    ['lessons', 'lessons_title_ar_idx', ['title_ar', 'id']],
    ['lessons', 'lessons_created_idx', ['created_at', 'id']],
    ['lesson_elements', 'lesson_elements_lesson_idx', ['lesson_id', 'sort_order', 'id']],
    ['lesson_elements', 'lesson_elements_type_idx', ['type', 'lesson_id', 'sort_order', 'id']],
    ['lesson_elements', 'lesson_elements_created_idx', ['created_at', 'id']],
    ['lesson_elements', 'lesson_elements_file_idx', ['file']],
  ];
  for (const [table, name, columns] of indexes) await db.schema.createIndex(name).on(table).columns(columns).execute();

  await keepCount(db, { parent: 'curricula', column: 'unit_count', child: 'units', key: 'curriculum_id' });
  await keepCount(db, { parent: 'curricula', column: 'lesson_count', child: 'lessons', key: 'curriculum_id' });
  await keepCount(db, { parent: 'units', column: 'lesson_count', child: 'lessons', key: 'unit_id' });
  for (const kind of elementKinds) {
    const when = { column: 'type', value: kind };
    for (const [parent, key] of [
      ['lessons', 'lesson_id'],
      ['units', 'unit_id'],
      ['curricula', 'curriculum_id'],
    ] as const) {
      await keepCount(db, { parent, column: `${kind}_count`, child: 'lesson_elements', key, when });
    }
  }

  // A curriculum given to another teacher takes its lessons with it.
  if (pg) {
    await sql`
      create function curricula_keeps_lessons_teacher_fn() returns trigger language plpgsql as $$
      begin
        update lessons set teacher_id = new.teacher_id where curriculum_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger curricula_keeps_lessons_teacher after update of teacher_id on curricula
      for each row when (old.teacher_id is distinct from new.teacher_id)
      execute function curricula_keeps_lessons_teacher_fn()`.execute(db);
  } else {
    await sql`create trigger curricula_keeps_lessons_teacher after update of teacher_id on curricula
      when old.teacher_id is not new.teacher_id begin
      update lessons set teacher_id = new.teacher_id where curriculum_id = new.id;
    end`.execute(db);
  }

  for (const table of ['curricula', 'units', 'lessons']) await addSearchIndex(db, table);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['lesson_elements', 'lessons', 'units', 'curriculum_specializations', 'curricula']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
