import {
  curriculumCreateSchema,
  curriculumExportQuery,
  curriculumListQuery,
  curriculumOutlineSchema,
  curriculumSchema,
  curriculumUpdateSchema,
  formatDate,
  idParams,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCrud } from '../../lib/crud.js';
import { answer, apiTag } from '../../lib/openapi.js';
import { registerOrder } from '../../lib/order.js';
import { assertOwnerOf } from '../../lib/ownership.js';
import * as service from './curricula.service.js';
import { namesIn } from '../../lib/i18n.js';

/** Curricula (المناهج): a teacher's own, an admin's all; the outline of units and lessons; the units' order. */
const curricula: FastifyPluginAsync = async (app) => {
  const tag = apiTag(
    app,
    'curricula',
    'Curricula (المناهج) of the teachers: for a class and subject, made of units of lessons in order.',
  );
  registerCrud(app, {
    path: '/curricula',
    table: 'curricula',
    tag,
    namespace: 'curricula',
    permissions: { read: 'curricula.read', write: 'curricula.write' },
    owner: service.ownerOf,
    item: curriculumSchema,
    // A delete takes the curriculum's units and lessons with it; what refuses it is a student's
    // subscription or a code group for it, which the money's records keep.
    conflicts: {
      create: false,
      update: false,
      remove: 'A subscription (even a deleted one) or a code group is for this curriculum (`resource.in_use`).',
    },
    list: {
      query: curriculumListQuery,
      summary: 'Curricula, a page at a time (a teacher’s own only)',
      run: service.listCurricula,
    },
    export: {
      query: curriculumExportQuery,
      summary: 'The curricula matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      columns: (t, lang) => [
        { header: t('fields.title_ar'), value: (c) => c.title_ar },
        { header: t('fields.title_en'), value: (c) => c.title_en },
        { header: t('fields.teacher'), value: (c) => c.teacher.name },
        { header: t('fields.class'), value: (c) => (lang === 'ar' ? c.class.name_ar : c.class.name_en) },
        { header: t('fields.subject'), value: (c) => (lang === 'ar' ? c.subject.name_ar : c.subject.name_en) },
        { header: t('fields.specializations'), value: (c) => namesIn(lang, c.specializations), width: 24 },
        { header: t('fields.price_egp'), value: (c) => c.price / 100, width: 14, money: true },
        { header: t('fields.status'), value: (c) => t(`status.${c.status}`), width: 10 },
        { header: t('fields.unit_count'), value: (c) => c.unit_count, width: 10 },
        { header: t('fields.lesson_count'), value: (c) => c.lesson_count, width: 10 },
        { header: t('fields.created_at'), value: (c) => formatDate(c.created_at, lang), width: 14 },
      ],
      rows: (db, query, request) => service.exportCurricula(db, query, request),
    },
    get: { summary: 'One curriculum', run: service.getCurriculum },
    create: {
      body: curriculumCreateSchema,
      summary: 'Adds a curriculum (a teacher’s own; an admin names the teacher)',
      run: service.createCurriculum,
    },
    update: { body: curriculumUpdateSchema, summary: 'Changes a curriculum', run: service.updateCurriculum },
    remove: {
      summary: 'Deletes a curriculum with its units, lessons and question bank',
      run: service.deleteCurriculum,
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/curricula/:id/outline',
    {
      config: { permission: 'curricula.read' },
      schema: {
        tags: [tag],
        operationId: 'getCurriculumOutline',
        summary: 'A curriculum’s units in order, each with its lessons in order and their counts',
        params: idParams,
        response: { 200: answer('The outline.', curriculumOutlineSchema) },
      },
    },
    async (request) => {
      await assertOwnerOf(app.db, request, service.ownerOf, request.params.id);
      return service.curriculumOutline(app.db, request.params.id);
    },
  );

  registerOrder(app, {
    parent: '/curricula',
    segment: 'units',
    children: { table: 'units', parentKey: 'curriculum_id' },
    operationId: 'orderCurriculumUnits',
    summary: 'Puts a curriculum’s units in a new order (every unit’s id, once)',
    permission: 'curricula.write',
    owner: service.ownerOf,
    exists: async (db, id) => Boolean(await service.ownerOf(db, id)),
  });
};

export default curricula;
