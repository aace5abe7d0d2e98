import {
  markAnswer,
  type Exam,
  type ExamListQuery,
  type ExamQuestions,
  type ExamResult,
  type ExamResultListQuery,
  type ExamSolution,
  type ExamStats,
  type examCreateSchema,
  type examHandMarkSchema,
  type examQuestionsUpdateSchema,
  type examSubmissionSchema,
  type examUpdateSchema,
  type MarkableQuestion,
  type Question,
  type QuestionAnswer,
} from '@dashboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { dbErrorKind } from '../../lib/db-errors.js';
import { keptListPage, keysetRows, searchText, TOTAL_TTL_MS } from '../../lib/list.js';
import { keptRows } from '../../lib/remembered-reads.js';
import { assertOwner, ownerScope } from '../../lib/ownership.js';
import { transaction } from '../../lib/transaction.js';
import type { LessonElementsTable } from '../curricula/curricula.tables.js';
import { toQuestion } from '../questions/questions.service.js';
import * as repo from './exams.repository.js';
import type { ExamAnswersTable } from './exams.tables.js';

/** Tenths of a per cent as the contract's percentage (one decimal place). */
const percentOf = (tenths: number) => Number(tenths) / 10;

/** A result's percentage in tenths: the score's share of the exam's points, rounded. */
export const tenthsOf = (score: number, max: number) => (max > 0 ? Math.round((1000 * score) / max) : 0);

export function toExam(row: repo.ExamRow): Exam {
  const results = Number(row.result_count);
  return {
    id: row.id,
    kind: row.kind,
    teacher_id: row.teacher_id,
    teacher: { id: row.teacher_id, name: row.teacher_name },
    course_id: row.course_id,
    course:
      row.course_id === null ? null : { id: row.course_id, name_ar: row.course_name_ar!, name_en: row.course_name_en! },
    curriculum_id: row.curriculum_id,
    curriculum:
      row.curriculum_id === null
        ? null
        : { id: row.curriculum_id, title_ar: row.curriculum_title_ar!, title_en: row.curriculum_title_en! },
    lesson_id: row.lesson_id,
    lesson_element_id: row.lesson_element_id,
    title_ar: row.title_ar,
    title_en: row.title_en,
    time_limit_minutes: row.time_limit_minutes,
    pass_mark: row.pass_mark,
    question_count: Number(row.question_count),
    total_points: Number(row.total_points),
    result_count: results,
    average: results ? Math.round(Number(row.percent_sum) / results) / 10 : null,
    pass_count: Number(row.pass_count),
    awaiting_count: Number(row.awaiting_count),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toResult(row: repo.ResultRow): ExamResult {
  return {
    id: row.id,
    exam_id: row.exam_id,
    student_id: row.student_id,
    student: { id: row.student_id, name: row.student_name, phone: row.student_phone },
    score: Number(row.score),
    max_score: Number(row.max_score),
    percent: percentOf(row.percent),
    passed: Number(row.passed) === 1,
    duration_seconds: Number(row.duration_seconds),
    started_at: row.started_at,
    submitted_at: row.submitted_at,
    awaiting_count: Number(row.awaiting_count),
    status: row.status,
  };
}

type Filters = Omit<ExamListQuery, 'page' | 'pageSize'>;

/** A teacher's list holds the exams of his or her own courses and curricula only. */
const scoped = <Q extends Filters>(query: Q, request: FastifyRequest) => ({ ...query, owner: ownerScope(request) });

export function listExams(db: Kysely<Database>, query: ExamListQuery, request: FastifyRequest) {
  return keptListPage(db, repo.examSource, scoped(query, request), toExam);
}

export async function* exportExams(db: Kysely<Database>, query: Filters, request: FastifyRequest) {
  for await (const row of keysetRows(repo.examSource(db, scoped(query, request)))) yield toExam(row);
}

export async function getExam(db: Kysely<Database>, id: number): Promise<Exam> {
  const row = await repo.findExam(db, id);
  if (!row) throw new AppError(404, 'resource.not_found');
  return toExam(row);
}

export const ownerOf = repo.ownerOfExam;

/** 404 when there is no exam `id`, 403 when it is another teacher's; the exam's own row otherwise. */
async function reachExam(db: Kysely<Database>, request: FastifyRequest, id: number, kept = false) {
  const exam = kept ? (await keptRows(db, repo.examRowQuery(db, id), TOTAL_TTL_MS))[0] : await repo.examRow(db, id);
  if (!exam) throw new AppError(404, 'resource.not_found');
  assertOwner(request, exam.teacher_id);
  return exam;
}

/** The bank a body names: a course or a curriculum that exists (400 on its field) and is the teacher's own (403). */
async function resolveBank(
  db: Kysely<Database>,
  request: FastifyRequest,
  input: { course_id?: number | undefined; curriculum_id?: number | undefined },
) {
  if (input.course_id !== undefined) {
    const course = await repo.courseBank(db, input.course_id);
    if (!course) throw AppError.field(400, 'course_id', 'validation.invalid');
    assertOwner(request, course.teacher_id);
    return { teacher_id: course.teacher_id, course_id: input.course_id, curriculum_id: null };
  }
  if (input.curriculum_id === undefined) throw AppError.field(400, 'curriculum_id', 'exam.bank_required');
  const curriculum = await repo.curriculumBank(db, input.curriculum_id);
  if (!curriculum) throw AppError.field(400, 'curriculum_id', 'validation.invalid');
  assertOwner(request, curriculum.teacher_id);
  return { teacher_id: curriculum.teacher_id, course_id: null, curriculum_id: input.curriculum_id };
}

/** Adds an exam (kind `exam`) to a course's or a curriculum's page; its questions come with `PUT …/questions`. */
export async function createExam(
  db: Kysely<Database>,
  input: z.output<typeof examCreateSchema>,
  request: FastifyRequest,
): Promise<Exam> {
  const bank = await resolveBank(db, request, input);
  const now = new Date().toISOString();
  const id = await repo.insertExam(db, {
    ...bank,
    kind: 'exam',
    lesson_id: null,
    lesson_element_id: null,
    title_ar: input.title_ar,
    title_en: input.title_en,
    time_limit_minutes: input.time_limit_minutes,
    pass_mark: input.pass_mark,
    search_text: searchText(input.title_ar, input.title_en),
    created_at: now,
    updated_at: now,
  });
  return getExam(db, id);
}

/**
 * Changes an exam's titles, time limit and pass mark. A new pass mark passes
 * or fails its results again (the pass count follows by trigger); a lesson's
 * quiz or assignment changes its element with it.
 */
export async function updateExam(
  db: Kysely<Database>,
  id: number,
  input: z.output<typeof examUpdateSchema>,
  request: FastifyRequest,
): Promise<Exam> {
  return transaction(db, async (trx) => {
    const exam = await reachExam(trx, request, id);
    const next = { ...exam, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
    const now = new Date().toISOString();
    await repo.updateExam(trx, id, {
      title_ar: next.title_ar,
      title_en: next.title_en,
      time_limit_minutes: next.time_limit_minutes,
      pass_mark: next.pass_mark,
      search_text: searchText(next.title_ar, next.title_en),
      updated_at: now,
    });
    if (next.pass_mark !== exam.pass_mark) await repo.repass(trx, id, next.pass_mark);
    if (exam.lesson_element_id !== null) {
      await trx
        .updateTable('lesson_elements')
        .set({
          title_ar: next.title_ar,
          title_en: next.title_en,
          time_limit_minutes: next.time_limit_minutes,
          pass_mark: next.pass_mark,
          updated_at: now,
        })
        .where('id', '=', exam.lesson_element_id)
        .execute();
    }
    return getExam(trx, id);
  });
}

/**
 * Deletes an exam without results. One with results is refused (409
 * `exam.has_results`): the students' grades would go with it. A lesson's quiz
 * or assignment goes with its element, not alone (409 `resource.in_use`).
 */
export async function deleteExam(db: Kysely<Database>, id: number, request: FastifyRequest): Promise<void> {
  const exam = await reachExam(db, request, id);
  if (Number(exam.result_count) > 0) throw new AppError(409, 'exam.has_results');
  if (exam.lesson_element_id !== null) throw new AppError(409, 'resource.in_use');
  await repo.deleteExam(db, id);
}

type Element = Pick<
  Selectable<LessonElementsTable>,
  'id' | 'type' | 'lesson_id' | 'curriculum_id' | 'title_ar' | 'title_en' | 'time_limit_minutes' | 'pass_mark'
>;

const DEFAULT_TIME_LIMIT = 30;
const DEFAULT_PASS_MARK = 50;

/**
 * The exam a lesson's quiz or assignment element owns (kind = the element's
 * type), in the lesson's curriculum's bank: for the lesson elements' service,
 * in its write's transaction. Its id; its questions come with `PUT …/questions`.
 */
export async function createExamForElement(trx: Kysely<Database>, element: Element): Promise<number> {
  if (element.type !== 'quiz' && element.type !== 'assignment') {
    throw new Error(`a ${element.type} element has no exam`);
  }
  const curriculum = await repo.curriculumBank(trx, element.curriculum_id);
  if (!curriculum) throw new AppError(404, 'resource.not_found');
  const now = new Date().toISOString();
  return repo.insertExam(trx, {
    kind: element.type,
    teacher_id: curriculum.teacher_id,
    course_id: null,
    curriculum_id: element.curriculum_id,
    lesson_id: element.lesson_id,
    lesson_element_id: element.id,
    title_ar: element.title_ar,
    title_en: element.title_en,
    time_limit_minutes: element.time_limit_minutes ?? DEFAULT_TIME_LIMIT,
    pass_mark: element.pass_mark ?? DEFAULT_PASS_MARK,
    search_text: searchText(element.title_ar, element.title_en),
    created_at: now,
    updated_at: now,
  });
}

/** The element's exam follows the element's titles, time limit and pass mark (for the lesson elements' service). */
export async function updateExamForElement(trx: Kysely<Database>, element: Element): Promise<void> {
  const exam = await trx
    .selectFrom('exams')
    .select(['id', 'pass_mark'])
    .where('lesson_element_id', '=', element.id)
    .executeTakeFirst();
  if (!exam) return;
  const passMark = element.pass_mark ?? exam.pass_mark;
  await repo.updateExam(trx, exam.id, {
    title_ar: element.title_ar,
    title_en: element.title_en,
    ...(element.time_limit_minutes !== null ? { time_limit_minutes: element.time_limit_minutes } : {}),
    pass_mark: passMark,
    search_text: searchText(element.title_ar, element.title_en),
    updated_at: new Date().toISOString(),
  });
  if (passMark !== exam.pass_mark) await repo.repass(trx, exam.id, passMark);
}

export async function getExamQuestions(
  db: Kysely<Database>,
  id: number,
  request: FastifyRequest,
): Promise<ExamQuestions> {
  await reachExam(db, request, id);
  const rows = await repo.examQuestions(db, id);
  return { items: rows.map((row) => ({ position: row.position, question: toQuestion(row) })) };
}

/**
 * The exam's questions, whole and in order, from its own bank only (400
 * `exam.question_not_in_bank` on `question_ids`); an exam with results keeps
 * its questions (409 `exam.has_results`). Keeps the count and total points.
 */
export async function putExamQuestions(
  db: Kysely<Database>,
  id: number,
  input: z.output<typeof examQuestionsUpdateSchema>,
  request: FastifyRequest,
): Promise<{ before: number[]; after: ExamQuestions }> {
  return transaction(db, async (trx) => {
    const exam = await reachExam(trx, request, id);
    const before = (await repo.examQuestions(trx, id)).map((q) => q.id);
    await setExamQuestions(trx, exam, input.question_ids);
    return { before, after: await getExamQuestions(trx, id, request) };
  });
}

/** `putExamQuestions`' rule and write, for a caller that reached the exam (the seed too). */
export async function setExamQuestions(
  trx: Kysely<Database>,
  exam: Pick<Selectable<Database['exams']>, 'id' | 'course_id' | 'curriculum_id' | 'result_count'>,
  ids: number[],
): Promise<void> {
  if (Number(exam.result_count) > 0) throw new AppError(409, 'exam.has_results');
  const found = await repo.bankQuestions(trx, exam, ids);
  if (found.length !== ids.length) {
    const known = new Set(found.map((q) => q.id));
    const at = ids.findIndex((q) => !known.has(q));
    throw AppError.field(400, `question_ids.${at}`, 'exam.question_not_in_bank');
  }
  await repo.replaceQuestions(trx, exam.id, ids);
  await repo.updateExam(trx, exam.id, {
    question_count: ids.length,
    total_points: found.reduce((sum, q) => sum + Number(q.points), 0),
    updated_at: new Date().toISOString(),
  });
}

/** The median of the counted whole percentages, from the kept counts (never the results). */
function medianOf(counts: readonly { percent: number; count: number }[], n: number): number | null {
  if (!n) return null;
  const at = (k: number) => {
    let seen = 0;
    for (const c of counts) {
      seen += Number(c.count);
      if (k < seen) return Number(c.percent);
    }
    return Number(counts.at(-1)?.percent ?? 0);
  };
  return n % 2 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
}

/** The exam's figures, read from what its triggers keep: its row, its score counts and its questions' counts. */
export async function getStats(db: Kysely<Database>, id: number, request: FastifyRequest): Promise<ExamStats> {
  // Kept figures, read again and again while results are studied: remembered until a result or a mark changes them.
  const exam = await reachExam(db, request, id, true);
  const [counts, questions] = await Promise.all([
    keptRows(db, repo.scoreCounts(db, id), TOTAL_TTL_MS),
    keptRows(db, repo.examQuestionsQuery(db, id), TOTAL_TTL_MS),
  ]);
  const n = Number(exam.result_count);
  const distribution = Array.from({ length: 10 }, (_, i) => {
    const from = i * 10;
    const to = i === 9 ? 100 : from + 9;
    const count = counts
      .filter((c) => c.percent >= from && c.percent <= to)
      .reduce((sum, c) => sum + Number(c.count), 0);
    return { from, to, count };
  });
  return {
    result_count: n,
    average: n ? Math.round(Number(exam.percent_sum) / n) / 10 : null,
    median: medianOf(counts, n),
    pass_count: Number(exam.pass_count),
    awaiting_count: Number(exam.awaiting_count),
    distribution,
    questions: questions.map((q) => {
      const answered = Number(q.answered_count);
      const correct = Number(q.correct_count);
      return {
        position: q.position,
        question_id: q.id,
        type: q.type,
        prompt: q.prompt,
        answered,
        correct,
        share: answered ? Math.round((1000 * correct) / answered) / 10 : null,
      };
    }),
  };
}

type ResultFilters = Omit<ExamResultListQuery, 'page' | 'pageSize'>;

/** An exam's results as a list of their own, the exam among its filters (`keptListPage`). */
const resultsOf = (db: Kysely<Database>, f: ExamResultListQuery & { exam: number }) => repo.resultSource(db, f.exam, f);

export async function listResults(
  db: Kysely<Database>,
  id: number,
  query: ExamResultListQuery,
  request: FastifyRequest,
) {
  await reachExam(db, request, id, true);
  return keptListPage(db, resultsOf, { ...query, exam: id }, toResult);
}

export async function* exportResults(db: Kysely<Database>, id: number, query: ResultFilters) {
  for await (const row of keysetRows(repo.resultSource(db, id, query))) yield toResult(row);
}

/** Checks the exam is reachable before an export starts (so a refusal is a problem, not a broken file). */
export const reachableExam = reachExam;

async function reachResult(db: Kysely<Database>, request: FastifyRequest, id: number, resultId: number) {
  const exam = await reachExam(db, request, id);
  const result = await repo.findResult(db, id, resultId);
  if (!result) throw new AppError(404, 'resource.not_found');
  return { exam, result };
}

export async function getSolution(
  db: Kysely<Database>,
  id: number,
  resultId: number,
  request: FastifyRequest,
): Promise<ExamSolution> {
  const { result } = await reachResult(db, request, id, resultId);
  const answers = await repo.answersOf(db, resultId);
  return {
    result: toResult(result),
    answers: answers.map((a) => ({
      position: a.position,
      question: toQuestion(a),
      answer: a.answer === null ? null : (JSON.parse(a.answer) as ExamSolution['answers'][number]['answer']),
      points: a.answer_points === null ? null : Number(a.answer_points),
      max_points: Number(a.points),
      correct: a.correct === null ? null : Number(a.correct) === 1,
      marking: a.marking,
      marked_by: a.marked_by === null ? null : { id: a.marked_by, name: a.marked_by_name ?? '' },
      marked_at: a.marked_at,
    })),
  };
}

/** Whether a teacher marks a question's answers (paragraph, voice, a group with a paragraph). */
export const markedByHand = (q: Question) =>
  markAnswer(q as MarkableQuestion, { type: 'paragraph', text: '' }) === 'by_hand';

/** A result's score, percentage, pass and status again from its answers (the triggers keep the rest). */
async function refigure(db: Kysely<Database>, resultId: number, maxScore: number, passMark: number) {
  const { score, awaiting } = await repo.resultTotals(db, resultId);
  const percent = tenthsOf(score, maxScore);
  await repo.updateResult(db, resultId, {
    score,
    percent,
    passed: percent >= passMark * 10 ? 1 : 0,
    awaiting_count: awaiting,
    status: awaiting ? 'awaiting' : 'marked',
  });
}

/**
 * A teacher's mark for a paragraph or voice answer (or a group holding a
 * paragraph): 409 `exam.auto_marked` for one the server marks, 400 on
 * `points` above the question's. The result, the exam's figures and the
 * student's aggregates follow in the same transaction.
 */
export async function handMark(
  db: Kysely<Database>,
  id: number,
  resultId: number,
  questionId: number,
  input: z.output<typeof examHandMarkSchema>,
  request: FastifyRequest,
): Promise<{ before: object; after: ExamSolution }> {
  return transaction(db, async (trx) => {
    const { exam, result } = await reachResult(trx, request, id, resultId);
    const answer = await markByHand(trx, exam, result, questionId, input.points, request.user?.id ?? null);
    const before = {
      question_id: questionId,
      points: answer.points,
      marking: answer.marking,
      score: Number(result.score),
      percent: percentOf(result.percent),
    };
    return { before, after: await getSolution(trx, id, resultId, request) };
  });
}

/** `handMark`'s rules and write, for a caller that reached the result (the seed too): the answer as it was. */
export async function markByHand(
  trx: Kysely<Database>,
  exam: { id: number; pass_mark: number },
  result: { id: number; max_score: number },
  questionId: number,
  points: number,
  markedBy: number | null,
  questions?: ExamQuestionRow[],
) {
  const answer = await repo.answerOf(trx, result.id, questionId);
  if (!answer) throw new AppError(404, 'resource.not_found');
  const question = (questions ?? (await repo.examQuestions(trx, exam.id))).find((q) => q.id === questionId);
  if (!question) throw new AppError(404, 'resource.not_found');
  const q = toQuestion(question);
  if (!markedByHand(q)) throw new AppError(409, 'exam.auto_marked');
  if (points > q.points) throw AppError.field(400, 'points', 'validation.max_value', { max: q.points });
  await repo.updateAnswer(trx, result.id, questionId, {
    points,
    correct: points === q.points ? 1 : 0,
    marking: 'hand',
    marked_by: markedBy,
    marked_at: new Date().toISOString(),
  });
  await refigure(trx, result.id, Number(result.max_score), exam.pass_mark);
  return answer;
}

/**
 * A student's answers, handed in by the student app (an API key): each
 * marked with `markAnswer`, the one rule of the screens too; paragraph and
 * voice answers wait for a teacher. One submission a student (409
 * `exam.already_submitted`, under concurrency too: the unique constraint
 * decides). The result, its answers, the exam's figures and the student's
 * aggregates are written in one transaction.
 */
export async function submit(
  db: Kysely<Database>,
  id: number,
  input: z.output<typeof examSubmissionSchema>,
): Promise<ExamResult> {
  return transaction(db, async (trx) => {
    const exam = await repo.examRow(trx, id);
    if (!exam) throw new AppError(404, 'resource.not_found');
    const student = await repo.studentOf(trx, input.student_id);
    if (!student) throw AppError.field(400, 'student_id', 'exam.student_not_found');
    const questions = await repo.examQuestions(trx, id);
    if (!questions.length) throw new AppError(409, 'exam.no_questions');
    const taken = await trx
      .selectFrom('exam_results')
      .select('id')
      .where('exam_id', '=', id)
      .where('student_id', '=', student.id)
      .executeTakeFirst();
    const resultId = await recordSubmission(trx, exam, questions, student, input, Boolean(taken));
    const row = await repo.findResult(trx, id, resultId);
    return toResult(row!);
  });
}

export type ExamQuestionRow = Awaited<ReturnType<typeof repo.examQuestions>>[number];

/**
 * `submit`'s rules, marking and write, for a caller that read the exam, its
 * questions and the student (the seed, a batch at a time): the result's id.
 */
export async function recordSubmission(
  trx: Kysely<Database>,
  exam: { id: number; kind: Exam['kind']; pass_mark: number },
  questions: ExamQuestionRow[],
  student: { id: number; name: string; search_text: string },
  input: z.output<typeof examSubmissionSchema>,
  taken = false,
): Promise<number> {
  // Stored in UTC, so that SQLite's text sorts as time does.
  const startedAt = new Date(input.started_at).toISOString();
  const submittedAt = new Date(input.submitted_at ?? Date.now()).toISOString();
  const duration = Math.floor((Date.parse(submittedAt) - Date.parse(startedAt)) / 1000);
  if (!(duration >= 0 && Date.parse(startedAt) < Date.parse(submittedAt))) {
    throw AppError.field(400, input.submitted_at ? 'submitted_at' : 'started_at', 'exam.submitted_before_start');
  }
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, QuestionAnswer>();
  input.answers.forEach((a, i) => {
    if (!byId.has(a.question_id)) {
      throw AppError.field(400, `answers.${i}.question_id`, 'exam.question_not_in_exam');
    }
    if (given.has(a.question_id)) throw AppError.field(400, `answers.${i}.question_id`, 'exam.duplicate_answer');
    given.set(a.question_id, a.answer as QuestionAnswer);
  });
  if (taken) throw new AppError(409, 'exam.already_submitted');

  const answers: Omit<Insertable<ExamAnswersTable>, 'result_id'>[] = questions.map((row) => {
    const answer = given.get(row.id);
    const base = { exam_id: exam.id, question_id: row.id, position: row.position, marked_by: null, marked_at: null };
    if (answer === undefined) return { ...base, answer: null, points: 0, correct: 0, marking: 'auto' as const };
    const mark = markAnswer(toQuestion(row) as MarkableQuestion, answer);
    const json = JSON.stringify(answer);
    if (mark === 'by_hand') return { ...base, answer: json, points: null, correct: null, marking: 'awaiting' as const };
    return { ...base, answer: json, points: mark.points, correct: mark.correct ? 1 : 0, marking: 'auto' as const };
  });
  const score = answers.reduce((sum, a) => sum + (a.points ?? 0), 0);
  const awaiting = answers.filter((a) => a.marking === 'awaiting').length;
  const maxScore = questions.reduce((sum, q) => sum + Number(q.points), 0);
  const percent = tenthsOf(score, maxScore);
  let resultId: number;
  try {
    resultId = await repo.insertResult(trx, {
      exam_id: exam.id,
      student_id: student.id,
      kind: exam.kind,
      student_name: student.name,
      search_text: student.search_text,
      score,
      max_score: maxScore,
      percent,
      passed: percent >= exam.pass_mark * 10 ? 1 : 0,
      duration_seconds: duration,
      started_at: startedAt,
      submitted_at: submittedAt,
      awaiting_count: awaiting,
      status: awaiting ? 'awaiting' : 'marked',
    });
  } catch (err) {
    if (dbErrorKind(err) === 'unique') throw new AppError(409, 'exam.already_submitted');
    throw err;
  }
  await repo.insertAnswers(
    trx,
    answers.map((a) => ({ ...a, result_id: resultId })),
  );
  return resultId;
}
