import type { CurriculumListQuery } from '@dashboard/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/types.js';
import { constant, listSource } from '../../lib/list.js';
import * as shared from '../../lib/teaching-content.js';
import type { CurriculaTable } from './curricula.tables.js';

type Filters = Partial<Pick<CurriculumListQuery, 'q' | 'teacher_id' | 'class_id' | 'subject_id' | 'status'>>;
type Sort = NonNullable<CurriculumListQuery['sort']>;

const sortColumns = {
  title_en: 'curricula.title_en',
  title_ar: 'curricula.title_ar',
  price: 'curricula.price',
  created_at: 'curricula.created_at',
} as const;

function filtered(db: Kysely<Database>, f: Filters) {
  let q = shared.whereTeaching(db.selectFrom('curricula'), 'curricula', f);
  if (f.status) q = q.where('curricula.status', '=', constant(f.status));
  return q;
}

export type CurriculumRow = shared.ContentRow<'curricula'>;

export function curriculumSource(db: Kysely<Database>, f: Filters & { sort: Sort }) {
  return listSource({
    db,
    from: filtered(db, f),
    search: { table: 'curricula', q: f.q },
    id: 'curricula.id',
    sort: f.sort,
    columns: sortColumns,
    rows: shared.withNames(db, 'curricula'),
  });
}

export function findCurriculum(db: Kysely<Database>, id: number) {
  return shared.withNames(db, 'curricula').where('curricula.id', '=', id).executeTakeFirst();
}

/** The teacher a curriculum belongs to, or undefined when there is none. */
export const ownerOfCurriculum = (db: Kysely<Database>, id: number) => shared.ownerOfContent(db, 'curricula', id);

export async function insertCurriculum(db: Kysely<Database>, row: Insertable<CurriculaTable>) {
  const { id } = await db.insertInto('curricula').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateCurriculum(db: Kysely<Database>, id: number, row: Updateable<CurriculaTable>) {
  await db.updateTable('curricula').set(row).where('id', '=', id).execute();
}

export const replaceSpecializations = (db: Kysely<Database>, id: number, specializationIds: number[]) =>
  shared.replaceSpecializations(db, 'curricula', id, specializationIds);

export async function deleteCurriculum(db: Kysely<Database>, id: number) {
  await db.deleteFrom('curricula').where('id', '=', id).execute();
}

/** The names the search text is made of, besides the titles. */
export async function searchNames(db: Kysely<Database>, teacherId: number, subjectId: number) {
  const [teacher, subject] = await Promise.all([
    db.selectFrom('users').select('name').where('id', '=', teacherId).executeTakeFirst(),
    db.selectFrom('subjects').select(['name_ar', 'name_en']).where('id', '=', subjectId).executeTakeFirst(),
  ]);
  return { teacher: teacher?.name ?? null, subject };
}

/** The units of a curriculum in order, each with its lessons in order. */
export async function outline(db: Kysely<Database>, curriculumId: number) {
  const [units, lessons] = await Promise.all([
    db
      .selectFrom('units')
      .selectAll()
      .where('curriculum_id', '=', curriculumId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('lessons')
      .select([
        'id',
        'unit_id',
        'title_ar',
        'title_en',
        'sort_order',
        'video_count',
        'document_count',
        'quiz_count',
        'assignment_count',
      ])
      .where('curriculum_id', '=', curriculumId)
      .orderBy('unit_id')
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);
  return { units, lessons };
}
