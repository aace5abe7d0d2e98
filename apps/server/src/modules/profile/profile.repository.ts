import type { Kysely } from 'kysely';
import type { Database, UserUpdate } from '../../db/types.js';

export function findProfile(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'photo', 'email', 'phone', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateUser(db: Kysely<Database>, id: number, row: UserUpdate) {
  await db.updateTable('users').set(row).where('id', '=', id).execute();
}

/** Ends every session of a user but one (the one asking), e.g. after a password change. */
export async function revokeOtherSessions(db: Kysely<Database>, userId: number, keepSessionId: number) {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
