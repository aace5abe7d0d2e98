import {
  formatDate,
  idParams,
  ratingExportQuery,
  ratingListQuery,
  teacherCreateSchema,
  teacherExportQuery,
  teacherListQuery,
  teacherRatingsSchema,
  teacherSchema,
  teacherUpdateSchema,
  type Rating,
  type Teacher,
} from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inBatches, sendExport, type ExportColumn } from '../../lib/export.js';
import { problemResponses, registerCrud } from '../../lib/crud.js';
import { translate } from '../../lib/i18n.js';
import * as ratingsRepo from './ratings.repository.js';
import * as service from './teachers.service.js';

const spreadsheet = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** Teachers (المعلمون) and their ratings. Needs the uploads folder to check a photo exists. */
const teachers: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  const endSessions = (ids: number[]) => ids.forEach((id) => app.events.endSession(id));

  registerCrud(app, {
    path: '/teachers',
    tag: 'teachers',
    namespace: 'teachers',
    permissions: { read: 'teachers.read', write: 'teachers.write' },
    item: teacherSchema,
    list: {
      query: teacherListQuery,
      summary: 'Teachers, a page at a time',
      run: (query) => service.listTeachers(app.db, query),
    },
    export: {
      query: teacherExportQuery,
      summary: 'The teachers matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      columns: (t, lang) => {
        const names = (links: Teacher['subjects']) =>
          links.map((l) => (lang === 'ar' ? l.name_ar : l.name_en)).join(lang === 'ar' ? '، ' : ', ');
        return [
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
      },
      rows: (query) => service.exportTeachers(app.db, query),
    },
    get: { summary: 'One teacher', run: (id) => service.getTeacher(app.db, id) },
    create: {
      body: teacherCreateSchema,
      summary: 'Adds a teacher (a user with the teacher role); 409 `user.taken` on a used phone or email',
      run: (body) => service.createTeacher(app.db, uploadsDir, body),
    },
    update: {
      body: teacherUpdateSchema,
      summary: "Changes a teacher; a new password or `active: false` ends the teacher's sessions",
      run: async (id, body) => {
        const { teacher, endedSessions } = await service.updateTeacher(app.db, uploadsDir, id, body);
        endSessions(endedSessions);
        return teacher;
      },
    },
    remove: {
      summary: 'Deletes a teacher with his or her subjects, classes and ratings (404 for a user of another role)',
      run: async (id) => endSessions(await service.deleteTeacher(app.db, uploadsDir, id)),
    },
  });

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
        response: { 200: teacherRatingsSchema, ...problemResponses },
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
