import {
  classItemCreateSchema,
  classItemExportQuery,
  classItemListQuery,
  classItemSchema,
  classItemUpdateSchema,
  formatDate,
  type ClassItem,
  type ClassItemListQuery,
  type ErrorCode,
  type Permission,
} from '@dashboard/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SystemsTable } from '../../db/types.js';
import { registerCrud } from '../../lib/crud.js';
import type { RowsQuery } from '../../lib/list.js';
import { tableEntity } from '../../lib/table-entity.js';

/**
 * Educational systems and specializations: what a class has a list of,
 * named in two languages. The two tables have the same columns and the same
 * rules (the class must exist; two items of one class may not share a name,
 * compared as search compares), so one `tableEntity` and set of routes
 * serves both; only the table, the names and the in-use rule differ.
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

type Row = Selectable<SystemsTable> & { class_name_ar: string; class_name_en: string };

export function registerClassItems(app: FastifyInstance, options: ClassItemsOptions) {
  // Both tables have the same columns, so the one table type serves the queries of either.
  const table = options.table as 'systems';

  const items = tableEntity({
    table,
    rows: (db): RowsQuery<Row> =>
      db
        .selectFrom(table)
        .innerJoin('classes', 'classes.id', `${table}.class_id`)
        .selectAll(table)
        .select(['classes.name_ar as class_name_ar', 'classes.name_en as class_name_en']),
    toItem: (row): ClassItem => ({
      id: row.id,
      name_ar: row.name_ar,
      name_en: row.name_en,
      class_id: row.class_id,
      class_name_ar: row.class_name_ar,
      class_name_en: row.class_name_en,
      created_at: row.created_at,
    }),
    from: (db, f: Pick<ClassItemListQuery, 'class_id'>) => {
      const from = db
        .selectFrom(table)
        .innerJoin('classes', 'classes.id', `${table}.class_id`)
        .innerJoin('stages', 'stages.id', 'classes.stage_id');
      return f.class_id === undefined ? from : from.where(`${table}.class_id`, '=', f.class_id);
    },
    sort: {
      // The ladder's order of the classes: the stage's place, then the class's place in it.
      class: ['stages.sort_order', 'stages.id', 'classes.sort_order', 'classes.id'],
      name_en: `${table}.name_en`,
      name_ar: `${table}.name_ar`,
      created_at: `${table}.created_at`,
    },
    search: ['name_ar', 'name_en'],
    references: { class_id: 'classes' },
    unique: {
      fields: { name_ar: 'validation.duplicate', name_en: 'validation.duplicate' },
      within: 'class_id',
      folded: true,
    },
    inUse: { code: options.inUse.code, when: (db, item) => options.inUse.check(db, item.id) },
  });

  const { noun } = options;
  registerCrud(app, {
    path: `/${options.table}`,
    table: options.table,
    tag: options.tag,
    namespace: options.table,
    permissions: options.permissions,
    item: options.item,
    list: {
      query: classItemListQuery,
      summary: `The ${noun}s, a page at a time; \`class_id\` keeps one class’s`,
      run: items.list,
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
      rows: items.exportRows,
    },
    get: { summary: `One ${noun}`, run: items.get },
    create: {
      body: classItemCreateSchema,
      summary: `Adds a ${noun} to a class (400 on \`class_id\` when the class does not exist)`,
      run: items.create,
    },
    update: { body: classItemUpdateSchema, summary: `Changes a ${noun}`, run: items.update },
    remove: { summary: options.inUse.summary, run: items.remove },
  });
}
