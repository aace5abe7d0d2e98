import type { QuestionListQuery } from '@dashboard/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/types.js';
import { constant, listSource } from '../../lib/list.js';
import type { QuestionsTable } from './questions.tables.js';

type Filters = Partial<
  Pick<QuestionListQuery, 'q' | 'course_id' | 'curriculum_id' | 'unit_id' | 'lesson_id' | 'type'>
> & {
  /** A teacher's own only (`ownerScope`), or null for everyone's. */
  owner?: number | null;
};
type Sort = NonNullable<QuestionListQuery['sort']>;

/** Each sort's columns; ties go by the date, then the id (`questions_type_idx` holds the type's order). */
const sortColumns = {
  created_at: 'questions.created_at',
  type: ['questions.type', 'questions.created_at'],
} as const;

function filtered(db: Kysely<Database>, f: Filters) {
  let q = db.selectFrom('questions');
  if (f.owner) q = q.where('questions.teacher_id', '=', f.owner);
  if (f.course_id) q = q.where('questions.course_id', '=', f.course_id);
  if (f.curriculum_id) q = q.where('questions.curriculum_id', '=', f.curriculum_id);
  if (f.unit_id) q = q.where('questions.unit_id', '=', f.unit_id);
  if (f.lesson_id) q = q.where('questions.lesson_id', '=', f.lesson_id);
  if (f.type) q = q.where('questions.type', '=', constant(f.type));
  return q;
}

/** A question's row with the titles of the unit and the lesson it is filed under. */
function withTitles(db: Kysely<Database>) {
  return db
    .selectFrom('questions')
    .leftJoin('units as u', 'u.id', 'questions.unit_id')
    .leftJoin('lessons as l', 'l.id', 'questions.lesson_id')
    .selectAll('questions')
    .select([
      'u.title_ar as unit_title_ar',
      'u.title_en as unit_title_en',
      'l.title_ar as lesson_title_ar',
      'l.title_en as lesson_title_en',
    ]);
}

export type QuestionRow = NonNullable<Awaited<ReturnType<typeof findQuestion>>>;

export function questionSource(db: Kysely<Database>, f: Filters & { sort: Sort }) {
  return listSource({
    db,
    from: filtered(db, f),
    search: { table: 'questions', q: f.q },
    id: 'questions.id',
    sort: f.sort,
    columns: sortColumns,
    rows: withTitles(db),
  });
}

export function findQuestion(db: Kysely<Database>, id: number) {
  return withTitles(db).where('questions.id', '=', id).executeTakeFirst();
}

/** The teacher whose bank holds question `id`, or undefined when there is none. */
export async function ownerOfQuestion(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('questions').select('teacher_id').where('id', '=', id).executeTakeFirst();
  return row?.teacher_id;
}

export async function insertQuestion(db: Kysely<Database>, row: Insertable<QuestionsTable>): Promise<number> {
  const { id } = await db.insertInto('questions').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Many questions in one statement a batch: an import of thousands is a few
 * statements, not one a row. `BATCH` rows of 12 values stay far below
 * SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
 */
export async function insertQuestions(db: Kysely<Database>, rows: Insertable<QuestionsTable>[]): Promise<void> {
  const BATCH = 500;
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('questions')
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

export async function updateQuestion(db: Kysely<Database>, id: number, row: Updateable<QuestionsTable>) {
  await db.updateTable('questions').set(row).where('id', '=', id).execute();
}

export async function deleteQuestion(db: Kysely<Database>, id: number) {
  await db.deleteFrom('questions').where('id', '=', id).execute();
}

/** The bank rows a question may name: a course's or a curriculum's teacher, a unit's and a lesson's place. */
export function courseTeacher(db: Kysely<Database>, id: number) {
  return db.selectFrom('courses').select('teacher_id').where('id', '=', id).executeTakeFirst();
}
export function curriculumTeacher(db: Kysely<Database>, id: number) {
  return db.selectFrom('curricula').select('teacher_id').where('id', '=', id).executeTakeFirst();
}
export function unitPlace(db: Kysely<Database>, id: number) {
  return db.selectFrom('units').select('curriculum_id').where('id', '=', id).executeTakeFirst();
}
export function lessonPlace(db: Kysely<Database>, id: number) {
  return db.selectFrom('lessons').select(['unit_id', 'curriculum_id']).where('id', '=', id).executeTakeFirst();
}
