import { sql, type Kysely } from 'kysely';

/**
 * `payment_day_sums`: the payments' sums a day for each value of one of the
 * report's filters (docs/money.md), beside `payment_days`, which keeps them
 * a day for each combination of all five. At scale nearly every payment is a
 * combination of its own, so a day of `payment_days` is as many rows as the
 * day's payments: a year of one class's would be read row by row. Here the
 * whole platform's day (`all`), a teacher's, a subject's, a class's, a
 * type's (`type` 0 monthly, 1 course) and a promo code's are one row each:
 * the report with at most one filter reads at most 366 rows. Both are kept
 * by `recordPayment`, in the payment's transaction; filled here from
 * `payment_days`. With two filters or more the report reads `payment_days`
 * through an index of its most selective one.
 */
const dimensions: [string, string, string][] = [
  ['all', '0', 'true'],
  ['teacher', 'teacher_id', 'true'],
  ['subject', 'subject_id', 'true'],
  ['class', 'class_id', 'true'],
  ['type', "case when type = 'monthly' then 0 else 1 end", 'true'],
  ['promo', 'promo_code_id', 'promo_code_id <> 0'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_day_sums')
    .addColumn('dimension', 'varchar(10)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('paid_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('payments', 'integer', (c) => c.notNull())
    .addColumn('original_price', 'bigint', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('paid', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_day_sums_pk', ['dimension', 'value', 'paid_on'])
    .execute();
  for (const [dimension, value, where] of dimensions) {
    await sql`insert into payment_day_sums (dimension, value, paid_on, payments, original_price, discount, paid)
      select ${dimension}, ${sql.raw(value)}, paid_on, sum(payments), sum(original_price), sum(discount), sum(paid)
        from payment_days where ${sql.raw(where)} group by ${sql.raw(value === '0' ? 'paid_on' : `${value}, paid_on`)}`.execute(
      db,
    );
  }
  for (const column of ['teacher_id', 'subject_id', 'class_id', 'promo_code_id']) {
    await db.schema
      .createIndex(`payment_days_${column.replace('_id', '')}_idx`)
      .on('payment_days')
      .columns([column, 'paid_on'])
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['teacher_id', 'subject_id', 'class_id', 'promo_code_id']) {
    await db.schema.dropIndex(`payment_days_${column.replace('_id', '')}_idx`).execute();
  }
  await db.schema.dropTable('payment_day_sums').execute();
}
