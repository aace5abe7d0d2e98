import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../db/create-dialect.js';
import { dialects } from '../test/dialects.js';
import { transaction } from './transaction.js';
import { MAX_LARGE_ENTRIES, rememberedReadsOf } from './remembered-reads.js';

for (const dialect of dialects) {
  describe(`remembered reads on ${dialect.name}`, () => {
    let db: ReturnType<typeof createDb>['db'];
    let drop: () => Promise<void>;
    let reads: number;
    const read = () => {
      reads++;
      return sql<{ n: number }>`select count(*) as n from t`.execute(db).then((r) => Number(r.rows[0]!.n));
    };
    const remembered = () => rememberedReadsOf(db)!.remember('count', 60_000, read);

    beforeEach(async () => {
      const created = await dialect.create();
      drop = created.drop;
      db = createDb(created.url).db;
      await sql`create table t (id integer primary key)`.execute(db);
      reads = 0;
    });
    afterEach(async () => {
      await db.destroy();
      await drop();
    });

    it('reads once for all who ask until something is written', async () => {
      expect(await Promise.all([remembered(), remembered()])).toEqual([0, 0]);
      expect(await remembered()).toBe(0);
      expect(reads).toBe(1);
      await db
        .insertInto('t' as never)
        .values({ id: 1 } as never)
        .execute();
      expect(await remembered()).toBe(1);
      expect(reads).toBe(2);
    });

    it('forgets a read made while a transaction was open', async () => {
      await transaction(db, async (trx) => {
        await trx
          .insertInto('t' as never)
          .values({ id: 1 } as never)
          .execute();
        // Kept under the generation of the write sent above; the commit moves it on.
        if (dialect.name === 'postgres') expect(await remembered()).toBe(0);
      });
      expect(await remembered()).toBe(1);
    });

    it('does not keep a failed read', async () => {
      const reads = rememberedReadsOf(db)!;
      await expect(reads.remember('x', 60_000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
      expect(await reads.remember('x', 60_000, async () => 'up')).toBe('up');
    });

    it('serves nothing older than its time to live', async () => {
      const reads = rememberedReadsOf(db)!;
      expect(await reads.remember('x', 0, async () => 1)).toBe(1);
      expect(await reads.remember('x', 0, async () => 2)).toBe(2);
    });

    it('keeps at most so many large values, the oldest going first, and the small ones beside them', async () => {
      const reads = rememberedReadsOf(db)!;
      await reads.remember('small', 60_000, async () => 's');
      for (let i = 0; i <= MAX_LARGE_ENTRIES; i++) {
        await reads.remember(`large${i}`, 60_000, async () => i, { large: true });
      }
      expect(reads.peek('large0')).toBeUndefined();
      expect(await reads.peek('large1')).toBe(1);
      expect(await reads.peek(`large${MAX_LARGE_ENTRIES}`)).toBe(MAX_LARGE_ENTRIES);
      expect(await reads.peek('small')).toBe('s');
    });
  });
}
