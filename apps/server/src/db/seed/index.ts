import type { Kysely } from 'kysely';
import type { Database } from '../types.js';
import { seedStages } from '../../modules/stages/stages.seed.js';
import { seedClasses } from '../../modules/classes/classes.seed.js';
import { seedSystems } from '../../modules/systems/systems.seed.js';
import { seedSpecializations } from '../../modules/specializations/specializations.seed.js';
import { seedSubjects } from '../../modules/subjects/subjects.seed.js';
import { seedTeachers } from '../../modules/teachers/teachers.seed.js';
import { seedUsers } from '../../modules/users/users.seed.js';
import { seedSupportAgents } from '../../modules/support-agents/support-agents.seed.js';
import { seedSettings } from '../../modules/settings/settings.seed.js';

/** One module's demo data. Seeders run in this order, so later ones can use earlier ones' rows. */
export type Seeder = (db: Kysely<Database>) => Promise<void>;

/** Each feature adds its seeder here. */
export const seeders: Seeder[] = [
  seedUsers,
  seedStages,
  seedClasses,
  seedSystems,
  seedSpecializations,
  seedSubjects,
  seedTeachers,
  seedSupportAgents,
  seedSettings,
];

/** Fills an empty database with demo data; a database that has users is left alone. */
export async function seedIfEmpty(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    for (const seed of seeders) await seed(trx);
  });
  return true;
}
