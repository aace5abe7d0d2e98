import { sql, type Kysely } from 'kysely';
import { appendOnly, dropAppendOnly, isPostgres, timestampType, withId } from './schema-helpers.js';

/**
 * Subscriptions and their payments (docs/subscriptions.md, docs/money.md).
 *
 * - `subscriptions`: a student's monthly subscription to a curriculum or a
 *   subscription to a course. The content's teacher, subject and class are
 *   copied in when it is made (they are what a teacher's scope, the filters
 *   and the payments report read, and content does not change hands). A
 *   deletion sets `deleted_at`; one partial unique index a content keeps a
 *   student to one subscription not deleted.
 * - `payments`: one row a period paid (the first, and each renewal),
 *   append-only, written in the transaction of its cause.
 * - `payment_days`: the payments' sums a day and a combination of the
 *   report's filters, kept in that same transaction, so the report's totals
 *   and its series by day read a few rows, never the payments.
 * - Days are `YYYY-MM-DD` text (Cairo) on both databases. Every sort has its
 *   `(key, id)` index; a nullable sort key sorts by the `coalesce` it is
 *   indexed as.
 */
const sortIndexes: [string, string][] = [
  ['subscriptions_created_idx', 'created_at, id'],
  ['subscriptions_starts_on_idx', 'starts_on, id'],
  ['subscriptions_ends_on_idx', "coalesce(ends_on, '9999-12-31'), id"],
  ['subscriptions_renewal_count_idx', 'renewal_count, id'],
  ['subscriptions_price_idx', 'price, id'],
  ['subscriptions_paid_total_idx', 'paid_total, id'],
  // Only the deleted list sorts by it, where it is never null.
  ['subscriptions_deleted_idx', 'deleted_at, id'],
  // A teacher's, a student's, a content's subscriptions, newest first (the list's default order).
  ['subscriptions_teacher_created_idx', 'teacher_id, created_at, id'],
  ['subscriptions_student_created_idx', 'student_id, created_at, id'],
  ['subscriptions_subject_created_idx', 'subject_id, created_at, id'],
  ['subscriptions_class_created_idx', 'class_id, created_at, id'],
  ['subscriptions_curriculum_created_idx', 'curriculum_id, created_at, id'],
  ['subscriptions_course_created_idx', 'course_id, created_at, id'],
  ['subscriptions_type_created_idx', 'type, created_at, id'],
];

const paymentIndexes: [string, string][] = [
  ['payments_created_idx', 'created_at, id'],
  ['payments_paid_on_idx', 'paid_on, id'],
  ['payments_student_idx', 'student_id, id'],
  ['payments_subscription_idx', 'subscription_id, id'],
  ['payments_teacher_idx', 'teacher_id, paid_on, id'],
  ['payments_subject_idx', 'subject_id, paid_on, id'],
  ['payments_class_idx', 'class_id, paid_on, id'],
  ['payments_promo_idx', 'promo_code_id, paid_on, id'],
  ['payments_type_idx', 'type, paid_on, id'],
  ['payments_original_idx', 'original_price, id'],
  ['payments_paid_idx', 'paid, id'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(pg);

  await withId(db.schema.createTable('subscriptions'), pg)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id'))
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('curriculum_id', 'integer', (c) => c.references('curricula.id'))
    .addColumn('course_id', 'integer', (c) => c.references('courses.id'))
    .addColumn('teacher_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id'))
    .addColumn('starts_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('ends_on', 'varchar(10)')
    .addColumn('period_days', 'integer')
    .addColumn('last_renewed_on', 'varchar(10)')
    .addColumn('renewal_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('paid_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('promo_code_id', 'integer', (c) => c.references('promo_codes.id'))
    .addColumn('promo_until', 'varchar(10)')
    .addColumn('deleted_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('subscriptions_type', sql`type in ('monthly', 'course')`)
    .addCheckConstraint(
      'subscriptions_content',
      sql`(type = 'monthly' and curriculum_id is not null and course_id is null and period_days is not null)
        or (type = 'course' and course_id is not null and curriculum_id is null)`,
    )
    .addCheckConstraint('subscriptions_dates', sql`ends_on is null or ends_on >= starts_on`)
    .addCheckConstraint('subscriptions_period', sql`(period_days is null) = (ends_on is null)`)
    .addCheckConstraint(
      'subscriptions_money',
      sql`price >= 0 and paid_total >= 0 and discount_total >= 0 and renewal_count >= 0`,
    )
    .execute();
  for (const [name, columns] of sortIndexes) {
    await db.schema.createIndex(name).on('subscriptions').expression(sql.raw(columns)).execute();
  }
  // One subscription not deleted a student and a content.
  await db.schema
    .createIndex('subscriptions_live_curriculum_key')
    .on('subscriptions')
    .columns(['student_id', 'curriculum_id'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .where(sql.ref('curriculum_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('subscriptions_live_course_key')
    .on('subscriptions')
    .columns(['student_id', 'course_id'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .where(sql.ref('course_id'), 'is not', null)
    .execute();

  await withId(db.schema.createTable('payments'), pg)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id'))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('method', 'varchar(10)', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('teacher_id', 'integer', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('original_price', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('paid', 'integer', (c) => c.notNull())
    .addColumn('promo_code_id', 'integer')
    .addColumn('promo_code', 'varchar(32)')
    .addColumn('subscription_starts_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('paid_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('wallet_move_id', 'integer')
    .addColumn('actor_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('actor_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addCheckConstraint(
      'payments_money',
      sql`original_price >= 0 and discount >= 0 and discount <= original_price and paid = original_price - discount`,
    )
    .execute();
  for (const [name, columns] of paymentIndexes) {
    await db.schema.createIndex(name).on('payments').expression(sql.raw(columns)).execute();
  }
  await appendOnly(db, 'payments');

  await db.schema
    .createTable('payment_days')
    .addColumn('paid_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('teacher_id', 'integer', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    // 0 for the payments without a promo code (a key column cannot be null).
    .addColumn('promo_code_id', 'integer', (c) => c.notNull())
    .addColumn('payments', 'integer', (c) => c.notNull())
    .addColumn('original_price', 'bigint', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('paid', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_days_pk', [
      'paid_on',
      'teacher_id',
      'subject_id',
      'class_id',
      'type',
      'promo_code_id',
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_days').execute();
  await dropAppendOnly(db, 'payments');
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('subscriptions').execute();
}
