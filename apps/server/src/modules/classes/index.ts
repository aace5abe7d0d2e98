import {
  classCreateSchema,
  classExportQuery,
  classListQuery,
  classSchema,
  classUpdateSchema,
  formatDate,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../../lib/crud.js';
import { classes } from './classes.service.js';
import { apiTag } from '../../lib/openapi.js';

/** Classes (الصفوف الدراسية) of the academic stages. */
const classesModule: FastifyPluginAsync = async (app) => {
  apiTag(app, 'classes', 'Classes (الصفوف الدراسية): the academic years of a stage.');
  registerCrud(app, {
    path: '/classes',
    table: 'classes',
    tag: 'classes',
    namespace: 'classes',
    permissions: { read: 'classes.read', write: 'classes.write' },
    item: classSchema,
    list: {
      query: classListQuery,
      summary: 'Classes (academic years), a page at a time; `stage_id` keeps one stage’s',
      run: classes.list,
    },
    export: {
      query: classExportQuery,
      summary: 'The classes matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      columns: (t, lang) => [
        { header: t('fields.stage'), value: (c) => (lang === 'ar' ? c.stage_name_ar : c.stage_name_en) },
        { header: t('fields.name_ar'), value: (c) => c.name_ar },
        { header: t('fields.name_en'), value: (c) => c.name_en },
        { header: t('fields.sort_order'), value: (c) => c.sort_order, width: 10 },
        { header: t('fields.system_count'), value: (c) => c.system_count, width: 12 },
        { header: t('fields.specialization_count'), value: (c) => c.specialization_count, width: 12 },
        { header: t('fields.created_at'), value: (c) => formatDate(c.created_at, lang), width: 14 },
      ],
      rows: classes.exportRows,
    },
    get: { summary: 'One class', run: classes.get },
    create: {
      body: classCreateSchema,
      summary: 'Adds a class to a stage (400 on `stage_id` when the stage does not exist)',
      run: classes.create,
    },
    update: { body: classUpdateSchema, summary: 'Changes a class', run: classes.update },
    remove: {
      summary:
        'Deletes a class nothing uses (409 `class.in_use` while it has systems, specializations, subjects, teachers or students)',
      run: classes.remove,
    },
  });
};

export default classesModule;
