import {
  addDays,
  dayLimits,
  dayAfter,
  subscriptionStatusOf,
  type DeletedSubscriptionListQuery,
  type PaymentMethod,
  type Subscription,
  type SubscriptionCreate,
  type SubscriptionListQuery,
  type SubscriptionRenewal,
  type subscriptionCreateSchema,
  type subscriptionRenewSchema,
} from '@dashboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { dbErrorKind } from '../../lib/db-errors.js';
import type { ExportSource } from '../../lib/export-copy.js';
import { isPostgres, keptListPage } from '../../lib/list.js';
import { ownerScope } from '../../lib/ownership.js';
import { cairoToday } from '../../lib/today.js';
import type { Principal } from '../../plugins/auth.js';
import { recordedPayment, recordPayment, type PaymentInput } from '../payments/payments.service.js';
import { usePromoCode } from '../promo-codes/promo-codes.service.js';
import { findStudent } from '../students/students.repository.js';
import { moveWallet } from '../students/wallet.service.js';
import * as repo from './subscriptions.repository.js';

/**
 * Subscriptions (docs/subscriptions.md): an admin adds, renews, deletes and
 * restores them; a teacher reads those to his or her own content; a support
 * agent the deleted ones. Money moves only here, in the transaction of the
 * add or the renewal: the wallet's debit (`moveWallet`), the promo code's use
 * (`usePromoCode`) and the payment with its day's sums (`recordPayment`), so
 * a refusal anywhere changes nothing.
 */

const named = (id: number, ar: string, en: string) => ({ id, name_ar: ar, name_en: en });

export function toSubscription(row: repo.SubscriptionRow, today = cairoToday()): Subscription {
  const price = Number(row.price);
  return {
    id: row.id,
    student: { id: row.student_id, name: row.student_name, phone: row.student_phone },
    type: row.type,
    content: named((row.curriculum_id ?? row.course_id)!, row.content_name_ar, row.content_name_en),
    subject: named(row.subject_id, row.subject_name_ar, row.subject_name_en),
    class: named(row.class_id, row.class_name_ar, row.class_name_en),
    teacher: { id: row.teacher_id, name: row.teacher_name },
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    period_days: row.period_days === null ? null : Number(row.period_days),
    last_renewed_on: row.last_renewed_on,
    next_renewal_on: row.ends_on === null ? null : dayAfter(row.ends_on),
    renewal_count: Number(row.renewal_count),
    price,
    paid_total: Number(row.paid_total),
    discount_total: Number(row.discount_total),
    promo_code: row.promo_code,
    promo_percent: row.promo_percent,
    promo_until: row.promo_until,
    status: subscriptionStatusOf({ starts_on: row.starts_on, ends_on: row.ends_on, price }, today),
    deleted_at: row.deleted_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

type Filters = Omit<SubscriptionListQuery, 'page' | 'pageSize' | 'after' | 'before'>;
type DeletedFilters = Omit<DeletedSubscriptionListQuery, 'page' | 'pageSize' | 'after' | 'before'>;

/** A list's filters for whoever asks: a teacher's kept to his or her own content. */
function scoped<Q extends Filters | DeletedFilters>(query: Q, request: FastifyRequest, deleted: boolean) {
  return { ...query, deleted, teacher: ownerScope(request), today: cairoToday() };
}

/** A list's row as the API answers it, its status on the list's day. */
const listed = (row: repo.SubscriptionRow, filters: { today: string }) => toSubscription(row, filters.today);

export function listSubscriptions(db: Kysely<Database>, query: SubscriptionListQuery, request: FastifyRequest) {
  return keptListPage(db, repo.subscriptionSource, scoped(query, request, false), listed);
}

export function listDeletedSubscriptions(
  db: Kysely<Database>,
  query: DeletedSubscriptionListQuery,
  request: FastifyRequest,
) {
  return keptListPage(db, repo.subscriptionSource, scoped(query, request, true), listed);
}

/** The export of either list: its source for whoever asks, its rows' names looked up when the app reads them. */
export function subscriptionExportSource(
  db: Kysely<Database>,
  query: Filters | DeletedFilters,
  request: FastifyRequest,
  deleted: boolean,
): ExportSource {
  return repo.subscriptionSource(db, scoped(query, request, deleted));
}

/** One subscription, deleted or not: 404 when there is none (a teacher's scope is the kit's `owner`). */
export async function getSubscription(db: Kysely<Database>, id: number): Promise<Subscription> {
  const row = await repo.findSubscription(db, id);
  if (!row) throw new AppError(404, 'resource.not_found');
  return toSubscription(row);
}

/** The teacher a subscription's content belongs to (the kit's `owner`), or undefined when there is none. */
export async function ownerOfSubscription(db: Kysely<Database>, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('subscriptions').select('teacher_id').where('id', '=', id).executeTakeFirst();
  return row?.teacher_id;
}

/** When a write happens: today in Cairo and the instant; the demo seed passes a past one. */
export interface Clock {
  today: string;
  at: string;
}
const now = (): Clock => ({ today: cairoToday(), at: new Date().toISOString() });

/** A discount of `percent` on `price` piastres: whole piastres, rounded down (the student never pays a fraction). */
export const discountOf = (price: number, percent: number) => Math.floor((price * percent) / 100);

/** What a period costs and how it is paid: the wallet's debit (when by wallet and above 0) and the payment's row. */
async function pay(
  db: Kysely<Database>,
  by: Principal,
  p: {
    subscription: {
      id: number;
      student_id: number;
      student_name: string;
      type: 'monthly' | 'course';
      curriculum_id: number | null;
      course_id: number | null;
      teacher_id: number;
      subject_id: number;
      class_id: number;
      card_id: number;
      starts_on: string;
    };
    kind: 'subscription' | 'renewal';
    method: PaymentMethod;
    price: number;
    discount: number;
    promo: { id: number; code: string } | null;
    today: string;
    at: string;
  },
): Promise<{ id: number; input: PaymentInput }> {
  const paid = p.price - p.discount;
  const move =
    p.method === 'wallet' && paid > 0
      ? await moveWallet(
          db,
          { studentId: p.subscription.student_id, amount: -paid, kind: 'subscription', reason: null, at: p.at },
          by,
        )
      : null;
  const input: PaymentInput = {
    studentId: p.subscription.student_id,
    studentName: p.subscription.student_name,
    subscriptionId: p.subscription.id,
    curriculumId: p.subscription.curriculum_id,
    courseId: p.subscription.course_id,
    kind: p.kind,
    method: p.method,
    type: p.subscription.type,
    teacherId: p.subscription.teacher_id,
    subjectId: p.subscription.subject_id,
    classId: p.subscription.class_id,
    cardId: p.subscription.card_id,
    originalPrice: p.price,
    discount: p.discount,
    promoCode: p.promo,
    subscriptionStartsOn: p.subscription.starts_on,
    paidOn: p.today,
    walletMoveId: move?.id ?? null,
    at: p.at,
  };
  return { id: await recordPayment(db, input, by), input };
}

/** The content a subscription is for: its teacher, subject and class; 400 on the field when there is none. */
async function contentOf(db: Kysely<Database>, body: Pick<SubscriptionCreate, 'type' | 'curriculum_id' | 'course_id'>) {
  const found =
    body.type === 'monthly'
      ? await db
          .selectFrom('curricula')
          .select(['teacher_id', 'subject_id', 'class_id'])
          .where('id', '=', body.curriculum_id!)
          .executeTakeFirst()
      : await db
          .selectFrom('courses')
          .select(['teacher_id', 'subject_id', 'class_id'])
          .where('id', '=', body.course_id!)
          .executeTakeFirst();
  if (!found) throw AppError.field(400, body.type === 'monthly' ? 'curriculum_id' : 'course_id', 'validation.invalid');
  return found;
}

/** A unique index's refusal (a second live subscription to the same content) as 409 `subscription.exists`. */
function asExists(err: unknown): never {
  if (dbErrorKind(err) === 'unique') throw new AppError(409, 'subscription.exists');
  throw err;
}

/**
 * The class of student `id` (undefined: no such student). A student with no class or no system
 * cannot be given a subscription, new or renewed (409 `subscription.no_class_or_system`).
 */
async function subscribable(db: Kysely<Database>, id: number) {
  const student = await db
    .selectFrom('students')
    .select(['class_id', 'system_id', 'name', 'phone'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (student) refuseWithoutClass(student);
  return student;
}

/**
 * The name and phone a new subscription copies: on PostgreSQL read again with the student locked until
 * the commit, so a rename at the same moment either waits for the subscription (whose copy its trigger
 * then rewrites) or goes first (and the subscription copies the new name). Locked after the promo
 * code's use, in the order a renewal takes them (subscription, promo code, student): no deadlock.
 * SQLite writes one transaction at a time: what `subscribable` read stands.
 */
async function studentNamed(db: Kysely<Database>, id: number, read: { name: string; phone: string }) {
  if (!isPostgres(db)) return read;
  return db.selectFrom('students').select(['name', 'phone']).where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

function refuseWithoutClass(student: { class_id: number | null; system_id: number | null }) {
  if (student.class_id === null || student.system_id === null) {
    throw new AppError(409, 'subscription.no_class_or_system');
  }
}

/**
 * Adds a subscription and pays its first period, in `db`'s transaction (the
 * command's): the promo code's use, the wallet's debit and the payment
 * stand or fall together with it.
 */
export async function createSubscription(
  db: Kysely<Database>,
  // A code's redemption pays with `code` (the code was sold beforehand) and names the code; the API
  // takes wallet or cash.
  body: Omit<z.output<typeof subscriptionCreateSchema>, 'method'> & { method: PaymentMethod; code_id?: number },
  by: Principal,
  clock: Clock = now(),
): Promise<Subscription> {
  const student = await subscribable(db, body.student_id);
  if (!student) throw AppError.field(400, 'student_id', 'validation.invalid');
  const content = await contentOf(db, body);
  if (content.class_id !== student.class_id) throw new AppError(409, 'subscription.other_class');
  const { today, at } = clock;
  const startsOn = body.starts_on ?? today;
  const period = body.period_days ?? null;
  const endsOn = period === null ? null : addDays(startsOn, period - 1);
  if (endsOn !== null && endsOn > dayLimits.last) throw AppError.field(400, 'period_days', 'subscription.ends_too_far');
  const promo = body.promo_code ? await usePromoCode(db, body.promo_code, today) : null;
  const discount = promo ? discountOf(body.price, promo.discount_percent) : 0;
  const { name, phone } = await studentNamed(db, body.student_id, student);
  const named = {
    curriculum_id: body.type === 'monthly' ? body.curriculum_id! : null,
    course_id: body.type === 'course' ? body.course_id! : null,
    teacher_id: content.teacher_id,
    subject_id: content.subject_id,
    class_id: content.class_id,
  };
  const row = {
    student_id: body.student_id,
    student_name: name,
    student_phone: phone,
    type: body.type,
    ...named,
    card_id: await repo.moneyCard(db, named),
    starts_on: startsOn,
    ends_on: endsOn,
    period_days: period,
    last_renewed_on: null,
    price: body.price,
    paid_total: body.price - discount,
    discount_total: discount,
    promo_code_id: promo?.id ?? null,
    promo_percent: promo?.discount_percent ?? null,
    promo_until: promo ? addDays(today, promo.duration_days - 1) : null,
    deleted_at: null,
    code_id: body.code_id ?? null,
    created_at: at,
    updated_at: at,
  };
  const { id } = await db
    .insertInto('subscriptions')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch(asExists);
  await pay(db, by, {
    subscription: { id, ...row },
    kind: 'subscription',
    method: body.method,
    price: body.price,
    discount,
    promo: promo && { id: promo.id, code: promo.code },
    today,
    at,
  });
  return getSubscription(db, id);
}

/**
 * The subscription's row with its student's class and system, the subscription locked for the rest
 * of the transaction on PostgreSQL (SQLite writes one at a time): one statement, not two.
 */
async function lockedRow(db: Kysely<Database>, id: number) {
  let q = db
    .selectFrom('subscriptions')
    .innerJoin('students', 'students.id', 'subscriptions.student_id')
    .selectAll('subscriptions')
    .select(['students.class_id as student_class_id', 'students.system_id as student_system_id'])
    .where('subscriptions.id', '=', id);
  if (isPostgres(db)) q = q.forUpdate('subscriptions');
  const row = await q.executeTakeFirst();
  if (!row) throw new AppError(404, 'resource.not_found');
  return row;
}

/**
 * Renews a subscription by its period, in `db`'s transaction: from the day
 * after its last day, or from today when it has expired. The price is the
 * subscription's, less the discount of a promo code given here (its use is
 * taken, its percentage and days kept from now on) or of its own code while
 * `promo_until` lasts, at the percentage it got (`promo_percent`), whatever
 * the code's is by now. Refused, with nothing
 * changed: a deleted subscription (409 `subscription.deleted`), a permanent
 * one (409 `subscription.not_renewable`), a student with no class or system
 * (409 `subscription.no_class_or_system`), one that would end past
 * `dayLimits.last` (409 `subscription.ends_too_far`), a promo code not usable,
 * a wallet short of the price.
 */
export async function renewSubscription(
  db: Kysely<Database>,
  id: number,
  body: z.output<typeof subscriptionRenewSchema>,
  by: Principal,
  clock: Clock = now(),
): Promise<SubscriptionRenewal> {
  const sub = await lockedRow(db, id);
  if (sub.deleted_at !== null) throw new AppError(409, 'subscription.deleted');
  if (sub.period_days === null || sub.ends_on === null) throw new AppError(409, 'subscription.not_renewable');
  refuseWithoutClass({ class_id: sub.student_class_id, system_id: sub.student_system_id });
  const { today, at } = clock;
  const endsOn = addDays(sub.ends_on >= today ? sub.ends_on : addDays(today, -1), Number(sub.period_days));
  if (endsOn > dayLimits.last) throw new AppError(409, 'subscription.ends_too_far');
  let promo: { id: number; code: string; percent: number } | null = null;
  let promoUntil = sub.promo_until;
  if (body.promo_code) {
    const used = await usePromoCode(db, body.promo_code, today);
    promo = { id: used.id, code: used.code, percent: used.discount_percent };
    promoUntil = addDays(today, used.duration_days - 1);
  } else if (
    sub.promo_code_id !== null &&
    sub.promo_percent !== null &&
    sub.promo_until !== null &&
    sub.promo_until >= today
  ) {
    // Its code's name for the payment; the percentage is the one it got, not the code's now.
    const own = await db
      .selectFrom('promo_codes')
      .select(['id', 'code'])
      .where('id', '=', sub.promo_code_id)
      .executeTakeFirstOrThrow();
    promo = { id: own.id, code: own.code, percent: sub.promo_percent };
  }
  const price = Number(sub.price);
  const discount = promo ? discountOf(price, promo.percent) : 0;
  await db
    .updateTable('subscriptions')
    .set((eb) => ({
      ends_on: endsOn,
      last_renewed_on: today,
      renewal_count: eb('renewal_count', '+', 1),
      paid_total: eb('paid_total', '+', price - discount),
      discount_total: eb('discount_total', '+', discount),
      promo_code_id: promo ? promo.id : sub.promo_code_id,
      promo_percent: promo ? promo.percent : sub.promo_percent,
      promo_until: promoUntil,
      updated_at: at,
    }))
    .where('id', '=', id)
    .execute();
  const payment = await pay(db, by, {
    subscription: sub,
    kind: 'renewal',
    method: body.method,
    price,
    discount,
    promo: promo && { id: promo.id, code: promo.code },
    today,
    at,
  });
  const subscription = await getSubscription(db, id);
  return { subscription, payment: recordedPayment(payment.id, payment.input, subscription) };
}

/**
 * Appends a deletion or a restoration to the subscription's history
 * (`subscription_changes`, append-only), in the change's transaction, at the
 * instant the change wrote: a student's timeline reads each one there, where
 * `deleted_at` keeps only the last.
 */
async function recordChange(
  db: Kysely<Database>,
  sub: { id: number; student_id: number },
  kind: 'deleted' | 'restored',
  by: Principal,
  at: string,
): Promise<void> {
  await db
    .insertInto('subscription_changes')
    .values({
      subscription_id: sub.id,
      student_id: sub.student_id,
      kind,
      actor_kind: by.kind === 'service' ? 'key' : 'user',
      actor_id: by.id,
      actor_name: by.name,
      created_at: at,
    })
    .execute();
}

/**
 * Deletes a subscription: it moves to the deleted list with its cancellation
 * date, and its history gains the deletion, by `by`. No money moves.
 */
export async function deleteSubscription(db: Kysely<Database>, id: number, by: Principal): Promise<void> {
  const sub = await lockedRow(db, id);
  if (sub.deleted_at !== null) throw new AppError(409, 'subscription.deleted');
  const at = new Date().toISOString();
  await db.updateTable('subscriptions').set({ deleted_at: at, updated_at: at }).where('id', '=', id).execute();
  await recordChange(db, sub, 'deleted', by, at);
}

/**
 * Restores a deleted subscription to the list, as it was (its dates are not
 * moved), and its history gains the restoration, by `by`. 409
 * `subscription.not_deleted` when it is not deleted, and
 * `subscription.exists` when the student has another one to the same
 * content now.
 */
export async function restoreSubscription(db: Kysely<Database>, id: number, by: Principal): Promise<Subscription> {
  const sub = await lockedRow(db, id);
  if (sub.deleted_at === null) throw new AppError(409, 'subscription.not_deleted');
  const at = new Date().toISOString();
  await db
    .updateTable('subscriptions')
    .set({ deleted_at: null, updated_at: at })
    .where('id', '=', id)
    .execute()
    .catch(asExists);
  await recordChange(db, sub, 'restored', by, at);
  return getSubscription(db, id);
}

/**
 * A student's subscriptions, not deleted and deleted, newest first (at most
 * 500: a student has a few); a teacher's, only those to his or her content.
 * 404 when there is no such student, or a teacher asks of one outside his or her classes.
 */
export async function studentSubscriptions(
  db: Kysely<Database>,
  studentId: number,
  teacher: number | null,
): Promise<Subscription[]> {
  // As the student's own page: a teacher asking of a student outside his or her classes learns nothing.
  if (!(await findStudent(db, studentId, teacher))) throw new AppError(404, 'resource.not_found');
  let q = repo.subscriptionRows(db).where('subscriptions.student_id', '=', studentId);
  if (teacher !== null) q = q.where('subscriptions.teacher_id', '=', teacher);
  const rows = await q
    .orderBy('subscriptions.created_at', 'desc')
    .orderBy('subscriptions.id', 'desc')
    .limit(500)
    .execute();
  const today = cairoToday();
  return rows.map((row) => toSubscription(row, today));
}
