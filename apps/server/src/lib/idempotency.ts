import { createHash } from 'node:crypto';
import { idempotencyKeySchema } from '@dashboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { AppError } from './app-error.js';
import { transaction } from './transaction.js';

/** A money-moving request's key, its request's hash and its first answer (migration 2026-11-26-02). */
export interface IdempotencyKeysTable {
  /** `user:<id>` or `key:<id>`: keys are the client's, so each principal has its own. */
  principal: string;
  key: string;
  route: string;
  request_hash: string;
  status: number;
  /** The first answer's body, as JSON. */
  body: string;
  created_at: string;
}

declare module '../db/types.js' {
  interface Database {
    idempotency_keys: IdempotencyKeysTable;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer is a repeat's: the first request's, nothing done again (and no audit row). */
    idempotentReplay?: boolean;
  }
}

/** The request headers of a route that takes an `Idempotency-Key` (its schema, for validation and the document). */
export const idempotencyHeaders = z.object({
  'idempotency-key': idempotencyKeySchema.optional().meta({
    description:
      'Makes the request safe to repeat: a second request with the same key and the same body has no effect and gets the first answer (its status and body); the same key with another body is a 409 `idempotency.key_reused`. Keys are kept per staff member or API key.',
  }),
});

/** Who a key belongs to. */
function principalOf(request: FastifyRequest): string {
  const p = request.principal;
  if (!p) throw new AppError(401, 'auth.unauthenticated');
  return `${p.kind === 'service' ? 'key' : 'user'}:${p.id}`;
}

/**
 * Runs `work` in one transaction, at most once per `Idempotency-Key`: the
 * key is claimed first (a second request with it waits for the first's
 * commit on PostgreSQL; SQLite runs one transaction at a time), then `work`
 * runs and its answer is kept with the key, in the same transaction. A
 * request that fails keeps nothing, so it may be tried again with its key.
 * Without the header, `work` simply runs in its transaction.
 */
export async function idempotent<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  work: (trx: Kysely<Database>) => Promise<{ status: number; body: T }>,
): Promise<{ status: number; body: T }> {
  const header = request.headers['idempotency-key'];
  if (typeof header !== 'string') return transaction(db, work);
  const principal = principalOf(request);
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const hash = createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('hex');
  return transaction(db, async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({
        principal,
        key: header,
        route,
        request_hash: hash,
        status: 0,
        body: '',
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['principal', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const first = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status', 'body'])
        .where('principal', '=', principal)
        .where('key', '=', header)
        .executeTakeFirstOrThrow();
      if (first.request_hash !== hash) throw AppError.field(409, 'Idempotency-Key', 'idempotency.key_reused');
      request.idempotentReplay = true;
      return { status: first.status, body: JSON.parse(first.body) as T };
    }
    const answer = await work(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ status: answer.status, body: JSON.stringify(answer.body) })
      .where('principal', '=', principal)
      .where('key', '=', header)
      .execute();
    return answer;
  });
}
