import type { Subject, SubjectClass, SubjectListQuery } from '@dashboard/contracts';
import { subjectCreateSchema, subjectUpdateSchema } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { transaction } from '../../lib/transaction.js';
import { dbErrorKind } from '../../lib/db-errors.js';
import { keptListPage, keysetRows, searchText } from '../../lib/list.js';
import * as repo from './subjects.repository.js';

/** A subjects row as the contract's object; its classes are the JSON list triggers keep on it (migration 2026-11-23-05). */
export function toSubject(row: repo.SubjectRow): Subject {
  const classes = JSON.parse(row.class_list) as SubjectClass[];
  return {
    id: row.id,
    name_ar: row.name_ar,
    name_en: row.name_en,
    code: row.code,
    specialization_id: row.specialization_id,
    specialization:
      row.specialization_id === null || row.specialization_name_en === null
        ? null
        : {
            id: row.specialization_id,
            name_ar: row.specialization_name_ar ?? '',
            name_en: row.specialization_name_en,
            class_id: row.specialization_class_id ?? 0,
          },
    class_ids: classes.map((c) => c.id),
    classes,
    teacher_count: row.teacher_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function listSubjects(db: Kysely<Database>, query: SubjectListQuery) {
  return keptListPage(db, repo.subjectSource, query, toSubject);
}

/** Every matching subject in order, read a batch at a time. */
export async function* exportSubjects(db: Kysely<Database>, query: Omit<SubjectListQuery, 'page' | 'pageSize'>) {
  for await (const row of keysetRows(repo.subjectSource(db, query))) yield toSubject(row);
}

export async function getSubject(db: Kysely<Database>, id: number): Promise<Subject> {
  const row = await repo.findSubject(db, id);
  if (!row) throw new AppError(404, 'resource.not_found');
  return toSubject(row);
}

async function assertCodeFree(db: Kysely<Database>, code: string, exceptId?: number) {
  const other = await repo.findSubjectByCode(db, code);
  if (other && other.id !== exceptId) throw AppError.field(409, 'code', 'subject.code_taken');
}

/**
 * Every class must exist; the specialization, when there is one, must exist
 * and belong to one of the subject's classes.
 */
async function assertReferences(db: Kysely<Database>, classIds: number[], specializationId: number | null) {
  const found = await repo.existingClassIds(db, classIds);
  if (found.length !== classIds.length) throw AppError.field(400, 'class_ids', 'validation.invalid');
  if (specializationId === null) return;
  const specialization = await repo.findSpecialization(db, specializationId);
  if (!specialization) throw AppError.field(400, 'specialization_id', 'validation.invalid');
  if (!classIds.includes(specialization.class_id)) {
    throw AppError.field(400, 'specialization_id', 'subject.specialization_mismatch');
  }
}

/** A second writer may take the code between our check and our write: the unique index has the last word. */
const isUniqueViolation = (err: unknown) => dbErrorKind(err) === 'unique';
const isForeignKeyViolation = (err: unknown) => dbErrorKind(err) === 'foreign_key';

const unique = (ids: number[]) => [...new Set(ids)];

export async function createSubject(
  db: Kysely<Database>,
  input: z.output<typeof subjectCreateSchema>,
): Promise<Subject> {
  const classIds = unique(input.class_ids);
  try {
    return await transaction(db, async (trx) => {
      await assertCodeFree(trx, input.code);
      await assertReferences(trx, classIds, input.specialization_id);
      const now = new Date().toISOString();
      const id = await repo.insertSubject(trx, {
        name_ar: input.name_ar,
        name_en: input.name_en,
        code: input.code,
        specialization_id: input.specialization_id,
        search_text: searchText(input.name_ar, input.name_en, input.code),
        created_at: now,
        updated_at: now,
      });
      await repo.replaceSubjectClasses(trx, id, classIds);
      return getSubject(trx, id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.field(409, 'code', 'subject.code_taken');
    throw err;
  }
}

export async function updateSubject(
  db: Kysely<Database>,
  id: number,
  input: z.output<typeof subjectUpdateSchema>,
): Promise<Subject> {
  try {
    return await transaction(db, async (trx) => {
      const current = await getSubject(trx, id);
      if (input.code !== undefined) await assertCodeFree(trx, input.code, id);
      const next = {
        name_ar: input.name_ar ?? current.name_ar,
        name_en: input.name_en ?? current.name_en,
        code: input.code ?? current.code,
        specialization_id: input.specialization_id !== undefined ? input.specialization_id : current.specialization_id,
        class_ids: input.class_ids !== undefined ? unique(input.class_ids) : current.class_ids,
      };
      // Changing the classes alone can leave the kept specialization outside them: checked on every write.
      await assertReferences(trx, next.class_ids, next.specialization_id);
      await repo.updateSubject(trx, id, {
        name_ar: next.name_ar,
        name_en: next.name_en,
        code: next.code,
        specialization_id: next.specialization_id,
        search_text: searchText(next.name_ar, next.name_en, next.code),
        updated_at: new Date().toISOString(),
      });
      if (input.class_ids !== undefined) await repo.replaceSubjectClasses(trx, id, next.class_ids);
      return getSubject(trx, id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.field(409, 'code', 'subject.code_taken');
    throw err;
  }
}

/** Deletes a subject nobody uses; one that is used is refused and kept whole. */
export async function deleteSubject(db: Kysely<Database>, id: number): Promise<void> {
  try {
    await transaction(db, async (trx) => {
      await getSubject(trx, id);
      if ((await repo.countUsesOfSubject(trx, id)) > 0) throw new AppError(409, 'subject.in_use');
      await repo.deleteSubject(trx, id);
    });
  } catch (err) {
    // A table that references subjects and is not counted above yet still keeps the row.
    if (isForeignKeyViolation(err)) throw new AppError(409, 'subject.in_use');
    throw err;
  }
}
