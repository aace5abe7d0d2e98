import {
  formatDate,
  idParams,
  pageQuery,
  paymentExportQuery,
  paymentListQuery,
  paymentSchema,
  paymentSummaryQuery,
  paymentSummarySchema,
  idSchema,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerList } from '../../lib/crud.js';
import { answer, apiTag } from '../../lib/openapi.js';
import * as service from './payments.service.js';

type Lang = 'en' | 'ar';
const name = (ref: { name_ar: string; name_en: string }, lang: Lang) => (lang === 'ar' ? ref.name_ar : ref.name_en);
/** A day (YYYY-MM-DD) as the spec's DD-MM-YYYY: its noon in UTC is that day in Cairo. */
const day = (value: string, lang: Lang) => formatDate(`${value}T12:00:00Z`, lang);

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
      columns: (t, lang) => [
        { header: t('fields.paid_on'), value: (p) => day(p.paid_on, lang), width: 12 },
        { header: t('fields.student'), value: (p) => p.student.name, width: 26 },
        { header: t('fields.subscription'), value: (p) => p.subscription_id, width: 10 },
        { header: t('fields.content'), value: (p) => name(p.content, lang), width: 30 },
        { header: t('fields.subject'), value: (p) => name(p.subject, lang), width: 18 },
        { header: t('fields.class'), value: (p) => name(p.class, lang), width: 20 },
        { header: t('fields.type'), value: (p) => t(`types.${p.type}`), width: 14 },
        { header: t('fields.kind'), value: (p) => t(`kinds.${p.kind}`), width: 12 },
        { header: t('fields.method'), value: (p) => t(`methods.${p.method}`), width: 12 },
        { header: t('fields.original_price_egp'), value: (p) => p.original_price / 100, width: 12 },
        { header: t('fields.discount_egp'), value: (p) => p.discount / 100, width: 12 },
        { header: t('fields.paid_egp'), value: (p) => p.paid / 100, width: 12 },
        { header: t('fields.promo_code'), value: (p) => p.promo_code ?? '', width: 14 },
        { header: t('fields.teacher'), value: (p) => p.teacher.name, width: 22 },
        { header: t('fields.subscription_starts_on'), value: (p) => day(p.subscription_starts_on, lang), width: 12 },
      ],
      rows: (db, query) => service.exportPayments(db, query),
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/payments/summary',
    {
      config: { permission: 'payments.read' },
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
    async (request) => service.paymentSummary(app.db, request.query),
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
          after: idSchema.optional(),
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
