import type { Class, ClassListQuery } from '@dashboard/contracts';
import { classCreateSchema, classUpdateSchema, foldForSearch, type FieldError } from '@dashboard/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { ClassesTable, Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { transaction } from '../../lib/transaction.js';
import { keysetRows, listPage, searchText } from '../../lib/list.js';
import * as repo from './classes.repository.js';

type ClassRow = Selectable<ClassesTable> & {
  stage_name_ar: string;
  stage_name_en: string;
  system_count: number | string | null;
  specialization_count: number | string | null;
};

export function toClass(row: ClassRow): Class {
  return {
    id: row.id,
    name_ar: row.name_ar,
    name_en: row.name_en,
    sort_order: row.sort_order,
    stage_id: row.stage_id,
    stage_name_ar: row.stage_name_ar,
    stage_name_en: row.stage_name_en,
    system_count: Number(row.system_count ?? 0),
    specialization_count: Number(row.specialization_count ?? 0),
    created_at: row.created_at,
  };
}

export async function listClasses(db: Kysely<Database>, query: ClassListQuery) {
  const page = await listPage(db, repo.classSource(db, query), query);
  return { ...page, items: page.items.map(toClass) };
}

export async function* exportClasses(db: Kysely<Database>, query: Omit<ClassListQuery, 'page' | 'pageSize'>) {
  for await (const row of keysetRows(repo.classSource(db, query))) yield toClass(row);
}

export async function getClass(db: Kysely<Database>, id: number): Promise<Class> {
  const row = await repo.findClass(db, id);
  if (!row) throw new AppError(404, 'resource.not_found');
  return toClass(row);
}

async function assertStageExists(db: Kysely<Database>, stageId: number) {
  if (!(await repo.stageExists(db, stageId))) throw AppError.field(400, 'stage_id', 'validation.invalid');
}

/** Two classes of one stage may not share a name (compared as search compares: case and Arabic variants aside). */
async function assertNamesFree(
  db: Kysely<Database>,
  stageId: number,
  names: { name_ar: string; name_en: string },
  exceptId?: number,
) {
  const others = (await repo.classNamesOfStage(db, stageId)).filter((c) => c.id !== exceptId);
  const errors: FieldError[] = [];
  for (const field of ['name_ar', 'name_en'] as const) {
    const wanted = foldForSearch(names[field]);
    if (others.some((c) => foldForSearch(c[field]) === wanted))
      errors.push({ path: field, code: 'validation.duplicate' });
  }
  if (errors.length) throw new AppError(409, 'validation.duplicate', errors);
}

export async function createClass(db: Kysely<Database>, input: z.output<typeof classCreateSchema>): Promise<Class> {
  return transaction(db, async (trx) => {
    await assertStageExists(trx, input.stage_id);
    await assertNamesFree(trx, input.stage_id, input);
    const now = new Date().toISOString();
    const id = await repo.insertClass(trx, {
      ...input,
      search_text: searchText(input.name_ar, input.name_en),
      created_at: now,
      updated_at: now,
    });
    return getClass(trx, id);
  });
}

export async function updateClass(
  db: Kysely<Database>,
  id: number,
  input: z.output<typeof classUpdateSchema>,
): Promise<Class> {
  return transaction(db, async (trx) => {
    const current = await getClass(trx, id);
    if (input.stage_id !== undefined && input.stage_id !== current.stage_id)
      await assertStageExists(trx, input.stage_id);
    const next = { ...current, ...input };
    await assertNamesFree(trx, next.stage_id, next, id);
    await repo.updateClass(trx, id, {
      ...input,
      search_text: searchText(next.name_ar, next.name_en),
      updated_at: new Date().toISOString(),
    });
    return getClass(trx, id);
  });
}

/**
 * Deletes a class nothing uses; a class that still has systems,
 * specializations, subjects, teachers or students is refused and kept.
 */
export async function deleteClass(db: Kysely<Database>, id: number): Promise<void> {
  await transaction(db, async (trx) => {
    await getClass(trx, id);
    if (await repo.classInUse(trx, id)) throw new AppError(409, 'class.in_use');
    await repo.deleteClass(trx, id);
  });
}
