import type { Specialization } from '@dashboard/contracts';
import {
  foldForSearch,
  specializationCreateSchema,
  specializationUpdateSchema,
  type FieldError,
} from '@dashboard/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database, SpecializationsTable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { searchText } from '../../lib/list.js';
import * as repo from './specializations.repository.js';

type SpecializationRow = Selectable<SpecializationsTable> & { class_name_ar: string; class_name_en: string };

export function toSpecialization(row: SpecializationRow): Specialization {
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

export async function getSpecialization(db: Kysely<Database>, id: number): Promise<Specialization> {
  const row = await repo.findSpecialization(db, id);
  if (!row) throw new AppError(404, 'resource.not_found');
  return toSpecialization(row);
}

async function assertClassExists(db: Kysely<Database>, classId: number) {
  if (!(await repo.classExists(db, classId))) throw AppError.field(400, 'class_id', 'validation.invalid');
}

/** Two specializations of one class may not share a name (compared as search compares: case and Arabic variants aside). */
async function assertNamesFree(
  db: Kysely<Database>,
  classId: number,
  names: { name_ar: string; name_en: string },
  exceptId?: number,
) {
  const others = (await repo.specializationNamesOfClass(db, classId)).filter((s) => s.id !== exceptId);
  const errors: FieldError[] = [];
  for (const field of ['name_ar', 'name_en'] as const) {
    const wanted = foldForSearch(names[field]);
    if (others.some((s) => foldForSearch(s[field]) === wanted))
      errors.push({ path: field, code: 'validation.duplicate' });
  }
  if (errors.length) throw new AppError(409, 'validation.duplicate', errors);
}

export async function createSpecialization(
  db: Kysely<Database>,
  input: z.output<typeof specializationCreateSchema>,
): Promise<Specialization> {
  return db.transaction().execute(async (trx) => {
    await assertClassExists(trx, input.class_id);
    await assertNamesFree(trx, input.class_id, input);
    const now = new Date().toISOString();
    const id = await repo.insertSpecialization(trx, {
      ...input,
      search_text: searchText(input.name_ar, input.name_en),
      created_at: now,
      updated_at: now,
    });
    return getSpecialization(trx, id);
  });
}

export async function updateSpecialization(
  db: Kysely<Database>,
  id: number,
  input: z.output<typeof specializationUpdateSchema>,
): Promise<Specialization> {
  return db.transaction().execute(async (trx) => {
    const current = await getSpecialization(trx, id);
    if (input.class_id !== undefined && input.class_id !== current.class_id)
      await assertClassExists(trx, input.class_id);
    const next = { ...current, ...input };
    await assertNamesFree(trx, next.class_id, next, id);
    await repo.updateSpecialization(trx, id, {
      ...input,
      search_text: searchText(next.name_ar, next.name_en),
      updated_at: new Date().toISOString(),
    });
    return getSpecialization(trx, id);
  });
}

/** Deletes a specialization no subject belongs to; one that has subjects is refused and kept. */
export async function deleteSpecialization(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await getSpecialization(trx, id);
    if (await repo.specializationInUse(trx, id)) throw new AppError(409, 'specialization.in_use');
    await repo.deleteSpecialization(trx, id);
  });
}
