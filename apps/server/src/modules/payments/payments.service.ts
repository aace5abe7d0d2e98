import {
  daysFrom,
  type Payment,
  type PaymentKind,
  type PaymentListQuery,
  type PaymentMethod,
  type PaymentSummary,
  type PaymentSummaryQuery,
  type Subscription,
  type SubscriptionType,
} from '@dashboard/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { keptListPage, TOTAL_TTL_MS } from '../../lib/list.js';
import { queryKey, rememberedReadsOf } from '../../lib/remembered-reads.js';
import type { Principal } from '../../plugins/auth.js';
import { daySumDimensions, daySums, paymentRows, paymentSource, toPayment } from './payments.repository.js';

/** A payment as its cause records it (a subscription's first period, a renewal). */
export interface PaymentInput {
  studentId: number;
  /** The student's name as it is now: the payment keeps it (the students' trigger keeps it current). */
  studentName: string;
  subscriptionId: number;
  /** The subscription's content: its curriculum (monthly) or its course. */
  curriculumId: number | null;
  courseId: number | null;
  kind: PaymentKind;
  method: PaymentMethod;
  type: SubscriptionType;
  teacherId: number;
  subjectId: number;
  classId: number;
  /** The card of its content, subject, class and teacher (`moneyCard`): its subscription's. */
  cardId: number;
  /** Piastres before the discount, and what the promo code took off. */
  originalPrice: number;
  discount: number;
  promoCode: { id: number; code: string } | null;
  subscriptionStartsOn: string;
  /** YYYY-MM-DD in Cairo. */
  paidOn: string;
  walletMoveId: number | null;
  at: string;
}

/**
 * Appends a payment and adds it to its day's sums (`payment_days`), in
 * `db`'s transaction (its cause's). The report's totals and its series by
 * day read those sums, so they are kept here, on write, never summed from
 * the payments on a request. Answers the payment's id.
 */
export async function recordPayment(db: Kysely<Database>, p: PaymentInput, by: Principal): Promise<number> {
  if (!db.isTransaction) throw new Error('recordPayment: call it inside the transaction of its cause');
  const paid = p.originalPrice - p.discount;
  const { id } = await db
    .insertInto('payments')
    .values({
      student_id: p.studentId,
      student_name: p.studentName,
      subscription_id: p.subscriptionId,
      curriculum_id: p.curriculumId,
      course_id: p.courseId,
      kind: p.kind,
      method: p.method,
      type: p.type,
      teacher_id: p.teacherId,
      subject_id: p.subjectId,
      class_id: p.classId,
      card_id: p.cardId,
      original_price: p.originalPrice,
      discount: p.discount,
      paid,
      promo_code_id: p.promoCode?.id ?? null,
      promo_code: p.promoCode?.code ?? null,
      subscription_starts_on: p.subscriptionStartsOn,
      paid_on: p.paidOn,
      wallet_move_id: p.walletMoveId,
      actor_kind: by.kind === 'service' ? 'key' : 'user',
      actor_id: by.id,
      actor_name: by.name,
      created_at: p.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payment_days')
    .values({
      paid_on: p.paidOn,
      teacher_id: p.teacherId,
      subject_id: p.subjectId,
      class_id: p.classId,
      type: p.type,
      promo_code_id: p.promoCode?.id ?? 0,
      payments: 1,
      original_price: p.originalPrice,
      discount: p.discount,
      paid,
    })
    .onConflict((oc) =>
      oc.columns(['paid_on', 'teacher_id', 'subject_id', 'class_id', 'type', 'promo_code_id']).doUpdateSet({
        payments: sql`payment_days.payments + 1`,
        original_price: sql`payment_days.original_price + ${p.originalPrice}`,
        discount: sql`payment_days.discount + ${p.discount}`,
        paid: sql`payment_days.paid + ${paid}`,
      }),
    )
    .execute();
  const sums = { paid_on: p.paidOn, payments: 1, original_price: p.originalPrice, discount: p.discount, paid };
  const keys = {
    teacher_id: p.teacherId,
    subject_id: p.subjectId,
    class_id: p.classId,
    type: p.type,
    promo_code_id: p.promoCode?.id ?? null,
  };
  await db
    .insertInto('payment_day_sums')
    .values(
      daySumDimensions.flatMap(({ dimension, of }) => {
        const value = of(keys);
        return value === null ? [] : [{ dimension, value, ...sums }];
      }),
    )
    .onConflict((oc) =>
      oc.columns(['dimension', 'value', 'paid_on']).doUpdateSet({
        payments: sql`payment_day_sums.payments + excluded.payments`,
        original_price: sql`payment_day_sums.original_price + excluded.original_price`,
        discount: sql`payment_day_sums.discount + excluded.discount`,
        paid: sql`payment_day_sums.paid + excluded.paid`,
      }),
    )
    .execute();
  return id;
}

/**
 * The payment `recordPayment` wrote (`id`, from `p`), as the API answers it, with the names of its
 * subscription's answer read after it in the same transaction (the same student, content, subject,
 * class and teacher): a renewal answers its payment without reading it back.
 */
export function recordedPayment(id: number, p: PaymentInput, subscription: Subscription): Payment {
  return {
    id,
    student: { id: subscription.student.id, name: subscription.student.name },
    subscription_id: subscription.id,
    kind: p.kind,
    method: p.method,
    type: p.type,
    content: subscription.content,
    subject: subscription.subject,
    class: subscription.class,
    teacher: subscription.teacher,
    original_price: p.originalPrice,
    discount: p.discount,
    paid: p.originalPrice - p.discount,
    promo_code: p.promoCode?.code ?? null,
    subscription_starts_on: p.subscriptionStartsOn,
    paid_on: p.paidOn,
    created_at: p.at,
  };
}

/** One payment, as the API answers it. */
export async function getPayment(db: Kysely<Database>, id: number): Promise<Payment> {
  const row = await paymentRows(db).where('payments.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'resource.not_found');
  return toPayment(row);
}

export function listPayments(db: Kysely<Database>, query: PaymentListQuery) {
  return keptListPage(db, paymentSource, query, toPayment);
}

/**
 * The totals of the payments `query` keeps and their sums a day, every day
 * of the range (0 where nothing was paid), from the kept sums: a few rows a
 * day, whatever the number of payments. (A range backwards or longer than
 * `PAYMENT_SUMMARY_MAX_DAYS` never comes here: the query's schema refuses it on `to`.)
 * The answer is remembered until a payment changes the sums it read (or `TOTAL_TTL_MS`, for
 * another process's): a year of days asked again and again while money moves is made once a payment.
 */
export async function paymentSummary(db: Kysely<Database>, query: PaymentSummaryQuery): Promise<PaymentSummary> {
  const sums = daySums(db, query);
  // Frozen: the same answer to everyone who asks until a payment changes it, written once (`sendJsonOnce`).
  const make = async () => Object.freeze(summaryOf(query, await sums.execute()));
  const reads = rememberedReadsOf(db);
  return reads
    ? reads.remember(queryKey('summary', sums), TOTAL_TTL_MS, make, { pool: 'rows', dependsOn: sums })
    : make();
}

/** The summary of the range from its days' sums (`daySums`): each day of it, and their totals. */
function summaryOf(
  query: PaymentSummaryQuery,
  sums: readonly { paid_on: string; payments: unknown; original_price: unknown; discount: unknown; paid: unknown }[],
): PaymentSummary {
  const rows = new Map(sums.map((r) => [r.paid_on, r]));
  const totals = { payments: 0, original_price: 0, discount: 0, paid: 0 };
  const days = daysFrom(query.from, query.to).map((day) => {
    const r = rows.get(day);
    if (!r) return { day, payments: 0, original_price: 0, discount: 0, paid: 0 };
    const sums = {
      day,
      payments: Number(r.payments),
      original_price: Number(r.original_price),
      discount: Number(r.discount),
      paid: Number(r.paid),
    };
    totals.payments += sums.payments;
    totals.original_price += sums.original_price;
    totals.discount += sums.discount;
    totals.paid += sums.paid;
    return sums;
  });
  return { from: query.from, to: query.to, totals, days };
}

/** A student's payments, newest first, a page at a time by keyset (`after` a previous page's last id). */
export async function studentPayments(
  db: Kysely<Database>,
  studentId: number,
  query: { after?: number | undefined; pageSize: number },
) {
  const student = await db.selectFrom('students').select('id').where('id', '=', studentId).executeTakeFirst();
  if (!student) throw new AppError(404, 'resource.not_found');
  let q = paymentRows(db).where('payments.student_id', '=', studentId);
  if (query.after !== undefined) q = q.where('payments.id', '<', query.after);
  const rows = await q
    .orderBy('payments.id', 'desc')
    .limit(query.pageSize + 1)
    .execute();
  const items = rows.slice(0, query.pageSize).map(toPayment);
  return { items, nextCursor: rows.length > query.pageSize ? String(items.at(-1)!.id) : null };
}
