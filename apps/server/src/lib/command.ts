import type { AuditAction, Permission } from '@dashboard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/types.js';
import { audit, type AuditEntry } from './audit.js';
import { idempotencyHeaders, idempotent } from './idempotency.js';
import { answer, named, problem } from './openapi.js';
import { transaction } from './transaction.js';

/**
 * A command beside an entity's CRUD: an action with its own verb (credit a
 * wallet, renew a subscription, restore one, redeem a code), registered in
 * one call like the kit's operations. The kit opens the transaction, runs
 * `run` in it and appends the audit row `audit` describes in the same
 * transaction; with `idempotent`, the route takes an `Idempotency-Key` and a
 * repeat gets the first answer and does nothing (`lib/idempotency.ts`).
 */
export interface CommandOptions<Params extends z.ZodType, Body extends z.ZodType, Result extends z.ZodType> {
  method: 'POST' | 'PUT';
  /** Under `/api/v1`, e.g. `/students/:id/wallet`. */
  url: `/${string}`;
  tag: string;
  operationId: string;
  summary: string;
  description?: string;
  permission: Permission;
  params?: Params;
  /**
   * The body, or none (a command that needs nothing but its URL: restore); then any field sent is
   * a 400 `validation.unknown_field`, as every write without a body schema (`plugins/auth.ts`).
   */
  body?: Body;
  /** The body's component name in the document, e.g. `WalletMoveCreate`. */
  bodyName?: string;
  /** The success answer: its status, what it is and its schema. */
  answer: { status: 200 | 201; description: string; schema: Result };
  /** The answers of the command's own refusals, e.g. `{ 409: 'The balance is short (`wallet.insufficient_funds`).' }`. */
  problems?: Partial<Record<400 | 403 | 404 | 409 | 422, string>>;
  /** Takes an `Idempotency-Key`: for every request that moves money. */
  idempotent?: boolean;
  /** The audit trail's entity and action (`students`, `update`). */
  audit: { entity: string; action: AuditAction };
  run: (
    db: Kysely<Database>,
    input: { params: z.output<Params>; body: z.output<Body> },
    request: FastifyRequest,
  ) => Promise<z.output<Result>>;
  /** The audit row of a done command, from its input and answer. */
  record: (
    input: { params: z.output<Params>; body: z.output<Body> },
    result: z.output<Result>,
  ) => Omit<AuditEntry, 'action' | 'entity'>;
}

export function registerCommand<Params extends z.ZodType, Body extends z.ZodType, Result extends z.ZodType>(
  app: FastifyInstance,
  options: CommandOptions<Params, Body, Result>,
): void {
  const { entity, action } = options.audit;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const problems = Object.fromEntries(
    Object.entries(options.problems ?? {}).map(([status, why]) => [status, problem(Number(status) as 409, why)]),
  );
  r.route({
    method: options.method,
    url: options.url,
    config: {
      permission: options.permission,
      audit: { entity, actions: [action], readsOnly: (request) => request.idempotentReplay === true },
    },
    schema: {
      tags: [options.tag],
      operationId: options.operationId,
      summary: options.summary,
      ...(options.description ? { description: options.description } : {}),
      ...(options.params ? { params: options.params } : {}),
      ...(options.idempotent ? { headers: idempotencyHeaders } : {}),
      ...(options.body ? { body: named(options.body, options.bodyName ?? options.operationId) } : {}),
      response: {
        [options.answer.status]: answer(options.answer.description, options.answer.schema),
        ...problems,
      },
    },
    handler: async (request, reply) => {
      const input = { params: request.params as z.output<Params>, body: request.body as z.output<Body> };
      const work = async (db: Kysely<Database>) => {
        const result = await options.run(db, input, request);
        await audit(db, request, { action, entity, ...options.record(input, result) });
        return { status: options.answer.status, body: result };
      };
      const done = options.idempotent ? await idempotent(app.db, request, work) : await transaction(app.db, work);
      return reply.code(done.status).send(done.body);
    },
  });
}
