import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/types.js';
import { ownerScope } from './ownership.js';

/*
 * What every piece of teaching content a teacher writes for a class and a
 * subject with specializations shares (courses, curricula): its filters, the
 * names it shows of its teacher, class and subject, its specializations (a
 * link table), its owner, and how it answers them. Each content's own
 * columns stay its module's; `lib/class-references.ts` keeps its rule.
 */

/** The content tables, each with its specializations' link table and the link's key. */
const links = {
  courses: { table: 'course_specializations', key: 'course_id' },
  curricula: { table: 'curriculum_specializations', key: 'curriculum_id' },
} as const;

export type ContentTable = keyof typeof links;

/*
 * The queries below are written once against one content table (`courses`)
 * and run against whichever `table` names: both have the same shared columns,
 * and each link table its own key.
 */
type Any = 'courses';
const one = (table: ContentTable) => table as Any;
const link = (table: ContentTable) => links[table] as unknown as (typeof links)['courses'];

export type TeachingFilters = {
  teacher_id?: number | undefined;
  class_id?: number | undefined;
  subject_id?: number | undefined;
};

/** `q` narrowed to the content of a teacher, a class and a subject, as `f` asks. */
export function whereTeaching<Q>(q: Q, table: ContentTable, f: TeachingFilters): Q {
  const t = one(table);
  let k = q as unknown as SelectQueryBuilder<Database, Any, object>;
  if (f.teacher_id) k = k.where(`${t}.teacher_id`, '=', f.teacher_id);
  if (f.class_id) k = k.where(`${t}.class_id`, '=', f.class_id);
  if (f.subject_id) k = k.where(`${t}.subject_id`, '=', f.subject_id);
  return k as unknown as Q;
}

/** The names a content's row shows of its teacher, class and subject. */
export type TeachingNames = {
  teacher_name: string;
  class_name_ar: string;
  class_name_en: string;
  subject_name_ar: string;
  subject_name_en: string;
};

export type ContentRow<T extends ContentTable> = Selectable<Database[T]> & TeachingNames;

/** The content's rows with the names they show of their teacher, class and subject. */
export function withNames<T extends ContentTable>(db: Kysely<Database>, table: T) {
  const t = one(table);
  const q = db
    .selectFrom(t)
    .innerJoin('users as t', 't.id', `${t}.teacher_id`)
    .innerJoin('classes as c', 'c.id', `${t}.class_id`)
    .innerJoin('subjects as s', 's.id', `${t}.subject_id`)
    .selectAll(t)
    .select([
      't.name as teacher_name',
      'c.name_ar as class_name_ar',
      'c.name_en as class_name_en',
      's.name_ar as subject_name_ar',
      's.name_en as subject_name_en',
    ]);
  return q as unknown as SelectQueryBuilder<Database, T, ContentRow<T>>;
}

/** The teacher a content's row belongs to, or undefined when there is none. */
export async function ownerOfContent(db: Kysely<Database>, table: ContentTable, id: number) {
  const row = await db.selectFrom(one(table)).select('teacher_id').where('id', '=', id).executeTakeFirst();
  return row?.teacher_id;
}

export type Named = { id: number; name_ar: string; name_en: string };

/** Row `id` of `table` is linked to these specializations and no others. */
export async function replaceSpecializations(
  db: Kysely<Database>,
  table: ContentTable,
  id: number,
  specializationIds: number[],
) {
  const l = link(table);
  await db.deleteFrom(l.table).where(l.key, '=', id).execute();
  await linkSpecializations(db, table, id, specializationIds);
}

/** Row `id` of `table` is linked to these specializations too (a new row: `replaceSpecializations` otherwise). */
export async function linkSpecializations(
  db: Kysely<Database>,
  table: ContentTable,
  id: number,
  specializationIds: number[],
) {
  if (!specializationIds.length) return;
  const l = link(table);
  await db
    .insertInto(l.table)
    .values(specializationIds.map((specialization_id) => ({ [l.key]: id, specialization_id })))
    .execute();
}

/**
 * A content's teacher, class, subject and specializations, as the contracts
 * answer them: the specializations are kept on the row (`specialization_list`,
 * migration 2026-11-26-01), so a page, a record and an export are one statement.
 */
export function teachingOf(row: ContentRow<ContentTable>) {
  const specializations = JSON.parse(row.specialization_list) as Named[];
  return {
    teacher_id: row.teacher_id,
    teacher: { id: row.teacher_id, name: row.teacher_name },
    class_id: row.class_id,
    class: { id: row.class_id, name_ar: row.class_name_ar, name_en: row.class_name_en },
    subject_id: row.subject_id,
    subject: { id: row.subject_id, name_ar: row.subject_name_ar, name_en: row.subject_name_en },
    specialization_ids: specializations.map((s) => s.id),
    specializations,
  };
}

/** A teacher's list holds his or her own content only, whatever `teacher_id` asks. */
export const ownScope = <Q extends { teacher_id?: number | undefined }>(query: Q, request: FastifyRequest): Q => {
  const own = ownerScope(request);
  return own === null ? query : { ...query, teacher_id: own };
};

/**
 * For the demo seeds: each active teacher's subjects in the classes the
 * teacher teaches and the subject is taught in, by teacher, then class (a
 * seed orders further as it needs), with the names content is made of.
 */
export function teachingPairs(db: Kysely<Database>) {
  return db
    .selectFrom('teacher_subjects as ts')
    .innerJoin('teacher_classes as tc', 'tc.teacher_id', 'ts.teacher_id')
    .innerJoin('subject_classes as sc', (j) =>
      j.onRef('sc.subject_id', '=', 'ts.subject_id').onRef('sc.class_id', '=', 'tc.class_id'),
    )
    .innerJoin('users as u', 'u.id', 'ts.teacher_id')
    .innerJoin('subjects as s', 's.id', 'ts.subject_id')
    .innerJoin('classes as c', 'c.id', 'tc.class_id')
    .select([
      'u.id as teacher_id',
      'u.name as teacher_name',
      's.id as subject_id',
      's.code',
      's.name_ar as subject_ar',
      's.name_en as subject_en',
      's.specialization_id',
      'c.id as class_id',
      'c.name_ar as class_ar',
      'c.name_en as class_en',
    ])
    .where('u.active', '=', 1)
    .orderBy('u.id')
    .orderBy('c.id');
}
