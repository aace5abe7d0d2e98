import type { System } from '@dashboard/contracts';
import { foldForSearch, systemCreateSchema, systemUpdateSchema, type FieldError } from '@dashboard/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database, SystemsTable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { searchText } from '../../lib/list.js';
import * as repo from './systems.repository.js';

type SystemRow = Selectable<SystemsTable> & { class_name_ar: string; class_name_en: string };

export function toSystem(row: SystemRow): System {
  return {
    id: row.id,
    name_ar: row.name_ar,
    name_en: row.name_en,
    class_id: row.class_id,
    class_name_ar: row.class_name_ar,
    class_name_en: row.class_name_en,
    created_at: row.created_at,
  };
}

export async function getSystem(db: Kysely<Database>, id: number): Promise<System> {
  const row = await repo.findSystem(db, id);
  if (!row) throw new AppError(404, 'resource.not_found');
  return toSystem(row);
}

async function assertClassExists(db: Kysely<Database>, classId: number) {
  if (!(await repo.classExists(db, classId))) throw AppError.field(400, 'class_id', 'validation.invalid');
}

/** Two systems of one class may not share a name (compared as search compares: case and Arabic variants aside). */
async function assertNamesFree(
  db: Kysely<Database>,
  classId: number,
  names: { name_ar: string; name_en: string },
  exceptId?: number,
) {
  const others = (await repo.systemNamesOfClass(db, classId)).filter((s) => s.id !== exceptId);
  const errors: FieldError[] = [];
  for (const field of ['name_ar', 'name_en'] as const) {
    const wanted = foldForSearch(names[field]);
    if (others.some((s) => foldForSearch(s[field]) === wanted))
      errors.push({ path: field, code: 'validation.duplicate' });
  }
  if (errors.length) throw new AppError(409, 'validation.duplicate', errors);
}

export async function createSystem(db: Kysely<Database>, input: z.output<typeof systemCreateSchema>): Promise<System> {
  return db.transaction().execute(async (trx) => {
    await assertClassExists(trx, input.class_id);
    await assertNamesFree(trx, input.class_id, input);
    const now = new Date().toISOString();
    const id = await repo.insertSystem(trx, {
      ...input,
      search_text: searchText(input.name_ar, input.name_en),
      created_at: now,
      updated_at: now,
    });
    return getSystem(trx, id);
  });
}

export async function updateSystem(
  db: Kysely<Database>,
  id: number,
  input: z.output<typeof systemUpdateSchema>,
): Promise<System> {
  return db.transaction().execute(async (trx) => {
    const current = await getSystem(trx, id);
    if (input.class_id !== undefined && input.class_id !== current.class_id)
      await assertClassExists(trx, input.class_id);
    const next = { ...current, ...input };
    await assertNamesFree(trx, next.class_id, next, id);
    await repo.updateSystem(trx, id, {
      ...input,
      search_text: searchText(next.name_ar, next.name_en),
      updated_at: new Date().toISOString(),
    });
    return getSystem(trx, id);
  });
}

/** Deletes a system no student is enrolled in; one that has students is refused and kept. */
export async function deleteSystem(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await getSystem(trx, id);
    if (await repo.systemInUse(trx, id)) throw new AppError(409, 'system.in_use');
    await repo.deleteSystem(trx, id);
  });
}
