import { sql, type Kysely } from 'kysely';

/**
 * A subscription keeps the discount its promo code gave, in per cent, beside
 * `promo_until`: both are fixed when the code is used, so an admin's later
 * change of the code's percentage applies to the uses taken after it and
 * never to a subscription's renewals. The existing subscriptions take their
 * code's percentage as it is now: what their renewals would have taken.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('promo_percent', 'integer', (c) => c.check(sql`promo_percent between 1 and 100`))
    .execute();
  await fillPromoPercent(db);
}

/** Gives every subscription with a promo code and no percentage its code's percentage now. */
export async function fillPromoPercent(db: Kysely<any>): Promise<void> {
  await sql`update subscriptions set promo_percent =
    (select p.discount_percent from promo_codes p where p.id = subscriptions.promo_code_id)
    where promo_code_id is not null and promo_percent is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('promo_percent').execute();
}
