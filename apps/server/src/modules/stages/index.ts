import {
  formatDate,
  idParams,
  problemSchema,
  stageCreateSchema,
  stageExportQuery,
  stageListQuery,
  stageListSchema,
  stageSchema,
  stageUpdateSchema,
  type Stage,
} from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inBatches, sendExport, type ExportColumn } from '../../lib/export.js';
import { translate } from '../../lib/i18n.js';
import * as repo from './stages.repository.js';
import * as service from './stages.service.js';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

const stages: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stages',
    {
      config: { permission: 'stages.read' },
      schema: {
        tags: ['stages'],
        summary: 'Academic stages, a page at a time',
        querystring: stageListQuery,
        response: { 200: stageListSchema, ...errors },
      },
    },
    async ({ query }) => {
      const { items, total } = await repo.listStages(app.db, query);
      return { items: items.map(service.toStage), total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    '/stages/export',
    {
      config: { permission: 'stages.read' },
      schema: {
        tags: ['stages'],
        summary: 'The stages matching the filters, as CSV (UTF-8 with BOM) or XLSX',
        querystring: stageExportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async ({ query }, reply) => {
      const { lang } = query;
      const t = (key: string) => translate(lang, `stages:${key}`);
      const columns: ExportColumn<Stage>[] = [
        { header: t('fields.code'), value: (s) => s.code, width: 12 },
        { header: t('fields.name_ar'), value: (s) => s.name_ar },
        { header: t('fields.name_en'), value: (s) => s.name_en },
        { header: t('fields.sort_order'), value: (s) => s.sort_order, width: 10 },
        { header: t('fields.class_count'), value: (s) => s.class_count, width: 10 },
        { header: t('fields.created_at'), value: (s) => formatDate(s.created_at, lang), width: 14 },
      ];
      const rows = inBatches(async (offset, limit) =>
        (await repo.stagesForExport(app.db, query, offset, limit)).map(service.toStage),
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
    '/stages/:id',
    {
      config: { permission: 'stages.read' },
      schema: {
        tags: ['stages'],
        summary: 'One academic stage',
        params: idParams,
        response: { 200: stageSchema, ...errors },
      },
    },
    async ({ params }) => service.getStage(app.db, params.id),
  );

  app.post(
    '/stages',
    {
      config: { permission: 'stages.write' },
      schema: {
        tags: ['stages'],
        summary: 'Adds an academic stage',
        body: stageCreateSchema,
        response: { 201: stageSchema, ...errors },
      },
    },
    async ({ body }, reply) => reply.code(201).send(await service.createStage(app.db, body)),
  );

  app.patch(
    '/stages/:id',
    {
      config: { permission: 'stages.write' },
      schema: {
        tags: ['stages'],
        summary: 'Changes an academic stage',
        params: idParams,
        body: stageUpdateSchema,
        response: { 200: stageSchema, ...errors },
      },
    },
    async ({ params, body }) => service.updateStage(app.db, params.id, body),
  );

  app.delete(
    '/stages/:id',
    {
      config: { permission: 'stages.write' },
      schema: {
        tags: ['stages'],
        summary: 'Deletes an academic stage that has no classes (409 `stage.in_use` otherwise)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async ({ params }, reply) => {
      await service.deleteStage(app.db, params.id);
      return reply.code(204).send(null);
    },
  );
};

export default stages;
