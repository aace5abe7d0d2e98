import type { CourseListQuery } from '@dashboard/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/types.js';
import { constant, listSource } from '../../lib/list.js';
import * as shared from '../../lib/teaching-content.js';
import type { CoursesTable } from './courses.tables.js';

type Filters = Partial<Pick<CourseListQuery, 'q' | 'teacher_id' | 'class_id' | 'subject_id' | 'is_paid'>>;
type Sort = NonNullable<CourseListQuery['sort']>;

const sortColumns = {
  name_en: 'courses.name_en',
  name_ar: 'courses.name_ar',
  price: 'courses.price',
  created_at: 'courses.created_at',
} as const;

function filtered(db: Kysely<Database>, f: Filters) {
  let q = shared.whereTeaching(db.selectFrom('courses'), 'courses', f);
  if (f.is_paid) q = q.where('courses.is_paid', '=', constant(f.is_paid === 'true' ? 1 : 0));
  return q;
}

export type CourseRow = shared.ContentRow<'courses'>;

export function courseSource(db: Kysely<Database>, f: Filters & { sort: Sort }) {
  return listSource({
    db,
    from: filtered(db, f),
    search: { table: 'courses', q: f.q },
    id: 'courses.id',
    sort: f.sort,
    columns: sortColumns,
    rows: shared.withNames(db, 'courses'),
  });
}

export function findCourse(db: Kysely<Database>, id: number) {
  return shared.withNames(db, 'courses').where('courses.id', '=', id).executeTakeFirst();
}

/** The teacher a course belongs to, or undefined when there is none. */
export const ownerOfCourse = (db: Kysely<Database>, id: number) => shared.ownerOfContent(db, 'courses', id);

export async function insertCourse(db: Kysely<Database>, row: Insertable<CoursesTable>) {
  const { id } = await db.insertInto('courses').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateCourse(db: Kysely<Database>, id: number, row: Updateable<CoursesTable>) {
  await db.updateTable('courses').set(row).where('id', '=', id).execute();
}

export const replaceSpecializations = (db: Kysely<Database>, id: number, specializationIds: number[]) =>
  shared.replaceSpecializations(db, 'courses', id, specializationIds);

export async function deleteCourse(db: Kysely<Database>, id: number) {
  await db.deleteFrom('courses').where('id', '=', id).execute();
}

/** The names the search text is made of, besides the course's own. */
export async function searchNames(db: Kysely<Database>, teacherId: number, subjectId: number) {
  const teacher = await db.selectFrom('users').select('name').where('id', '=', teacherId).executeTakeFirst();
  const subject = await db
    .selectFrom('subjects')
    .select(['name_ar', 'name_en'])
    .where('id', '=', subjectId)
    .executeTakeFirst();
  return { teacher: teacher?.name ?? null, subject };
}
