import type { SpecializationListQuery } from '@dashboard/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, SpecializationsTable } from '../../db/types.js';
import { matchesSearch, offsetOf } from '../../lib/list.js';

type Filters = Pick<SpecializationListQuery, 'q' | 'class_id'>;
type Sort = NonNullable<SpecializationListQuery['sort']>;

function filtered(db: Kysely<Database>, f: Filters) {
  let q = db
    .selectFrom('specializations')
    .innerJoin('classes', 'classes.id', 'specializations.class_id')
    .innerJoin('stages', 'stages.id', 'classes.stage_id');
  if (f.q) q = q.where(matchesSearch('specializations.search_text', f.q));
  if (f.class_id !== undefined) q = q.where('specializations.class_id', '=', f.class_id);
  return q;
}

function withClass(db: Kysely<Database>, f: Filters) {
  return filtered(db, f)
    .selectAll('specializations')
    .select(['classes.name_ar as class_name_ar', 'classes.name_en as class_name_en']);
}

/** `class` is the ladder's order of the classes: the stage's place, then the class's place in it. */
function ordered(db: Kysely<Database>, f: Filters & { sort: Sort }) {
  const desc = f.sort.startsWith('-');
  const dir = desc ? 'desc' : 'asc';
  const field = (desc ? f.sort.slice(1) : f.sort) as Sort;
  const q = withClass(db, f);
  const byField =
    field === 'class'
      ? q
          .orderBy('stages.sort_order', dir)
          .orderBy('stages.id', dir)
          .orderBy('classes.sort_order', dir)
          .orderBy('classes.id', dir)
      : q.orderBy(`specializations.${field as 'name_en' | 'name_ar' | 'created_at'}`, dir);
  return byField.orderBy('specializations.id', field === 'class' ? 'asc' : dir);
}

export async function listSpecializations(
  db: Kysely<Database>,
  f: Filters & { sort: Sort; page: number; pageSize: number },
) {
  const [items, count] = await Promise.all([
    ordered(db, f).limit(f.pageSize).offset(offsetOf(f.page, f.pageSize)).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

export function specializationsForExport(
  db: Kysely<Database>,
  f: Filters & { sort: Sort },
  offset: number,
  limit: number,
) {
  return ordered(db, f).limit(limit).offset(offset).execute();
}

export function findSpecialization(db: Kysely<Database>, id: number) {
  return withClass(db, {}).where('specializations.id', '=', id).executeTakeFirst();
}

export function classExists(db: Kysely<Database>, id: number) {
  return db.selectFrom('classes').select('id').where('id', '=', id).executeTakeFirst();
}

/** The names of a class’s specializations, to refuse a second specialization of the same name. */
export function specializationNamesOfClass(db: Kysely<Database>, classId: number) {
  return db
    .selectFrom('specializations')
    .select(['id', 'name_ar', 'name_en'])
    .where('class_id', '=', classId)
    .execute();
}

export async function insertSpecialization(db: Kysely<Database>, row: Insertable<SpecializationsTable>) {
  const { id } = await db.insertInto('specializations').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateSpecialization(db: Kysely<Database>, id: number, row: Updateable<SpecializationsTable>) {
  const res = await db.updateTable('specializations').set(row).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteSpecialization(db: Kysely<Database>, id: number) {
  const res = await db.deleteFrom('specializations').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Whether a subject belongs to the specialization. */
export async function specializationInUse(db: Kysely<Database>, id: number): Promise<boolean> {
  return Boolean(
    await db.selectFrom('subjects').select('id').where('specialization_id', '=', id).limit(1).executeTakeFirst(),
  );
}
