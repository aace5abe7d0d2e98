import {
  codeBatchSchema,
  codeExportQuery,
  codeGroupAddCodesSchema,
  codeGroupCreateSchema,
  codeGroupExportQuery,
  codeGroupListQuery,
  codeGroupSchema,
  codeListQuery,
  codeSchema,
  formatDate,
  idParams,
  type CodeGroup,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCommand } from '../../lib/command.js';
import { registerCrud, sendEntityExport, spreadsheetAnswer } from '../../lib/crud.js';
import { namesIn } from '../../lib/i18n.js';
import { answer, apiTag, listEnvelope } from '../../lib/openapi.js';
import { batchProgress, codeColumns } from '../codes/index.js';
import { codeSource, listCodes } from '../codes/codes.service.js';
import * as service from './code-groups.service.js';

type Lang = 'en' | 'ar';
const name = (ref: { name_ar: string; name_en: string }, lang: Lang) => (lang === 'ar' ? ref.name_ar : ref.name_en);

/**
 * Subscription code groups (مجموعات أكواد الاشتراك): a group's codes each open
 * the same curriculum or courses for the student who redeems one.
 */
const codeGroups: FastifyPluginAsync = async (app) => {
  const tag = apiTag(
    app,
    'code-groups',
    'Subscription code groups (مجموعات أكواد الاشتراك): batches of codes that each open a curriculum or courses for a student.',
  );
  registerCrud(app, {
    path: '/code-groups',
    table: 'code_groups',
    tag,
    namespace: 'code-groups',
    permissions: { read: 'codeGroups.read', write: 'codeGroups.write' },
    item: codeGroupSchema,
    conflicts: { remove: 'Codes of the group have been used (`code_group.in_use`): it is kept.' },
    list: {
      query: codeGroupListQuery,
      summary: 'Code groups, a page at a time (admins)',
      run: (db, query) => service.listGroups(db, query),
    },
    export: {
      query: codeGroupExportQuery,
      summary: 'The code groups matching the filters, as CSV (UTF-8 with BOM) or XLSX (admins)',
      columns: (t, lang) => [
        { header: t('fields.title'), value: (g: CodeGroup) => g.title, width: 30 },
        { header: t('fields.teacher'), value: (g) => g.teacher.name, width: 22 },
        { header: t('fields.class'), value: (g) => name(g.class, lang), width: 20 },
        { header: t('fields.content_type'), value: (g) => t(`contentTypes.${g.content_type}`), width: 14 },
        { header: t('fields.contents'), value: (g) => namesIn(lang, g.contents), width: 40 },
        { header: t('fields.price_egp'), value: (g) => g.price / 100, width: 12, money: true },
        { header: t('fields.code_count'), value: (g) => g.code_count, width: 10 },
        { header: t('fields.used_count'), value: (g) => g.used_count, width: 10 },
        { header: t('fields.available_count'), value: (g) => g.available_count, width: 10 },
        { header: t('fields.created_at'), value: (g) => formatDate(g.created_at, lang), width: 12 },
      ],
      rows: (db, query) => service.exportGroups(db, query),
    },
    get: { summary: 'One code group, with its counts (admins)', run: (db, id) => service.getGroup(db, id) },
    remove: {
      summary: 'Deletes a group and its codes, while none of them is used (admins)',
      run: (db, id) => service.deleteGroup(db, id),
    },
  });

  registerCommand(app, {
    method: 'POST',
    url: '/code-groups',
    tag,
    operationId: 'createCodeGroup',
    summary: 'Makes a code group and its codes, all or none (admins)',
    description:
      'The group and up to 100,000 codes in one transaction. Send an `Idempotency-Key`: a retry makes nothing twice, and `GET /codes/progress?key=` says how far the codes have got.',
    permission: 'codeGroups.write',
    body: codeGroupCreateSchema,
    bodyName: 'CodeGroupCreate',
    answer: { status: 201, description: 'The new group.', schema: codeGroupSchema },
    problems: { 409: 'The `Idempotency-Key` was used with another request (`idempotency.key_reused`).' },
    idempotent: true,
    audit: { entity: 'code-groups', action: 'create' },
    run: (db, { body }, request) =>
      service.createGroup(db, body, request.principal!, batchProgress(request, body.count)),
    record: (_input, group) => ({ entityId: group.id, after: group }),
  });

  registerCommand(app, {
    method: 'POST',
    url: '/code-groups/:id/codes',
    tag,
    operationId: 'addCodeGroupCodes',
    summary: 'Adds codes to a group, all or none (admins)',
    description:
      'Up to 100,000 codes in one transaction. Send an `Idempotency-Key`; `GET /codes/progress?key=` says how far they have got.',
    permission: 'codeGroups.write',
    params: idParams,
    body: codeGroupAddCodesSchema,
    bodyName: 'CodeGroupAddCodes',
    answer: { status: 201, description: 'The batch of new codes.', schema: codeBatchSchema },
    problems: {
      404: 'There is no such group.',
      409: 'The `Idempotency-Key` was used with another request (`idempotency.key_reused`).',
    },
    idempotent: true,
    audit: { entity: 'code-groups', action: 'update' },
    run: (db, { params, body }, request) =>
      service.addCodes(db, params.id, body.count, request.principal!, batchProgress(request, body.count)),
    record: ({ params }, batch) => ({ entityId: params.id, details: { batch: batch.id, count: batch.count } }),
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const groupCodesQuery = codeListQuery.omit({ group_id: true, kind: true });
  r.get(
    '/code-groups/:id/codes',
    {
      config: { permission: 'codeGroups.read' },
      schema: {
        tags: [tag],
        operationId: 'listCodeGroupCodes',
        summary: 'A group’s codes, a page at a time (admins)',
        params: idParams,
        querystring: groupCodesQuery,
        response: {
          200: answer('A page of the group’s codes.', listEnvelope(codeSchema, 'CodeList', 'A page of codes.')),
        },
      },
    },
    async (request) => {
      await service.getGroup(app.db, request.params.id);
      const query = { ...request.query, group_id: request.params.id };
      return { ...(await listCodes(app.db, query)), page: query.page, pageSize: query.pageSize };
    },
  );
  r.get(
    '/code-groups/:id/codes/export',
    {
      config: { permission: 'codeGroups.read', audit: { entity: 'code-groups', actions: ['export'] } },
      schema: {
        tags: [tag],
        operationId: 'exportCodeGroupCodes',
        summary: 'A group’s codes, as CSV (UTF-8 with BOM) or XLSX, for printing (admins)',
        params: idParams,
        querystring: codeExportQuery.omit({ group_id: true, kind: true }),
        response: { 200: spreadsheetAnswer('The group’s codes the filters keep, in the list’s order.') },
      },
    },
    async (request, reply) => {
      await service.getGroup(app.db, request.params.id);
      const query = { ...request.query, group_id: request.params.id };
      return sendEntityExport(app, request, reply, {
        entity: 'code-groups',
        entityId: request.params.id,
        namespace: 'codes',
        query,
        columns: codeColumns,
        rows: codeSource(app.db, query),
      });
    },
  );
};

export default codeGroups;
