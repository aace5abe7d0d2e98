import type { Curriculum, CurriculumListQuery, CurriculumOutline } from '@dashboard/contracts';
import { curriculumCreateSchema, curriculumUpdateSchema } from '@dashboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { assertClassReferences, assertTeacherTeaches } from '../../lib/class-references.js';
import { keptListPage, keysetRows, searchText } from '../../lib/list.js';
import { ownerFor } from '../../lib/ownership.js';
import { ownScope, teachingOf } from '../../lib/teaching-content.js';
import { transaction } from '../../lib/transaction.js';
import { followGroupContent } from '../code-groups/code-groups.service.js';
import { followContent } from '../subscriptions/subscriptions.repository.js';
import * as repo from './curricula.repository.js';

function toCurriculum(row: repo.CurriculumRow): Curriculum {
  return {
    id: row.id,
    title_ar: row.title_ar,
    title_en: row.title_en,
    ...teachingOf(row),
    price: Number(row.price),
    status: row.status,
    unit_count: Number(row.unit_count),
    lesson_count: Number(row.lesson_count),
    video_count: Number(row.video_count),
    document_count: Number(row.document_count),
    quiz_count: Number(row.quiz_count),
    assignment_count: Number(row.assignment_count),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function listCurricula(db: Kysely<Database>, query: CurriculumListQuery, request: FastifyRequest) {
  return keptListPage(db, repo.curriculumSource, ownScope(query, request), toCurriculum);
}

export async function* exportCurricula(
  db: Kysely<Database>,
  query: Omit<CurriculumListQuery, 'page' | 'pageSize'>,
  request: FastifyRequest,
) {
  for await (const row of keysetRows(repo.curriculumSource(db, ownScope(query, request)))) {
    yield toCurriculum(row);
  }
}

export async function getCurriculum(db: Kysely<Database>, id: number): Promise<Curriculum> {
  const row = await repo.findCurriculum(db, id);
  if (!row) throw new AppError(404, 'resource.not_found');
  return toCurriculum(row);
}

export const ownerOf = repo.ownerOfCurriculum;

type Record = { teacher_id: number; class_id: number; subject_id: number; specialization_ids: number[] };

/** The class, subject and specializations a curriculum names, and its teacher teaching there: `lib/class-references.ts`. */
async function assertReferences(db: Kysely<Database>, r: Record, current?: Curriculum) {
  await assertClassReferences(db, 'curriculum', r);
  await assertTeacherTeaches(db, 'curriculum', r, current);
}

async function searchOf(db: Kysely<Database>, r: Record & { title_ar: string; title_en: string }) {
  const names = await repo.searchNames(db, r.teacher_id, r.subject_id);
  return searchText(
    r.title_ar,
    r.title_en,
    names.teacher,
    names.subject?.name_ar ?? null,
    names.subject?.name_en ?? null,
  );
}

const unique = (ids: number[]) => [...new Set(ids)];

export function createCurriculum(
  db: Kysely<Database>,
  input: z.output<typeof curriculumCreateSchema>,
  request: FastifyRequest,
): Promise<Curriculum> {
  return transaction(db, async (trx) => {
    const teacherId = await ownerFor(trx, request, input.teacher_id);
    const record = { ...input, teacher_id: teacherId, specialization_ids: unique(input.specialization_ids) };
    await assertReferences(trx, record);
    const now = new Date().toISOString();
    const id = await repo.insertCurriculum(trx, {
      teacher_id: teacherId,
      class_id: record.class_id,
      subject_id: record.subject_id,
      title_ar: record.title_ar,
      title_en: record.title_en,
      price: record.price,
      status: record.status,
      search_text: await searchOf(trx, record),
      created_at: now,
      updated_at: now,
    });
    await repo.replaceSpecializations(trx, id, record.specialization_ids);
    return getCurriculum(trx, id);
  });
}

export function updateCurriculum(
  db: Kysely<Database>,
  id: number,
  input: z.output<typeof curriculumUpdateSchema>,
  request: FastifyRequest,
): Promise<Curriculum> {
  return transaction(db, async (trx) => {
    const current = await getCurriculum(trx, id);
    // A teacher keeps his or her curricula; only an admin gives one to another teacher.
    const teacherId =
      input.teacher_id === undefined || input.teacher_id === current.teacher_id
        ? current.teacher_id
        : await ownerFor(trx, request, input.teacher_id);
    const next = {
      title_ar: input.title_ar ?? current.title_ar,
      title_en: input.title_en ?? current.title_en,
      teacher_id: teacherId,
      class_id: input.class_id ?? current.class_id,
      subject_id: input.subject_id ?? current.subject_id,
      specialization_ids: input.specialization_ids ? unique(input.specialization_ids) : current.specialization_ids,
      price: input.price ?? current.price,
      status: input.status ?? current.status,
    };
    await assertReferences(trx, next, current);
    await repo.updateCurriculum(trx, id, {
      title_ar: next.title_ar,
      title_en: next.title_en,
      teacher_id: next.teacher_id,
      class_id: next.class_id,
      subject_id: next.subject_id,
      price: next.price,
      status: next.status,
      search_text: await searchOf(trx, next),
      updated_at: new Date().toISOString(),
    });
    if (input.specialization_ids) await repo.replaceSpecializations(trx, id, next.specialization_ids);
    await followContent(trx, { curriculum_id: id }, current, next);
    await followGroupContent(trx, { curriculum_id: id }, current, next);
    return getCurriculum(trx, id);
  });
}

/** Deletes a curriculum with its units, lessons and their elements (their counts go with them). */
export function deleteCurriculum(db: Kysely<Database>, id: number): Promise<void> {
  return transaction(db, async (trx) => {
    await getCurriculum(trx, id);
    await repo.deleteCurriculum(trx, id);
  });
}

export async function curriculumOutline(db: Kysely<Database>, id: number): Promise<CurriculumOutline> {
  await getCurriculum(db, id);
  const { units, lessons } = await repo.outline(db, id);
  return {
    curriculum_id: id,
    units: units.map((u) => ({
      id: u.id,
      curriculum_id: u.curriculum_id,
      title_ar: u.title_ar,
      title_en: u.title_en,
      description: u.description,
      sort_order: u.sort_order,
      lesson_count: Number(u.lesson_count),
      video_count: Number(u.video_count),
      document_count: Number(u.document_count),
      quiz_count: Number(u.quiz_count),
      assignment_count: Number(u.assignment_count),
      created_at: u.created_at,
      updated_at: u.updated_at,
      lessons: lessons
        .filter((l) => l.unit_id === u.id)
        .map((l) => ({
          id: l.id,
          title_ar: l.title_ar,
          title_en: l.title_en,
          sort_order: l.sort_order,
          video_count: Number(l.video_count),
          document_count: Number(l.document_count),
          quiz_count: Number(l.quiz_count),
          assignment_count: Number(l.assignment_count),
        })),
    })),
  };
}
