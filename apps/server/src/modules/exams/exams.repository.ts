import type { ExamListQuery, ExamResultListQuery } from '@dashboard/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/types.js';
import { constant, listSource } from '../../lib/list.js';
import type { ExamAnswersTable, ExamResultsTable, ExamsTable } from './exams.tables.js';

type Filters = Partial<Pick<ExamListQuery, 'q' | 'course_id' | 'curriculum_id' | 'lesson_id' | 'kind'>> & {
  /** A teacher's own only (`ownerScope`), or null for everyone's. */
  owner?: number | null;
};
type Sort = NonNullable<ExamListQuery['sort']>;

/** Each sort's columns; ties by the id. An exam without results sorts by average before one at 0%. */
const sortColumns = {
  created_at: 'exams.created_at',
  title_en: 'exams.title_en',
  title_ar: 'exams.title_ar',
  result_count: 'exams.result_count',
  average: ['exams.average', 'exams.result_count'],
} as const;

function filtered(db: Kysely<Database>, f: Filters) {
  let q = db.selectFrom('exams');
  if (f.owner) q = q.where('exams.teacher_id', '=', f.owner);
  if (f.course_id) q = q.where('exams.course_id', '=', f.course_id);
  if (f.curriculum_id) q = q.where('exams.curriculum_id', '=', f.curriculum_id);
  if (f.lesson_id) q = q.where('exams.lesson_id', '=', f.lesson_id);
  if (f.kind) q = q.where('exams.kind', '=', constant(f.kind));
  return q;
}

/** An exam's row with its teacher's name and its bank's names. */
function withNames(db: Kysely<Database>) {
  return db
    .selectFrom('exams')
    .innerJoin('users as t', 't.id', 'exams.teacher_id')
    .leftJoin('courses as co', 'co.id', 'exams.course_id')
    .leftJoin('curricula as cu', 'cu.id', 'exams.curriculum_id')
    .selectAll('exams')
    .select([
      't.name as teacher_name',
      'co.name_ar as course_name_ar',
      'co.name_en as course_name_en',
      'cu.title_ar as curriculum_title_ar',
      'cu.title_en as curriculum_title_en',
    ]);
}

export type ExamRow = NonNullable<Awaited<ReturnType<typeof findExam>>>;

export function examSource(db: Kysely<Database>, f: Filters & { sort: Sort }) {
  return listSource({
    db,
    from: filtered(db, f),
    search: { table: 'exams', q: f.q },
    id: 'exams.id',
    sort: f.sort,
    columns: sortColumns,
    rows: withNames(db),
  });
}

export function findExam(db: Kysely<Database>, id: number) {
  return withNames(db).where('exams.id', '=', id).executeTakeFirst();
}

/** The exam's own row, for the rules of a write. */
export function examRow(db: Kysely<Database>, id: number) {
  return examRowQuery(db, id).executeTakeFirst();
}

export function examRowQuery(db: Kysely<Database>, id: number) {
  return db.selectFrom('exams').selectAll().where('id', '=', id);
}

export async function ownerOfExam(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('exams').select('teacher_id').where('id', '=', id).executeTakeFirst();
  return row?.teacher_id;
}

export async function insertExam(db: Kysely<Database>, row: Insertable<ExamsTable>): Promise<number> {
  const { id } = await db.insertInto('exams').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateExam(db: Kysely<Database>, id: number, row: Updateable<ExamsTable>) {
  await db.updateTable('exams').set(row).where('id', '=', id).execute();
}

export async function deleteExam(db: Kysely<Database>, id: number) {
  await db.deleteFrom('exams').where('id', '=', id).execute();
}

/** A result's `passed` again after the exam's pass mark changed; the triggers keep the pass count. */
export async function repass(db: Kysely<Database>, examId: number, passMark: number) {
  const tenths = passMark * 10;
  await db
    .updateTable('exam_results')
    .set((eb) => ({
      passed: eb.case().when('percent', '>=', tenths).then(1).else(0).end(),
    }))
    .where('exam_id', '=', examId)
    .where((eb) =>
      eb.or([
        eb.and([eb('percent', '>=', tenths), eb('passed', '=', 0)]),
        eb.and([eb('percent', '<', tenths), eb('passed', '=', 1)]),
      ]),
    )
    .execute();
}

/** Questions with the titles of their unit and lesson, as the questions module answers them. */
function questionsWithTitles(db: Kysely<Database>) {
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

/** The exam's questions in order, each with its place and counts. */
export function examQuestions(db: Kysely<Database>, examId: number) {
  return examQuestionsQuery(db, examId).execute();
}

export function examQuestionsQuery(db: Kysely<Database>, examId: number) {
  return questionsWithTitles(db)
    .innerJoin('exam_questions as eq', 'eq.question_id', 'questions.id')
    .select(['eq.position', 'eq.answered_count', 'eq.correct_count'])
    .where('eq.exam_id', '=', examId)
    .orderBy('eq.position');
}

/** These questions of the bank (a course's or a curriculum's): the ids found, with their points. */
export function bankQuestions(
  db: Kysely<Database>,
  bank: { course_id: number | null; curriculum_id: number | null },
  ids: number[],
) {
  if (!ids.length) return Promise.resolve([]);
  let q = db.selectFrom('questions').select(['id', 'points']).where('id', 'in', ids);
  q =
    bank.course_id !== null
      ? q.where('course_id', '=', bank.course_id)
      : q.where('curriculum_id', '=', bank.curriculum_id!);
  return q.execute();
}

export async function replaceQuestions(db: Kysely<Database>, examId: number, ids: number[]) {
  await db.deleteFrom('exam_questions').where('exam_id', '=', examId).execute();
  if (!ids.length) return;
  await db
    .insertInto('exam_questions')
    .values(ids.map((question_id, i) => ({ exam_id: examId, question_id, position: i + 1 })))
    .execute();
}

/** Whether a question is in any exam (it cannot be deleted then). */
export async function questionInExam(db: Kysely<Database>, questionId: number) {
  const row = await db
    .selectFrom('exam_questions')
    .select('exam_id')
    .where('question_id', '=', questionId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many results of the exam scored each percent (kept on write), those with any. */
export function scoreCounts(db: Kysely<Database>, examId: number) {
  return db
    .selectFrom('exam_score_counts')
    .select(['percent', 'count'])
    .where('exam_id', '=', examId)
    .where('count', '>', 0)
    .orderBy('percent');
}

type ResultFilters = Partial<Pick<ExamResultListQuery, 'q' | 'passed' | 'status'>>;
type ResultSort = NonNullable<ExamResultListQuery['sort']>;

const resultSortColumns = {
  submitted_at: 'exam_results.submitted_at',
  percent: 'exam_results.percent',
  duration_seconds: 'exam_results.duration_seconds',
  student_name: 'exam_results.student_name',
} as const;

function resultRows(db: Kysely<Database>) {
  return db
    .selectFrom('exam_results')
    .innerJoin('students as s', 's.id', 'exam_results.student_id')
    .select([
      'exam_results.id',
      'exam_results.exam_id',
      'exam_results.student_id',
      'exam_results.kind',
      'exam_results.student_name',
      's.phone as student_phone',
      'exam_results.score',
      'exam_results.max_score',
      'exam_results.percent',
      'exam_results.passed',
      'exam_results.duration_seconds',
      'exam_results.started_at',
      'exam_results.submitted_at',
      'exam_results.awaiting_count',
      'exam_results.status',
    ]);
}

export type ResultRow = NonNullable<Awaited<ReturnType<typeof findResult>>>;

export function resultSource(db: Kysely<Database>, examId: number, f: ResultFilters & { sort: ResultSort }) {
  let from = db.selectFrom('exam_results').where('exam_results.exam_id', '=', examId);
  if (f.passed) from = from.where('exam_results.passed', '=', constant(f.passed === 'true' ? 1 : 0));
  if (f.status) from = from.where('exam_results.status', '=', constant(f.status));
  return listSource({
    db,
    from,
    search: { table: 'exam_results', q: f.q },
    id: 'exam_results.id',
    sort: f.sort,
    columns: resultSortColumns,
    rows: resultRows(db),
  });
}

export function findResult(db: Kysely<Database>, examId: number, id: number) {
  return resultRows(db).where('exam_results.id', '=', id).where('exam_results.exam_id', '=', examId).executeTakeFirst();
}

export async function insertResult(db: Kysely<Database>, row: Insertable<ExamResultsTable>): Promise<number> {
  const { id } = await db.insertInto('exam_results').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateResult(db: Kysely<Database>, id: number, row: Updateable<ExamResultsTable>) {
  await db.updateTable('exam_results').set(row).where('id', '=', id).execute();
}

export async function insertAnswers(db: Kysely<Database>, rows: Insertable<ExamAnswersTable>[]) {
  if (rows.length) await db.insertInto('exam_answers').values(rows).execute();
}

/** A result's answers in the exam's order, each with its question and the teacher who marked it. */
export function answersOf(db: Kysely<Database>, resultId: number) {
  return questionsWithTitles(db)
    .innerJoin('exam_answers as a', 'a.question_id', 'questions.id')
    .leftJoin('users as m', 'm.id', 'a.marked_by')
    .select([
      'a.position',
      'a.answer',
      'a.points as answer_points',
      'a.correct',
      'a.marking',
      'a.marked_by',
      'a.marked_at',
      'm.name as marked_by_name',
    ])
    .where('a.result_id', '=', resultId)
    .orderBy('a.position')
    .execute();
}

/** What a result's answers add up to: the score and how many still await a hand mark. */
export async function resultTotals(db: Kysely<Database>, resultId: number) {
  const row = await db
    .selectFrom('exam_answers')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('score'),
      eb.fn.sum<number>(eb.case().when('marking', '=', 'awaiting').then(1).else(0).end()).as('awaiting'),
    ])
    .where('result_id', '=', resultId)
    .executeTakeFirstOrThrow();
  return { score: Number(row.score), awaiting: Number(row.awaiting ?? 0) };
}

export async function updateAnswer(
  db: Kysely<Database>,
  resultId: number,
  questionId: number,
  row: Updateable<ExamAnswersTable>,
) {
  await db
    .updateTable('exam_answers')
    .set(row)
    .where('result_id', '=', resultId)
    .where('question_id', '=', questionId)
    .execute();
}

export function answerOf(db: Kysely<Database>, resultId: number, questionId: number) {
  return db
    .selectFrom('exam_answers')
    .selectAll()
    .where('result_id', '=', resultId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}

export function studentOf(db: Kysely<Database>, id: number) {
  return db.selectFrom('students').select(['id', 'name', 'search_text']).where('id', '=', id).executeTakeFirst();
}

export function courseBank(db: Kysely<Database>, id: number) {
  return db.selectFrom('courses').select('teacher_id').where('id', '=', id).executeTakeFirst();
}
export function curriculumBank(db: Kysely<Database>, id: number) {
  return db.selectFrom('curricula').select('teacher_id').where('id', '=', id).executeTakeFirst();
}
