import {
  formatDate,
  idParams,
  problemSchema,
  ratingExportQuery,
  ratingListQuery,
  teacherCreateSchema,
  teacherExportQuery,
  teacherListQuery,
  teacherListSchema,
  teacherRatingsSchema,
  teacherSchema,
  teacherUpdateSchema,
  type Rating,
  type Teacher,
} from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inBatches, sendExport, type ExportColumn } from '../../lib/export.js';
import { translate } from '../../lib/i18n.js';
import * as ratingsRepo from './ratings.repository.js';
import * as repo from './teachers.repository.js';
import * as service from './teachers.service.js';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const spreadsheet = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** Teachers (المعلمون) and their ratings. Needs the uploads folder to check a photo exists. */
const teachers: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  const endSessions = (ids: number[]) => ids.forEach((id) => app.events.endSession(id));

  app.get(
    '/teachers',
    {
      config: { permission: 'teachers.read' },
      schema: {
        tags: ['teachers'],
        summary: 'Teachers, a page at a time',
        querystring: teacherListQuery,
        response: { 200: teacherListSchema, ...errors },
      },
    },
    async ({ query }) => service.listTeachers(app.db, query),
  );

  app.get(
    '/teachers/export',
    {
      config: { permission: 'teachers.read' },
      schema: {
        tags: ['teachers'],
        summary: 'The teachers matching the filters, as CSV (UTF-8 with BOM) or XLSX',
        querystring: teacherExportQuery,
        produces: spreadsheet,
      },
    },
    async ({ query }, reply) => {
      const { lang } = query;
      const t = (key: string) => translate(lang, `teachers:${key}`);
      const names = (links: Teacher['subjects']) =>
        links.map((l) => (lang === 'ar' ? l.name_ar : l.name_en)).join(lang === 'ar' ? '، ' : ', ');
      const columns: ExportColumn<Teacher>[] = [
        { header: t('fields.name'), value: (x) => x.name, width: 28 },
        { header: t('fields.phone'), value: (x) => x.phone, width: 14 },
        { header: t('fields.email'), value: (x) => x.email, width: 28 },
        { header: t('fields.subjects'), value: (x) => names(x.subjects), width: 36 },
        { header: t('fields.classes'), value: (x) => names(x.classes), width: 36 },
        { header: t('fields.rating_average'), value: (x) => x.rating_average, width: 10 },
        { header: t('fields.rating_count'), value: (x) => x.rating_count, width: 10 },
        { header: t('fields.status'), value: (x) => t(x.active ? 'status.active' : 'status.disabled'), width: 12 },
        { header: t('fields.created_at'), value: (x) => formatDate(x.created_at, lang), width: 14 },
      ];
      const rows = inBatches(async (offset, limit) =>
        service.toTeachers(app.db, await repo.teachersForExport(app.db, query, offset, limit)),
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
    '/teachers/:id',
    {
      config: { permission: 'teachers.read' },
      schema: {
        tags: ['teachers'],
        summary: 'One teacher',
        params: idParams,
        response: { 200: teacherSchema, ...errors },
      },
    },
    async ({ params }) => service.getTeacher(app.db, params.id),
  );

  app.post(
    '/teachers',
    {
      config: { permission: 'teachers.write' },
      schema: {
        tags: ['teachers'],
        summary: 'Adds a teacher (a user with the teacher role); 409 `user.taken` on a used phone or email',
        body: teacherCreateSchema,
        response: { 201: teacherSchema, ...errors },
      },
    },
    async ({ body }, reply) => reply.code(201).send(await service.createTeacher(app.db, uploadsDir, body)),
  );

  app.patch(
    '/teachers/:id',
    {
      config: { permission: 'teachers.write' },
      schema: {
        tags: ['teachers'],
        summary: "Changes a teacher; a new password or `active: false` ends the teacher's sessions",
        params: idParams,
        body: teacherUpdateSchema,
        response: { 200: teacherSchema, ...errors },
      },
    },
    async ({ params, body }) => {
      const { teacher, endedSessions } = await service.updateTeacher(app.db, uploadsDir, params.id, body);
      endSessions(endedSessions);
      return teacher;
    },
  );

  app.delete(
    '/teachers/:id',
    {
      config: { permission: 'teachers.write' },
      schema: {
        tags: ['teachers'],
        summary: 'Deletes a teacher with his or her subjects, classes and ratings (404 for a user of another role)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async ({ params }, reply) => {
      endSessions(await service.deleteTeacher(app.db, uploadsDir, params.id));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/teachers/:id/ratings',
    {
      config: { permission: 'ratings.read' },
      schema: {
        tags: ['teachers'],
        summary:
          "A teacher's ratings: average, distribution and a page of them (a teacher: own id only, 403 otherwise)",
        params: idParams,
        querystring: ratingListQuery,
        response: { 200: teacherRatingsSchema, ...errors },
      },
    },
    async (request) => service.teacherRatings(app.db, request.user!, request.params.id, request.query),
  );

  app.get(
    '/teachers/:id/ratings/export',
    {
      config: { permission: 'ratings.read' },
      schema: {
        tags: ['teachers'],
        summary: "A teacher's ratings matching the filter, as CSV (UTF-8 with BOM) or XLSX (a teacher: own id only)",
        params: idParams,
        querystring: ratingExportQuery,
        produces: spreadsheet,
      },
    },
    async (request, reply) => {
      const { params, query } = request;
      await service.ratedTeacher(app.db, request.user!, params.id);
      const { lang } = query;
      const t = (key: string) => translate(lang, `teachers:${key}`);
      const columns: ExportColumn<Rating>[] = [
        { header: t('ratings.fields.student'), value: (r) => r.student_name, width: 28 },
        { header: t('ratings.fields.stars'), value: (r) => r.stars, width: 8 },
        { header: t('ratings.fields.comment'), value: (r) => r.comment, width: 60 },
        { header: t('ratings.fields.created_at'), value: (r) => formatDate(r.created_at, lang), width: 14 },
      ];
      const rows = inBatches(async (offset, limit) =>
        (await ratingsRepo.ratingsForExport(app.db, params.id, query, offset, limit)).map(service.toRating),
      );
      return sendExport(reply, {
        format: query.format,
        filename: t('ratings.exportName'),
        sheet: t('ratings.title'),
        rtl: lang === 'ar',
        columns,
        rows,
      });
    },
  );
};

export default teachers;
