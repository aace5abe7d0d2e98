import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export async function insertSession(db: Kysely<Database>, userId: number, tokenHash: string): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: tokenHash, created_at: new Date().toISOString(), revoked_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The live session of a token with its user, if the token is valid and the
 * user may sign in: a query, which is also what a remembered session depends on.
 */
export function liveSession(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'users.id', 'users.name', 'users.role', 'users.photo'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('users.active', '=', 1);
}

export async function revokeSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user (a disabled account, a changed password). */
export async function revokeUserSessions(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
