import type { Stage, StageCreate, StageListQuery } from '@dashboard/contracts';
import { stageCreateSchema, stageUpdateSchema } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { transaction } from '../../lib/transaction.js';
import { keysetRows, listPage, searchText } from '../../lib/list.js';
import * as repo from './stages.repository.js';

export function toStage(row: repo.StageRow): Stage {
  return {
    id: row.id,
    name_ar: row.name_ar,
    name_en: row.name_en,
    code: row.code,
    sort_order: row.sort_order,
    class_count: Number(row.class_count),
    created_at: row.created_at,
  };
}

export async function listStages(db: Kysely<Database>, query: StageListQuery) {
  const page = await listPage(db, repo.stageSource(db, query), query);
  return { ...page, items: page.items.map(toStage) };
}

export async function* exportStages(db: Kysely<Database>, query: Omit<StageListQuery, 'page' | 'pageSize'>) {
  for await (const row of keysetRows(repo.stageSource(db, query))) yield toStage(row);
}

export async function getStage(db: Kysely<Database>, id: number): Promise<Stage> {
  const row = await repo.findStage(db, id);
  if (!row) throw new AppError(404, 'resource.not_found');
  return toStage(row);
}

async function assertCodeFree(db: Kysely<Database>, code: string, exceptId?: number) {
  const other = await repo.findStageByCode(db, code);
  if (other && other.id !== exceptId) throw AppError.field(409, 'code', 'stage.code_taken');
}

export async function createStage(db: Kysely<Database>, input: z.output<typeof stageCreateSchema>): Promise<Stage> {
  return transaction(db, async (trx) => {
    await assertCodeFree(trx, input.code);
    const now = new Date().toISOString();
    const id = await repo.insertStage(trx, {
      ...input,
      search_text: searchText(input.name_ar, input.name_en, input.code),
      created_at: now,
      updated_at: now,
    });
    return getStage(trx, id);
  });
}

export async function updateStage(
  db: Kysely<Database>,
  id: number,
  input: z.output<typeof stageUpdateSchema>,
): Promise<Stage> {
  return transaction(db, async (trx) => {
    const current = await getStage(trx, id);
    if (input.code !== undefined) await assertCodeFree(trx, input.code, id);
    const next = { ...current, ...input } satisfies StageCreate;
    await repo.updateStage(trx, id, {
      ...input,
      search_text: searchText(next.name_ar, next.name_en, next.code),
      updated_at: new Date().toISOString(),
    });
    return getStage(trx, id);
  });
}

/** Deletes a stage that has no classes; one that has is refused and kept. */
export async function deleteStage(db: Kysely<Database>, id: number): Promise<void> {
  await transaction(db, async (trx) => {
    if ((await getStage(trx, id)).class_count > 0) throw new AppError(409, 'stage.in_use');
    await repo.deleteStage(trx, id);
  });
}
