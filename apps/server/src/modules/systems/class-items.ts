import {
  classItemCreateSchema,
  classItemExportQuery,
  classItemListQuery,
  classItemSchema,
  classItemUpdateSchema,
  foldForSearch,
  formatDate,
  type ClassItem,
  type ClassItemCreate,
  type ClassItemListQuery,
  type ErrorCode,
  type FieldError,
  type Permission,
} from '@dashboard/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database, SystemsTable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { transaction } from '../../lib/transaction.js';
import { registerCrud } from '../../lib/crud.js';
import { keysetRows, listPage, listSource, matchesSearch, searchText } from '../../lib/list.js';

/**
 * Educational systems and specializations: what a class has a list of,
 * named in two languages. The two tables have the same columns and the same
 * rules (the class must exist; two items of one class may not share a name,
 * compared as search compares), so one repository, service and set of
 * routes serves both; only the table, the names and the in-use rule differ.
 */
export interface ClassItemsOptions {
  table: 'systems' | 'specializations';
  /** The item's contract under its own name in the OpenAPI document (`systemSchema`, `specializationSchema`). */
  item: typeof classItemSchema;
  tag: string;
  permissions: { read: Permission; write: Permission };
  /** What the OpenAPI says of an item, e.g. "educational system". */
  noun: string;
  /** Whether something uses the item, and the 409 code that refuses its deletion then. */
  inUse: { code: ErrorCode; summary: string; check: (db: Kysely<Database>, id: number) => Promise<boolean> };
}

type Filters = Omit<ClassItemListQuery, 'page' | 'pageSize'>;
type Row = Selectable<SystemsTable> & { class_name_ar: string; class_name_en: string };

export function registerClassItems(app: FastifyInstance, options: ClassItemsOptions) {
  // Both tables have the same columns, so the one table type serves the queries of either.
  const table = options.table as 'systems';
  const { db } = app;

  const rowsIn = (trx: Kysely<Database>, ids: number[]): Promise<Row[]> =>
    trx
      .selectFrom(table)
      .innerJoin('classes', 'classes.id', `${table}.class_id`)
      .selectAll(table)
      .select(['classes.name_ar as class_name_ar', 'classes.name_en as class_name_en'])
      .where(`${table}.id`, 'in', ids)
      .execute();

  const source = (f: Filters) => {
    let from = db
      .selectFrom(table)
      .innerJoin('classes', 'classes.id', `${table}.class_id`)
      .innerJoin('stages', 'stages.id', 'classes.stage_id');
    if (f.q) from = from.where(matchesSearch(db, table, f.q));
    if (f.class_id !== undefined) from = from.where(`${table}.class_id`, '=', f.class_id);
    return listSource({
      from,
      id: `${table}.id`,
      sort: f.sort,
      columns: {
        // The ladder's order of the classes: the stage's place, then the class's place in it.
        class: ['stages.sort_order', 'stages.id', 'classes.sort_order', 'classes.id'],
        name_en: `${table}.name_en`,
        name_ar: `${table}.name_ar`,
        created_at: `${table}.created_at`,
      },
      rows: (ids) => rowsIn(db, ids),
    });
  };

  const toItem = (row: Row): ClassItem => ({
    id: row.id,
    name_ar: row.name_ar,
    name_en: row.name_en,
    class_id: row.class_id,
    class_name_ar: row.class_name_ar,
    class_name_en: row.class_name_en,
    created_at: row.created_at,
  });

  async function get(trx: Kysely<Database>, id: number): Promise<ClassItem> {
    const [row] = await rowsIn(trx, [id]);
    if (!row) throw new AppError(404, 'resource.not_found');
    return toItem(row);
  }

  /** The class must exist (400 on `class_id`); no other item of it may have either name (409 on the name). */
  async function assertFits(trx: Kysely<Database>, next: ClassItemCreate, exceptId?: number) {
    const cls = await trx.selectFrom('classes').select('id').where('id', '=', next.class_id).executeTakeFirst();
    if (!cls) throw AppError.field(400, 'class_id', 'validation.invalid');
    const others = await trx
      .selectFrom(table)
      .select(['id', 'name_ar', 'name_en'])
      .where('class_id', '=', next.class_id)
      .execute();
    const errors: FieldError[] = [];
    for (const field of ['name_ar', 'name_en'] as const) {
      const wanted = foldForSearch(next[field]);
      if (others.some((o) => o.id !== exceptId && foldForSearch(o[field]) === wanted)) {
        errors.push({ path: field, code: 'validation.duplicate' });
      }
    }
    if (errors.length) throw new AppError(409, 'validation.duplicate', errors);
  }

  const create = (db: Kysely<Database>, input: z.output<typeof classItemCreateSchema>) =>
    transaction(db, async (trx) => {
      await assertFits(trx, input);
      const now = new Date().toISOString();
      const { id } = await trx
        .insertInto(table)
        .values({ ...input, search_text: searchText(input.name_ar, input.name_en), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return get(trx, id);
    });

  const update = (db: Kysely<Database>, id: number, input: z.output<typeof classItemUpdateSchema>) =>
    transaction(db, async (trx) => {
      const next = { ...(await get(trx, id)), ...input };
      await assertFits(trx, next, id);
      await trx
        .updateTable(table)
        .set({ ...input, search_text: searchText(next.name_ar, next.name_en), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      return get(trx, id);
    });

  const remove = (db: Kysely<Database>, id: number) =>
    transaction(db, async (trx) => {
      await get(trx, id);
      if (await options.inUse.check(trx, id)) throw new AppError(409, options.inUse.code);
      await trx.deleteFrom(table).where('id', '=', id).execute();
    });

  const { noun } = options;
  registerCrud(app, {
    path: `/${options.table}`,
    tag: options.tag,
    namespace: options.table,
    permissions: options.permissions,
    item: options.item,
    list: {
      query: classItemListQuery,
      summary: `The ${noun}s, a page at a time; \`class_id\` keeps one class’s`,
      run: async (_db, query) => {
        const page = await listPage(db, source(query), query);
        return { ...page, items: page.items.map(toItem) };
      },
    },
    export: {
      query: classItemExportQuery,
      summary: `The ${noun}s matching the filters, as CSV (UTF-8 with BOM) or XLSX`,
      columns: (t, lang) => [
        { header: t('fields.class'), value: (s) => (lang === 'ar' ? s.class_name_ar : s.class_name_en) },
        { header: t('fields.name_ar'), value: (s) => s.name_ar },
        { header: t('fields.name_en'), value: (s) => s.name_en },
        { header: t('fields.created_at'), value: (s) => formatDate(s.created_at, lang), width: 14 },
      ],
      rows: async function* (_db, query) {
        for await (const row of keysetRows(source(query))) yield toItem(row);
      },
    },
    get: { summary: `One ${noun}`, run: get },
    create: {
      body: classItemCreateSchema,
      summary: `Adds a ${noun} to a class (400 on \`class_id\` when the class does not exist)`,
      run: create,
    },
    update: { body: classItemUpdateSchema, summary: `Changes a ${noun}`, run: update },
    remove: { summary: options.inUse.summary, run: remove },
  });
}
