import {
  API_KEY_PREFIX,
  API_KEY_PUBLIC_CHARS,
  isKeyPermission,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyListQuery,
  type KeyPermission,
  type Permission,
} from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { keptListPage, searchText } from '../../lib/list.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { transaction } from '../../lib/transaction.js';
import * as repo from './api-keys.repository.js';

/** A key as the guard and the routes see it: a `service` principal, never a staff user. */
export interface KeyPrincipal {
  id: number;
  name: string;
  prefix: string;
  /** What the key was given, less anything a key may no longer hold. */
  permissions: KeyPermission[];
}

/** `dsk_live_` and 43 base64url characters (256 random bits). */
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

/** Whether a credential is meant as an API key (by its prefix), whether or not it is a valid one. */
export function looksLikeKey(credential: string): boolean {
  return credential.startsWith(API_KEY_PREFIX);
}

/** Last use is written at most this often a key: a busy key is not a write on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** Stored permissions, less any a key may not hold (the matrix may have changed since). */
function keyPermissionsOf(stored: string): KeyPermission[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isKeyPermission) : [];
}

export function toApiKey(row: repo.ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    permissions: keyPermissionsOf(row.permissions),
    created_at: row.created_at,
    last_used_at: row.last_used_at,
  };
}

export function listApiKeys(db: Kysely<Database>, query: ApiKeyListQuery) {
  return keptListPage(db, repo.apiKeySource, query, toApiKey);
}

export async function getApiKey(db: Kysely<Database>, id: number): Promise<ApiKey> {
  const row = await repo.findLiveKey(db, id);
  if (!row) throw new AppError(404, 'resource.not_found');
  return toApiKey(row);
}

/**
 * Makes a key for a named client: 256 random bits after `dsk_live_`. Only its
 * SHA-256 and its first characters are stored; the answer is the only place
 * the whole key ever appears.
 */
export async function createApiKey(
  db: Kysely<Database>,
  input: { name: string; permissions: KeyPermission[] },
  createdBy: number | null,
): Promise<ApiKeyCreated> {
  const key = `${API_KEY_PREFIX}${newToken()}`;
  const prefix = key.slice(0, API_KEY_PREFIX.length + API_KEY_PUBLIC_CHARS);
  return transaction(db, async (trx) => {
    const id = await repo.insertKey(trx, {
      name: input.name,
      prefix,
      key_hash: hashToken(key),
      permissions: JSON.stringify(input.permissions),
      search_text: searchText(input.name, prefix),
      created_by: createdBy,
      created_at: new Date().toISOString(),
      last_used_at: null,
      revoked_at: null,
    });
    return { ...(await getApiKey(trx, id)), key };
  });
}

/** Revokes a key at once: its next request is a 401. A key already revoked, or none, is a 404. */
export async function revokeApiKey(db: Kysely<Database>, id: number): Promise<ApiKey> {
  return transaction(db, async (trx) => {
    const key = await getApiKey(trx, id);
    await repo.revokeKey(trx, id, new Date().toISOString());
    return key;
  });
}

/** The live key a credential is, or null; notes its use (at most once a minute). */
export async function authenticateKey(db: Kysely<Database>, credential: string): Promise<KeyPrincipal | null> {
  if (!KEY_PATTERN.test(credential)) return null;
  const row = await repo.findLiveKeyByHash(db, hashToken(credential));
  if (!row) return null;
  const now = new Date();
  const last = row.last_used_at ? Date.parse(row.last_used_at) : NaN;
  if (!(now.getTime() - last < LAST_USED_RESOLUTION_MS)) await repo.touchKey(db, row.id, now.toISOString());
  return { id: row.id, name: row.name, prefix: row.prefix, permissions: keyPermissionsOf(row.permissions) };
}

/** Whether a key may use a route: the permission is one a key may hold, and this key holds it. */
export function keyMayUse(key: KeyPrincipal, permission: Permission): boolean {
  return isKeyPermission(permission) && key.permissions.includes(permission);
}
