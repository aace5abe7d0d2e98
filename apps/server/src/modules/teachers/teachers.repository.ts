import type { TeacherListQuery } from '@dashboard/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/types.js';
import { constant, listSource } from '../../lib/list.js';

type Filters = Pick<TeacherListQuery, 'q' | 'subject_id' | 'class_id' | 'active'>;
type Sort = NonNullable<TeacherListQuery['sort']>;

/** Teachers only: this module never reads or changes a user of another role. */
function filtered(db: Kysely<Database>, f: Filters) {
  let q = db.selectFrom('users').where('users.role', '=', constant('teacher'));
  if (f.subject_id !== undefined) {
    const subjectId = f.subject_id;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('teacher_subjects')
          .select('teacher_subjects.teacher_id')
          .whereRef('teacher_subjects.teacher_id', '=', 'users.id')
          .where('teacher_subjects.subject_id', '=', subjectId),
      ),
    );
  }
  if (f.class_id !== undefined) {
    const classId = f.class_id;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('teacher_classes')
          .select('teacher_classes.teacher_id')
          .whereRef('teacher_classes.teacher_id', '=', 'users.id')
          .where('teacher_classes.class_id', '=', classId),
      ),
    );
  }
  if (f.active !== undefined) q = q.where('users.active', '=', constant(f.active ? 1 : 0));
  return q;
}

/**
 * A teacher's columns (never the password hash) with the summary of his or her ratings, which
 * triggers keep on the row (migration 2026-11-22-06), so no read aggregates the ratings.
 */
function withRatings(db: Kysely<Database>, f: Filters) {
  return filtered(db, f).select([
    'users.id',
    'users.name',
    'users.phone',
    'users.email',
    'users.photo',
    'users.active',
    'users.created_at',
    'users.rating_average',
    'users.rating_count',
  ]);
}

/** A subject or class as a teacher's row names it. */
export interface LinkedName {
  id: number;
  name_ar: string;
  name_en: string;
}

/**
 * Teachers' rows, each with its subjects and classes: JSON lists kept on the
 * row by triggers (migration 2026-11-23-05, read with `linkedNames`), so a
 * page reads one row per teacher and no link table.
 */
function teacherRows(db: Kysely<Database>) {
  return withRatings(db, {}).select(['users.subject_list', 'users.class_list']);
}

/** A kept JSON list of linked subjects or classes. */
export const linkedNames = (list: string) => JSON.parse(list) as LinkedName[];

export type TeacherRow = Awaited<ReturnType<ReturnType<typeof teacherRows>['executeTakeFirstOrThrow']>>;

/** The teachers a list or export shows, in its order; the rating columns are kept on the row by triggers. */
export function teacherSource(db: Kysely<Database>, f: Filters & { sort: Sort }) {
  return listSource({
    db,
    from: filtered(db, f),
    search: { table: 'users', q: f.q },
    id: 'users.id',
    sort: f.sort,
    columns: {
      name: 'users.name',
      created_at: 'users.created_at',
      rating: ['users.rating_average', 'users.rating_count'],
    },
    rows: teacherRows(db),
  });
}

export function findTeacher(db: Kysely<Database>, id: number): Promise<TeacherRow | undefined> {
  return teacherRows(db).where('users.id', '=', id).executeTakeFirst();
}

export async function existingIds(db: Kysely<Database>, table: 'subjects' | 'classes', ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export async function insertTeacher(db: Kysely<Database>, row: Insertable<UsersTable>) {
  const { id } = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateTeacher(db: Kysely<Database>, id: number, row: Updateable<UsersTable>) {
  await db.updateTable('users').set(row).where('id', '=', id).where('role', '=', 'teacher').execute();
}

export async function setSubjects(db: Kysely<Database>, teacherId: number, subjectIds: number[]) {
  await db.deleteFrom('teacher_subjects').where('teacher_id', '=', teacherId).execute();
  if (subjectIds.length) {
    await db
      .insertInto('teacher_subjects')
      .values(subjectIds.map((subject_id) => ({ teacher_id: teacherId, subject_id })))
      .execute();
  }
}

export async function setClasses(db: Kysely<Database>, teacherId: number, classIds: number[]) {
  await db.deleteFrom('teacher_classes').where('teacher_id', '=', teacherId).execute();
  if (classIds.length) {
    await db
      .insertInto('teacher_classes')
      .values(classIds.map((class_id) => ({ teacher_id: teacherId, class_id })))
      .execute();
  }
}

/** Deletes a teacher; links, ratings and sessions go with the row (foreign keys cascade). */
export async function deleteTeacher(db: Kysely<Database>, id: number) {
  const res = await db.deleteFrom('users').where('id', '=', id).where('role', '=', 'teacher').executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
