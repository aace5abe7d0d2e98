import {
  formatDate,
  idParams,
  problemSchema,
  supportAgentCreateSchema,
  supportAgentExportQuery,
  supportAgentListQuery,
  supportAgentListSchema,
  supportAgentSchema,
  supportAgentUpdateSchema,
  type SupportAgent,
} from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inBatches, sendExport, type ExportColumn } from '../../lib/export.js';
import { translate } from '../../lib/i18n.js';
import * as repo from './support-agents.repository.js';
import * as service from './support-agents.service.js';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const tags = ['support agents'];

const supportAgents: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  app.get(
    '/support-agents',
    {
      config: { permission: 'supportAgents.read' },
      schema: {
        tags,
        summary: 'Support agents, a page at a time',
        querystring: supportAgentListQuery,
        response: { 200: supportAgentListSchema, ...errors },
      },
    },
    async ({ query }) => {
      const { items, total } = await repo.listSupportAgents(app.db, query);
      return { items: items.map(service.toSupportAgent), total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    '/support-agents/export',
    {
      config: { permission: 'supportAgents.read' },
      schema: {
        tags,
        summary: 'The support agents matching the filters, as CSV (UTF-8 with BOM) or XLSX',
        querystring: supportAgentExportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async ({ query }, reply) => {
      const { lang } = query;
      const t = (key: string) => translate(lang, `support-agents:${key}`);
      const columns: ExportColumn<SupportAgent>[] = [
        { header: t('fields.name'), value: (a) => a.name, width: 28 },
        { header: t('fields.phone'), value: (a) => a.phone, width: 16 },
        { header: t('fields.email'), value: (a) => a.email, width: 30 },
        { header: t('fields.joined_on'), value: (a) => formatDate(a.joined_on, lang), width: 14 },
        { header: t('fields.status'), value: (a) => t(a.active ? 'status.active' : 'status.disabled'), width: 12 },
        { header: t('fields.created_at'), value: (a) => formatDate(a.created_at, lang), width: 14 },
      ];
      const rows = inBatches(async (offset, limit) =>
        (await repo.supportAgentsForExport(app.db, query, offset, limit)).map(service.toSupportAgent),
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
    '/support-agents/:id',
    {
      config: { permission: 'supportAgents.read' },
      schema: {
        tags,
        summary: 'One support agent',
        params: idParams,
        response: { 200: supportAgentSchema, ...errors },
      },
    },
    async ({ params }) => service.getSupportAgent(app.db, params.id),
  );

  app.post(
    '/support-agents',
    {
      config: { permission: 'supportAgents.write' },
      schema: {
        tags,
        summary: 'Adds a support agent (409 `user.taken` when the email or phone is already registered)',
        body: supportAgentCreateSchema,
        response: { 201: supportAgentSchema, ...errors },
      },
    },
    async ({ body }, reply) => reply.code(201).send(await service.createSupportAgent(app.db, body)),
  );

  app.patch(
    '/support-agents/:id',
    {
      config: { permission: 'supportAgents.write' },
      schema: {
        tags,
        summary: 'Changes a support agent; `active: false` disables the agent and ends his or her sessions',
        params: idParams,
        body: supportAgentUpdateSchema,
        response: { 200: supportAgentSchema, ...errors },
      },
    },
    async ({ params, body }) => service.updateSupportAgent(app.db, params.id, body),
  );

  app.delete(
    '/support-agents/:id',
    {
      config: { permission: 'supportAgents.write' },
      schema: {
        tags,
        summary: 'Deletes a support agent (404 for any other user)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async ({ params }, reply) => {
      await service.deleteSupportAgent(app.db, uploadsDir, params.id);
      return reply.code(204).send(null);
    },
  );
};

export default supportAgents;
