import { dayInputSchema } from './common.js';
import { bodyId } from './ids.js';
import { idFilter, listQueries, sortQuery } from './list.js';
import { piastresSchema } from './money.js';
import { MAX_PIASTRES } from './money-constants.js';
import {
  paymentKinds,
  paymentMethods,
  subscriptionLimits,
  subscriptionStatuses,
  subscriptionTypes,
} from './subscription-constants.js';
import { trimText } from './text.js';
import { z } from './zod-setup.js';

/**
 * Subscriptions (الاشتراكات): a student's access to a curriculum (a monthly
 * subscription, renewed every period) or to a course (for a duration, or
 * for good). Days are YYYY-MM-DD in Cairo, both ends counted. Money is whole
 * piastres. The status rules are in docs/subscriptions.md and
 * `subscriptionStatusOf`.
 */

export const subscriptionTypeSchema = z.enum(subscriptionTypes);
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export const paymentMethodSchema = z.enum(paymentMethods);

/** How an admin's add or renewal is paid: from the wallet or in cash. */
export const payMethodSchema = z.enum(['wallet', 'cash']);

const namedRef = z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() });
const day = z.iso.date();

export const subscriptionSchema = z
  .object({
    id: z.number().int(),
    student: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
    /** `monthly`: a curriculum, renewed every `period_days`; `course`: a course. */
    type: subscriptionTypeSchema,
    /** The curriculum (monthly) or the course (course): its id and its two titles. */
    content: namedRef,
    subject: namedRef,
    /** The academic year (class) of the content. */
    class: namedRef,
    teacher: z.object({ id: z.number().int(), name: z.string() }),
    /** The first day. */
    starts_on: day,
    /** The last day; null for a course subscription without an end (permanent). */
    ends_on: day.nullable(),
    /** The renewal period (monthly) or the duration (course), in days; null when permanent. */
    period_days: z.number().int().nullable(),
    /** The day of the last renewal; null before the first. */
    last_renewed_on: day.nullable(),
    /** The day the next period starts (the day after `ends_on`); null when permanent. */
    next_renewal_on: day.nullable(),
    renewal_count: z.number().int(),
    /** The price of a period, in piastres, before any discount. */
    price: piastresSchema,
    /** Everything paid for it so far (the first period and every renewal), in piastres. */
    paid_total: piastresSchema,
    /** Everything promo codes took off so far, in piastres. */
    discount_total: piastresSchema,
    /** The promo code it was given, or null. */
    promo_code: z.string().nullable(),
    /** The promo code's discount in per cent, fixed when the code was used (a later change of the code's is not its); null without one. */
    promo_percent: z.number().int().nullable(),
    /** The last day the promo code's discount applies to its renewals; null without one. */
    promo_until: day.nullable(),
    status: subscriptionStatusSchema,
    /** When it was deleted (the cancellation date); null while it is not. */
    deleted_at: z.iso.datetime({ offset: true }).nullable(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'Subscription',
    description: 'A subscription (اشتراك) of a student to a curriculum (monthly) or to a course.',
    examples: [
      {
        id: 12,
        student: { id: 7, name: 'مريم أحمد السيد', phone: '01012345678' },
        type: 'monthly',
        content: { id: 3, name_ar: 'الفيزياء - الصف الأول الثانوي', name_en: 'Physics - First Secondary' },
        subject: { id: 2, name_ar: 'الفيزياء', name_en: 'Physics' },
        class: { id: 10, name_ar: 'الصف الأول الثانوي', name_en: 'First Secondary' },
        teacher: { id: 5, name: 'أ. محمود سامي' },
        starts_on: '2026-10-01',
        ends_on: '2026-11-30',
        period_days: 30,
        last_renewed_on: '2026-10-29',
        next_renewal_on: '2026-12-01',
        renewal_count: 1,
        price: 20_000,
        paid_total: 35_000,
        discount_total: 5_000,
        promo_code: 'RAMADAN26',
        promo_percent: 25,
        promo_until: '2026-10-30',
        status: 'active',
        deleted_at: null,
        created_at: '2026-10-01T08:00:00.000Z',
        updated_at: '2026-10-29T08:00:00.000Z',
      },
    ],
  });
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * `POST /subscriptions` (an admin; send an `Idempotency-Key`): subscribes a
 * student to a curriculum (`monthly`, `curriculum_id`, `period_days`
 * required: "Renewal period is required") or a course (`course`,
 * `course_id`; `period_days` its duration, or none for a permanent one).
 * The first period's price, less a promo code's discount, is paid from the
 * wallet or recorded as cash. A student without a class or a system is
 * refused (409 `subscription.no_class_or_system`), and so is content of
 * another class (409 `subscription.other_class`) and a second subscription
 * to the same content while one is not deleted (409 `subscription.exists`).
 */
export const subscriptionCreateSchema = z
  .strictObject({
    student_id: bodyId(),
    type: subscriptionTypeSchema,
    curriculum_id: bodyId().nullish(),
    course_id: bodyId().nullish(),
    /** The first day, in Cairo; today when left out. */
    starts_on: dayInputSchema.optional(),
    period_days: z.number().int().min(1).max(subscriptionLimits.periodMax).nullish(),
    /** Piastres a period, before any discount: 0 (free or a trial) to 1,000,000 EGP. */
    price: z.number().int().min(0).max(MAX_PIASTRES),
    promo_code: z.string().overwrite(trimText).max(32).nullish(),
    method: payMethodSchema,
  })
  .superRefine((body, ctx) => {
    if (body.type === 'monthly') {
      if (body.curriculum_id == null)
        ctx.addIssue({ code: 'custom', path: ['curriculum_id'], message: 'subscription.curriculum_required' });
      if (body.course_id != null) ctx.addIssue({ code: 'custom', path: ['course_id'], message: 'validation.invalid' });
      if (body.period_days == null)
        ctx.addIssue({ code: 'custom', path: ['period_days'], message: 'subscription.period_required' });
    } else {
      if (body.course_id == null)
        ctx.addIssue({ code: 'custom', path: ['course_id'], message: 'subscription.course_required' });
      if (body.curriculum_id != null)
        ctx.addIssue({ code: 'custom', path: ['curriculum_id'], message: 'validation.invalid' });
    }
  })
  .meta({
    examples: [
      { student_id: 7, type: 'monthly', curriculum_id: 3, period_days: 30, price: 20_000, method: 'wallet' },
      { student_id: 7, type: 'course', course_id: 4, price: 45_000, promo_code: 'RAMADAN26', method: 'cash' },
    ],
  });
export type SubscriptionCreate = z.input<typeof subscriptionCreateSchema>;

/**
 * `POST /subscriptions/:id/renew` (an admin; send an `Idempotency-Key`):
 * one more period at the subscription's price, less the discount of its
 * promo code while that lasts (or of a new one given here), paid from the
 * wallet or recorded as cash. A failure (too little in the wallet, a promo
 * code not usable) changes nothing.
 */
export const subscriptionRenewSchema = z
  .strictObject({
    method: payMethodSchema,
    promo_code: z.string().overwrite(trimText).max(32).nullish(),
  })
  .meta({ examples: [{ method: 'wallet' }, { method: 'cash', promo_code: 'RAMADAN26' }] });
export type SubscriptionRenew = z.input<typeof subscriptionRenewSchema>;

export const paymentKindSchema = z.enum(paymentKinds);

/** One payment (دفعة): a subscription's first period or a renewal. Append-only. */
export const paymentSchema = z
  .object({
    id: z.number().int(),
    student: z.object({ id: z.number().int(), name: z.string() }),
    subscription_id: z.number().int(),
    kind: paymentKindSchema,
    method: paymentMethodSchema,
    type: subscriptionTypeSchema,
    content: namedRef,
    subject: namedRef,
    /** The academic year (class) of the content. */
    class: namedRef,
    teacher: z.object({ id: z.number().int(), name: z.string() }),
    /** Piastres before the discount. */
    original_price: piastresSchema,
    /** Piastres the promo code took off. */
    discount: piastresSchema,
    /** Piastres paid: `original_price − discount`. */
    paid: piastresSchema,
    promo_code: z.string().nullable(),
    subscription_starts_on: day,
    /** The day it was paid, in Cairo. */
    paid_on: day,
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'Payment',
    description: 'A payment (دفعة) for a subscription: its first period or a renewal.',
    examples: [
      {
        id: 30,
        student: { id: 7, name: 'مريم أحمد السيد' },
        subscription_id: 12,
        kind: 'renewal',
        method: 'wallet',
        type: 'monthly',
        content: { id: 3, name_ar: 'الفيزياء - الصف الأول الثانوي', name_en: 'Physics - First Secondary' },
        subject: { id: 2, name_ar: 'الفيزياء', name_en: 'Physics' },
        class: { id: 10, name_ar: 'الصف الأول الثانوي', name_en: 'First Secondary' },
        teacher: { id: 5, name: 'أ. محمود سامي' },
        original_price: 20_000,
        discount: 5_000,
        paid: 15_000,
        promo_code: 'RAMADAN26',
        subscription_starts_on: '2026-10-01',
        paid_on: '2026-10-29',
        created_at: '2026-10-29T08:00:00.000Z',
      },
    ],
  });
export type Payment = z.infer<typeof paymentSchema>;

/** What a renewal answers: the subscription as it is now, and its payment. */
export const subscriptionRenewalSchema = z
  .object({ subscription: subscriptionSchema, payment: paymentSchema })
  .meta({ id: 'SubscriptionRenewal', description: 'A renewed subscription and the payment of its new period.' });
export type SubscriptionRenewal = z.infer<typeof subscriptionRenewalSchema>;

export const subscriptionSortFields = [
  'created_at',
  'starts_on',
  'ends_on',
  'renewal_count',
  'price',
  'paid_total',
] as const;

const subscriptionFilters = {
  type: subscriptionTypeSchema.optional(),
  /** The status today, in Cairo. */
  status: subscriptionStatusSchema.optional(),
  student_id: idFilter,
  teacher_id: idFilter,
  subject_id: idFilter,
  class_id: idFilter,
  curriculum_id: idFilter,
  course_id: idFilter,
};

export const { listQuery: subscriptionListQuery, exportQuery: subscriptionExportQuery } = listQueries({
  sort: sortQuery(subscriptionSortFields, '-created_at'),
  ...subscriptionFilters,
});
export type SubscriptionListQuery = z.output<typeof subscriptionListQuery>;

/** `/subscriptions/deleted`: the same filters; sorted by the cancellation date too (newest first by default). */
export const { listQuery: deletedSubscriptionListQuery, exportQuery: deletedSubscriptionExportQuery } = listQueries({
  sort: sortQuery([...subscriptionSortFields, 'deleted_at'], '-deleted_at'),
  ...subscriptionFilters,
});
export type DeletedSubscriptionListQuery = z.output<typeof deletedSubscriptionListQuery>;
