import { API_KEY_PREFIX, API_KEY_PUBLIC_CHARS } from '@dashboard/contracts';
import type { FastifyInstance } from 'fastify';
import { hashToken, newToken } from '../lib/tokens.js';
import { insertKey } from '../modules/api-keys/api-keys.repository.js';

/**
 * A key written straight into the database, with any permissions at all —
 * even ones the API refuses to give a key — to show the guard refuses them
 * at request time too.
 */
export async function insertTestKey(app: FastifyInstance, permissions: readonly string[], name = 'Test client') {
  const key = `${API_KEY_PREFIX}${newToken()}`;
  const prefix = key.slice(0, API_KEY_PREFIX.length + API_KEY_PUBLIC_CHARS);
  const id = await insertKey(app.db, {
    name,
    prefix,
    key_hash: hashToken(key),
    permissions: JSON.stringify(permissions),
    search_text: name.toLowerCase(),
    created_by: null,
    created_at: new Date().toISOString(),
    last_used_at: null,
    revoked_at: null,
  });
  return { id, key, headers: { authorization: `Bearer ${key}` } };
}
