import type { Kysely } from 'kysely';
import type { Seed } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { searchText } from '../../lib/list.js';
import { hashPassword } from '../../lib/password.js';
import { DEMO_PASSWORD, demoAccounts } from '../users/users.seed.js';

/** The demo support agents besides the demo account (which the users' seeder made). */
export const demoSupportAgents = [
  {
    name: 'مريم حسن إبراهيم',
    phone: '01224681357',
    email: 'mariam.hassan@demo.eg',
    joined_on: '2023-09-03',
    active: 1,
  },
  {
    name: 'Omar Khaled Mostafa',
    phone: '01117953264',
    email: 'omar.khaled@demo.eg',
    joined_on: '2024-02-11',
    active: 1,
  },
  {
    name: 'نورهان محمود السيد',
    phone: '01558213409',
    email: 'nourhan.mahmoud@demo.eg',
    joined_on: '2024-06-20',
    active: 1,
  },
  {
    name: 'Salma Tarek Abdelaziz',
    phone: '01093746152',
    email: 'salma.tarek@demo.eg',
    joined_on: '2025-01-05',
    active: 0,
  },
] as const;

/** The demo account's join date. */
const DEMO_AGENT_JOINED_ON = '2023-03-15';

/** Five support agents: the demo account (given a join date) and four more, one of them disabled. */
export async function seedSupportAgents(db: Kysely<Database>): Promise<void> {
  const demo = demoAccounts.find((a) => a.role === 'support-agent')!;
  await db
    .updateTable('users')
    .set({ joined_on: DEMO_AGENT_JOINED_ON, search_text: searchText(demo.name, demo.phone, demo.email) })
    .where('phone', '=', demo.phone)
    .execute();

  const hash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  for (const a of demoSupportAgents) {
    // Another seeder may have taken the number or address: the demo data stays consistent either way.
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('phone', '=', a.phone), eb('email', '=', a.email)]))
      .executeTakeFirst();
    if (taken) continue;
    await db
      .insertInto('users')
      .values({
        ...a,
        role: 'support-agent',
        password_hash: hash,
        photo: null,
        search_text: searchText(a.name, a.phone, a.email),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

/** After the teachers only to keep the demo ids the earlier releases had. */
export const seed: Seed = { after: ['users', 'teachers'], run: seedSupportAgents };
