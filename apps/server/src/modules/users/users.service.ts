import {
  isErrorCode,
  userNameSchema,
  userPasswordSchema,
  userPhoneSchema,
  type SessionUser,
} from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, UserRow } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { searchText } from '../../lib/list.js';
import { hashPassword } from '../../lib/password.js';
import { transaction } from '../../lib/transaction.js';
import { assertContactFree, uniqueViolationAsTaken } from '../profile/user-contacts.js';
import { insertUser } from './users.repository.js';

/** The public URL of a stored photo. */
export function photoUrl(photo: string | null): string | null {
  if (!photo) return null;
  return /^https?:\/\//.test(photo) || photo.startsWith('/') ? photo : `/api/v1/uploads/${photo}`;
}

/** A user row as the client sees the signed-in user. */
export function toSessionUser(row: Pick<UserRow, 'id' | 'name' | 'role' | 'photo'>): SessionUser {
  return { id: row.id, username: row.name, role: row.role, photo: photoUrl(row.photo) };
}

/** What `npm run admin:create` takes: the API's own field rules for a staff user. */
export const adminCreateSchema = z.strictObject({
  phone: userPhoneSchema,
  name: userNameSchema,
  password: userPasswordSchema,
});

/**
 * Adds an admin (the first one of a real deployment, which gets no demo users).
 * Bad input is a 400 `AppError` with the fields at fault, a phone another user
 * has a 409 `user.taken`, as the API answers them.
 */
export async function createAdmin(
  db: Kysely<Database>,
  input: unknown,
): Promise<{ id: number; name: string; phone: string }> {
  const parsed = adminCreateSchema.safeParse(input);
  if (!parsed.success) {
    throw AppError.badRequest(
      parsed.error.issues.map((issue) => {
        const p = issue as { minimum?: number | bigint; maximum?: number | bigint };
        const params: Record<string, number> = {};
        if (p.minimum !== undefined) params.min = Number(p.minimum);
        if (p.maximum !== undefined) params.max = Number(p.maximum);
        return {
          path: issue.path.join('.'),
          code: isErrorCode(issue.message) ? issue.message : 'validation.invalid',
          ...(Object.keys(params).length ? { params } : {}),
        };
      }),
    );
  }
  const { phone, name, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  return transaction(db, async (trx) => {
    await assertContactFree(trx, { phone });
    const now = new Date().toISOString();
    const id = await insertUser(trx, {
      name,
      phone,
      email: null,
      role: 'admin',
      password_hash: passwordHash,
      photo: null,
      active: 1,
      search_text: searchText(name, phone, null),
      created_at: now,
      updated_at: now,
    });
    return { id, name, phone };
  }).catch(uniqueViolationAsTaken);
}
