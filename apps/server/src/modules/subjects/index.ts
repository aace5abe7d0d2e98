import {
  formatDate,
  subjectCreateSchema,
  subjectExportQuery,
  subjectListQuery,
  subjectSchema,
  subjectUpdateSchema,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../../lib/crud.js';
import { namesIn } from '../../lib/i18n.js';
import * as service from './subjects.service.js';
import { apiTag } from '../../lib/openapi.js';

/** Subjects (المواد الدراسية), each taught in some classes and maybe of one specialization. */
const subjects: FastifyPluginAsync = async (app) => {
  apiTag(app, 'subjects', 'Subjects (المواد الدراسية), each taught in some classes.');
  registerCrud(app, {
    path: '/subjects',
    table: 'subjects',
    tag: 'subjects',
    namespace: 'subjects',
    permissions: { read: 'subjects.read', write: 'subjects.write' },
    item: subjectSchema,
    list: {
      query: subjectListQuery,
      summary: 'Subjects, a page at a time, filtered by stage, class, specialization or text',
      run: (db, query) => service.listSubjects(db, query),
    },
    export: {
      query: subjectExportQuery,
      summary: 'The subjects matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      columns: (t, lang) => {
        const name = (x: { name_ar: string; name_en: string }) => (lang === 'ar' ? x.name_ar : x.name_en);
        return [
          { header: t('fields.code'), value: (s) => s.code, width: 12 },
          { header: t('fields.name_ar'), value: (s) => s.name_ar },
          { header: t('fields.name_en'), value: (s) => s.name_en },
          { header: t('fields.classes'), value: (s) => namesIn(lang, s.classes), width: 48 },
          { header: t('fields.specialization'), value: (s) => (s.specialization ? name(s.specialization) : null) },
          { header: t('fields.teacher_count'), value: (s) => s.teacher_count, width: 10 },
          { header: t('fields.created_at'), value: (s) => formatDate(s.created_at, lang), width: 14 },
        ];
      },
      rows: (db, query) => service.exportSubjects(db, query),
    },
    get: { summary: 'One subject, with its classes and specialization', run: (db, id) => service.getSubject(db, id) },
    create: {
      body: subjectCreateSchema,
      summary: 'Adds a subject taught in the given classes',
      run: (db, body) => service.createSubject(db, body),
    },
    update: {
      body: subjectUpdateSchema,
      summary: 'Changes a subject; `class_ids`, when given, replaces its classes',
      run: (db, id, body) => service.updateSubject(db, id, body),
    },
    remove: {
      summary: 'Deletes a subject nobody uses (409 `subject.in_use` otherwise)',
      run: (db, id) => service.deleteSubject(db, id),
    },
  });
};

export default subjects;
