import type { Student, StudentListQuery } from '@dashboard/contracts';
import { studentUpdateSchema } from '@dashboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { ExportSource } from '../../lib/export-copy.js';
import { keptListPage, searchText } from '../../lib/list.js';
import { ownerScope } from '../../lib/ownership.js';
import { lockScope, transaction } from '../../lib/transaction.js';
import * as repo from './students.repository.js';

/**
 * Students: every role reads them; a teacher only those of the classes he or
 * she teaches, and never their wallets (no balance, no balance filter or
 * sort). Only an admin changes them (the route's permission).
 */

const named = (id: number | null, ar: string | null, en: string | null) =>
  id === null || ar === null || en === null ? null : { id, name_ar: ar, name_en: en };

function toStudent(row: repo.StudentRow, seesWallet: boolean): Student {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    class_id: row.class_id,
    class: named(row.class_id, row.class_name_ar, row.class_name_en),
    stage: named(row.stage_id, row.stage_name_ar, row.stage_name_en),
    system_id: row.system_id,
    system: named(row.system_id, row.system_name_ar, row.system_name_en),
    quiz_average: row.quiz_average === null ? null : Number(row.quiz_average),
    assignment_average: row.assignment_average === null ? null : Number(row.assignment_average),
    points: Number(row.points),
    completion_rate: row.completion_rate === null ? null : Number(row.completion_rate),
    wallet_balance: seesWallet ? Number(row.wallet_balance) : null,
    can_comment: Boolean(row.can_comment),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

type Filters = Omit<StudentListQuery, 'page' | 'pageSize' | 'after' | 'before'>;

/** The list's filters for whoever asks: a teacher's kept to his or her classes, without the wallet's. */
function scoped<Q extends Filters>(query: Q, request: FastifyRequest) {
  const teacher = ownerScope(request);
  if (teacher !== null) {
    const sortField = query.sort.replace(/^-/, '');
    const wallet = (['balance_min', 'balance_max'] as const).find((f) => query[f] !== undefined);
    if (wallet) throw AppError.field(400, wallet, 'validation.invalid');
    if (sortField === 'wallet_balance') throw AppError.field(400, 'sort', 'validation.invalid');
  }
  return { ...query, teacher };
}

export function listStudents(db: Kysely<Database>, query: StudentListQuery, request: FastifyRequest) {
  return keptListPage(db, repo.studentSource, scoped(query, request), listedStudent);
}

/** A list's row as the API answers it: no balance in a teacher's list. */
const listedStudent = (row: repo.StudentRow, filters: { teacher: number | null }) =>
  toStudent(row, seesWallet(filters));

/** Whether a list's asker sees balances: anyone but a teacher. */
const seesWallet = (filters: { teacher: number | null }) => filters.teacher === null;

/** The students' export: their list's source, with no balances in a teacher's. */
export function studentExportSource(db: Kysely<Database>, query: Filters, request: FastifyRequest): ExportSource {
  const filters = scoped(query, request);
  return repo.studentSource(db, filters, seesWallet(filters));
}

/** One student: 404 when there is none, or when a teacher asks for one outside his or her classes. */
export async function getStudent(db: Kysely<Database>, id: number, request: FastifyRequest): Promise<Student> {
  const teacher = ownerScope(request);
  const row = await repo.findStudent(db, id, teacher);
  if (!row) throw new AppError(404, 'resource.not_found');
  return toStudent(row, teacher === null);
}

/**
 * Changes a student: the class must exist and the system be one of the
 * class's (a new class drops a system that is not its own); the phone stays
 * unique among students; the search text follows the name, phone and email.
 */
export function updateStudent(
  db: Kysely<Database>,
  id: number,
  input: z.output<typeof studentUpdateSchema>,
  request: FastifyRequest,
): Promise<Student> {
  return transaction(db, async (trx) => {
    const current = await trx.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) throw new AppError(404, 'resource.not_found');
    const next = { ...current, ...input };
    if (input.class_id != null) {
      const found = await trx.selectFrom('classes').select('id').where('id', '=', input.class_id).executeTakeFirst();
      if (!found) throw AppError.field(400, 'class_id', 'validation.invalid');
    }
    if (input.class_id !== undefined && input.system_id === undefined && next.system_id !== null) {
      // A class of its own: the old class's system goes unless it is the new one's too.
      const kept = await systemOfClass(trx, next.system_id, next.class_id);
      if (!kept) next.system_id = null;
    }
    if (input.system_id != null && !(await systemOfClass(trx, input.system_id, next.class_id))) {
      throw AppError.field(400, 'system_id', 'student.system_not_in_class');
    }
    if (input.phone !== undefined && input.phone !== current.phone) {
      await lockScope(trx, 'students.phone');
      const taken = await trx
        .selectFrom('students')
        .select('id')
        .where('phone', '=', input.phone)
        .where('id', '<>', id)
        .executeTakeFirst();
      if (taken) throw AppError.field(409, 'phone', 'student.phone_taken');
    }
    await trx
      .updateTable('students')
      .set({
        name: next.name,
        phone: next.phone,
        email: next.email,
        class_id: next.class_id,
        system_id: next.system_id,
        can_comment: next.can_comment === true || next.can_comment === 1 ? 1 : 0,
        search_text: searchText(next.name, next.phone, next.email),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    return getStudent(trx, id, request);
  });
}

async function systemOfClass(db: Kysely<Database>, systemId: number, classId: number | null) {
  if (classId === null) return false;
  const found = await db
    .selectFrom('systems')
    .select('id')
    .where('id', '=', systemId)
    .where('class_id', '=', classId)
    .executeTakeFirst();
  return Boolean(found);
}
