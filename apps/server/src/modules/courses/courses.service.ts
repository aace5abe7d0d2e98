import type { Course, CourseListQuery } from '@dashboard/contracts';
import { courseCreateSchema, courseUpdateSchema } from '@dashboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { assertClassReferences, assertTeacherTeaches } from '../../lib/class-references.js';
import { keptListPage, keysetRows, searchText } from '../../lib/list.js';
import { ownerFor } from '../../lib/ownership.js';
import type { Storage } from '../../lib/storage.js';
import { ownScope, teachingOf } from '../../lib/teaching-content.js';
import { transaction } from '../../lib/transaction.js';
import type { Principal } from '../../plugins/auth.js';
import { followGroupContent } from '../code-groups/code-groups.service.js';
import { followContent } from '../subscriptions/subscriptions.repository.js';
import { attachUpload, releaseUploads, type UploadOwner } from '../uploads/uploads.service.js';
import * as repo from './courses.repository.js';

/** The owner entity of a course's files (its image), as the API path names courses. */
export const COURSE_FILES = 'courses';
const filesOf = (id: number): UploadOwner => ({ entity: COURSE_FILES, id });

function toCourse(row: repo.CourseRow): Course {
  return {
    id: row.id,
    name_ar: row.name_ar,
    name_en: row.name_en,
    description: row.description,
    promo_video_url: row.promo_video_url,
    image: row.image,
    image_url: `/api/v1/uploads/${row.image}`,
    is_paid: Boolean(row.is_paid),
    price: Number(row.price),
    ...teachingOf(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function listCourses(db: Kysely<Database>, query: CourseListQuery, request: FastifyRequest) {
  return keptListPage(db, repo.courseSource, ownScope(query, request), toCourse);
}

export async function* exportCourses(
  db: Kysely<Database>,
  query: Omit<CourseListQuery, 'page' | 'pageSize'>,
  request: FastifyRequest,
) {
  for await (const row of keysetRows(repo.courseSource(db, ownScope(query, request)))) yield toCourse(row);
}

export async function getCourse(db: Kysely<Database>, id: number): Promise<Course> {
  const row = await repo.findCourse(db, id);
  if (!row) throw new AppError(404, 'resource.not_found');
  return toCourse(row);
}

export const ownerOf = repo.ownerOfCourse;

/** Who may see a course's image: whoever may read the course (an admin any, a teacher his or her own). */
export async function mayReadCourse(db: Kysely<Database>, id: number, principal: Principal): Promise<boolean> {
  if (principal.kind !== 'user') return false;
  if (principal.role === 'admin') return true;
  return principal.role === 'teacher' && (await repo.ownerOfCourse(db, id)) === principal.id;
}

/** A paid course has a price above 0, a free one 0: 400 on `price` otherwise. */
function assertPriceFitsKind(isPaid: boolean, price: number) {
  if (isPaid && price <= 0) throw AppError.field(400, 'price', 'course.price_required');
  if (!isPaid && price !== 0) throw AppError.field(400, 'price', 'course.free_has_price');
}

type Record = {
  name_ar: string;
  name_en: string;
  teacher_id: number;
  class_id: number;
  subject_id: number;
  specialization_ids: number[];
};

async function searchOf(db: Kysely<Database>, r: Record) {
  const names = await repo.searchNames(db, r.teacher_id, r.subject_id);
  return searchText(
    r.name_ar,
    r.name_en,
    names.teacher,
    names.subject?.name_ar ?? null,
    names.subject?.name_en ?? null,
  );
}

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * Adds a course: the teacher's own (an admin names the teacher), in a class
 * and subject the teacher teaches (`lib/class-references.ts`), its subject
 * taught in its class and its specializations the class's, its price fit
 * for its kind, and its image an unowned uploaded image, which becomes the
 * course's in the same transaction (400 on `image` otherwise, and nothing is
 * kept).
 */
export function createCourse(
  db: Kysely<Database>,
  input: z.output<typeof courseCreateSchema>,
  request: FastifyRequest,
): Promise<Course> {
  return transaction(db, async (trx) => {
    const teacherId = await ownerFor(trx, request, input.teacher_id);
    const record = { ...input, teacher_id: teacherId, specialization_ids: unique(input.specialization_ids) };
    await assertClassReferences(trx, 'course', record);
    await assertTeacherTeaches(trx, 'course', record);
    assertPriceFitsKind(record.is_paid, record.price);
    const now = new Date().toISOString();
    const id = await repo.insertCourse(trx, {
      teacher_id: teacherId,
      class_id: record.class_id,
      subject_id: record.subject_id,
      name_ar: record.name_ar,
      name_en: record.name_en,
      description: record.description,
      promo_video_url: record.promo_video_url,
      image: record.image,
      is_paid: record.is_paid ? 1 : 0,
      price: record.price,
      search_text: await searchOf(trx, record),
      created_at: now,
      updated_at: now,
    });
    await repo.replaceSpecializations(trx, id, record.specialization_ids);
    await attachUpload(trx, record.image, { ...filesOf(id), kinds: ['image'], field: 'image', by: request.principal });
    return getCourse(trx, id);
  });
}

/**
 * Changes a course. A teacher keeps his or her courses (only an admin gives
 * one to another teacher). Made free without a price, its price becomes 0.
 * A new image becomes the course's and the old one is let go: its row now,
 * its file once the change commits.
 */
export function updateCourse(
  db: Kysely<Database>,
  storage: Storage,
  id: number,
  input: z.output<typeof courseUpdateSchema>,
  request: FastifyRequest,
): Promise<Course> {
  return transaction(db, async (trx) => {
    const current = await getCourse(trx, id);
    const teacherId =
      input.teacher_id === undefined || input.teacher_id === current.teacher_id
        ? current.teacher_id
        : await ownerFor(trx, request, input.teacher_id);
    const isPaid = input.is_paid ?? current.is_paid;
    const next = {
      name_ar: input.name_ar ?? current.name_ar,
      name_en: input.name_en ?? current.name_en,
      description: input.description ?? current.description,
      promo_video_url: input.promo_video_url === undefined ? current.promo_video_url : input.promo_video_url,
      image: input.image ?? current.image,
      is_paid: isPaid,
      price: input.price ?? (input.is_paid === false ? 0 : current.price),
      teacher_id: teacherId,
      class_id: input.class_id ?? current.class_id,
      subject_id: input.subject_id ?? current.subject_id,
      specialization_ids: input.specialization_ids ? unique(input.specialization_ids) : current.specialization_ids,
    };
    await assertClassReferences(trx, 'course', next);
    await assertTeacherTeaches(trx, 'course', next, current);
    assertPriceFitsKind(next.is_paid, next.price);
    if (next.image !== current.image) {
      await attachUpload(trx, next.image, { ...filesOf(id), kinds: ['image'], field: 'image', by: request.principal });
      await releaseUploads(trx, storage, filesOf(id), [current.image]);
    }
    await repo.updateCourse(trx, id, {
      name_ar: next.name_ar,
      name_en: next.name_en,
      description: next.description,
      promo_video_url: next.promo_video_url,
      image: next.image,
      is_paid: next.is_paid ? 1 : 0,
      price: next.price,
      teacher_id: next.teacher_id,
      class_id: next.class_id,
      subject_id: next.subject_id,
      search_text: await searchOf(trx, next),
      updated_at: new Date().toISOString(),
    });
    if (input.specialization_ids) await repo.replaceSpecializations(trx, id, next.specialization_ids);
    await followContent(trx, { course_id: id }, current, next);
    await followGroupContent(trx, { course_id: id }, current, next);
    return getCourse(trx, id);
  });
}

/** Deletes a course; its image goes with it once the delete commits. */
export function deleteCourse(db: Kysely<Database>, storage: Storage, id: number): Promise<void> {
  return transaction(db, async (trx) => {
    await getCourse(trx, id);
    await repo.deleteCourse(trx, id);
    await releaseUploads(trx, storage, filesOf(id));
  });
}
