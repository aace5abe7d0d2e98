import {
  idParams,
  paymentKinds,
  paymentMethods,
  pageQuery,
  paymentExportQuery,
  paymentListQuery,
  paymentSchema,
  paymentSummaryQuery,
  paymentSummarySchema,
  idCursorSchema,
  subscriptionTypes,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerList } from '../../lib/crud.js';
import { exportCells } from '../../lib/export-cells.js';
import { answer, apiTag, compiledSerializer, sendJsonOnce } from '../../lib/openapi.js';
import { paymentSource } from './payments.repository.js';
import * as service from './payments.service.js';

/**
 * The payments report (تقرير المدفوعات): the payments of subscriptions, their
 * totals and their sums a day (admins). A payment is written by its cause (a
 * subscription added or renewed), never through a route of its own.
 */
const payments: FastifyPluginAsync = async (app) => {
  const tag = apiTag(
    app,
    'payments',
    'Payments (المدفوعات): every payment of a subscription, append-only, with the totals and the sums a day of any filter.',
  );
  registerList(app, {
    path: '/payments',
    tag,
    namespace: 'payments',
    permission: 'payments.read',
    item: paymentSchema,
    list: {
      query: paymentListQuery,
      summary: 'Payments, a page at a time, newest first by default (admins)',
      run: (db, query) => service.listPayments(db, query),
    },
    export: {
      query: paymentExportQuery,
      summary: 'The payments matching the filters, as CSV (UTF-8 with BOM) or XLSX (admins)',
      cells: (t, lang) => {
        const c = exportCells(lang);
        return [
          { header: t('fields.paid_on'), width: 12, ...c.day('paid_on') },
          { header: t('fields.student'), width: 26, ...c.text('student_name') },
          { header: t('fields.subscription'), width: 10, ...c.integer('subscription_id') },
          { header: t('fields.content'), width: 30, ...c.name('content_name') },
          { header: t('fields.subject'), width: 18, ...c.name('subject_name') },
          { header: t('fields.class'), width: 20, ...c.name('class_name') },
          { header: t('fields.type'), width: 14, ...c.choice('type', subscriptionTypes, (v) => t(`types.${v}`)) },
          { header: t('fields.kind'), width: 12, ...c.choice('kind', paymentKinds, (v) => t(`kinds.${v}`)) },
          { header: t('fields.method'), width: 12, ...c.choice('method', paymentMethods, (v) => t(`methods.${v}`)) },
          { header: t('fields.original_price_egp'), width: 12, ...c.money('original_price') },
          { header: t('fields.discount_egp'), width: 12, ...c.money('discount') },
          { header: t('fields.paid_egp'), width: 12, ...c.money('paid') },
          { header: t('fields.promo_code'), width: 14, ...c.text('promo_code') },
          { header: t('fields.teacher'), width: 22, ...c.text('teacher_name') },
          { header: t('fields.subscription_starts_on'), width: 12, ...c.day('subscription_starts_on') },
        ];
      },
      source: paymentSource,
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/payments/summary',
    {
      config: { permission: 'payments.read' },
      // A year is 366 days of five fields: written by the schema's compiled writer, not checked field by field.
      serializerCompiler: compiledSerializer,
      schema: {
        tags: [tag],
        operationId: 'getPaymentSummary',
        summary: 'The totals of the payments a filter keeps and their sums day by day (admins)',
        description:
          'Read from sums kept on every payment, never added up from the payments: as fast for a year as for a day. `from` and `to` are days in Cairo, both counted, at most 366 days apart.',
        querystring: paymentSummaryQuery,
        response: { 200: answer('The totals and the days of the range.', paymentSummarySchema) },
      },
    },
    async (request, reply) => sendJsonOnce(reply, await service.paymentSummary(app.db, request.query)),
  );

  r.get(
    '/students/:id/payments',
    {
      config: { permission: 'payments.read' },
      schema: {
        tags: [tag],
        operationId: 'listStudentPayments',
        summary: 'A student’s payments, newest first, a page at a time (admins)',
        params: idParams,
        querystring: z.strictObject({
          /** A previous answer's `nextCursor`: the payments older than that answer's last. */
          after: idCursorSchema.optional(),
          pageSize: pageQuery.pageSize,
        }),
        response: {
          200: answer(
            'A page of the student’s payments.',
            z
              .object({ items: z.array(paymentSchema), nextCursor: z.string().nullable() })
              .meta({ id: 'StudentPayments' }),
          ),
        },
      },
    },
    async (request) => service.studentPayments(app.db, request.params.id, request.query),
  );
};

export default payments;
