import type { Lesson, LessonListQuery } from '@dashboard/contracts';
import { lessonCreateSchema, lessonUpdateSchema } from '@dashboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { ListQuery } from '../../lib/list.js';
import { nextPlace } from '../../lib/order.js';
import { assertOwner, ownerScope } from '../../lib/ownership.js';
import { tableEntity } from '../../lib/table-entity.js';

type Filters = Partial<Pick<LessonListQuery, 'curriculum_id' | 'unit_id' | 'teacher_id'>>;

/**
 * Lessons: one table, each in its unit's order, carrying its unit's
 * curriculum and that curriculum's teacher (kept by a trigger), so a
 * teacher's lessons across every curriculum are one indexed read.
 */
const lessons = tableEntity({
  table: 'lessons',
  rows: (db) =>
    db
      .selectFrom('lessons')
      .innerJoin('units as u', 'u.id', 'lessons.unit_id')
      .innerJoin('curricula as c', 'c.id', 'lessons.curriculum_id')
      .selectAll('lessons')
      .select([
        'u.title_ar as unit_title_ar',
        'u.title_en as unit_title_en',
        'c.title_ar as curriculum_title_ar',
        'c.title_en as curriculum_title_en',
      ]),
  toItem: (row): Lesson => ({
    id: row.id,
    unit_id: row.unit_id,
    curriculum_id: row.curriculum_id,
    teacher_id: row.teacher_id,
    title_ar: row.title_ar,
    title_en: row.title_en,
    description: row.description,
    sort_order: row.sort_order,
    video_count: Number(row.video_count),
    document_count: Number(row.document_count),
    quiz_count: Number(row.quiz_count),
    assignment_count: Number(row.assignment_count),
    unit: { id: row.unit_id, title_ar: row.unit_title_ar, title_en: row.unit_title_en },
    curriculum: { id: row.curriculum_id, title_ar: row.curriculum_title_ar, title_en: row.curriculum_title_en },
    created_at: row.created_at,
    updated_at: row.updated_at,
  }),
  from: (db, f: Filters) => {
    let q = db.selectFrom('lessons');
    if (f.teacher_id) q = q.where('lessons.teacher_id', '=', f.teacher_id);
    if (f.curriculum_id) q = q.where('lessons.curriculum_id', '=', f.curriculum_id);
    if (f.unit_id) q = q.where('lessons.unit_id', '=', f.unit_id);
    return q as ListQuery;
  },
  sort: { title_en: 'lessons.title_en', title_ar: 'lessons.title_ar', created_at: 'lessons.created_at' },
  search: ['title_ar', 'title_en'],
  references: { unit_id: 'units' },
});

/** A teacher's list holds his or her own lessons only; an admin's and an agent's, everyone's. */
const scoped = <Q extends Filters>(query: Q, request: FastifyRequest): Q => {
  const own = ownerScope(request);
  return own === null ? query : { ...query, teacher_id: own };
};

export async function ownerOf(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('lessons').select('teacher_id').where('id', '=', id).executeTakeFirst();
  return row?.teacher_id;
}

export const getLesson = lessons.get;

export const listLessons = (db: Kysely<Database>, query: LessonListQuery, request: FastifyRequest) =>
  lessons.list(db, scoped(query, request));

export const exportLessons = (
  db: Kysely<Database>,
  query: Omit<LessonListQuery, 'page' | 'pageSize'>,
  request: FastifyRequest,
) => lessons.exportRows(db, scoped(query, request));

/** A lesson goes at the end of a unit of a curriculum the caller may change. */
export async function createLesson(
  db: Kysely<Database>,
  input: z.output<typeof lessonCreateSchema>,
  request: FastifyRequest,
) {
  const unit = await db
    .selectFrom('units')
    .innerJoin('curricula', 'curricula.id', 'units.curriculum_id')
    .select(['units.curriculum_id', 'curricula.teacher_id'])
    .where('units.id', '=', input.unit_id)
    .executeTakeFirst();
  if (!unit) throw AppError.field(400, 'unit_id', 'validation.invalid');
  assertOwner(request, unit.teacher_id);
  const sort_order = await nextPlace(db, { table: 'lessons', parentKey: 'unit_id' }, input.unit_id);
  return lessons.create(db, {
    ...input,
    curriculum_id: unit.curriculum_id,
    teacher_id: unit.teacher_id,
    sort_order,
  });
}

export const updateLesson = (db: Kysely<Database>, id: number, input: z.output<typeof lessonUpdateSchema>) =>
  lessons.update(db, id, input);

export const deleteLesson = lessons.remove;
