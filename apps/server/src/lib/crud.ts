import { idParams, type Permission } from '@dashboard/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { audit, secretsOf } from './audit.js';
import { sendExport, type ExportColumn } from './export.js';
import { copiedRows, type ExportSource } from './export-copy.js';
import { translate } from './i18n.js';
import { keysetRows, type ListPage } from './list.js';
import {
  answer,
  binary,
  compiledSerializer,
  entityNames,
  listEnvelope,
  named,
  noContent,
  problem,
  sendJsonOnce,
} from './openapi.js';
import { assertOwnerOf, type OwnerOf } from './ownership.js';
import { transaction } from './transaction.js';

type Lang = 'en' | 'ar';

/** A key of the export's namespace in its language; `{n}` and `{n, number}` filled from `params`. */
export type ExportTranslate = (key: string, params?: Record<string, string | number>) => string;

/**
 * What the kit knows of each entity it registered: what the suites that go
 * over every entity read (the audit coverage, the contract and fuzz runs),
 * so a new entity is held to them without being named anywhere else.
 */
export interface EntityInfo {
  /** The collection's path under `/api/v1`, e.g. `/stages`; also the audit trail's entity (`stages`). */
  path: `/${string}`;
  /** The table its records are rows of (where a test draws ids that exist). */
  table: keyof Database;
  /** The item's name in the document (`Stage`): a field `stage_id` or `stage_ids` names one of these. */
  one: string;
  create?: z.ZodType;
  update?: z.ZodType;
  remove: boolean;
  export: boolean;
  /** Its ordered children (`registerOrder`): `PUT <path>/:id/<segment>/order`. */
  ordered: { segment: string; table: keyof Database; parentKey: string }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every entity `registerCrud` registered, in order (decorated by `app.ts` before the modules). */
    entities: EntityInfo[];
  }
}

/**
 * An export's answer: the file as CSV (UTF-8 with BOM) or XLSX, by `format`.
 * Also for an export route beside the kit's (a teacher's ratings).
 */
export function spreadsheetAnswer(description: string) {
  return {
    description,
    content: {
      'text/csv': {
        schema: z.string().meta({ description: 'UTF-8 with a byte-order mark; the first row names the columns.' }),
      },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: binary('One sheet; right to left for `lang=ar`.'),
      },
    },
  };
}

/** A 409 of a write: what clashes, for an entity's operation. */
const conflict = (what: string) => ({ 409: problem(409, what) });

/**
 * An entity's standard routes, one key an operation. Leave out an operation
 * the entity does not have. Every `run` gets the database first (`db`: the
 * app's for a read, the write's transaction for a write), then the validated
 * input, and returns the contract object (or the page of them), so a plain
 * entity's `run` is a function of its `tableEntity` (`lib/table-entity.ts`).
 * The kit only wires it to the URL, the schemas, the permission, the audit
 * trail and the status. Anything particular to an entity is an ordinary
 * route registered beside the kit's.
 *
 * Audit: each create, update and delete is one transaction, opened by the
 * kit, in which `run` makes the change and the kit appends the audit row
 * (`lib/audit.ts`): the record as `get` reads it before, and as `run`
 * answers it after. `run` gets that transaction as `db` and must do all its
 * work through it (a service's own `transaction(db, …)` joins it); work that
 * must wait for the commit goes through `afterCommit(db, …)`. Each export
 * appends an `export` row with its filters. The entity is named by `path`.
 */
export interface CrudOptions<
  Item extends z.ZodType,
  ListQuery extends z.ZodType,
  ExportQuery extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
> {
  /** The collection's path under `/api/v1`, e.g. `/stages`; items are `<path>/:id`. */
  path: `/${string}`;
  /** The OpenAPI tag the operations are listed under (declared with `apiTag`). */
  tag: string;
  /** The table the records are rows of. */
  table: keyof Database;
  /** The catalogue namespace of the export's headings; it holds `title` (the sheet) and `exportName` (the file). */
  namespace: string;
  /** `read` guards list, export and get; `write` guards create, update and delete. */
  permissions: { read: Permission; write: Permission };
  /**
   * For a teacher's own content (`lib/ownership.ts`): the teacher a record
   * belongs to. A teacher asking for another's record by id (get, update,
   * delete) is refused with 403 `auth.not_owner` before anything is read or
   * changed; the list and create keep to the teacher through `ownerScope`
   * and `ownerFor` in the service.
   */
  owner?: OwnerOf;
  /**
   * The contract object every item answer is. Its id (`.meta({ id: 'Stage' })`)
   * names the item's component and the operations: `listStages`,
   * `exportStages`, `getStage`, `createStage`, `updateStage`, `deleteStage`.
   */
  item: Item;
  /**
   * What a 409 of create, update or delete means for this entity (the
   * document's text), or `false` where that write cannot clash with anything
   * (a delete that cascades). By default each of the three documents a 409.
   */
  conflicts?: { create?: string | false; update?: string | false; remove?: string | false };
  /** `GET <path>?page=&pageSize=&sort=&q=&…` → `{ items, total, totalCapped, page, pageSize }`. */
  list?: {
    query: ListQuery;
    summary: string;
    run: (
      db: Kysely<Database>,
      query: z.output<ListQuery>,
      request: FastifyRequest,
    ) => Promise<ListPage<z.output<Item>>>;
  };
  /** `GET <path>/export?format=csv|xlsx&lang=&…`: the rows the same filters match, streamed. */
  export?: {
    query: ExportQuery;
    summary: string;
  } & (
    | {
        /** The columns, headed in `lang`; `t` reads this entity's catalogue namespace; `request` says whose. */
        columns: (t: ExportTranslate, lang: Lang, request: FastifyRequest) => ExportColumn<z.output<Item>>[];
        /** Every matching row in order, read a batch at a time (`keysetRows` in lib/list.ts). */
        rows: (
          db: Kysely<Database>,
          query: z.output<ExportQuery>,
          request: FastifyRequest,
        ) => AsyncIterable<z.output<Item>>;
      }
    | {
        /**
         * The columns of the list's full rows, headed in `lang`, each made of
         * a cell of `exportCells` (lib/export-cells.ts), so that PostgreSQL
         * can write a CSV itself. `request` says whose: a column the asker may not
         * see (a teacher and a balance) is left out, not sent empty.
         */
        cells: (
          t: (key: string) => string,
          lang: Lang,
          request: FastifyRequest,
        ) => ExportColumn<Record<string, unknown>>[];
        /** The list's source for the query's filters and sort (`ExportSource` in lib/export-copy.ts). */
        source: (db: Kysely<Database>, query: z.output<ExportQuery>, request: FastifyRequest) => ExportSource;
      }
  );
  /**
   * `GET <path>/:id` → the item, 404 when there is none. Needed with `update`
   * or `remove`: the kit reads the record before the change with it, in the
   * write's transaction (`db`); for a plain read `db` is the app's database.
   */
  get?: {
    summary: string;
    run: (db: Kysely<Database>, id: number, request: FastifyRequest) => Promise<z.output<Item>>;
  };
  /** `POST <path>` → 201 and the new item. `db` is the write's transaction. */
  create?: {
    body: Create;
    summary: string;
    run: (db: Kysely<Database>, body: z.output<Create>, request: FastifyRequest) => Promise<z.output<Item>>;
  };
  /** `PATCH <path>/:id` → the changed item. `db` is the write's transaction. */
  update?: {
    body: Update;
    summary: string;
    run: (db: Kysely<Database>, id: number, body: z.output<Update>, request: FastifyRequest) => Promise<z.output<Item>>;
  };
  /** `DELETE <path>/:id` → 204. `db` is the write's transaction. */
  remove?: { summary: string; run: (db: Kysely<Database>, id: number, request: FastifyRequest) => Promise<void> };
}

/** The id of the item a create answered, for its audit row. */
function idOf(item: unknown): number | string | null {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

/** Registers the operations `options` names; see `modules/stages/index.ts` for a whole entity. */
export function registerCrud<
  Item extends z.ZodType,
  ListQuery extends z.ZodType,
  ExportQuery extends z.ZodType<{ format: 'csv' | 'xlsx'; lang: Lang }>,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(app: FastifyInstance, options: CrudOptions<Item, ListQuery, ExportQuery, Create, Update>): void {
  const { path, permissions, owner } = options;
  // Widened so the reply types do not depend on a generic the compiler cannot resolve; `run`'s types still hold.
  const { one, oneWords } = entityNames(path, options.item);
  const item: z.ZodType = named(options.item, one);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [options.tag];
  const clash = {
    create: `A value that must be unique is already used by another ${oneWords}: \`errors\` names the field.`,
    update: `A value that must be unique is already used by another ${oneWords}: \`errors\` names the field.`,
    remove: `The ${oneWords} is still in use: \`code\` says by what.`,
    ...options.conflicts,
  };
  const conflicts = (op: keyof typeof clash) => (clash[op] === false ? {} : conflict(clash[op]));
  const read = { permission: permissions.read };
  /** The audit trail names the entity as the API does: `/support-agents` → `support-agents`. */
  const entity = path.slice(1);
  const audited = (action: 'create' | 'update' | 'delete' | 'export', permission: Permission) => ({
    permission,
    audit: { entity, actions: [action] },
  });
  app.entities.push({
    path,
    table: options.table,
    one,
    create: options.create?.body,
    update: options.update?.body,
    remove: Boolean(options.remove),
    export: Boolean(options.export),
    ordered: [],
  });
  const get = options.get;
  if ((options.update || options.remove) && !get) {
    throw new Error(`${path}: an entity with update or remove needs get, which reads the record for its audit row`);
  }

  registerList(app, {
    path,
    tag: options.tag,
    namespace: options.namespace,
    permission: permissions.read,
    item: options.item,
    ...(options.list ? { list: options.list } : {}),
    ...(options.export ? { export: options.export } : {}),
  });

  if (get) {
    r.get(
      `${path}/:id`,
      {
        config: read,
        schema: {
          tags,
          operationId: `get${one}`,
          summary: get.summary,
          params: idParams,
          response: { 200: answer(`The ${oneWords}.`, item) },
        },
      },
      async (request) => {
        if (owner) await assertOwnerOf(app.db, request, owner, request.params.id);
        return get.run(app.db, request.params.id, request);
      },
    );
  }

  const create = options.create;
  if (create) {
    r.post(
      path,
      {
        config: audited('create', permissions.write),
        schema: {
          tags,
          operationId: `create${one}`,
          summary: create.summary,
          body: named(create.body, `${one}Create`),
          response: { 201: answer(`The new ${oneWords}.`, item), ...conflicts('create') },
        },
      },
      async (request, reply) => {
        const body = request.body as z.output<Create>;
        const created = await transaction(app.db, async (db) => {
          const after = await create.run(db, body, request);
          await audit(db, request, {
            action: 'create',
            entity,
            entityId: idOf(after),
            after: { ...(after as object), ...secretsOf(body) },
          });
          return after;
        });
        return reply.code(201).send(created);
      },
    );
  }

  const update = options.update;
  if (update) {
    r.patch(
      `${path}/:id`,
      {
        config: audited('update', permissions.write),
        schema: {
          tags,
          operationId: `update${one}`,
          summary: update.summary,
          params: idParams,
          body: named(update.body, `${one}Update`),
          response: { 200: answer(`The ${oneWords}, changed.`, item), ...conflicts('update') },
        },
      },
      async (request) => {
        const { id } = request.params;
        const body = request.body as z.output<Update>;
        return transaction(app.db, async (db) => {
          if (owner) await assertOwnerOf(db, request, owner, id);
          const before = await get!.run(db, id, request);
          const after = await update.run(db, id, body, request);
          await audit(db, request, {
            action: 'update',
            entity,
            entityId: id,
            before: before as object,
            after: { ...(after as object), ...secretsOf(body) },
          });
          return after;
        });
      },
    );
  }

  const remove = options.remove;
  if (remove) {
    r.delete(
      `${path}/:id`,
      {
        config: audited('delete', permissions.write),
        schema: {
          tags,
          operationId: `delete${one}`,
          summary: remove.summary,
          params: idParams,
          response: { 204: noContent(`The ${oneWords} is deleted.`), ...conflicts('remove') },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        await transaction(app.db, async (db) => {
          if (owner) await assertOwnerOf(db, request, owner, id);
          const before = await get!.run(db, id, request);
          await remove.run(db, id, request);
          await audit(db, request, { action: 'delete', entity, entityId: id, before: before as object });
        });
        return reply.code(204).send(null);
      },
    );
  }
}

/** What `registerList` registers: a list and its export, under one path. */
export interface ListOptions<Item extends z.ZodType, ListQuery extends z.ZodType, ExportQuery extends z.ZodType> {
  /** The list's path under `/api/v1`, e.g. `/subscriptions/deleted`; the export is `<path>/export`. */
  path: `/${string}`;
  tag: string;
  /** The catalogue namespace of the export's headings; it holds the sheet's and the file's names. */
  namespace: string;
  permission: Permission;
  item: Item;
  /** The plural noun of the operations (`DeletedSubscriptions` → `listDeletedSubscriptions`); by default the path's last segment's. */
  many?: string;
  /** The catalogue keys of the sheet's and the file's names; by default `title` and `exportName`. */
  exportNames?: { sheet: string; file: string };
  list?: CrudOptions<Item, ListQuery, ExportQuery, z.ZodType, z.ZodType>['list'];
  export?: CrudOptions<Item, ListQuery, ExportQuery, z.ZodType, z.ZodType>['export'];
}

/**
 * A list (`GET <path>`, a page at a time) and its export (`GET <path>/export`,
 * streamed, audited as an export), as `registerCrud` registers an entity's;
 * also for a second list of the same records (the deleted subscriptions).
 */
export function registerList<
  Item extends z.ZodType,
  ListQuery extends z.ZodType,
  ExportQuery extends z.ZodType<{ format: 'csv' | 'xlsx'; lang: Lang }>,
>(app: FastifyInstance, options: ListOptions<Item, ListQuery, ExportQuery>): void {
  const { path, permission } = options;
  const names = entityNames(path, options.item);
  const { one } = names;
  const many = options.many ?? names.many;
  const manyWords = options.many ? options.many.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : names.manyWords;
  const item: z.ZodType = named(options.item, one);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [options.tag];
  const entity = path.split('/').filter(Boolean)[0]!;
  const sheetKey = options.exportNames?.sheet ?? 'title';
  const fileKey = options.exportNames?.file ?? 'exportName';

  const list = options.list;
  if (list) {
    r.get(
      path,
      {
        config: { permission },
        serializerCompiler: compiledSerializer,
        schema: {
          tags,
          operationId: `list${many}`,
          summary: list.summary,
          querystring: list.query,
          response: {
            200: answer(
              `A page of ${manyWords}, with the total and the cursors of the pages around it.`,
              listEnvelope(item, `${one}List`, `A page of ${manyWords}.`),
            ),
          },
        },
      },
      async (request, reply) => {
        const query = request.query as z.output<ListQuery>;
        const { page, pageSize } = query as { page: number; pageSize: number };
        const found = await list.run(app.db, query, request);
        return sendJsonOnce(reply, found, `${page}\u0000${pageSize}`, { ...found, page, pageSize });
      },
    );
  }

  const exp = options.export;
  if (exp) {
    r.get(
      `${path}/export`,
      {
        config: { permission, audit: { entity, actions: ['export'] } },
        schema: {
          tags,
          operationId: `export${many}`,
          summary: exp.summary,
          querystring: exp.query,
          response: { 200: spreadsheetAnswer(`The ${manyWords} the filters keep, in the list's order.`) },
        },
      },
      async (request, reply) => {
        const query = request.query as z.output<ExportQuery>;
        const names = { entity, namespace: options.namespace, exportNames: { sheet: sheetKey, file: fileKey }, query };
        return 'source' in exp
          ? sendEntityExport(app, request, reply, {
              ...names,
              columns: exp.cells,
              rows: exp.source(app.db, query, request),
            })
          : sendEntityExport(app, request, reply, {
              ...names,
              columns: exp.columns,
              rows: exp.rows(app.db, query, request),
            });
      },
    );
  }
}

/**
 * Answers an export: its audit row first (who took which rows out, before
 * the first row leaves), then the file streamed, headed in the query's
 * language from the entity's catalogue. For the kit's exports and for one
 * beside them (a group's codes).
 */
export async function sendEntityExport<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    /** The audit trail's entity, and the record when the export is one record's (a group's codes). */
    entity: string;
    entityId?: number;
    namespace: string;
    exportNames?: { sheet: string; file: string };
    query: { format: 'csv' | 'xlsx'; lang: Lang };
    columns: (t: ExportTranslate, lang: Lang, request: FastifyRequest) => ExportColumn<T>[];
    /** The rows, or the list's source to read them from (or, on PostgreSQL, to copy them out). */
    rows: AsyncIterable<T> | ExportSource;
  },
) {
  const { lang, format } = options.query;
  await audit(app.db, request, {
    action: 'export',
    entity: options.entity,
    ...(options.entityId === undefined ? {} : { entityId: options.entityId }),
    details: options.query,
  });
  // Asked again for every row (a type's name, a state's): each key is translated once an export.
  const translated = new Map<string, string>();
  const t: ExportTranslate = (key, params) => {
    if (params) return translate(lang, `${options.namespace}:${key}`, params);
    let text = translated.get(key);
    if (text === undefined) translated.set(key, (text = translate(lang, `${options.namespace}:${key}`)));
    return text;
  };
  const columns = options.columns(t, lang, request);
  const { rows } = options;
  const source = Symbol.asyncIterator in rows ? undefined : rows;
  // On PostgreSQL, the rows past the first batch are written by the database (`copiedRows`); an
  // admin may read every name, so a sheet may carry them all.
  const wholeNames = request.principal?.role === 'admin';
  const copied = source ? copiedRows(app.db, source, columns, format, { wholeNames }) : undefined;
  return sendExport(reply, {
    format,
    filename: t(options.exportNames?.file ?? 'exportName'),
    sheet: t(options.exportNames?.sheet ?? 'title'),
    rtl: lang === 'ar',
    columns,
    ...(copied ?? (source ? { rows: keysetRows(source) as AsyncIterable<T> } : { rows: rows as AsyncIterable<T> })),
  });
}
