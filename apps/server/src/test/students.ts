import type { FastifyInstance } from 'fastify';
import { searchText } from '../lib/list.js';

let made = 0;

/**
 * A student written straight to the table, as the student app registers one
 * (the dashboard adds none): a phone of its own, and the class and system
 * given (none by default).
 */
export async function addStudent(
  app: FastifyInstance,
  f: { class_id?: number | null; system_id?: number | null } = {},
): Promise<number> {
  made += 1;
  const phone = `011${String(process.pid % 1000).padStart(3, '0')}${String(made).padStart(5, '0')}`;
  const now = new Date().toISOString();
  const { id } = await app.db
    .insertInto('students')
    .values({
      name: `طالب ${made}`,
      phone,
      email: null,
      class_id: f.class_id ?? null,
      system_id: f.system_id ?? null,
      search_text: searchText(phone),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A student's wallet balance, in piastres, as stored. */
export async function balanceOf(app: FastifyInstance, id: number): Promise<number> {
  const row = await app.db
    .selectFrom('students')
    .select('wallet_balance')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.wallet_balance);
}
