import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

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
