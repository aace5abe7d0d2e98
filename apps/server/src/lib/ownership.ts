import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { AppError } from './app-error.js';

/**
 * Ownership of teaching content: a teacher reads and changes only his or her
 * own curricula, units, lessons, courses, questions and exams; an admin all
 * of them; a support agent reads what its permission lets it (lessons). The
 * server enforces it here, whatever the screens hide.
 */

/** The teacher whose content a request is limited to: the teacher's own id, or null for everyone else. */
export function ownerScope(request: FastifyRequest): number | null {
  return request.user?.role === 'teacher' ? request.user.id : null;
}

/** 403 `auth.not_owner` when a teacher asks for another teacher's record. */
export function assertOwner(request: FastifyRequest, ownerId: number): void {
  const scope = ownerScope(request);
  if (scope !== null && scope !== ownerId) throw new AppError(403, 'auth.not_owner');
}

/**
 * The teacher a new record belongs to: a teacher's own (a body naming
 * another is refused with 403), or the one an admin names (400 required on
 * `teacher_id` when none is named, 400 invalid when it is not an active
 * teacher's id).
 */
export async function ownerFor(
  db: Kysely<Database>,
  request: FastifyRequest,
  named: number | null | undefined,
): Promise<number> {
  const scope = ownerScope(request);
  if (scope !== null) {
    if (named != null && named !== scope) throw AppError.field(403, 'teacher_id', 'auth.not_owner');
    return scope;
  }
  if (named == null) throw AppError.field(400, 'teacher_id', 'validation.required');
  const teacher = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', named)
    .where('role', '=', 'teacher')
    .executeTakeFirst();
  if (!teacher) throw AppError.field(400, 'teacher_id', 'validation.invalid');
  return named;
}

/**
 * `registerCrud`'s `owner`: the teacher a record belongs to, or undefined
 * when there is no such record (404). The kit asks it before a get, an
 * update and a delete, and refuses a teacher another's record (403) before
 * anything is read or changed.
 */
export type OwnerOf = (db: Kysely<Database>, id: number) => Promise<number | undefined>;

/** Checks `request` may reach record `id`: 404 when there is none, 403 when it is another teacher's. */
export async function assertOwnerOf(db: Kysely<Database>, request: FastifyRequest, ownerOf: OwnerOf, id: number) {
  if (ownerScope(request) === null) return;
  const owner = await ownerOf(db, id);
  if (owner === undefined) throw new AppError(404, 'resource.not_found');
  assertOwner(request, owner);
}
