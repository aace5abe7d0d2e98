import { sql, type Kysely } from 'kysely';
import { addSearchIndex, isPostgres, keepCount, timestampType, withId } from './schema-helpers.js';

/**
 * The question bank (بنك الأسئلة): each question is in a course's bank or a
 * curriculum's, optionally filed under a unit and a lesson of that
 * curriculum. Its type's own content (options, blanks, sub-questions …) is
 * JSON text the contract checks; the columns are what lists sort, filter and
 * search by. The bank's teacher is kept on the row by triggers (as a lesson's
 * is), so a teacher's own questions are read by it; a course or a curriculum
 * keeps its question count. Deleting a course or a curriculum deletes its
 * bank; deleting a unit or a lesson leaves its questions in the bank,
 * unfiled. The files a deleted question owned are left to the sweep.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(pg);

  await withId(db.schema.createTable('questions'), pg)
    .addColumn('teacher_id', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('cascade'))
    .addColumn('curriculum_id', 'integer', (c) => c.references('curricula.id').onDelete('cascade'))
    .addColumn('unit_id', 'integer', (c) => c.references('units.id').onDelete('set null'))
    .addColumn('lesson_id', 'integer', (c) => c.references('lessons.id').onDelete('set null'))
    .addColumn('type', 'varchar(12)', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull())
    // The type's own fields as JSON (contracts/questions.ts): options, blanks, parts, model answer …
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('questions_one_bank', sql`(course_id is null) <> (curriculum_id is null)`)
    .addCheckConstraint('questions_points', sql`points between 1 and 100`)
    .execute();

  const indexes: [string, string[]][] = [
    ['questions_created_idx', ['created_at', 'id']],
    ['questions_type_idx', ['type', 'created_at', 'id']],
    ['questions_teacher_idx', ['teacher_id', 'created_at', 'id']],
    ['questions_course_idx', ['course_id', 'created_at', 'id']],
    ['questions_curriculum_idx', ['curriculum_id', 'created_at', 'id']],
    ['questions_unit_idx', ['unit_id', 'created_at', 'id']],
    ['questions_lesson_idx', ['lesson_id', 'created_at', 'id']],
  ];
  for (const [name, columns] of indexes) await db.schema.createIndex(name).on('questions').columns(columns).execute();

  for (const parent of ['courses', 'curricula']) {
    await db.schema
      .alterTable(parent)
      .addColumn('question_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await keepCount(db, { parent: 'courses', column: 'question_count', child: 'questions', key: 'course_id' });
  await keepCount(db, { parent: 'curricula', column: 'question_count', child: 'questions', key: 'curriculum_id' });

  // A course or a curriculum given to another teacher takes its bank with it; a deleted
  // question's files (its images, its recording) are owned by nothing, so the sweep takes them.
  if (pg) {
    for (const [parent, key] of [
      ['courses', 'course_id'],
      ['curricula', 'curriculum_id'],
    ] as const) {
      await sql`
        create function ${sql.id(`${parent}_keeps_questions_teacher_fn`)}() returns trigger language plpgsql as $$
        begin
          update questions set teacher_id = new.teacher_id where ${sql.ref(key)} = new.id;
          return null;
        end $$`.execute(db);
      await sql`
        create trigger ${sql.id(`${parent}_keeps_questions_teacher`)} after update of teacher_id on ${sql.table(parent)}
        for each row when (old.teacher_id is distinct from new.teacher_id)
        execute function ${sql.id(`${parent}_keeps_questions_teacher_fn`)}()`.execute(db);
    }
    await sql`
      create function questions_release_uploads_fn() returns trigger language plpgsql as $$
      begin
        update uploads set owner_entity = null, owner_id = null where owner_entity = 'questions' and owner_id = old.id;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger questions_release_uploads after delete on questions
      for each row execute function questions_release_uploads_fn()`.execute(db);
  } else {
    for (const [parent, key] of [
      ['courses', 'course_id'],
      ['curricula', 'curriculum_id'],
    ] as const) {
      await sql`create trigger ${sql.id(`${parent}_keeps_questions_teacher`)} after update of teacher_id on ${sql.table(parent)}
        when old.teacher_id is not new.teacher_id begin
        update questions set teacher_id = new.teacher_id where ${sql.ref(key)} = new.id;
      end`.execute(db);
    }
    await sql`create trigger questions_release_uploads after delete on questions begin
      update uploads set owner_entity = null, owner_id = null where owner_entity = 'questions' and owner_id = old.id;
    end`.execute(db);
  }

  await addSearchIndex(db, 'questions');
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const parent of ['courses', 'curricula']) {
    await sql`drop trigger if exists ${sql.id(`${parent}_keeps_questions_teacher`)}${pg ? sql` on ${sql.table(parent)}` : sql``}`.execute(
      db,
    );
  }
  if (!pg) await sql`drop table if exists questions_search`.execute(db);
  await db.schema.dropTable('questions').ifExists().execute();
  for (const parent of ['courses', 'curricula']) {
    await db.schema.alterTable(parent).dropColumn('question_count').execute();
  }
}
