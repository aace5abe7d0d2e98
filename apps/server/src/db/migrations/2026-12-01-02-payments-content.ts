import { sql, type Kysely } from 'kysely';
import { appendOnly, dropAppendOnly } from './schema-helpers';

/**
 * A payment keeps its subscription's content: `curriculum_id` or `course_id`,
 * as the subscription has it. A subscription's content never changes and a
 * payment is never changed, so the two always agree; a list or an export of
 * payments then names the content without joining each payment to its
 * subscription (a million payments' export read every subscription too:
 * 1.4 s of SQLite's 8.8 s statement). Existing payments take their
 * subscription's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('curriculum_id', 'integer', (c) => c.references('curricula.id'))
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('course_id', 'integer', (c) => c.references('courses.id'))
    .execute();
  // The payments are append-only: their triggers, which refuse an update, stand aside while the columns are filled.
  await dropAppendOnly(db, 'payments');
  await sql`update payments set curriculum_id = s.curriculum_id, course_id = s.course_id
    from subscriptions s where s.id = payments.subscription_id`.execute(db);
  await appendOnly(db, 'payments');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('course_id').execute();
  await db.schema.alterTable('payments').dropColumn('curriculum_id').execute();
}
