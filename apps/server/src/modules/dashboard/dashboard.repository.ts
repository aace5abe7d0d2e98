import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { countSubscriptions } from '../subscriptions/subscriptions.repository.js';

/** The counts of the admin's home page, in one round trip. */
export function countEverything(db: Kysely<Database>) {
  return db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('stages')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('stages'),
      eb
        .selectFrom('classes')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('classes'),
      eb
        .selectFrom('subjects')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('subjects'),
      eb
        .selectFrom('users')
        .where('role', '=', 'teacher')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('teachers'),
      eb
        .selectFrom('users')
        .where('role', '=', 'support-agent')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('support_agents'),
    ])
    .executeTakeFirstOrThrow();
}

/** Subscriptions not deleted and active on `today`, counted with the list's own filter (the figure opens that list). */
export function activeSubscriptions(db: Kysely<Database>, today: string): Promise<number> {
  return countSubscriptions(db, { deleted: false, status: 'active', today });
}

export async function newStudentsSince(db: Kysely<Database>, since: string): Promise<number> {
  const row = await db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The payments' kept sums a day, over every teacher, subject, class, type and code. */
export function paidByDay(db: Kysely<Database>, from: string, to: string) {
  return db
    .selectFrom('payment_day_sums')
    .select(['paid_on', 'paid'])
    .where('dimension', '=', 'all')
    .where('value', '=', 0)
    .where('paid_on', '>=', from)
    .where('paid_on', '<=', to)
    .execute();
}
