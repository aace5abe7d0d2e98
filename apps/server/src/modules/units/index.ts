import {
  formatDate,
  unitCreateSchema,
  unitExportQuery,
  unitListQuery,
  unitSchema,
  unitUpdateSchema,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../../lib/crud.js';
import { apiTag } from '../../lib/openapi.js';
import { registerOrder } from '../../lib/order.js';
import * as service from './units.service.js';

/** Units (الوحدات) of curricula, and the order of a unit's lessons. */
const units: FastifyPluginAsync = async (app) => {
  const tag = apiTag(app, 'units', 'Units (الوحدات) of a curriculum: lessons in order.');
  registerCrud(app, {
    path: '/units',
    table: 'units',
    tag,
    namespace: 'units',
    permissions: { read: 'units.read', write: 'units.write' },
    owner: service.ownerOf,
    item: unitSchema,
    conflicts: { create: false, update: false, remove: false },
    list: {
      query: unitListQuery,
      summary: 'Units, a page at a time; `curriculum_id` keeps one curriculum’s, in its order',
      run: service.listUnits,
    },
    export: {
      query: unitExportQuery,
      summary: 'The units matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      columns: (t, lang) => [
        { header: t('fields.title_ar'), value: (u) => u.title_ar },
        { header: t('fields.title_en'), value: (u) => u.title_en },
        { header: t('fields.lesson_count'), value: (u) => u.lesson_count, width: 10 },
        { header: t('fields.created_at'), value: (u) => formatDate(u.created_at, lang), width: 14 },
      ],
      rows: service.exportUnits,
    },
    get: { summary: 'One unit', run: service.getUnit },
    create: { body: unitCreateSchema, summary: 'Adds a unit at the end of its curriculum', run: service.createUnit },
    update: { body: unitUpdateSchema, summary: 'Changes a unit', run: service.updateUnit },
    remove: { summary: 'Deletes a unit with its lessons', run: service.deleteUnit },
  });

  registerOrder(app, {
    parent: '/units',
    segment: 'lessons',
    children: { table: 'lessons', parentKey: 'unit_id' },
    operationId: 'orderUnitLessons',
    summary: 'Puts a unit’s lessons in a new order (every lesson’s id, once)',
    permission: 'units.write',
    owner: service.ownerOf,
    exists: service.unitExists,
  });
};

export default units;
