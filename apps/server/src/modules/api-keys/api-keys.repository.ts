import type { ApiKeyListQuery } from '@dashboard/contracts';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ApiKeysTable, Database } from '../../db/types.js';
import { listSource } from '../../lib/list.js';

export type ApiKeyRow = Selectable<ApiKeysTable>;

/** The live keys a list shows, in its order. */
export function apiKeySource(db: Kysely<Database>, f: Omit<ApiKeyListQuery, 'page' | 'pageSize'>) {
  return listSource({
    db,
    from: db.selectFrom('api_keys').where('api_keys.revoked_at', 'is', null),
    search: { table: 'api_keys', q: f.q },
    id: 'api_keys.id',
    sort: f.sort,
    columns: { created_at: 'api_keys.created_at', name: 'api_keys.name' },
    rows: db.selectFrom('api_keys').selectAll('api_keys'),
  });
}

/** A live (not revoked) key by id. */
export function findLiveKey(db: Kysely<Database>, id: number) {
  return db.selectFrom('api_keys').selectAll().where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
}

/** The live key whose hash this is: what authenticates a request. */
export function findLiveKeyByHash(db: Kysely<Database>, keyHash: string) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'name', 'prefix', 'permissions', 'last_used_at'])
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function insertKey(db: Kysely<Database>, row: Insertable<ApiKeysTable>): Promise<number> {
  const { id } = await db.insertInto('api_keys').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Revokes a live key; false when there was none to revoke. */
export async function revokeKey(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function touchKey(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
}
