import type { StageListQuery } from '@dashboard/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, StagesTable } from '../../db/types.js';
import { matchesSearch, offsetOf, sortOf } from '../../lib/list.js';

type Filters = Pick<StageListQuery, 'q'>;
type Sort = NonNullable<StageListQuery['sort']>;

const sortColumns = {
  sort_order: 'stages.sort_order',
  name_en: 'stages.name_en',
  name_ar: 'stages.name_ar',
  code: 'stages.code',
  created_at: 'stages.created_at',
} as const;

function filtered(db: Kysely<Database>, f: Filters) {
  let q = db.selectFrom('stages');
  if (f.q) q = q.where(matchesSearch('stages.search_text', f.q));
  return q;
}

function withClassCount(db: Kysely<Database>, f: Filters) {
  return filtered(db, f)
    .selectAll('stages')
    .select((eb) =>
      eb
        .selectFrom('classes')
        .whereRef('classes.stage_id', '=', 'stages.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('class_count'),
    );
}

export async function listStages(db: Kysely<Database>, f: Filters & { sort: Sort; page: number; pageSize: number }) {
  const [column, direction] = sortOf(f.sort, sortColumns);
  const [items, count] = await Promise.all([
    withClassCount(db, f)
      .orderBy(column as 'stages.sort_order', direction)
      .orderBy('stages.id')
      .limit(f.pageSize)
      .offset(offsetOf(f.page, f.pageSize))
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

export function stagesForExport(db: Kysely<Database>, f: Filters & { sort: Sort }, offset: number, limit: number) {
  const [column, direction] = sortOf(f.sort, sortColumns);
  return withClassCount(db, f)
    .orderBy(column as 'stages.sort_order', direction)
    .orderBy('stages.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findStage(db: Kysely<Database>, id: number) {
  return withClassCount(db, {}).where('stages.id', '=', id).executeTakeFirst();
}

export function findStageByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('stages').select(['id', 'code']).where('code', '=', code).executeTakeFirst();
}

export async function insertStage(db: Kysely<Database>, row: Insertable<StagesTable>) {
  const { id } = await db.insertInto('stages').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateStage(db: Kysely<Database>, id: number, row: Updateable<StagesTable>) {
  const res = await db.updateTable('stages').set(row).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteStage(db: Kysely<Database>, id: number) {
  const res = await db.deleteFrom('stages').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function countClassesOfStage(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('classes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('stage_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
