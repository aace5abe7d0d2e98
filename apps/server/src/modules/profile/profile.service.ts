import type { Profile, Role } from '@dashboard/contracts';
import { passwordChangeSchema, profileUpdateSchema } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { audit, secretsOf, type AuditRequest } from '../../lib/audit.js';
import { searchText } from '../../lib/list.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { transaction } from '../../lib/transaction.js';
import type { AuthUser } from '../auth/auth.service.js';
import type { Storage } from '../../lib/storage.js';
import { attachUpload, photoOwner, releaseUploads } from '../uploads/uploads.service.js';
import { toSessionUser } from '../users/users.service.js';
import * as repo from './profile.repository.js';
import { assertContactFree, uniqueViolationAsTaken } from './user-contacts.js';

async function profileRow(db: Kysely<Database>, id: number) {
  const row = await repo.findProfile(db, id);
  // The session's user exists (the guard found it); a row gone since is a stale session.
  if (!row) throw AppError.unauthenticated();
  return row;
}

/**
 * The entity a user's own changes are audited under: a teacher's or a
 * support agent's record, so the record's history shows them; `users` for an admin.
 */
export function userEntity(role: Role): string {
  return role === 'teacher' ? 'teachers' : role === 'support-agent' ? 'support-agents' : 'users';
}

export async function getProfile(db: Kysely<Database>, id: number): Promise<Profile> {
  const row = await profileRow(db, id);
  return { ...toSessionUser(row), email: row.email, phone: row.phone };
}

/** The signed-in user changes his or her name, email or photo; audited with the change, in one transaction. */
export async function updateProfile(
  db: Kysely<Database>,
  storage: Storage,
  user: AuthUser,
  input: z.output<typeof profileUpdateSchema>,
  request: AuditRequest,
): Promise<Profile> {
  return transaction(db, async (trx) => {
    const before = await getProfile(trx, user.id);
    const current = await profileRow(trx, user.id);
    if (input.photo !== undefined && input.photo !== current.photo) {
      // The new photo becomes the user's (400 on `photo` unless it is an unowned image); the old one goes.
      await attachUpload(trx, input.photo, { ...photoOwner(user.id), kinds: ['image'], by: request.principal });
      await releaseUploads(trx, storage, photoOwner(user.id), [current.photo]);
    }
    // The spec requires a support agent's email; the other roles may go without.
    if (input.email === null && current.role === 'support-agent') {
      throw AppError.field(400, 'email', 'user.email_required');
    }
    if (input.email) await assertContactFree(trx, { email: input.email }, user.id);
    const next = { ...current, ...input };
    await repo.updateUser(trx, user.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.photo !== undefined ? { photo: input.photo } : {}),
      search_text: searchText(next.name, next.phone, next.email),
      updated_at: new Date().toISOString(),
    });
    const after = await getProfile(trx, user.id);
    await audit(trx, request, { action: 'update', entity: userEntity(user.role), entityId: user.id, before, after });
    return after;
  }).catch(uniqueViolationAsTaken);
}

/**
 * Changes the signed-in user's password, given the current one. Every other
 * session of the user ends (a lost laptop stops working); this one stays.
 * Returns the ended sessions, so their open event streams can be closed too.
 * Audited as an update whose only field is the password, `[redacted]`; the
 * slow checks run before the transaction opens.
 */
export async function changePassword(
  db: Kysely<Database>,
  user: AuthUser,
  input: z.output<typeof passwordChangeSchema>,
  request: AuditRequest,
): Promise<number[]> {
  const current = await profileRow(db, user.id);
  if (!(await verifyPassword(input.current_password, current.password_hash))) {
    throw AppError.field(400, 'current_password', 'user.wrong_password');
  }
  const hash = await hashPassword(input.new_password);
  return transaction(db, async (trx) => {
    await repo.updateUser(trx, user.id, { password_hash: hash, updated_at: new Date().toISOString() });
    const ended = await repo.revokeOtherSessions(trx, user.id, user.sessionId);
    await audit(trx, request, {
      action: 'update',
      entity: userEntity(user.role),
      entityId: user.id,
      before: {},
      after: secretsOf({ password: input.new_password }),
    });
    return ended;
  });
}
