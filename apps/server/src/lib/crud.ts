import { idParams, listResponse, problemSchema, type Permission } from '@dashboard/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendExport, type ExportColumn } from './export.js';
import { translate } from './i18n.js';
import type { ListPage } from './list.js';

type Lang = 'en' | 'ar';

/** Every problem answer an entity route can give. */
export const problemResponses = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};

/** What an export file is made of. */
const spreadsheetTypes = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/**
 * An entity's standard routes, one key an operation. Leave out an operation
 * the entity does not have. Every `run` gets the validated input and returns
 * the contract object (or the page of them); the kit only wires it to the
 * URL, the schemas, the permission and the status. Anything particular to an
 * entity is an ordinary route registered beside the kit's.
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
  /** The OpenAPI tag the operations are listed under. */
  tag: string;
  /** The catalogue namespace of the export's headings; it holds `title` (the sheet) and `exportName` (the file). */
  namespace: string;
  /** `read` guards list, export and get; `write` guards create, update and delete. */
  permissions: { read: Permission; write: Permission };
  /** The contract object every item answer is. */
  item: Item;
  /** `GET <path>?page=&pageSize=&sort=&q=&…` → `{ items, total, totalCapped, page, pageSize }`. */
  list?: {
    query: ListQuery;
    summary: string;
    run: (query: z.output<ListQuery>, request: FastifyRequest) => Promise<ListPage<z.output<Item>>>;
  };
  /** `GET <path>/export?format=csv|xlsx&lang=&…`: the rows the same filters match, streamed. */
  export?: {
    query: ExportQuery;
    summary: string;
    /** The columns, headed in `lang`; `t` reads this entity's catalogue namespace. */
    columns: (t: (key: string) => string, lang: Lang) => ExportColumn<z.output<Item>>[];
    /** Every matching row in order, read a batch at a time (`keysetRows` in lib/list.ts). */
    rows: (query: z.output<ExportQuery>) => AsyncIterable<z.output<Item>>;
  };
  /** `GET <path>/:id` → the item, 404 when there is none. */
  get?: { summary: string; run: (id: number, request: FastifyRequest) => Promise<z.output<Item>> };
  /** `POST <path>` → 201 and the new item. */
  create?: {
    body: Create;
    summary: string;
    run: (body: z.output<Create>, request: FastifyRequest) => Promise<z.output<Item>>;
  };
  /** `PATCH <path>/:id` → the changed item. */
  update?: {
    body: Update;
    summary: string;
    run: (id: number, body: z.output<Update>, request: FastifyRequest) => Promise<z.output<Item>>;
  };
  /** `DELETE <path>/:id` → 204. */
  remove?: { summary: string; run: (id: number, request: FastifyRequest) => Promise<void> };
}

/** Registers the operations `options` names; see `modules/stages/index.ts` for a whole entity. */
export function registerCrud<
  Item extends z.ZodType,
  ListQuery extends z.ZodType,
  ExportQuery extends z.ZodType<{ format: 'csv' | 'xlsx'; lang: Lang }>,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(app: FastifyInstance, options: CrudOptions<Item, ListQuery, ExportQuery, Create, Update>): void {
  const { path, permissions } = options;
  // Widened so the reply types do not depend on a generic the compiler cannot resolve; `run`'s types still hold.
  const item: z.ZodType = options.item;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [options.tag];
  const read = { permission: permissions.read };
  const write = { permission: permissions.write };

  const list = options.list;
  if (list) {
    r.get(
      path,
      {
        config: read,
        schema: {
          tags,
          summary: list.summary,
          querystring: list.query,
          response: { 200: listResponse(item), ...problemResponses },
        },
      },
      async (request) => {
        const query = request.query as z.output<ListQuery>;
        const { page, pageSize } = query as { page: number; pageSize: number };
        return { ...(await list.run(query, request)), page, pageSize };
      },
    );
  }

  const exp = options.export;
  if (exp) {
    r.get(
      `${path}/export`,
      {
        config: read,
        schema: { tags, summary: exp.summary, querystring: exp.query, produces: spreadsheetTypes },
      },
      async (request, reply) => {
        const query = request.query as z.output<ExportQuery>;
        const { lang, format } = query;
        const t = (key: string) => translate(lang, `${options.namespace}:${key}`);
        return sendExport(reply, {
          format,
          filename: t('exportName'),
          sheet: t('title'),
          rtl: lang === 'ar',
          columns: exp.columns(t, lang),
          rows: exp.rows(query),
        });
      },
    );
  }

  const get = options.get;
  if (get) {
    r.get(
      `${path}/:id`,
      {
        config: read,
        schema: { tags, summary: get.summary, params: idParams, response: { 200: item, ...problemResponses } },
      },
      async (request) => get.run(request.params.id, request),
    );
  }

  const create = options.create;
  if (create) {
    r.post(
      path,
      {
        config: write,
        schema: { tags, summary: create.summary, body: create.body, response: { 201: item, ...problemResponses } },
      },
      async (request, reply) => reply.code(201).send(await create.run(request.body as z.output<Create>, request)),
    );
  }

  const update = options.update;
  if (update) {
    r.patch(
      `${path}/:id`,
      {
        config: write,
        schema: {
          tags,
          summary: update.summary,
          params: idParams,
          body: update.body,
          response: { 200: item, ...problemResponses },
        },
      },
      async (request) => update.run(request.params.id, request.body as z.output<Update>, request),
    );
  }

  const remove = options.remove;
  if (remove) {
    r.delete(
      `${path}/:id`,
      {
        config: write,
        schema: { tags, summary: remove.summary, params: idParams, response: { 204: z.null(), ...problemResponses } },
      },
      async (request, reply) => {
        await remove.run(request.params.id, request);
        return reply.code(204).send(null);
      },
    );
  }
}
