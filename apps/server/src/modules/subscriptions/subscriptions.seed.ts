import { addDays, todayInCairo } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Seed } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { seededRandom as generator } from '../../lib/seeded-random.js';
import { transaction } from '../../lib/transaction.js';
import { demoAccounts } from '../users/users.seed.js';
import { createSubscription, deleteSubscription, renewSubscription, type Clock } from './subscriptions.service.js';

/** The clock of `daysAgo` days before today, at 10:00 in Cairo. */
function clockOf(today: string, daysAgo: number): Clock {
  const day = addDays(today, -daysAgo);
  return { today: day, at: `${day}T08:00:00.000Z` };
}

/**
 * The demo's subscriptions, made as an admin makes them (the service, the
 * wallet, the promo codes and the payments all take part), dated over the
 * last 200 days: about two for each student with a class and a system, to
 * the curricula (monthly, some renewed) and courses (some for good) of the
 * student's class; some paid from the wallet, most in cash, a fifth with a
 * promo code running on their first day, a few free trials, a few deleted.
 */
async function seedSubscriptions(db: Kysely<Database>): Promise<void> {
  const random = generator(20261127);
  const rand = () => random.next();
  const admin = demoAccounts.find((a) => a.role === 'admin')!;
  const adminRow = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('phone', '=', admin.phone)
    .executeTakeFirst();
  if (!adminRow) return;
  const by = { kind: 'user' as const, id: adminRow.id, role: 'admin' as const, name: adminRow.name };
  const today = todayInCairo();
  const students = await db
    .selectFrom('students')
    .select(['id', 'class_id', 'wallet_balance'])
    .where('class_id', 'is not', null)
    .where('system_id', 'is not', null)
    .orderBy('id')
    .execute();
  const curricula = await db.selectFrom('curricula').select(['id', 'class_id', 'price']).orderBy('id').execute();
  const courses = await db.selectFrom('courses').select(['id', 'class_id', 'price']).orderBy('id').execute();
  // The promo codes a subscription may take on its first day: those running then, with uses left.
  const codes = await db
    .selectFrom('promo_codes')
    .select(['code', 'starts_on', 'ends_on', 'used_count', 'uses_limit'])
    .orderBy('id')
    .execute();
  const promoOn = (day: string) => {
    const running = codes.filter((c) => c.starts_on <= day && day <= c.ends_on && c.used_count < c.uses_limit);
    return running.length ? running[Math.floor(rand() * running.length)]! : undefined;
  };
  for (const student of students) {
    const mine = [
      ...curricula.filter((c) => c.class_id === student.class_id).map((c) => ({ kind: 'monthly' as const, ...c })),
      ...courses.filter((c) => c.class_id === student.class_id).map((c) => ({ kind: 'course' as const, ...c })),
    ];
    const count = Math.min(mine.length, 1 + Math.floor(rand() * 3));
    for (let i = 0; i < count; i++) {
      const content = mine.splice(Math.floor(rand() * mine.length), 1)[0]!;
      const startedAgo = Math.floor(rand() * 200);
      const clock = clockOf(today, startedAgo);
      const trial = rand() < 0.08;
      const price = trial ? 0 : Number(content.price);
      const permanent = content.kind === 'course' && rand() < 0.5;
      const promo = !trial && rand() < 0.2 ? promoOn(clock.today) : undefined;
      const period = content.kind === 'monthly' ? 30 : permanent ? null : 90;
      await transaction(db, async (trx) => {
        const { balance, last } = await trx
          .selectFrom('students')
          .leftJoin('wallet_moves', 'wallet_moves.student_id', 'students.id')
          .select((eb) => [
            eb.fn.max('students.wallet_balance').as('balance'),
            eb.fn.max('wallet_moves.created_at').as('last'),
          ])
          .where('students.id', '=', student.id)
          .executeTakeFirstOrThrow();
        // Paid from the wallet only after its last move, as an admin would pay it that day: the
        // ledger's order stays the order of its days, and no payment spends a later credit.
        const fromWallet = Number(balance) >= price && (last === null || last < clock.at);
        const made = await createSubscription(
          trx,
          {
            student_id: student.id,
            type: content.kind,
            curriculum_id: content.kind === 'monthly' ? content.id : null,
            course_id: content.kind === 'course' ? content.id : null,
            starts_on: clock.today,
            period_days: trial ? 7 : period,
            price,
            promo_code: promo?.code ?? null,
            method: fromWallet && rand() < 0.5 ? 'wallet' : 'cash',
          },
          by,
          clock,
        ).catch((err: unknown) => {
          // A promo code not usable on the day it was drawn for: the demo goes on without it.
          if ((err as { code?: string }).code?.startsWith('promo_code.')) return null;
          throw err;
        });
        if (!made) return;
        if (promo && made.promo_code) promo.used_count++;
        // Monthly subscriptions renewed month after month, some until today, some left to lapse.
        if (made.type === 'monthly' && !trial && made.ends_on) {
          let ends = made.ends_on;
          const lapses = rand() < 0.3;
          while (ends < today && (!lapses || rand() < 0.6)) {
            const renewDay = addDays(ends, -Math.floor(rand() * 3));
            if (renewDay > today) break;
            const renewal = await renewSubscription(trx, made.id, { method: 'cash' }, by, {
              today: renewDay,
              at: `${renewDay}T09:00:00.000Z`,
            });
            ends = renewal.subscription.ends_on!;
          }
        }
        if (rand() < 0.07) await deleteSubscription(trx, made.id, by);
      });
    }
  }
}

export const seed: Seed = {
  after: ['students', 'curricula', 'courses', 'promo-codes', 'users'],
  run: seedSubscriptions,
};
