import { sql, type Kysely } from 'kysely';

/**
 * `subscriptions.code_id`: the subscription code whose redemption opened the
 * subscription (and paid its first period, a payment of method `code`), null
 * for one an admin added. Without it nothing said which code paid which
 * subscription, so a student's timeline showed the code's price and then its
 * subscriptions' payments as if both had been paid. Indexed where set: the
 * few subscriptions of a page's codes are read by it.
 *
 * The subscriptions opened by codes before it take theirs: a code of theirs
 * cannot be told otherwise, but a redemption writes its subscriptions just
 * after its code's `used_at`, for the student who used it and the content of
 * its group (which never changes), so the last such code used up to the
 * subscription's making is the one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    // Checked at the commit: deleting a code group deletes its batches, and its codes by a cascade, before it
    // finds a code used and refuses (409 `code_group.in_use`), which undoes all of it.
    .addColumn('code_id', 'integer', (c) => c.references('codes.id').modifyEnd(sql`deferrable initially deferred`))
    .execute();
  await db.schema
    .createIndex('subscriptions_code_idx')
    .on('subscriptions')
    .column('code_id')
    .where(sql.ref('code_id'), 'is not', null)
    .execute();
  await fillCodes(db);
}

/** Gives each subscription whose first period a code paid, and that names no code, the code that opened it. */
export async function fillCodes(db: Kysely<any>): Promise<void> {
  await sql`update subscriptions set code_id = (
      select c.id from codes c
      inner join code_groups g on g.id = c.group_id
      where c.kind = 'subscription'
        and c.student_id = subscriptions.student_id
        and c.used_at <= subscriptions.created_at
        and (g.curriculum_id = subscriptions.curriculum_id
          or exists (select 1 from code_group_courses gc
            where gc.group_id = g.id and gc.course_id = subscriptions.course_id))
      order by c.used_at desc, c.id desc
      limit 1)
    where code_id is null
      and exists (select 1 from payments p
        where p.subscription_id = subscriptions.id and p.kind = 'subscription' and p.method = 'code')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subscriptions_code_idx').execute();
  await db.schema.alterTable('subscriptions').dropColumn('code_id').execute();
}
