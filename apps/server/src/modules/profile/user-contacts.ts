import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { dbErrorKind } from '../../lib/db-errors.js';

/** Users (of any role) other than `exceptId` that already have this email or phone. */
function usersHolding(db: Kysely<Database>, values: { email?: string; phone?: string }, exceptId?: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'phone'])
    .where((eb) => {
      const ors = [];
      if (values.email !== undefined) ors.push(eb(sql<string>`lower(email)`, '=', values.email.toLowerCase()));
      if (values.phone !== undefined) ors.push(eb('phone', '=', values.phone));
      return ors.length ? eb.or(ors) : sql<SqlBool>`1 = 0`;
    })
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .execute();
}

/**
 * Refuses an email or phone that another user (of any role) already has:
 * 409 `user.taken` ("Email or phone number is already registered") on each
 * field at fault. Emails compare without case.
 */
export async function assertContactFree(
  db: Kysely<Database>,
  values: { email?: string | null; phone?: string },
  exceptId?: number,
): Promise<void> {
  const email = values.email ?? undefined;
  if (email === undefined && values.phone === undefined) return;
  const holders = await usersHolding(db, { email, phone: values.phone }, exceptId);
  const fields: string[] = [];
  if (email !== undefined && holders.some((u) => u.email?.toLowerCase() === email.toLowerCase())) fields.push('email');
  if (values.phone !== undefined && holders.some((u) => u.phone === values.phone)) fields.push('phone');
  if (fields.length) {
    throw new AppError(
      409,
      'user.taken',
      fields.map((path) => ({ path, code: 'user.taken' })),
    );
  }
}

/**
 * A unique constraint on users that fires anyway (two requests at once)
 * answers the same 409 as the check before it, on the column the database names.
 */
export function uniqueViolationAsTaken(err: unknown): never {
  const e = err as { constraint?: string; message?: string; detail?: string };
  if (dbErrorKind(err) === 'unique') {
    const where = `${e.constraint ?? ''} ${e.message ?? ''} ${e.detail ?? ''}`;
    throw AppError.field(409, /email/.test(where) ? 'email' : 'phone', 'user.taken');
  }
  throw err;
}
