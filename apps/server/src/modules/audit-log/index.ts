import {
  auditEntityListSchema,
  auditExportQuery,
  auditListQuery,
  auditPageSchema,
  auditUserListQuery,
  auditUserSchema,
  formatDateTime,
  idParams,
  type AuditEntry,
} from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../lib/audit.js';
import { spreadsheetAnswer } from '../../lib/crud.js';
import { sendExport, type ExportColumn } from '../../lib/export.js';
import { entityName, translate } from '../../lib/i18n.js';
import { answer, apiTag, listEnvelope } from '../../lib/openapi.js';
import * as service from './audit-log.service.js';

/**
 * The audit trail, for admins (`audit.read`, which no API key can hold):
 * read newest first by keyset, filtered, and exported. There is no route
 * that changes or deletes a row (and the database refuses both).
 */
const auditLog: FastifyPluginAsyncZod = async (app) => {
  apiTag(app, 'audit-log', 'Who changed what and when: a row for every write, sign-in and export.');
  app.get(
    '/audit-log',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['audit-log'],
        operationId: 'listAuditLog',
        summary: 'The audit trail, newest first, a page at a time by keyset (`after=` the last answer’s `nextCursor`)',
        description:
          'Every write through the API, sign-in, failed sign-in, sign-out and export appends one row, in the ' +
          'transaction of the change. Filter by `user_id`, `action`, `entity` (and `entity_id` for one record), ' +
          'and a time range (`from` inclusive, `to` exclusive, ISO 8601 with an offset). There is no page ' +
          'number and no total: ask the first page without `after`, then pass each answer’s `nextCursor` as ' +
          '`after` until it is null.',
        querystring: auditListQuery,
        response: { 200: answer('A page of the trail, newest first, and the cursor of the next.', auditPageSchema) },
      },
    },
    async (request) => service.listAudit(app.db, request.query),
  );

  app.get(
    '/audit-log/export',
    {
      config: { permission: 'audit.read', audit: { entity: 'audit-log', actions: ['export'] } },
      schema: {
        tags: ['audit-log'],
        operationId: 'exportAuditLog',
        summary: 'The audit rows matching the filters, newest first, as CSV (UTF-8 with BOM) or XLSX',
        querystring: auditExportQuery,
        response: { 200: spreadsheetAnswer('The rows the filters keep, newest first.') },
      },
    },
    async (request, reply) => {
      const { query } = request;
      // Reading the trail out is itself on the trail, before the first row leaves.
      await audit(app.db, request, { action: 'export', entity: 'audit-log', details: query });
      const { lang } = query;
      const t = (key: string) => translate(lang, `audit-log:${key}`);
      /** A catalogue label, or the value itself for one the catalogue does not know (a newer entity). */
      const label = (group: string, value: string | null) => {
        if (value === null) return null;
        const text = t(`${group}.${value}`);
        return text === `audit-log:${group}.${value}` ? value : text;
      };
      const json = (value: object | null) => (value === null ? null : JSON.stringify(value));
      const columns: ExportColumn<AuditEntry>[] = [
        { header: t('fields.created_at'), value: (e) => formatDateTime(e.created_at, lang), width: 18 },
        { header: t('fields.actor'), value: (e) => e.actor_name ?? t('visitor'), width: 24 },
        { header: t('fields.role'), value: (e) => label('roles', e.role), width: 14 },
        { header: t('fields.ip'), value: (e) => e.ip, width: 16 },
        { header: t('fields.action'), value: (e) => label('actions', e.action), width: 16 },
        { header: t('fields.entity'), value: (e) => entityName(lang, e.entity), width: 18 },
        { header: t('fields.entity_id'), value: (e) => e.entity_id, width: 10 },
        { header: t('fields.before'), value: (e) => json(e.before), width: 48 },
        { header: t('fields.after'), value: (e) => json(e.after), width: 48 },
        { header: t('fields.details'), value: (e) => json(e.details), width: 36 },
      ];
      return sendExport(reply, {
        format: query.format,
        filename: t('exportName'),
        sheet: t('title'),
        rtl: lang === 'ar',
        columns,
        rows: service.exportAudit(app.db, query),
      });
    },
  );

  app.get(
    '/audit-log/users',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['audit-log'],
        operationId: 'listAuditUsers',
        summary: 'Staff of every role, to filter the trail by (by role, then name; `q` searches names and phones)',
        querystring: auditUserListQuery,
        response: {
          200: answer(
            'A page of staff members.',
            listEnvelope(auditUserSchema, 'AuditUserList', 'A page of staff members.'),
          ),
        },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return { ...(await service.listAuditUsers(app.db, request.query)), page, pageSize };
    },
  );

  app.get(
    '/audit-log/entities',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['audit-log'],
        operationId: 'listAuditEntities',
        summary: 'The entities the trail records, for its filter',
        description:
          'Derived from the routes themselves (each write and export declares the entity it records), so an ' +
          'entity added later is listed from its first release.',
        response: { 200: answer('Every entity a route records, in alphabetical order.', auditEntityListSchema) },
      },
    },
    async () => ({
      items: [...new Set(app.auditRoutes.flatMap((r) => ('none' in r.audit ? [] : [r.audit.entity].flat())))].sort(),
    }),
  );

  app.get(
    '/audit-log/users/:id',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['audit-log'],
        operationId: 'getAuditUser',
        summary: 'One staff member of any role, as the trail’s user filter names it',
        params: idParams,
        response: { 200: answer('The staff member.', auditUserSchema) },
      },
    },
    async (request) => service.getAuditUser(app.db, request.params.id),
  );
};

export default auditLog;
