import { dayInputSchema } from './common.js';
import { idFilter, listQueries, rangesInOrder, sortQuery } from './list.js';
import { piastresSchema } from './money.js';
import { PAYMENT_SUMMARY_MAX_DAYS } from './subscription-constants.js';
import { subscriptionTypeSchema } from './subscriptions.js';
import { z } from './zod-setup.js';

/**
 * The payments report (تقرير المدفوعات): every payment of a subscription (its
 * first period and each renewal; the schema is `paymentSchema`, beside the
 * subscriptions'), filtered by days, teacher, subject, academic year, type
 * and promo code, with the totals of the whole filter and the paid amounts a
 * day. The totals and the series are read from sums kept on every payment
 * (`payment_days`), never added up from the payments on a request.
 */

/** A day, YYYY-MM-DD, in Cairo. */
const day = z.iso.date().meta({ description: 'A day, YYYY-MM-DD, in Cairo.' });

/** The report's filters: the list's, the export's and the summary's alike. */
const paymentFilters = {
  /** Paid on this day or after (in Cairo), a day of `dayLimits`: a year 9999 is a slip, not a report. */
  from: dayInputSchema.optional(),
  /** Paid on this day or before (in Cairo), a day of `dayLimits`. */
  to: dayInputSchema.optional(),
  teacher_id: idFilter,
  subject_id: idFilter,
  /** The academic year: the content's class. */
  class_id: idFilter,
  type: subscriptionTypeSchema.optional(),
  /** The payments with this promo code. */
  promo_code_id: idFilter,
};

export const paymentSortFields = ['paid_on', 'original_price', 'paid'] as const;

/**
 * `to` before `from` is 400 on `to` (`validation.range_reversed`), for the list, the export and the
 * summary alike, as for every list (`rangesInOrder`).
 */
export const { listQuery: paymentListQuery, exportQuery: paymentExportQuery } = listQueries({
  sort: sortQuery(paymentSortFields, '-paid_on'),
  ...paymentFilters,
});
export type PaymentListQuery = z.output<typeof paymentListQuery>;

/**
 * `GET /payments/summary`: the same filters; `from` and `to` are required, in order and at most
 * 366 days apart (400 `validation.range_too_long` on `to`).
 */
export const paymentSummaryQuery = z
  .strictObject({
    ...paymentFilters,
    from: dayInputSchema,
    to: dayInputSchema,
  })
  .superRefine(rangesInOrder(paymentFilters))
  .superRefine((query, ctx) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days > PAYMENT_SUMMARY_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'validation.range_too_long',
        params: { max: PAYMENT_SUMMARY_MAX_DAYS },
      });
    }
  });
export type PaymentSummaryQuery = z.output<typeof paymentSummaryQuery>;

const sums = {
  /** How many payments. */
  payments: z.number().int(),
  /** Piastres before discounts. */
  original_price: piastresSchema,
  /** Piastres promo codes took off. */
  discount: piastresSchema,
  /** Piastres paid. */
  paid: piastresSchema,
};

export const paymentSummarySchema = z
  .object({
    from: day,
    to: day,
    totals: z.object(sums),
    /** Every day of the range, in order, with 0s where nothing was paid. */
    days: z.array(z.object({ day, ...sums })),
  })
  .meta({
    id: 'PaymentSummary',
    description: 'The totals of the payments a filter keeps, and their sums day by day.',
    examples: [
      {
        from: '2026-11-01',
        to: '2026-11-02',
        totals: { payments: 3, original_price: 60_000, discount: 5_000, paid: 55_000 },
        days: [
          { day: '2026-11-01', payments: 2, original_price: 40_000, discount: 5_000, paid: 35_000 },
          { day: '2026-11-02', payments: 1, original_price: 20_000, discount: 0, paid: 20_000 },
        ],
      },
    ],
  });
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;
