import type { StageListQuery } from '@dashboard/contracts';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, StagesTable } from '../../db/types.js';
import { listSource, matchesSearch } from '../../lib/list.js';

/** The stages a list or export shows, in its order; `class_count` is kept on the row by triggers. */
export function stageSource(db: Kysely<Database>, f: Omit<StageListQuery, 'page' | 'pageSize'>) {
  let from = db.selectFrom('stages');
  if (f.q) from = from.where(matchesSearch(db, 'stages', f.q));
  return listSource({
    from,
    id: 'stages.id',
    sort: f.sort,
    columns: {
      sort_order: 'stages.sort_order',
      name_en: 'stages.name_en',
      name_ar: 'stages.name_ar',
      code: 'stages.code',
      created_at: 'stages.created_at',
    },
    rows: (ids): Promise<StageRow[]> => db.selectFrom('stages').selectAll().where('id', 'in', ids).execute(),
  });
}

export type StageRow = Selectable<StagesTable>;

export function findStage(db: Kysely<Database>, id: number) {
  return db.selectFrom('stages').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findStageByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('stages').select(['id', 'code']).where('code', '=', code).executeTakeFirst();
}

export async function insertStage(db: Kysely<Database>, row: Insertable<StagesTable>) {
  const { id } = await db.insertInto('stages').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateStage(db: Kysely<Database>, id: number, row: Updateable<StagesTable>) {
  await db.updateTable('stages').set(row).where('id', '=', id).execute();
}

export async function deleteStage(db: Kysely<Database>, id: number) {
  await db.deleteFrom('stages').where('id', '=', id).execute();
}
