import type { Permission } from '@dashboard/contracts';
import { idParams, orderSchema } from '@dashboard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { AppError } from './app-error.js';
import { audit } from './audit.js';
import { noContent } from './openapi.js';
import { assertOwnerOf, type OwnerOf } from './ownership.js';
import { lockScope, transaction } from './transaction.js';

/*
 * A parent's ordered children (a curriculum's units, a unit's lessons, a
 * lesson's elements): each child has a `sort_order` from 0 among its
 * siblings. A new child goes at the end; the order changes only as a whole,
 * by every child's id once in the new order, so two screens cannot leave two
 * children in one place.
 */

/** Where the children live: their table and the column naming their parent. */
export interface Children {
  table: keyof Database;
  parentKey: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: Kysely<Database>) => db as unknown as Kysely<any>;

/** The place after the last of a parent's children (0 for the first). */
export async function nextPlace(db: Kysely<Database>, children: Children, parentId: number): Promise<number> {
  // Two children added at once must not take one place.
  await lockScope(db, `${children.table}.order`, parentId);
  const row = await untyped(db)
    .selectFrom(children.table)
    .select(sql<number | null>`max(sort_order)`.as('last'))
    .where(children.parentKey, '=', parentId)
    .executeTakeFirst();
  return row?.last == null ? 0 : Number(row.last) + 1;
}

/** The ids of a parent's children in their order. */
export async function childIds(db: Kysely<Database>, children: Children, parentId: number): Promise<number[]> {
  const rows = await untyped(db)
    .selectFrom(children.table)
    .select('id')
    .where(children.parentKey, '=', parentId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Puts a parent's children in the order of `ids`, which must name each of
 * them once (else 400 `validation.invalid` on `ids`, and nothing changes).
 * Answers the order before.
 */
export async function reorder(
  db: Kysely<Database>,
  children: Children,
  parentId: number,
  ids: readonly number[],
): Promise<number[]> {
  await lockScope(db, `${children.table}.order`, parentId);
  const before = await childIds(db, children, parentId);
  const same =
    ids.length === before.length && new Set(ids).size === ids.length && ids.every((id) => before.includes(id));
  if (!same) throw AppError.field(400, 'ids', 'validation.invalid');
  const now = new Date().toISOString();
  for (const [place, id] of ids.entries()) {
    if (before[place] === id) continue;
    await untyped(db)
      .updateTable(children.table)
      .set({ sort_order: place, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
  return before;
}

/**
 * `PUT <parent path>/:id/<children>/order` with `{ ids }`: the kit's route
 * for a parent's ordered children, audited as an update of the parent (the
 * order before and after), owned as the parent is.
 */
export function registerOrder(
  app: FastifyInstance,
  options: {
    /** The parent's collection path, e.g. `/curricula`. */
    parent: `/${string}`;
    /** The children's segment, e.g. `units`: the route is `/curricula/:id/units/order`. */
    segment: string;
    children: Children;
    operationId: string;
    summary: string;
    permission: Permission;
    /** Whether the parent exists (404 otherwise). */
    exists: (db: Kysely<Database>, id: number) => Promise<boolean>;
    owner?: OwnerOf;
  },
): void {
  const entity = options.parent.slice(1);
  const parent = app.entities.find((e) => e.path === options.parent);
  if (!parent) throw new Error(`registerOrder: register ${options.parent} with registerCrud first`);
  parent.ordered.push({ segment: options.segment, ...options.children });
  app.withTypeProvider<ZodTypeProvider>().put(
    `${options.parent}/:id/${options.segment}/order`,
    {
      config: { permission: options.permission, audit: { entity, actions: ['update'] } },
      schema: {
        tags: [entity],
        operationId: options.operationId,
        summary: options.summary,
        params: idParams,
        body: orderSchema,
        response: { 204: noContent('The children are in the new order.') },
      },
    },
    async (request: FastifyRequest<{ Params: { id: number }; Body: { ids: number[] } }>, reply) => {
      const { id } = request.params;
      await transaction(app.db, async (db) => {
        if (options.owner) await assertOwnerOf(db, request, options.owner, id);
        if (!(await options.exists(db, id))) throw new AppError(404, 'resource.not_found');
        const before = await reorder(db, options.children, id, request.body.ids);
        await audit(db, request, {
          action: 'update',
          entity,
          entityId: id,
          before: { [options.segment]: before },
          after: { [options.segment]: request.body.ids },
        });
      });
      return reply.code(204).send(null);
    },
  );
}
