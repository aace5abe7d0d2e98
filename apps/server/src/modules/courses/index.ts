import {
  courseCreateSchema,
  courseExportQuery,
  courseListQuery,
  courseSchema,
  courseUpdateSchema,
  formatDate,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../../lib/crud.js';
import { apiTag } from '../../lib/openapi.js';
import { registerUploadOwner } from '../uploads/uploads.service.js';
import * as service from './courses.service.js';
import { namesIn } from '../../lib/i18n.js';

/** Courses (الكورسات): a teacher's own, an admin's all; each with its image, an upload the course owns. */
const courses: FastifyPluginAsync = async (app) => {
  const tag = apiTag(
    app,
    'courses',
    'Courses (الكورسات) of the teachers: for a class and subject, paid or free, with an image and a promotional video.',
  );
  // A course's image is served to whoever may read the course.
  registerUploadOwner(app, service.COURSE_FILES, service.mayReadCourse);
  registerCrud(app, {
    path: '/courses',
    table: 'courses',
    tag,
    namespace: 'courses',
    permissions: { read: 'courses.read', write: 'courses.write' },
    owner: service.ownerOf,
    item: courseSchema,
    // Nothing in a course must be unique; a delete takes the course's own links and image, and is
    // refused while a subscription or a code group is for it, which the money's records keep.
    conflicts: {
      create: false,
      update: false,
      remove: 'A subscription (even a deleted one) or a code group is for this course (`resource.in_use`).',
    },
    list: {
      query: courseListQuery,
      summary: 'Courses, a page at a time (a teacher’s own only)',
      run: service.listCourses,
    },
    export: {
      query: courseExportQuery,
      summary: 'The courses matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      columns: (t, lang) => [
        { header: t('fields.name_ar'), value: (c) => c.name_ar },
        { header: t('fields.name_en'), value: (c) => c.name_en },
        { header: t('fields.teacher'), value: (c) => c.teacher.name },
        { header: t('fields.class'), value: (c) => (lang === 'ar' ? c.class.name_ar : c.class.name_en) },
        { header: t('fields.subject'), value: (c) => (lang === 'ar' ? c.subject.name_ar : c.subject.name_en) },
        { header: t('fields.specializations'), value: (c) => namesIn(lang, c.specializations), width: 24 },
        { header: t('fields.is_paid'), value: (c) => t(c.is_paid ? 'kind.paid' : 'kind.free'), width: 10 },
        { header: t('fields.price_egp'), value: (c) => c.price / 100, width: 14, money: true },
        { header: t('fields.promo_video_url'), value: (c) => c.promo_video_url ?? '' },
        { header: t('fields.created_at'), value: (c) => formatDate(c.created_at, lang), width: 14 },
      ],
      rows: (db, query, request) => service.exportCourses(db, query, request),
    },
    get: { summary: 'One course', run: service.getCourse },
    create: {
      body: courseCreateSchema,
      summary: 'Adds a course (a teacher’s own; an admin names the teacher); its image becomes the course’s',
      run: service.createCourse,
    },
    update: {
      body: courseUpdateSchema,
      summary: 'Changes a course; a new image replaces the old one, which is deleted',
      run: (db, id, body, request) => service.updateCourse(db, app.storage, id, body, request),
    },
    remove: {
      summary: 'Deletes a course with its image and question bank',
      run: (db, id) => service.deleteCourse(db, app.storage, id),
    },
  });
};

export default courses;
