import {
  isErrorCode,
  questionContentSchema,
  questionCreateSchema,
  questionUpdateSchema,
  type FieldError,
  type Question,
  type QuestionContent,
  type QuestionListQuery,
  type QuestionType,
  type UploadKind,
} from '@dashboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { keptListPage, keysetRows, searchText } from '../../lib/list.js';
import { assertOwner, ownerScope } from '../../lib/ownership.js';
import type { Storage } from '../../lib/storage.js';
import { transaction } from '../../lib/transaction.js';
import type { Principal } from '../../plugins/auth.js';
import { attachUpload, releaseUploads } from '../uploads/uploads.service.js';
import * as repo from './questions.repository.js';
import type { QuestionsTable } from './questions.tables.js';

/** The audit trail's and the uploads' name for a question. */
export const QUESTION_FILES = 'questions';

/** The fields each type keeps in `content` (the JSON column), besides `type`, `prompt` and `points`. */
const contentFields: Record<QuestionType, readonly string[]> = {
  choose: ['image', 'options'],
  complete: ['blanks'],
  group: ['parts'],
  paragraph: ['model_answer'],
  true_false: ['correct'],
  voice: ['audio', 'answer'],
};

const pick = (from: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((f) => f in from).map((f) => [f, from[f]]));

export function toQuestion(row: repo.QuestionRow): Question {
  const content = JSON.parse(row.content) as Record<string, unknown>;
  return {
    id: row.id,
    teacher_id: row.teacher_id,
    course_id: row.course_id,
    curriculum_id: row.curriculum_id,
    unit_id: row.unit_id,
    lesson_id: row.lesson_id,
    unit: row.unit_id === null ? null : { id: row.unit_id, title_ar: row.unit_title_ar!, title_en: row.unit_title_en! },
    lesson:
      row.lesson_id === null
        ? null
        : { id: row.lesson_id, title_ar: row.lesson_title_ar!, title_en: row.lesson_title_en! },
    points: Number(row.points),
    prompt: row.prompt,
    created_at: row.created_at,
    updated_at: row.updated_at,
    type: row.type,
    ...pick(content, contentFields[row.type]),
  } as Question;
}

/** What a question's content is searched by: its text, its options, its accepted answers, its sub-questions. */
function searchOf(q: QuestionContent): string {
  const parts: string[] = [q.prompt];
  const add = (c: { prompt: string } & Record<string, unknown>) => {
    if (c !== q) parts.push(c.prompt);
    if (Array.isArray(c.options)) for (const o of c.options as { text: string }[]) parts.push(o.text);
    if (Array.isArray(c.blanks)) for (const b of c.blanks as string[][]) parts.push(...b);
  };
  add(q);
  if (q.type === 'group') for (const part of q.parts) add(part);
  return searchText(...parts);
}

/** The row of a question: its bank, its type's fields as JSON, its search text. */
export function questionRow(bank: Bank, q: QuestionContent, now: string): Insertable<QuestionsTable> {
  return {
    ...bank,
    type: q.type,
    points: q.points,
    prompt: q.prompt,
    content: JSON.stringify(pick(q, contentFields[q.type])),
    search_text: searchOf(q),
    created_at: now,
    updated_at: now,
  };
}

/** Zod's issues as the API's field errors (as the error handler makes them of a request's). */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.flatMap((issue): FieldError[] => {
    const base = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: base ? `${base}.${key}` : key, code: 'validation.unknown_field' }));
    }
    const params: Record<string, number> = {};
    const { minimum, maximum } = issue as { minimum?: number | bigint; maximum?: number | bigint };
    if (minimum !== undefined) params.min = Number(minimum);
    if (maximum !== undefined) params.max = Number(maximum);
    return [
      {
        path: base,
        code: isErrorCode(issue.message) ? issue.message : 'validation.invalid',
        ...(Object.keys(params).length ? { params } : {}),
      },
    ];
  });
}

/** Where a question is: its bank's teacher, the course or the curriculum, the unit and lesson. */
export interface Bank {
  teacher_id: number;
  course_id: number | null;
  curriculum_id: number | null;
  unit_id: number | null;
  lesson_id: number | null;
}

export interface BankInput {
  course_id?: number | null | undefined;
  curriculum_id?: number | null | undefined;
  unit_id?: number | null | undefined;
  lesson_id?: number | null | undefined;
}

/**
 * The bank a request names, checked: one course or one curriculum that
 * exists (400 on its field otherwise) and is the teacher's own (403
 * `auth.not_owner` for another teacher's); a unit and a lesson only of that
 * curriculum, the lesson of the unit when both are given (400). A lesson
 * alone files the question under its unit too.
 */
export async function resolveBank(db: Kysely<Database>, request: FastifyRequest, input: BankInput): Promise<Bank> {
  const { course_id, curriculum_id } = input;
  const unitId = input.unit_id ?? null;
  const lessonId = input.lesson_id ?? null;
  if (course_id && curriculum_id) throw AppError.field(400, 'course_id', 'question.one_bank');
  if (course_id) {
    const course = await repo.courseTeacher(db, course_id);
    if (!course) throw AppError.field(400, 'course_id', 'validation.invalid');
    assertOwner(request, course.teacher_id);
    if (unitId !== null) throw AppError.field(400, 'unit_id', 'question.unit_not_in_bank');
    if (lessonId !== null) throw AppError.field(400, 'lesson_id', 'question.lesson_not_in_bank');
    return { teacher_id: course.teacher_id, course_id, curriculum_id: null, unit_id: null, lesson_id: null };
  }
  if (!curriculum_id) throw AppError.field(400, 'curriculum_id', 'question.bank_required');
  const curriculum = await repo.curriculumTeacher(db, curriculum_id);
  if (!curriculum) throw AppError.field(400, 'curriculum_id', 'validation.invalid');
  assertOwner(request, curriculum.teacher_id);
  if (unitId !== null && (await repo.unitPlace(db, unitId))?.curriculum_id !== curriculum_id) {
    throw AppError.field(400, 'unit_id', 'question.unit_not_in_bank');
  }
  let unit = unitId;
  if (lessonId !== null) {
    const lesson = await repo.lessonPlace(db, lessonId);
    if (!lesson || lesson.curriculum_id !== curriculum_id || (unit !== null && unit !== lesson.unit_id)) {
      throw AppError.field(400, 'lesson_id', 'question.lesson_not_in_bank');
    }
    unit = lesson.unit_id;
  }
  return { teacher_id: curriculum.teacher_id, course_id: null, curriculum_id, unit_id: unit, lesson_id: lessonId };
}

/** The files a question shows, each with the field that names it and the kind it must be. */
function filesOf(q: Record<string, unknown>, at = ''): { name: string; field: string; kinds: UploadKind[] }[] {
  const files: { name: string; field: string; kinds: UploadKind[] }[] = [];
  if (typeof q.image === 'string') files.push({ name: q.image, field: `${at}image`, kinds: ['image'] });
  if (typeof q.audio === 'string') files.push({ name: q.audio, field: `${at}audio`, kinds: ['audio'] });
  if (Array.isArray(q.options)) {
    (q.options as { image: string | null }[]).forEach((o, i) => {
      if (o.image) files.push({ name: o.image, field: `${at}options.${i}.image`, kinds: ['image'] });
    });
  }
  if (Array.isArray(q.parts)) {
    (q.parts as Record<string, unknown>[]).forEach((p, i) => files.push(...filesOf(p, `${at}parts.${i}.`)));
  }
  return files;
}

/** Gives a question the files it names (400 on the field for a missing one, another kind, another record's). */
async function attachFiles(db: Kysely<Database>, id: number, q: QuestionContent, by: Principal | null) {
  for (const file of filesOf(q)) {
    await attachUpload(db, file.name, { entity: QUESTION_FILES, id, kinds: file.kinds, field: file.field, by });
  }
}

type Filters = Omit<QuestionListQuery, 'page' | 'pageSize'>;

/** A teacher's list holds the questions of his or her own banks only. */
const scoped = <Q extends Filters>(query: Q, request: FastifyRequest) => ({ ...query, owner: ownerScope(request) });

export function listQuestions(db: Kysely<Database>, query: QuestionListQuery, request: FastifyRequest) {
  return keptListPage(db, repo.questionSource, scoped(query, request), toQuestion);
}

export async function* exportQuestions(db: Kysely<Database>, query: Filters, request: FastifyRequest) {
  for await (const row of keysetRows(repo.questionSource(db, scoped(query, request)))) yield toQuestion(row);
}

export async function getQuestion(db: Kysely<Database>, id: number): Promise<Question> {
  const row = await repo.findQuestion(db, id);
  if (!row) throw new AppError(404, 'resource.not_found');
  return toQuestion(row);
}

export const ownerOf = repo.ownerOfQuestion;

/** Whether a principal may read a question's files: an admin, or the teacher whose bank it is. */
export async function mayReadQuestion(db: Kysely<Database>, id: number, principal: Principal) {
  if (principal.kind !== 'user') return false;
  if (principal.role === 'admin') return true;
  return principal.role === 'teacher' && (await ownerOf(db, id)) === principal.id;
}

/** Adds a question to a bank the caller may change; the files it names become the question's. */
export function createQuestion(
  db: Kysely<Database>,
  input: z.output<typeof questionCreateSchema>,
  request: FastifyRequest,
): Promise<Question> {
  return transaction(db, async (trx) => {
    const { course_id, curriculum_id, unit_id, lesson_id, ...content } = input;
    const bank = await resolveBank(trx, request, { course_id, curriculum_id, unit_id, lesson_id });
    const id = await repo.insertQuestion(trx, questionRow(bank, content, new Date().toISOString()));
    await attachFiles(trx, id, content, request.principal);
    return getQuestion(trx, id);
  });
}

/** The question's content as its type's schema reads it (what an update is merged into). */
function contentOf(q: Question, fields: 'all' | 'common'): Record<string, unknown> {
  const common = { type: q.type, prompt: q.prompt, points: q.points };
  if (fields === 'common') return common;
  return { ...common, ...pick(q as unknown as Record<string, unknown>, contentFields[q.type]) };
}

/**
 * Changes a question: the fields given replace its own, and the result is
 * checked whole against its type's rules (a new type takes only the common
 * fields with it, so its own must be given). Its bank stays; its unit and
 * lesson may change within it. Files it no longer names are deleted after
 * the commit; new ones become its own.
 */
export function updateQuestion(
  db: Kysely<Database>,
  storage: Storage,
  id: number,
  input: z.output<typeof questionUpdateSchema>,
  request: FastifyRequest,
): Promise<Question> {
  return transaction(db, async (trx) => {
    const current = await getQuestion(trx, id);
    const { unit_id, lesson_id, ...changes } = input;
    const retyped = changes.type !== undefined && changes.type !== current.type;
    const merged = { ...contentOf(current, retyped ? 'common' : 'all'), ...changes };
    const checked = questionContentSchema.safeParse(merged);
    if (!checked.success) throw AppError.badRequest(fieldErrorsOf(checked.error.issues));
    const content = checked.data;
    // A new lesson brings its unit; a new unit lets go of a lesson the body does not name.
    const unitGiven = unit_id !== undefined;
    const lessonGiven = lesson_id !== undefined;
    const bank = await resolveBank(trx, request, {
      course_id: current.course_id,
      curriculum_id: current.curriculum_id,
      unit_id: unitGiven ? unit_id : lessonGiven && lesson_id !== null ? null : current.unit_id,
      lesson_id: lessonGiven ? lesson_id : unitGiven && unit_id !== current.unit_id ? null : current.lesson_id,
    });
    const { created_at: _, ...row } = questionRow(bank, content, new Date().toISOString());
    await repo.updateQuestion(trx, id, row);
    await attachFiles(trx, id, content, request.principal);
    const kept = new Set(filesOf(content).map((f) => f.name));
    const dropped = filesOf(contentOf(current, 'all')).filter((f) => !kept.has(f.name));
    await releaseUploads(
      trx,
      storage,
      { entity: QUESTION_FILES, id },
      dropped.map((f) => f.name),
    );
    return getQuestion(trx, id);
  });
}

/** Deletes a question; its files go once the delete commits. One in an exam is refused (409 `question.in_use`). */
export function deleteQuestion(db: Kysely<Database>, storage: Storage, id: number): Promise<void> {
  return transaction(db, async (trx) => {
    await getQuestion(trx, id);
    const inExam = await trx
      .selectFrom('exam_questions')
      .select('exam_id')
      .where('question_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (inExam) throw new AppError(409, 'question.in_use');
    await releaseUploads(trx, storage, { entity: QUESTION_FILES, id });
    await repo.deleteQuestion(trx, id);
  });
}
