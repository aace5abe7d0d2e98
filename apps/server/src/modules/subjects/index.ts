import {
  formatDate,
  idParams,
  problemSchema,
  subjectCreateSchema,
  subjectExportQuery,
  subjectListQuery,
  subjectListSchema,
  subjectSchema,
  subjectUpdateSchema,
  type Subject,
} from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inBatches, sendExport, type ExportColumn } from '../../lib/export.js';
import { translate } from '../../lib/i18n.js';
import * as repo from './subjects.repository.js';
import * as service from './subjects.service.js';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

const subjects: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subjects',
    {
      config: { permission: 'subjects.read' },
      schema: {
        tags: ['subjects'],
        summary: 'Subjects, a page at a time, filtered by stage, class, specialization or text',
        querystring: subjectListQuery,
        response: { 200: subjectListSchema, ...errors },
      },
    },
    async ({ query }) => {
      const { items, total } = await repo.listSubjects(app.db, query);
      return {
        items: await service.toSubjects(app.db, items),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  );

  app.get(
    '/subjects/export',
    {
      config: { permission: 'subjects.read' },
      schema: {
        tags: ['subjects'],
        summary: 'The subjects matching the filters, as CSV (UTF-8 with BOM) or XLSX',
        querystring: subjectExportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async ({ query }, reply) => {
      const { lang } = query;
      const t = (key: string) => translate(lang, `subjects:${key}`);
      const name = (x: { name_ar: string; name_en: string }) => (lang === 'ar' ? x.name_ar : x.name_en);
      const columns: ExportColumn<Subject>[] = [
        { header: t('fields.code'), value: (s) => s.code, width: 12 },
        { header: t('fields.name_ar'), value: (s) => s.name_ar },
        { header: t('fields.name_en'), value: (s) => s.name_en },
        { header: t('fields.classes'), value: (s) => s.classes.map(name).join(t('listSeparator')), width: 48 },
        { header: t('fields.specialization'), value: (s) => (s.specialization ? name(s.specialization) : null) },
        { header: t('fields.teacher_count'), value: (s) => s.teacher_count, width: 10 },
        { header: t('fields.created_at'), value: (s) => formatDate(s.created_at, lang), width: 14 },
      ];
      const rows = inBatches(async (offset, limit) =>
        service.toSubjects(app.db, await repo.subjectsForExport(app.db, query, offset, limit)),
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
    '/subjects/:id',
    {
      config: { permission: 'subjects.read' },
      schema: {
        tags: ['subjects'],
        summary: 'One subject, with its classes and specialization',
        params: idParams,
        response: { 200: subjectSchema, ...errors },
      },
    },
    async ({ params }) => service.getSubject(app.db, params.id),
  );

  app.post(
    '/subjects',
    {
      config: { permission: 'subjects.write' },
      schema: {
        tags: ['subjects'],
        summary: 'Adds a subject taught in the given classes',
        body: subjectCreateSchema,
        response: { 201: subjectSchema, ...errors },
      },
    },
    async ({ body }, reply) => reply.code(201).send(await service.createSubject(app.db, body)),
  );

  app.patch(
    '/subjects/:id',
    {
      config: { permission: 'subjects.write' },
      schema: {
        tags: ['subjects'],
        summary: 'Changes a subject; `class_ids`, when given, replaces its classes',
        params: idParams,
        body: subjectUpdateSchema,
        response: { 200: subjectSchema, ...errors },
      },
    },
    async ({ params, body }) => service.updateSubject(app.db, params.id, body),
  );

  app.delete(
    '/subjects/:id',
    {
      config: { permission: 'subjects.write' },
      schema: {
        tags: ['subjects'],
        summary: 'Deletes a subject nobody uses (409 `subject.in_use` otherwise)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async ({ params }, reply) => {
      await service.deleteSubject(app.db, params.id);
      return reply.code(204).send(null);
    },
  );
};

export default subjects;
