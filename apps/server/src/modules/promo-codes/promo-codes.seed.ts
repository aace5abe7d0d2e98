import { addDays } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Seed } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { cairoToday } from '../../lib/today.js';
import { promoCodes } from './promo-codes.service.js';

/**
 * The demo's promo codes, dated from the day the seed runs so that each
 * state shows: [code, discount %, duration in days, uses limit, uses taken,
 * first day, last day (days from today)].
 */
const demoCodes: [string, number, number, number, number, number, number][] = [
  // Active.
  ['WELCOME', 10, 30, 10_000, 2_381, -400, 900],
  ['BACK2SCHOOL', 20, 60, 1_000, 644, -30, 30],
  ['SEC3-FINALS', 15, 90, 800, 215, -20, 120],
  ['FRIENDS_10', 10, 30, 2_000, 87, -60, 300],
  ['MATH-PLUS', 30, 30, 150, 149, -5, 25],
  ['TEACHER-AHMED', 12, 30, 300, 41, -15, 75],
  ['EARLYBIRD', 35, 14, 100, 63, -3, 4],
  ['PREP-STAR', 20, 30, 250, 0, -1, 59],
  ['CAIRO-50', 50, 7, 50, 12, 0, 6],
  ['LASTCALL', 40, 7, 30, 18, -6, 0],
  // Used up.
  ['SUMMER-50', 50, 30, 200, 200, -40, 20],
  ['FLASH-70', 70, 3, 25, 25, -2, 5],
  ['VIP-100', 100, 30, 10, 10, -30, 335],
  ['EXAM-RUSH', 25, 14, 500, 500, -12, 18],
  // Scheduled.
  ['RAMADAN27', 25, 30, 1_000, 0, 60, 90],
  ['EID-ALADHA', 20, 30, 400, 0, 30, 40],
  ['MIDYEAR', 15, 60, 600, 0, 45, 75],
  ['NEWTERM', 10, 30, 2_000, 0, 1, 120],
  ['OCT6-WINNERS', 30, 30, 100, 0, 100, 110],
  // Expired.
  ['RAMADAN26', 25, 30, 1_000, 764, -300, -270],
  ['EID-ALFITR', 20, 30, 300, 300, -260, -250],
  ['WINTER-BREAK', 15, 14, 500, 233, -200, -180],
  ['TRIAL-ARB', 5, 30, 5_000, 1_502, -500, -100],
  ['SCIENCE-DAY', 18, 7, 80, 0, -40, -38],
  ['OPENDAY', 30, 1, 200, 57, -1, -1],
];

export async function seedPromoCodes(db: Kysely<Database>): Promise<void> {
  const today = cairoToday();
  for (const [code, discount_percent, duration_days, uses_limit, used, from, to] of demoCodes) {
    const made = await promoCodes.create(db, {
      code,
      discount_percent,
      duration_days,
      uses_limit,
      starts_on: addDays(today, from),
      ends_on: addDays(today, to),
    });
    // The uses stand for subscriptions that took the code (the subscriptions feature counts them with
    // `usePromoCode`, which only an active code allows): set here, within the limit the table checks.
    if (used) await db.updateTable('promo_codes').set({ used_count: used }).where('id', '=', made.id).execute();
  }
}

export const seed: Seed = { run: seedPromoCodes };
