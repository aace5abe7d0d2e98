import type { Kysely } from 'kysely';
import type { Seed } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { searchText } from '../../lib/list.js';
import { hashPassword } from '../../lib/password.js';
import { insertUser } from './users.repository.js';

export const DEMO_PASSWORD = 'Demo@12345';

/** The demo accounts the README lists; every one signs in with `DEMO_PASSWORD`. */
export const demoAccounts = [
  { role: 'admin', phone: '01000000001', name: 'Ahmed Samir', email: 'admin@demo.eg' },
  { role: 'teacher', phone: '01000000002', name: 'منى عبد الرحمن', email: 'mona.teacher@demo.eg' },
  { role: 'support-agent', phone: '01000000003', name: 'يوسف عادل', email: 'youssef.support@demo.eg' },
] as const;

export async function seedUsers(db: Kysely<Database>): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  for (const a of demoAccounts) {
    await insertUser(db, {
      ...a,
      password_hash: hash,
      photo: null,
      active: 1,
      search_text: searchText(a.name, a.phone, a.email),
      created_at: now,
      updated_at: now,
    });
  }
}

/** The demo accounts are the first users (ids 1 to 3): the other seeds that add users run after this one. */
export const seed: Seed = { run: seedUsers };
