import type { SupportAgent, SupportAgentListQuery } from '@dashboard/contracts';
import { supportAgentCreateSchema, supportAgentUpdateSchema } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, UserRow } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { keptListPage, keysetRows, searchText } from '../../lib/list.js';
import { hashPassword } from '../../lib/password.js';
import { transaction } from '../../lib/transaction.js';
import { revokeUserSessions } from '../auth/auth.repository.js';
import type { Storage } from '../../lib/storage.js';
import { photoOwner, releaseUploads } from '../uploads/uploads.service.js';
import { assertContactFree, uniqueViolationAsTaken } from '../profile/user-contacts.js';
import * as repo from './support-agents.repository.js';

type AgentRow = Pick<UserRow, 'id' | 'name' | 'email' | 'phone' | 'joined_on' | 'active' | 'created_at' | 'updated_at'>;

export function toSupportAgent(row: AgentRow): SupportAgent {
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? '',
    phone: row.phone,
    // An account made before join dates were kept joined the day it was made.
    joined_on: row.joined_on ?? row.created_at.slice(0, 10),
    active: row.active === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function listSupportAgents(db: Kysely<Database>, query: SupportAgentListQuery) {
  return keptListPage(db, repo.supportAgentSource, query, toSupportAgent);
}

export async function* exportSupportAgents(
  db: Kysely<Database>,
  query: Omit<SupportAgentListQuery, 'page' | 'pageSize'>,
) {
  for await (const row of keysetRows(repo.supportAgentSource(db, query))) yield toSupportAgent(row);
}

export async function getSupportAgent(db: Kysely<Database>, id: number): Promise<SupportAgent> {
  const row = await repo.findSupportAgent(db, id);
  if (!row) throw new AppError(404, 'resource.not_found');
  return toSupportAgent(row);
}

export async function createSupportAgent(
  db: Kysely<Database>,
  input: z.output<typeof supportAgentCreateSchema>,
): Promise<SupportAgent> {
  const passwordHash = await hashPassword(input.password);
  return transaction(db, async (trx) => {
    await assertContactFree(trx, { email: input.email, phone: input.phone });
    const now = new Date().toISOString();
    const id = await repo.insertSupportAgent(trx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      role: 'support-agent',
      password_hash: passwordHash,
      photo: null,
      active: input.active ? 1 : 0,
      joined_on: input.joined_on,
      search_text: searchText(input.name, input.phone, input.email),
      created_at: now,
      updated_at: now,
    });
    return getSupportAgent(trx, id);
  }).catch(uniqueViolationAsTaken);
}

/**
 * Changes an agent. Disabling one, or giving one a new password, ends every
 * session the agent has, so an open dashboard stops working at once; the
 * ended sessions are returned so their open event streams can be closed too.
 */
export async function updateSupportAgent(
  db: Kysely<Database>,
  id: number,
  input: z.output<typeof supportAgentUpdateSchema>,
): Promise<{ agent: SupportAgent; endedSessions: number[] }> {
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  return transaction(db, async (trx) => {
    const current = await getSupportAgent(trx, id);
    await assertContactFree(trx, { email: input.email, phone: input.phone }, id);
    const next = { ...current, ...input };
    await repo.updateSupportAgent(trx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.joined_on !== undefined ? { joined_on: input.joined_on } : {}),
      ...(input.active !== undefined ? { active: input.active ? 1 : 0 } : {}),
      ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
      search_text: searchText(next.name, next.phone, next.email),
      updated_at: new Date().toISOString(),
    });
    const endedSessions = input.active === false || passwordHash !== undefined ? await revokeUserSessions(trx, id) : [];
    return { agent: await getSupportAgent(trx, id), endedSessions };
  }).catch(uniqueViolationAsTaken);
}

/**
 * Deletes a support agent and the profile photo's file; any other user is not
 * found here. Returns the sessions that ended, so their event streams can end too.
 */
export async function deleteSupportAgent(db: Kysely<Database>, storage: Storage, id: number): Promise<number[]> {
  return transaction(db, async (trx) => {
    await getSupportAgent(trx, id);
    const sessions = await revokeUserSessions(trx, id);
    await repo.deleteSupportAgent(trx, id);
    // Every file the agent's record owns (the photo) goes with it, once the delete commits.
    await releaseUploads(trx, storage, photoOwner(id));
    return sessions;
  });
}
