import type { Rating, Teacher, TeacherRatings, TeacherListQuery } from '@dashboard/contracts';
import { teacherCreateSchema, teacherUpdateSchema, type RatingListQuery } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { keptListPage, keysetRows, searchText } from '../../lib/list.js';
import { hashPassword } from '../../lib/password.js';
import { transaction } from '../../lib/transaction.js';
import type { Principal } from '../../plugins/auth.js';
import { revokeUserSessions } from '../auth/auth.repository.js';
import type { AuthUser } from '../auth/auth.service.js';
import { assertContactFree, uniqueViolationAsTaken } from '../profile/user-contacts.js';
import type { Storage } from '../../lib/storage.js';
import { attachUpload, photoOwner, releaseUploads } from '../uploads/uploads.service.js';
import { photoUrl } from '../users/users.service.js';
import * as ratingsRepo from './ratings.repository.js';
import * as repo from './teachers.repository.js';

/** Two decimals, as the API gives a mean. */
const round2 = (n: number) => Math.round(n * 100) / 100;

export function toTeacher(row: repo.TeacherRow): Teacher {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    photo: row.photo,
    photo_url: photoUrl(row.photo),
    active: Boolean(row.active),
    subjects: repo.linkedNames(row.subject_list),
    classes: repo.linkedNames(row.class_list),
    rating_average: round2(Number(row.rating_average ?? 0)),
    rating_count: Number(row.rating_count ?? 0),
    created_at: row.created_at,
  };
}

export function listTeachers(db: Kysely<Database>, query: TeacherListQuery) {
  return keptListPage(db, repo.teacherSource, query, toTeacher);
}

/** Every matching teacher in order, read (with the links) a batch at a time. */
export async function* exportTeachers(db: Kysely<Database>, query: Omit<TeacherListQuery, 'page' | 'pageSize'>) {
  for await (const row of keysetRows(repo.teacherSource(db, query))) yield toTeacher(row);
}

/** A teacher; any other user (or none) is 404, so this API never touches another role. */
export async function getTeacher(db: Kysely<Database>, id: number): Promise<Teacher> {
  const row = await repo.findTeacher(db, id);
  if (!row) throw new AppError(404, 'resource.not_found');
  return toTeacher(row);
}

/** Every subject and class named must exist (400 on the field otherwise). */
async function assertLinksExist(db: Kysely<Database>, input: { subject_ids?: number[]; class_ids?: number[] }) {
  const errors = [];
  for (const [field, table] of [
    ['subject_ids', 'subjects'],
    ['class_ids', 'classes'],
  ] as const) {
    const ids = input[field];
    if (!ids?.length) continue;
    const found = await repo.existingIds(db, table, ids);
    if (ids.some((id) => !found.has(id))) errors.push({ path: field, code: 'resource.not_found' as const });
  }
  if (errors.length) throw AppError.badRequest(errors, 'resource.not_found');
}

export async function createTeacher(
  db: Kysely<Database>,
  input: z.output<typeof teacherCreateSchema>,
  by: Principal | null,
): Promise<Teacher> {
  // Hashing is slow on purpose: do it before holding a transaction open.
  const passwordHash = await hashPassword(input.password);
  return transaction(db, async (trx) => {
    await assertContactFree(trx, input);
    await assertLinksExist(trx, input);
    const now = new Date().toISOString();
    const id = await repo.insertTeacher(trx, {
      name: input.name,
      phone: input.phone,
      email: input.email,
      role: 'teacher',
      password_hash: passwordHash,
      photo: input.photo,
      active: input.active ? 1 : 0,
      joined_on: null,
      search_text: searchText(input.name, input.phone, input.email),
      created_at: now,
      updated_at: now,
    });
    await repo.setSubjects(trx, id, input.subject_ids);
    await repo.setClasses(trx, id, input.class_ids);
    // The photo becomes the teacher's, in this transaction: 400 on `photo` when it is not an unowned image.
    await attachUpload(trx, input.photo, { ...photoOwner(id), kinds: ['image'], by });
    return getTeacher(trx, id);
  }).catch(uniqueViolationAsTaken);
}

/**
 * Changes a teacher. A new password or disabling the account ends every
 * session of the teacher; the ids of the ended sessions are returned so open
 * event streams can be closed too.
 */
export async function updateTeacher(
  db: Kysely<Database>,
  storage: Storage,
  id: number,
  input: z.output<typeof teacherUpdateSchema>,
  by: Principal | null,
): Promise<{ teacher: Teacher; endedSessions: number[] }> {
  await getTeacher(db, id);
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  return transaction(db, async (trx) => {
    const current = await getTeacher(trx, id);
    if (input.photo !== undefined && input.photo !== current.photo) {
      // The new photo becomes the teacher's; the old one's row goes now and its file after the commit.
      await attachUpload(trx, input.photo, { ...photoOwner(id), kinds: ['image'], by });
      await releaseUploads(trx, storage, photoOwner(id), [current.photo]);
    }
    await assertContactFree(trx, input, id);
    await assertLinksExist(trx, input);
    const next = { ...current, ...input };
    await repo.updateTeacher(trx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.photo !== undefined ? { photo: input.photo } : {}),
      ...(input.active !== undefined ? { active: input.active ? 1 : 0 } : {}),
      ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
      search_text: searchText(next.name, next.phone, next.email),
      updated_at: new Date().toISOString(),
    });
    if (input.subject_ids !== undefined) await repo.setSubjects(trx, id, input.subject_ids);
    if (input.class_ids !== undefined) await repo.setClasses(trx, id, input.class_ids);
    const endedSessions = passwordHash !== undefined || input.active === false ? await revokeUserSessions(trx, id) : [];
    return { teacher: await getTeacher(trx, id), endedSessions };
  }).catch(uniqueViolationAsTaken);
}

/** Deletes a teacher with his or her links and ratings; returns the sessions that ended. */
export async function deleteTeacher(db: Kysely<Database>, storage: Storage, id: number): Promise<number[]> {
  return transaction(db, async (trx) => {
    await getTeacher(trx, id);
    // A teacher's curricula and courses stay until they are given to another teacher or deleted.
    for (const table of ['curricula', 'courses'] as const) {
      const teaches = await trx.selectFrom(table).select('id').where('teacher_id', '=', id).limit(1).executeTakeFirst();
      if (teaches) throw new AppError(409, 'teacher.in_use');
    }
    const ended = await revokeUserSessions(trx, id);
    await repo.deleteTeacher(trx, id);
    // Every file the teacher's record owns (the photo) goes with it, once the delete commits.
    await releaseUploads(trx, storage, photoOwner(id));
    return ended;
  });
}

// Ratings

/**
 * Who may read a teacher's ratings: an admin any teacher's, a teacher only
 * his or her own. The matrix already refused support agents. Ownership is
 * checked before any lookup, so a teacher asking for another id gets the
 * same 403 `auth.not_owner` whether or not that id is a teacher's; an id that
 * is not a teacher's is 404 only to whoever may read it.
 */
export async function ratedTeacher(db: Kysely<Database>, user: AuthUser, teacherId: number) {
  if (user.role !== 'admin' && user.id !== teacherId) throw new AppError(403, 'auth.not_owner');
  const row = await repo.findTeacher(db, teacherId);
  if (!row) throw new AppError(404, 'resource.not_found');
  return row;
}

type RatingRow = Awaited<ReturnType<ReturnType<typeof ratingsRepo.ratingSource>['rows']['executeTakeFirstOrThrow']>>;

export function toRating(row: RatingRow): Rating {
  return {
    id: row.id,
    student_id: row.student_id,
    student_name: row.student_name,
    stars: Number(row.stars),
    comment: row.comment,
    created_at: row.created_at,
  };
}

/** A teacher's ratings as a list of their own, the teacher among its filters (`keptListPage`). */
const ratingsOf = (db: Kysely<Database>, f: RatingListQuery & { teacher: number }) =>
  ratingsRepo.ratingSource(db, f.teacher, f);

export async function teacherRatings(
  db: Kysely<Database>,
  user: AuthUser,
  teacherId: number,
  query: RatingListQuery,
): Promise<TeacherRatings> {
  const teacher = await ratedTeacher(db, user, teacherId);
  const [counts, page] = await Promise.all([
    ratingsRepo.starCounts(db, teacherId),
    keptListPage(db, ratingsOf, { ...query, teacher: teacherId }, toRating),
  ]);
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let sum = 0;
  for (const c of counts) {
    const stars = Number(c.stars);
    const n = Number(c.n);
    distribution[String(stars) as keyof typeof distribution] = n;
    count += n;
    sum += stars * n;
  }
  return {
    teacher: { id: teacher.id, name: teacher.name, photo_url: photoUrl(teacher.photo) },
    average: count ? round2(sum / count) : 0,
    count,
    distribution,
    items: page.items,
    total: page.total,
    totalCapped: page.totalCapped,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    page: query.page,
    pageSize: query.pageSize,
  };
}
