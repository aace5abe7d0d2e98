import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects } from '../test/dialects.js';
import { createDb } from './create-dialect.js';
import { migrateToLatest } from './migrate.js';
import * as promoPercent from './migrations/2026-12-02-01-subscriptions-promo-percent.js';
import { loadMigrations } from './migrations/index.js';
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
  });
}
