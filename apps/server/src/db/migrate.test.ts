import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects } from '../test/dialects.js';
import { createDb } from './create-dialect.js';
import { migrateToLatest } from './migrate.js';
import * as promoPercent from './migrations/2026-12-02-01-subscriptions-promo-percent.js';
import * as subscriptionChanges from './migrations/2026-12-02-02-subscription-changes.js';
import * as subscriptionsCode from './migrations/2026-12-02-03-subscriptions-code.js';
import * as moneyNames from './migrations/2026-12-03-01-money-students-names.js';
import { loadMigrations } from './migrations/index.js';
import { appendOnly, dropAppendOnly } from './migrations/schema-helpers.js';
import { seedIfEmpty } from './seed/index.js';

for (const dialect of dialects) {
  describe(`migrations on ${dialect.name}`, () => {
    it('brings up a database that ran a later-dated migration before an earlier one landed', async () => {
      const database = await dialect.create();
      const { db } = createDb(database.url);
      try {
        // The state of a database migrated before the API keys' migration existed.
        const before = Object.fromEntries(
          Object.entries(await loadMigrations()).filter(([name]) => name !== '2026-11-23-01-api-keys'),
        );
        const old = new Migrator({ db, provider: { getMigrations: async () => before } });
        const { error } = await old.migrateToLatest();
        expect(error).toBeUndefined();
        expect(await migrateToLatest(db)).toEqual(['2026-11-23-01-api-keys']);
        expect(await db.selectFrom('api_keys').select('id').execute()).toEqual([]);
        expect(await migrateToLatest(db)).toEqual([]);
      } finally {
        await db.destroy();
        await database.drop();
      }
    });

    it('gives the subscriptions made before 2026-12-02-01 their promo code’s percentage, and none the others', async () => {
      const database = await dialect.create();
      const { db } = createDb(database.url);
      try {
        await migrateToLatest(db);
        await seedIfEmpty(db);
        // The demo's subscriptions as they were before the column held anything.
        await db.updateTable('subscriptions').set({ promo_percent: null }).execute();
        await promoPercent.fillPromoPercent(db);
        const rows = await db
          .selectFrom('subscriptions as s')
          .leftJoin('promo_codes as p', 'p.id', 's.promo_code_id')
          .select(['s.promo_code_id', 's.promo_percent', 'p.discount_percent'])
          .execute();
        const coded = rows.filter((r) => r.promo_code_id !== null);
        expect(coded.length).toBeGreaterThan(0);
        expect(coded.every((r) => r.promo_percent === r.discount_percent)).toBe(true);
        expect(rows.filter((r) => r.promo_code_id === null).every((r) => r.promo_percent === null)).toBe(true);
      } finally {
        await db.destroy();
        await database.drop();
      }
    });

    it('gives each subscription deleted before 2026-12-02-02 its deletion at its deleted_at, by no one known, and keeps the history append-only', async () => {
      const database = await dialect.create();
      const { db } = createDb(database.url);
      try {
        await migrateToLatest(db);
        await seedIfEmpty(db);
        // The demo as it was before the history was kept: its subscriptions' deleted_at alone.
        await subscriptionChanges.down(db);
        const live = await db.selectFrom('subscriptions').select('id').where('deleted_at', 'is', null).execute();
        // One more deleted, at an instant of its own before the others' (the rows follow time, not ids).
        await db
          .updateTable('subscriptions')
          .set({ deleted_at: '2026-01-02T03:04:05.678Z' })
          .where('id', '=', live.at(-1)!.id)
          .execute();
        const deleted = await db
          .selectFrom('subscriptions')
          .select(['id', 'student_id', 'deleted_at'])
          .where('deleted_at', 'is not', null)
          .orderBy('deleted_at')
          .orderBy('id')
          .execute();
        expect(deleted.length).toBeGreaterThan(1);

        await subscriptionChanges.up(db);
        const history = await db.selectFrom('subscription_changes').selectAll().orderBy('id').execute();
        expect(history.map((c) => ({ ...c, created_at: new Date(c.created_at).toISOString(), id: undefined }))).toEqual(
          deleted.map((s) => ({
            id: undefined,
            subscription_id: s.id,
            student_id: s.student_id,
            kind: 'deleted',
            actor_kind: null,
            actor_id: null,
            actor_name: null,
            created_at: new Date(s.deleted_at!).toISOString(),
          })),
        );
        // Run again, it adds nothing; and nothing changes or removes a row.
        await subscriptionChanges.fillDeletions(db);
        expect(await db.selectFrom('subscription_changes').select('id').execute()).toHaveLength(history.length);
        await expect(db.updateTable('subscription_changes').set({ kind: 'restored' }).execute()).rejects.toThrow(
          /append-only/,
        );
        await expect(db.deleteFrom('subscription_changes').execute()).rejects.toThrow(/append-only/);
      } finally {
        await db.destroy();
        await database.drop();
      }
    });

    it('gives each subscription a code opened before 2026-12-02-03 the code that opened it, and none the others', async () => {
      const database = await dialect.create();
      const { db } = createDb(database.url);
      try {
        await migrateToLatest(db);
        await seedIfEmpty(db);
        // As the app wrote them, then as they were before the column held anything.
        const written = await db.selectFrom('subscriptions').select(['id', 'code_id']).orderBy('id').execute();
        const opened = await db
          .selectFrom('subscriptions')
          .select(['id', 'created_at'])
          .where('code_id', 'is not', null)
          .execute();
        expect(opened.length).toBeGreaterThan(1);
        await db.updateTable('subscriptions').set({ code_id: null }).execute();
        // A redemption before it made its subscriptions a few milliseconds after its code's used_at.
        for (const s of opened) {
          const later = new Date(Date.parse(s.created_at) + 7).toISOString();
          await db.updateTable('subscriptions').set({ created_at: later }).where('id', '=', s.id).execute();
        }
        await subscriptionsCode.fillCodes(db);
        expect(await db.selectFrom('subscriptions').select(['id', 'code_id']).orderBy('id').execute()).toEqual(written);
      } finally {
        await db.destroy();
        await database.drop();
      }
    });
    it('gives the subscriptions, payments and codes before 2026-12-03-01 their students’ names, keeps them through a rename, and lets a payment’s name alone change', async () => {
      const database = await dialect.create();
      const { db } = createDb(database.url);
      // Each row's copy beside its student's name and phone as they are.
      const copies = async () => ({
        subscriptions: await db
          .selectFrom('subscriptions as r')
          .innerJoin('students as st', 'st.id', 'r.student_id')
          .select(['r.id', 'r.student_name', 'r.student_phone', 'st.name', 'st.phone'])
          .orderBy('r.id')
          .execute(),
        payments: await db
          .selectFrom('payments as r')
          .innerJoin('students as st', 'st.id', 'r.student_id')
          .select(['r.id', 'r.student_name', 'st.name'])
          .orderBy('r.id')
          .execute(),
        codes: await db
          .selectFrom('codes as r')
          .leftJoin('students as st', 'st.id', 'r.student_id')
          .select(['r.id', 'r.student_name', 'st.name'])
          .orderBy('r.id')
          .execute(),
      });
      const expectKept = async () => {
        const { subscriptions, payments, codes } = await copies();
        expect(subscriptions.length).toBeGreaterThan(0);
        expect(payments.length).toBeGreaterThan(0);
        expect(codes.some((c) => c.name !== null)).toBe(true);
        expect(subscriptions.filter((r) => r.student_name !== r.name || r.student_phone !== r.phone)).toEqual([]);
        expect(payments.filter((r) => r.student_name !== r.name)).toEqual([]);
        expect(codes.filter((r) => r.student_name !== r.name)).toEqual([]);
      };
      try {
        await migrateToLatest(db);
        await seedIfEmpty(db);
        // As the app wrote them; then from nothing, as the migration fills them.
        await expectKept();
        await db.updateTable('subscriptions').set({ student_name: '', student_phone: '' }).execute();
        await db.updateTable('codes').set({ student_name: null }).execute();
        await dropAppendOnly(db, 'payments');
        await db.updateTable('payments').set({ student_name: '' }).execute();
        await appendOnly(db, 'payments', ['student_name']);
        await moneyNames.fillNames(db);
        await expectKept();

        // A student with a payment, a subscription and a used code renamed, and given another phone.
        const { student_id } = await db
          .selectFrom('payments')
          .select('student_id')
          .where('student_id', 'in', (eb) =>
            eb.selectFrom('codes').select('student_id').where('student_id', 'is not', null),
          )
          .limit(1)
          .executeTakeFirstOrThrow();
        await db
          .updateTable('students')
          .set({ name: 'اسم جديد', phone: '01555555555' })
          .where('id', '=', student_id)
          .execute();
        await expectKept();
        const payment = await db
          .selectFrom('payments')
          .select(['id', 'student_name'])
          .where('student_id', '=', student_id)
          .executeTakeFirstOrThrow();
        expect(payment.student_name).toBe('اسم جديد');

        // A payment's name is the one thing that changes; its money, its student and the row stay.
        await expect(
          db.updateTable('payments').set({ paid: 1 }).where('id', '=', payment.id).execute(),
        ).rejects.toThrow(/append-only/);
        await expect(
          db.updateTable('payments').set({ student_id: 1, student_name: 'x' }).where('id', '=', payment.id).execute(),
        ).rejects.toThrow(/append-only/);
        await expect(db.deleteFrom('payments').where('id', '=', payment.id).execute()).rejects.toThrow(/append-only/);
        await db.updateTable('payments').set({ student_name: 'اسم آخر' }).where('id', '=', payment.id).execute();
      } finally {
        await db.destroy();
        await database.drop();
      }
    });
  });
}
