import { formatNumber } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Seed } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { seededRandom as generator } from '../../lib/seeded-random.js';
import { transaction } from '../../lib/transaction.js';
import { demoAccounts } from '../users/users.seed.js';
import { createGroup } from '../code-groups/code-groups.service.js';
import { makeBatch, redeemCode } from './codes.service.js';

/**
 * The demo's secret codes, made and redeemed as an admin makes and redeems
 * them: two batches of wallet codes (50 and 100 EGP), a few of each redeemed
 * by demo students; and a code group for each of the demo teacher's first
 * curricula, a few of their codes redeemed by students of the class (each
 * opening a subscription paid by the code).
 */
async function seedCodes(db: Kysely<Database>): Promise<void> {
  const random = generator(20261128);
  const admin = demoAccounts.find((a) => a.role === 'admin')!;
  const adminRow = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('phone', '=', admin.phone)
    .executeTakeFirst();
  if (!adminRow) return;
  const by = { kind: 'user' as const, id: adminRow.id, role: 'admin' as const, name: adminRow.name };
  const students = await db
    .selectFrom('students')
    .select(['id', 'class_id'])
    .where('class_id', 'is not', null)
    .where('system_id', 'is not', null)
    .orderBy('id')
    .execute();

  for (const [count, price, redeemed] of [
    [120, 5_000, 18],
    [80, 10_000, 9],
  ] as const) {
    await transaction(db, async (trx) => {
      const batch = await makeBatch(trx, { kind: 'wallet', count, price, groupId: null }, by);
      const codes = await trx
        .selectFrom('codes')
        .select('code')
        .where('batch_id', '=', batch.id)
        .orderBy('id')
        .execute();
      for (const { code } of codes.slice(0, redeemed)) {
        await redeemCode(trx, { code, student_id: random.pick(students).id }, by);
      }
    });
  }

  const teacher = demoAccounts.find((a) => a.role === 'teacher')!;
  const curricula = await db
    .selectFrom('curricula')
    .innerJoin('users', 'users.id', 'curricula.teacher_id')
    .select(['curricula.id', 'curricula.teacher_id', 'curricula.class_id', 'curricula.title_ar', 'curricula.price'])
    .where('users.phone', '=', teacher.phone)
    .orderBy('curricula.id')
    .limit(3)
    .execute();
  for (const [i, c] of curricula.entries()) {
    await transaction(db, async (trx) => {
      const group = await createGroup(
        trx,
        {
          // An Arabic title's number in Arabic digits, as the admins type it.
          title: `كروت ${c.title_ar} - دفعة ${formatNumber(i + 1, 'ar')}`,
          count: 40 + i * 30,
          teacher_id: c.teacher_id,
          class_id: c.class_id,
          content_type: 'curriculum',
          curriculum_id: c.id,
          course_ids: null,
          price: Number(c.price),
          period_days: 30,
        },
        by,
      );
      // Students of the class without a subscription to it redeem a few of its codes.
      const taken = new Set(
        (
          await trx
            .selectFrom('subscriptions')
            .select('student_id')
            .where('curriculum_id', '=', c.id)
            .where('deleted_at', 'is', null)
            .execute()
        ).map((s) => s.student_id),
      );
      const free = students.filter((s) => s.class_id === c.class_id && !taken.has(s.id)).slice(0, 6);
      const codes = await trx
        .selectFrom('codes')
        .select('code')
        .where('group_id', '=', group.id)
        .orderBy('id')
        .limit(free.length)
        .execute();
      for (const [n, student] of free.entries())
        await redeemCode(trx, { code: codes[n]!.code, student_id: student.id }, by);
    });
  }
}

export const seed: Seed = { after: ['students', 'subscriptions', 'curricula', 'users'], run: seedCodes };
