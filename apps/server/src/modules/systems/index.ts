import {
  formatDate,
  idParams,
  problemSchema,
  systemCreateSchema,
  systemExportQuery,
  systemListQuery,
  systemListSchema,
  systemSchema,
  systemUpdateSchema,
  type System,
} from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inBatches, sendExport, type ExportColumn } from '../../lib/export.js';
import { translate } from '../../lib/i18n.js';
import * as repo from './systems.repository.js';
import * as service from './systems.service.js';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

const systems: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/systems',
    {
      config: { permission: 'systems.read' },
      schema: {
        tags: ['systems'],
        summary: 'Educational systems, a page at a time; `class_id` keeps one class’s',
        querystring: systemListQuery,
        response: { 200: systemListSchema, ...errors },
      },
    },
    async ({ query }) => {
      const { items, total } = await repo.listSystems(app.db, query);
      return { items: items.map(service.toSystem), total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    '/systems/export',
    {
      config: { permission: 'systems.read' },
      schema: {
        tags: ['systems'],
        summary: 'The educational systems matching the filters, as CSV (UTF-8 with BOM) or XLSX',
        querystring: systemExportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async ({ query }, reply) => {
      const { lang } = query;
      const t = (key: string) => translate(lang, `systems:${key}`);
      const columns: ExportColumn<System>[] = [
        { header: t('fields.class'), value: (s) => (lang === 'ar' ? s.class_name_ar : s.class_name_en) },
        { header: t('fields.name_ar'), value: (s) => s.name_ar },
        { header: t('fields.name_en'), value: (s) => s.name_en },
        { header: t('fields.created_at'), value: (s) => formatDate(s.created_at, lang), width: 14 },
      ];
      const rows = inBatches(async (offset, limit) =>
        (await repo.systemsForExport(app.db, query, offset, limit)).map(service.toSystem),
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
    '/systems/:id',
    {
      config: { permission: 'systems.read' },
      schema: {
        tags: ['systems'],
        summary: 'One educational system',
        params: idParams,
        response: { 200: systemSchema, ...errors },
      },
    },
    async ({ params }) => service.getSystem(app.db, params.id),
  );

  app.post(
    '/systems',
    {
      config: { permission: 'systems.write' },
      schema: {
        tags: ['systems'],
        summary: 'Adds an educational system to a class (400 on `class_id` when the class does not exist)',
        body: systemCreateSchema,
        response: { 201: systemSchema, ...errors },
      },
    },
    async ({ body }, reply) => reply.code(201).send(await service.createSystem(app.db, body)),
  );

  app.patch(
    '/systems/:id',
    {
      config: { permission: 'systems.write' },
      schema: {
        tags: ['systems'],
        summary: 'Changes an educational system',
        params: idParams,
        body: systemUpdateSchema,
        response: { 200: systemSchema, ...errors },
      },
    },
    async ({ params, body }) => service.updateSystem(app.db, params.id, body),
  );

  app.delete(
    '/systems/:id',
    {
      config: { permission: 'systems.write' },
      schema: {
        tags: ['systems'],
        summary: 'Deletes an educational system no student is enrolled in (409 `system.in_use` otherwise)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async ({ params }, reply) => {
      await service.deleteSystem(app.db, params.id);
      return reply.code(204).send(null);
    },
  );
};

export default systems;
