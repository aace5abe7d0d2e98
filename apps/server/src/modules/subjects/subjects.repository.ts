import type { SubjectListQuery } from '@dashboard/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, SubjectsTable } from '../../db/types.js';
import { listSource } from '../../lib/list.js';

type Filters = Partial<Pick<SubjectListQuery, 'q' | 'stage_id' | 'class_id' | 'specialization_id' | 'teacher_id'>>;
type Sort = NonNullable<SubjectListQuery['sort']>;

const sortColumns = {
  name_en: 'subjects.name_en',
  name_ar: 'subjects.name_ar',
  code: 'subjects.code',
  created_at: 'subjects.created_at',
} as const;

function filtered(db: Kysely<Database>, f: Filters) {
  let q = db.selectFrom('subjects');
  if (f.specialization_id) q = q.where('subjects.specialization_id', '=', f.specialization_id);
  if (f.class_id) {
    const classId = f.class_id;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('subject_classes as sc')
          .select('sc.class_id')
          .whereRef('sc.subject_id', '=', 'subjects.id')
          .where('sc.class_id', '=', classId),
      ),
    );
  }
  if (f.teacher_id) {
    const teacherId = f.teacher_id;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('teacher_subjects as ts')
          .select('ts.subject_id')
          .whereRef('ts.subject_id', '=', 'subjects.id')
          .where('ts.teacher_id', '=', teacherId),
      ),
    );
  }
  if (f.stage_id) {
    const stageId = f.stage_id;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('subject_classes as sc')
          .innerJoin('classes as c', 'c.id', 'sc.class_id')
          .select('sc.class_id')
          .whereRef('sc.subject_id', '=', 'subjects.id')
          .where('c.stage_id', '=', stageId),
      ),
    );
  }
  return q;
}

/**
 * The subject's columns (how many teachers teach it among them, kept by
 * triggers: migration 2026-11-23-04) and its specialization's names.
 */
function withDetails(db: Kysely<Database>, f: Filters) {
  return filtered(db, f)
    .leftJoin('specializations as sp', 'sp.id', 'subjects.specialization_id')
    .selectAll('subjects')
    .select([
      'sp.name_ar as specialization_name_ar',
      'sp.name_en as specialization_name_en',
      'sp.class_id as specialization_class_id',
    ]);
}

export type SubjectRow = NonNullable<Awaited<ReturnType<typeof findSubject>>>;

/** The subjects a list or export shows, in its order. */
export function subjectSource(db: Kysely<Database>, f: Filters & { sort: Sort }) {
  return listSource({
    db,
    from: filtered(db, f),
    search: { table: 'subjects', q: f.q },
    id: 'subjects.id',
    sort: f.sort,
    columns: sortColumns,
    rows: withDetails(db, {}),
  });
}

export function findSubject(db: Kysely<Database>, id: number) {
  return withDetails(db, {}).where('subjects.id', '=', id).executeTakeFirst();
}

export function findSubjectByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('subjects').select(['id', 'code']).where('code', '=', code).executeTakeFirst();
}

/** The ids among `ids` that name a class. */
export async function existingClassIds(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('classes').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

export function findSpecialization(db: Kysely<Database>, id: number) {
  return db.selectFrom('specializations').select(['id', 'class_id']).where('id', '=', id).executeTakeFirst();
}

export async function insertSubject(db: Kysely<Database>, row: Insertable<SubjectsTable>) {
  const { id } = await db.insertInto('subjects').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateSubject(db: Kysely<Database>, id: number, row: Updateable<SubjectsTable>) {
  const res = await db.updateTable('subjects').set(row).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Makes the subject's classes exactly `classIds`. */
export async function replaceSubjectClasses(db: Kysely<Database>, subjectId: number, classIds: number[]) {
  await db.deleteFrom('subject_classes').where('subject_id', '=', subjectId).execute();
  if (classIds.length === 0) return;
  await db
    .insertInto('subject_classes')
    .values(classIds.map((class_id) => ({ subject_id: subjectId, class_id })))
    .execute();
}

export async function deleteSubject(db: Kysely<Database>, id: number) {
  await db.deleteFrom('subject_classes').where('subject_id', '=', id).execute();
  const res = await db.deleteFrom('subjects').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Rows elsewhere that use the subject: its teachers, its curricula and its courses. */
export async function countUsesOfSubject(db: Kysely<Database>, id: number) {
  let uses = 0;
  for (const table of ['teacher_subjects', 'curricula', 'courses'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subject_id', '=', id)
      .executeTakeFirstOrThrow();
    uses += Number(row.n);
  }
  return uses;
}
