import { sql, type Kysely } from 'kysely';
import { appendOnly, dropAppendOnly, isPostgres, timestampType, withId } from './schema-helpers.js';

/**
 * `subscription_changes`: every deletion and every restoration of a
 * subscription, one row each, written in the transaction of the change with
 * who made it. `subscriptions.deleted_at` says only whether a subscription is
 * deleted now, so a restoration erased its deletion and a second deletion
 * its first; a student's timeline reads its history from here instead.
 * Append-only, as the ledger and the payments are.
 *
 * - `student_id` is the subscription's, copied in, so a student's timeline
 *   reads one index range (`student_id, created_at, id`).
 * - Who: a staff member or an API key, with the name at the time; all three
 *   null only where it is not known: the deletions filled in here, from the
 *   `deleted_at` of the subscriptions deleted before this table existed (the
 *   restorations and deletions before a last one left no trace there).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await withId(db.schema.createTable('subscription_changes'), pg)
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('actor_kind', 'varchar(10)')
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(200)')
    .addColumn('created_at', timestampType(pg), (c) => c.notNull())
    .addCheckConstraint('subscription_changes_kind', sql`kind in ('deleted', 'restored')`)
    .addCheckConstraint(
      'subscription_changes_actor',
      sql`(actor_kind is null and actor_id is null and actor_name is null)
        or (actor_kind in ('user', 'key') and actor_id is not null and actor_name is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('subscription_changes_student_idx')
    .on('subscription_changes')
    .columns(['student_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('subscription_changes_subscription_idx')
    .on('subscription_changes')
    .columns(['subscription_id', 'id'])
    .execute();
  await fillDeletions(db);
  await appendOnly(db, 'subscription_changes');
}

/**
 * A deletion, by no one known, at its `deleted_at`, for every deleted
 * subscription that has no change recorded; in the order they happened, so
 * ids follow time as the app's rows do.
 */
export async function fillDeletions(db: Kysely<any>): Promise<void> {
  await sql`insert into subscription_changes (subscription_id, student_id, kind, created_at)
    select s.id, s.student_id, 'deleted', s.deleted_at from subscriptions s
    where s.deleted_at is not null
      and not exists (select 1 from subscription_changes c where c.subscription_id = s.id)
    order by s.deleted_at, s.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropAppendOnly(db, 'subscription_changes');
  await db.schema.dropTable('subscription_changes').execute();
}
