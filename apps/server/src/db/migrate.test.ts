import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects } from '../test/dialects.js';
import { createDb } from './create-dialect.js';
import { migrateToLatest } from './migrate.js';
import { loadMigrations } from './migrations/index.js';

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
  });
}
