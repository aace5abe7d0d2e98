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
} from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport, type ExportColumn } from '../../lib/export.js';
import { keysetRows } from '../../lib/list.js';
import { registerCrud, spreadsheetAnswer } from '../../lib/crud.js';
import { answer, apiTag } from '../../lib/openapi.js';
import { audit } from '../../lib/audit.js';
import { namesIn, translate } from '../../lib/i18n.js';
import { afterCommit } from '../../lib/transaction.js';
import * as ratingsRepo from './ratings.repository.js';
import * as service from './teachers.service.js';

/** Teachers (المعلمون) and their ratings. A teacher's photo is an upload the teacher's record owns. */
const teachers: FastifyPluginAsyncZod = async (app) => {
  apiTag(app, 'teachers', 'Teachers (المعلمون), the subjects and classes they teach, and their ratings.');
  const endSessions = (ids: number[]) => ids.forEach((id) => app.events.endSession(id));

  registerCrud(app, {
    path: '/teachers',
    table: 'users',
    tag: 'teachers',
    namespace: 'teachers',
    permissions: { read: 'teachers.read', write: 'teachers.write' },
    conflicts: {
      create: 'Another user has this phone number or email (`user.taken`): `errors` names the field.',
      update: 'Another user has this phone number or email (`user.taken`): `errors` names the field.',
      // A teacher's subjects, classes, ratings and sessions go with the teacher; curricula and courses do not.
      remove:
        'The teacher has curricula or courses (`teacher.in_use`): give them to another teacher or delete them first.',
    },
    item: teacherSchema,
    list: {
      query: teacherListQuery,
      summary: 'Teachers, a page at a time',
      run: (db, query) => service.listTeachers(db, query),
    },
    export: {
      query: teacherExportQuery,
      summary: 'The teachers matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      columns: (t, lang) => {
        return [
          { header: t('fields.name'), value: (x) => x.name, width: 28 },
          { header: t('fields.phone'), value: (x) => x.phone, width: 14 },
          { header: t('fields.email'), value: (x) => x.email, width: 28 },
          { header: t('fields.subjects'), value: (x) => namesIn(lang, x.subjects), width: 36 },
          { header: t('fields.classes'), value: (x) => namesIn(lang, x.classes), width: 36 },
          { header: t('fields.rating_average'), value: (x) => x.rating_average, width: 10 },
          { header: t('fields.rating_count'), value: (x) => x.rating_count, width: 10 },
          { header: t('fields.status'), value: (x) => t(x.active ? 'status.active' : 'status.disabled'), width: 12 },
          { header: t('fields.created_at'), value: (x) => formatDate(x.created_at, lang), width: 14 },
        ];
      },
      rows: (db, query) => service.exportTeachers(db, query),
    },
    get: { summary: 'One teacher', run: (db, id) => service.getTeacher(db, id) },
    create: {
      body: teacherCreateSchema,
      summary: 'Adds a teacher (a user with the teacher role); 409 `user.taken` on a used phone or email',
      run: (db, body, request) => service.createTeacher(db, body, request.principal),
    },
    update: {
      body: teacherUpdateSchema,
      summary: "Changes a teacher; a new password or `active: false` ends the teacher's sessions",
      run: async (db, id, body, request) => {
        const { teacher, endedSessions } = await service.updateTeacher(db, app.storage, id, body, request.principal);
        await afterCommit(db, () => endSessions(endedSessions));
        return teacher;
      },
    },
    remove: {
      summary:
        'Deletes a teacher with his or her subjects, classes and ratings (404 for a user of another role; 409 `teacher.in_use` while the teacher has curricula or courses)',
      run: async (db, id) => {
        const ended = await service.deleteTeacher(db, app.storage, id);
        await afterCommit(db, () => endSessions(ended));
      },
    },
  });

  app.get(
    '/teachers/:id/ratings',
    {
      config: { permission: 'ratings.read' },
      schema: {
        tags: ['teachers'],
        operationId: 'listTeacherRatings',
        summary:
          "A teacher's ratings: average, distribution and a page of them (a teacher: own id only, 403 otherwise)",
        params: idParams,
        querystring: ratingListQuery,
        response: { 200: answer("The summary of the teacher's ratings and a page of them.", teacherRatingsSchema) },
      },
    },
    async (request) => service.teacherRatings(app.db, request.user!, request.params.id, request.query),
  );

  app.get(
    '/teachers/:id/ratings/export',
    {
      config: { permission: 'ratings.read', audit: { entity: 'teacher-ratings', actions: ['export'] } },
      schema: {
        tags: ['teachers'],
        operationId: 'exportTeacherRatings',
        summary: "A teacher's ratings matching the filter, as CSV (UTF-8 with BOM) or XLSX (a teacher: own id only)",
        params: idParams,
        querystring: ratingExportQuery,
        response: { 200: spreadsheetAnswer("The teacher's ratings the filter keeps, newest first unless sorted.") },
      },
    },
    async (request, reply) => {
      const { params, query } = request;
      await service.ratedTeacher(app.db, request.user!, params.id);
      // Students' names and comments leave the system: who took them is recorded first.
      await audit(app.db, request, {
        action: 'export',
        entity: 'teacher-ratings',
        entityId: params.id,
        details: query,
      });
      const { lang } = query;
      const t = (key: string) => translate(lang, `teachers:${key}`);
      const columns: ExportColumn<Rating>[] = [
        { header: t('ratings.fields.student'), value: (r) => r.student_name, width: 28 },
        { header: t('ratings.fields.stars'), value: (r) => r.stars, width: 8 },
        { header: t('ratings.fields.comment'), value: (r) => r.comment, width: 60 },
        { header: t('ratings.fields.created_at'), value: (r) => formatDate(r.created_at, lang), width: 14 },
      ];
      const source = ratingsRepo.ratingSource(app.db, params.id, query);
      async function* rows() {
        for await (const row of keysetRows(source)) yield service.toRating(row);
      }
      return sendExport(reply, {
        format: query.format,
        filename: t('ratings.exportName'),
        sheet: t('ratings.title'),
        rtl: lang === 'ar',
        columns,
        rows: rows(),
      });
    },
  );
};

export default teachers;
