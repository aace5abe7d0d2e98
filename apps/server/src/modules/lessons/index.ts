import {
  formatDate,
  lessonElementCreateSchema,
  lessonElementExportQuery,
  lessonElementListQuery,
  lessonElementSchema,
  lessonElementUpdateSchema,
  lessonCreateSchema,
  lessonExportQuery,
  lessonListQuery,
  lessonSchema,
  lessonUpdateSchema,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../../lib/crud.js';
import { apiTag } from '../../lib/openapi.js';
import { registerOrder } from '../../lib/order.js';
import { registerUploadOwner } from '../uploads/uploads.service.js';
import * as elements from './elements.service.js';
import * as service from './lessons.service.js';

/** Lessons (الدروس): every lesson the user may see, across curricula; support agents read them. */
const lessons: FastifyPluginAsync = async (app) => {
  const tag = apiTag(app, 'lessons', 'Lessons (الدروس) of the units: videos, documents, quizzes and assignments.');
  registerCrud(app, {
    path: '/lessons',
    table: 'lessons',
    tag,
    namespace: 'lessons',
    permissions: { read: 'lessons.read', write: 'lessons.write' },
    owner: service.ownerOf,
    item: lessonSchema,
    conflicts: { create: false, update: false, remove: false },
    list: {
      query: lessonListQuery,
      summary: 'Lessons across curricula, a page at a time (a teacher’s own only)',
      run: service.listLessons,
    },
    export: {
      query: lessonExportQuery,
      summary: 'The lessons matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      columns: (t, lang) => [
        { header: t('fields.title_ar'), value: (l) => l.title_ar },
        { header: t('fields.title_en'), value: (l) => l.title_en },
        {
          header: t('fields.curriculum'),
          value: (l) => (lang === 'ar' ? l.curriculum.title_ar : l.curriculum.title_en),
        },
        { header: t('fields.unit'), value: (l) => (lang === 'ar' ? l.unit.title_ar : l.unit.title_en) },
        { header: t('fields.video_count'), value: (l) => l.video_count, width: 10 },
        { header: t('fields.document_count'), value: (l) => l.document_count, width: 10 },
        { header: t('fields.quiz_count'), value: (l) => l.quiz_count, width: 10 },
        { header: t('fields.assignment_count'), value: (l) => l.assignment_count, width: 10 },
        { header: t('fields.created_at'), value: (l) => formatDate(l.created_at, lang), width: 14 },
      ],
      rows: service.exportLessons,
    },
    get: { summary: 'One lesson', run: service.getLesson },
    create: { body: lessonCreateSchema, summary: 'Adds a lesson at the end of its unit', run: service.createLesson },
    update: { body: lessonUpdateSchema, summary: 'Changes a lesson', run: service.updateLesson },
    remove: { summary: 'Deletes a lesson with its elements', run: service.deleteLesson },
  });

  // A lesson's elements: its videos, documents, quizzes and assignments, in order.
  registerCrud(app, {
    path: '/lesson-elements',
    table: 'lesson_elements',
    tag,
    namespace: 'lessons',
    permissions: { read: 'lessons.read', write: 'lessons.write' },
    owner: elements.ownerOf,
    item: lessonElementSchema,
    conflicts: {
      create: false,
      update: false,
      remove: 'A quiz or assignment students have submitted (`exam.has_results`): their marks stay.',
    },
    list: {
      query: lessonElementListQuery,
      summary: 'Lesson elements, a page at a time; `lesson_id` keeps one lesson’s, in its order',
      run: elements.listElements,
    },
    export: {
      query: lessonElementExportQuery,
      summary: 'The lesson elements matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      columns: (t, lang) => [
        { header: t('fields.element_type'), value: (e) => t(`elementTypes.${e.type}`), width: 14 },
        { header: t('fields.title_ar'), value: (e) => e.title_ar },
        { header: t('fields.title_en'), value: (e) => e.title_en },
        { header: t('fields.created_at'), value: (e) => formatDate(e.created_at, lang), width: 14 },
      ],
      rows: elements.exportElements,
    },
    get: { summary: 'One lesson element', run: elements.getElement },
    create: {
      body: lessonElementCreateSchema,
      summary: 'Adds a video, document, quiz or assignment at the end of its lesson',
      run: elements.createElement,
    },
    update: {
      body: lessonElementUpdateSchema,
      summary: 'Changes a lesson element (the fields of its own kind)',
      run: (db, id, body, request) => elements.updateElement(db, app.storage, id, body, request),
    },
    remove: {
      summary: 'Deletes a lesson element and its file, and a quiz’s or assignment’s exam',
      run: (db, id) => elements.deleteElement(db, app.storage, id),
    },
  });
  registerUploadOwner(app, elements.ELEMENT_ENTITY, elements.mayReadElement);

  registerOrder(app, {
    parent: '/lessons',
    segment: 'elements',
    children: { table: 'lesson_elements', parentKey: 'lesson_id' },
    operationId: 'orderLessonElements',
    summary: 'Puts a lesson’s elements in a new order (every element’s id, once)',
    permission: 'lessons.write',
    owner: service.ownerOf,
    exists: async (db, id) => (await service.ownerOf(db, id)) !== undefined,
  });
};

export default lessons;
