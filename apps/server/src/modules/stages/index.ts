import {
  formatDate,
  stageCreateSchema,
  stageExportQuery,
  stageListQuery,
  stageSchema,
  stageUpdateSchema,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../../lib/crud.js';
import { stages } from './stages.service.js';
import { apiTag } from '../../lib/openapi.js';

/** Academic stages (المراحل الدراسية): the kit's routes and nothing else. */
const stagesModule: FastifyPluginAsync = async (app) => {
  apiTag(app, 'stages', 'Academic stages (المراحل الدراسية): primary, preparatory, secondary.');
  registerCrud(app, {
    path: '/stages',
    table: 'stages',
    tag: 'stages',
    namespace: 'stages',
    permissions: { read: 'stages.read', write: 'stages.write' },
    item: stageSchema,
    list: { query: stageListQuery, summary: 'Academic stages, a page at a time', run: stages.list },
    export: {
      query: stageExportQuery,
      summary: 'The stages matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      columns: (t, lang) => [
        { header: t('fields.code'), value: (s) => s.code, width: 12 },
        { header: t('fields.name_ar'), value: (s) => s.name_ar },
        { header: t('fields.name_en'), value: (s) => s.name_en },
        { header: t('fields.sort_order'), value: (s) => s.sort_order, width: 10 },
        { header: t('fields.class_count'), value: (s) => s.class_count, width: 10 },
        { header: t('fields.created_at'), value: (s) => formatDate(s.created_at, lang), width: 14 },
      ],
      rows: stages.exportRows,
    },
    get: { summary: 'One academic stage', run: stages.get },
    create: { body: stageCreateSchema, summary: 'Adds an academic stage', run: stages.create },
    update: { body: stageUpdateSchema, summary: 'Changes an academic stage', run: stages.update },
    remove: {
      summary: 'Deletes an academic stage that has no classes (409 `stage.in_use` otherwise)',
      run: stages.remove,
    },
  });
};

export default stagesModule;
