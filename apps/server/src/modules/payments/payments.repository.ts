import type { Payment, PaymentListQuery, SubscriptionType } from '@dashboard/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { DaySumDimension, PaymentsTable } from './payments.tables.js';
import { constant, listSource, type ListNames, type ListQuery } from '../../lib/list.js';
import { contentId, moneyNameLookups, withMoneyNames } from '../subscriptions/subscriptions.repository.js';

/** A payment's own columns (its student's name among them): what an export reads, the names looked up. */
function paymentColumns(db: Kysely<Database>) {
  return db
    .selectFrom('payments')
    .select([
      'payments.id',
      'payments.student_id',
      'payments.subscription_id',
      'payments.kind',
      'payments.method',
      'payments.type',
      'payments.teacher_id',
      'payments.subject_id',
      'payments.class_id',
      'payments.original_price',
      'payments.discount',
      'payments.paid',
      'payments.promo_code',
      'payments.subscription_starts_on',
      'payments.paid_on',
      'payments.created_at',
      'payments.student_name',
    ]);
}

/** A payment's row with the names it shows: the student, the content, subject, class and teacher. */
export function paymentRows(db: Kysely<Database>) {
  return withMoneyNames(db, paymentColumns(db).select(contentId('payments')), 'payments');
}

/** `paymentRows`' rows as a page or an export reads them: their names looked up (`ListNames`). */
export function paymentNames(db: Kysely<Database>): ListNames {
  return {
    rows: paymentColumns(db).select(['payments.curriculum_id', 'payments.course_id', contentId('payments')]),
    lookups: moneyNameLookups(db),
  };
}
export type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentRows>['executeTakeFirstOrThrow']>>;

const named = (id: number, ar: string, en: string) => ({ id, name_ar: ar, name_en: en });

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    student: { id: row.student_id, name: row.student_name },
    subscription_id: row.subscription_id,
    kind: row.kind,
    method: row.method,
    type: row.type,
    content: named(Number(row.content_id), row.content_name_ar, row.content_name_en),
    subject: named(row.subject_id, row.subject_name_ar, row.subject_name_en),
    class: named(row.class_id, row.class_name_ar, row.class_name_en),
    teacher: { id: row.teacher_id, name: row.teacher_name },
    original_price: Number(row.original_price),
    discount: Number(row.discount),
    paid: Number(row.paid),
    promo_code: row.promo_code,
    subscription_starts_on: row.subscription_starts_on,
    paid_on: row.paid_on,
    created_at: row.created_at,
  };
}

export type Filters = Partial<
  Pick<PaymentListQuery, 'from' | 'to' | 'teacher_id' | 'subject_id' | 'class_id' | 'type' | 'promo_code_id'>
>;

const sortColumns = {
  paid_on: 'payments.paid_on',
  original_price: 'payments.original_price',
  paid: 'payments.paid',
} as const;
export type Sort = keyof typeof sortColumns;

function filtered(db: Kysely<Database>, f: Filters): ListQuery {
  let q = db.selectFrom('payments') as ListQuery;
  if (f.from) q = q.where('payments.paid_on', '>=', f.from);
  if (f.to) q = q.where('payments.paid_on', '<=', f.to);
  for (const key of ['teacher_id', 'subject_id', 'class_id', 'promo_code_id'] as const) {
    if (f[key] !== undefined) q = q.where(`payments.${key}`, '=', f[key]);
  }
  if (f.type) q = q.where('payments.type', '=', constant(f.type));
  return q;
}

export function paymentSource(db: Kysely<Database>, f: Filters & { sort: Sort | `-${Sort}` }) {
  return listSource({
    db,
    from: filtered(db, f),
    id: 'payments.id',
    sort: f.sort,
    columns: sortColumns,
    rows: paymentRows(db),
    names: paymentNames(db),
  });
}

/** A type as `payment_day_sums` keys it: 0 monthly, 1 course. */
export const typeValue = (type: SubscriptionType) => (type === 'monthly' ? 0 : 1);

/** What a payment's row of each `payment_day_sums` dimension is keyed by. */
type DaySumKeys = Pick<PaymentsTable, 'teacher_id' | 'subject_id' | 'class_id' | 'type' | 'promo_code_id'>;

/**
 * The dimensions of `payment_day_sums`, each with its value for one payment
 * (`recordPayment`) and as SQL over the payments table (`addDaySums`): the
 * two ways a payment is added, kept in step here. A payment has no row of a
 * dimension whose value is null (no promo code).
 */
export const daySumDimensions: readonly {
  dimension: DaySumDimension;
  of: (p: DaySumKeys) => number | null;
  sql: string;
}[] = [
  { dimension: 'all', of: () => 0, sql: '0' },
  { dimension: 'teacher', of: (p) => p.teacher_id, sql: 'teacher_id' },
  { dimension: 'subject', of: (p) => p.subject_id, sql: 'subject_id' },
  { dimension: 'class', of: (p) => p.class_id, sql: 'class_id' },
  { dimension: 'type', of: (p) => typeValue(p.type), sql: "case when type = 'monthly' then 0 else 1 end" },
  { dimension: 'promo', of: (p) => p.promo_code_id, sql: 'promo_code_id' },
];

/**
 * Adds the payments after `afterId` to `payment_day_sums`, each dimension from one grouped read
 * (a bulk load's way; `recordPayment` adds one payment's rows).
 */
export async function addDaySums(db: Kysely<Database>, afterId: number) {
  for (const { dimension, sql: value } of daySumDimensions) {
    await sql`insert into payment_day_sums (dimension, value, paid_on, payments, original_price, discount, paid)
      select ${dimension}, ${sql.raw(value)}, paid_on, count(*), sum(original_price), sum(discount), sum(paid)
        from payments where id > ${afterId} and ${sql.raw(value)} is not null group by ${sql.raw(value === '0' ? 'paid_on' : `${value}, paid_on`)}
      on conflict (dimension, value, paid_on) do update set
        payments = payment_day_sums.payments + excluded.payments,
        original_price = payment_day_sums.original_price + excluded.original_price,
        discount = payment_day_sums.discount + excluded.discount,
        paid = payment_day_sums.paid + excluded.paid`.execute(db);
  }
}

/**
 * The payments' sums a day from `from` to `to` for the filters: with one
 * filter or none, the day's row of `payment_day_sums` for it; with more,
 * the day's rows of `payment_days` that match them all, summed. The query, to run or to remember.
 */
export function daySums(db: Kysely<Database>, f: Filters & { from: string; to: string }) {
  const one: [DaySumDimension, number | undefined][] = [
    ['teacher', f.teacher_id],
    ['subject', f.subject_id],
    ['class', f.class_id],
    ['promo', f.promo_code_id],
    ['type', f.type === undefined ? undefined : typeValue(f.type)],
  ];
  const given = one.filter(([, value]) => value !== undefined);
  if (given.length <= 1) {
    const [dimension, value] = given[0] ?? ['all', 0];
    return db
      .selectFrom('payment_day_sums')
      .select(['paid_on', 'payments', 'original_price', 'discount', 'paid'])
      .where('dimension', '=', dimension)
      .where('value', '=', value!)
      .where('paid_on', '>=', f.from)
      .where('paid_on', '<=', f.to)
      .orderBy('paid_on');
  }
  let q = db.selectFrom('payment_days').where('paid_on', '>=', f.from).where('paid_on', '<=', f.to);
  for (const key of ['teacher_id', 'subject_id', 'class_id', 'promo_code_id'] as const) {
    if (f[key] !== undefined) q = q.where(key, '=', f[key]);
  }
  if (f.type) q = q.where('type', '=', f.type);
  return q
    .select((eb) => [
      'paid_on',
      eb.fn.sum<number>('payments').as('payments'),
      eb.fn.sum<number>('original_price').as('original_price'),
      eb.fn.sum<number>('discount').as('discount'),
      eb.fn.sum<number>('paid').as('paid'),
    ])
    .groupBy('paid_on')
    .orderBy('paid_on');
}
