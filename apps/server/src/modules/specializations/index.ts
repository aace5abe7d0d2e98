import {
  formatDate,
  idParams,
  problemSchema,
  specializationCreateSchema,
  specializationExportQuery,
  specializationListQuery,
  specializationListSchema,
  specializationSchema,
  specializationUpdateSchema,
  type Specialization,
} from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inBatches, sendExport, type ExportColumn } from '../../lib/export.js';
import { translate } from '../../lib/i18n.js';
import * as repo from './specializations.repository.js';
import * as service from './specializations.service.js';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

const specializations: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/specializations',
    {
      config: { permission: 'specializations.read' },
      schema: {
        tags: ['specializations'],
        summary: 'Specializations, a page at a time; `class_id` keeps one class’s',
        querystring: specializationListQuery,
        response: { 200: specializationListSchema, ...errors },
      },
    },
    async ({ query }) => {
      const { items, total } = await repo.listSpecializations(app.db, query);
      return { items: items.map(service.toSpecialization), total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    '/specializations/export',
    {
      config: { permission: 'specializations.read' },
      schema: {
        tags: ['specializations'],
        summary: 'The specializations matching the filters, as CSV (UTF-8 with BOM) or XLSX',
        querystring: specializationExportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async ({ query }, reply) => {
      const { lang } = query;
      const t = (key: string) => translate(lang, `specializations:${key}`);
      const columns: ExportColumn<Specialization>[] = [
        { header: t('fields.class'), value: (s) => (lang === 'ar' ? s.class_name_ar : s.class_name_en) },
        { header: t('fields.name_ar'), value: (s) => s.name_ar },
        { header: t('fields.name_en'), value: (s) => s.name_en },
        { header: t('fields.created_at'), value: (s) => formatDate(s.created_at, lang), width: 14 },
      ];
      const rows = inBatches(async (offset, limit) =>
        (await repo.specializationsForExport(app.db, query, offset, limit)).map(service.toSpecialization),
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
    '/specializations/:id',
    {
      config: { permission: 'specializations.read' },
      schema: {
        tags: ['specializations'],
        summary: 'One specialization',
        params: idParams,
        response: { 200: specializationSchema, ...errors },
      },
    },
    async ({ params }) => service.getSpecialization(app.db, params.id),
  );

  app.post(
    '/specializations',
    {
      config: { permission: 'specializations.write' },
      schema: {
        tags: ['specializations'],
        summary: 'Adds a specialization to a class (400 on `class_id` when the class does not exist)',
        body: specializationCreateSchema,
        response: { 201: specializationSchema, ...errors },
      },
    },
    async ({ body }, reply) => reply.code(201).send(await service.createSpecialization(app.db, body)),
  );

  app.patch(
    '/specializations/:id',
    {
      config: { permission: 'specializations.write' },
      schema: {
        tags: ['specializations'],
        summary: 'Changes a specialization',
        params: idParams,
        body: specializationUpdateSchema,
        response: { 200: specializationSchema, ...errors },
      },
    },
    async ({ params, body }) => service.updateSpecialization(app.db, params.id, body),
  );

  app.delete(
    '/specializations/:id',
    {
      config: { permission: 'specializations.write' },
      schema: {
        tags: ['specializations'],
        summary: 'Deletes a specialization no subject belongs to (409 `specialization.in_use` otherwise)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async ({ params }, reply) => {
      await service.deleteSpecialization(app.db, params.id);
      return reply.code(204).send(null);
    },
  );
};

export default specializations;
