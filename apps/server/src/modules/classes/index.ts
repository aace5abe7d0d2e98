import {
  classCreateSchema,
  classExportQuery,
  classListQuery,
  classListSchema,
  classSchema,
  classUpdateSchema,
  formatDate,
  idParams,
  problemSchema,
  type Class,
} from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inBatches, sendExport, type ExportColumn } from '../../lib/export.js';
import { translate } from '../../lib/i18n.js';
import * as repo from './classes.repository.js';
import * as service from './classes.service.js';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

const classes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/classes',
    {
      config: { permission: 'classes.read' },
      schema: {
        tags: ['classes'],
        summary: 'Classes (academic years), a page at a time; `stage_id` keeps one stage’s',
        querystring: classListQuery,
        response: { 200: classListSchema, ...errors },
      },
    },
    async ({ query }) => {
      const { items, total } = await repo.listClasses(app.db, query);
      return { items: items.map(service.toClass), total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    '/classes/export',
    {
      config: { permission: 'classes.read' },
      schema: {
        tags: ['classes'],
        summary: 'The classes matching the filters, as CSV (UTF-8 with BOM) or XLSX',
        querystring: classExportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async ({ query }, reply) => {
      const { lang } = query;
      const t = (key: string) => translate(lang, `classes:${key}`);
      const columns: ExportColumn<Class>[] = [
        { header: t('fields.stage'), value: (c) => (lang === 'ar' ? c.stage_name_ar : c.stage_name_en) },
        { header: t('fields.name_ar'), value: (c) => c.name_ar },
        { header: t('fields.name_en'), value: (c) => c.name_en },
        { header: t('fields.sort_order'), value: (c) => c.sort_order, width: 10 },
        { header: t('fields.system_count'), value: (c) => c.system_count, width: 12 },
        { header: t('fields.specialization_count'), value: (c) => c.specialization_count, width: 12 },
        { header: t('fields.created_at'), value: (c) => formatDate(c.created_at, lang), width: 14 },
      ];
      const rows = inBatches(async (offset, limit) =>
        (await repo.classesForExport(app.db, query, offset, limit)).map(service.toClass),
      );
      return sendExport(reply, {
        format: query.format,
        filename: t('exportName'),
        sheet: t('title'),
        rtl: lang === 'ar',
        columns,
        rows,
      });
    },
  );

  app.get(
    '/classes/:id',
    {
      config: { permission: 'classes.read' },
      schema: {
        tags: ['classes'],
        summary: 'One class',
        params: idParams,
        response: { 200: classSchema, ...errors },
      },
    },
    async ({ params }) => service.getClass(app.db, params.id),
  );

  app.post(
    '/classes',
    {
      config: { permission: 'classes.write' },
      schema: {
        tags: ['classes'],
        summary: 'Adds a class to a stage (400 on `stage_id` when the stage does not exist)',
        body: classCreateSchema,
        response: { 201: classSchema, ...errors },
      },
    },
    async ({ body }, reply) => reply.code(201).send(await service.createClass(app.db, body)),
  );

  app.patch(
    '/classes/:id',
    {
      config: { permission: 'classes.write' },
      schema: {
        tags: ['classes'],
        summary: 'Changes a class',
        params: idParams,
        body: classUpdateSchema,
        response: { 200: classSchema, ...errors },
      },
    },
    async ({ params, body }) => service.updateClass(app.db, params.id, body),
  );

  app.delete(
    '/classes/:id',
    {
      config: { permission: 'classes.write' },
      schema: {
        tags: ['classes'],
        summary:
          'Deletes a class nothing uses (409 `class.in_use` while it has systems, specializations, subjects, teachers or students)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async ({ params }, reply) => {
      await service.deleteClass(app.db, params.id);
      return reply.code(204).send(null);
    },
  );
};

export default classes;
