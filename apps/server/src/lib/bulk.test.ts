import { describe, expect, it } from 'vitest';
import { useApp } from '../test/build.js';
import { dialects } from '../test/dialects.js';
import { bulkInsert } from './bulk.js';
import { transaction } from './transaction.js';

for (const dialect of dialects) {
  describe(`bulkInsert on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('inserts a chunk a statement, tells its progress, and leaves out what a unique index refuses', async () => {
      const at = new Date().toISOString();
      const statements: string[] = [];
      const progress: number[] = [];
      const batch = await transaction(ctx.app.db, async (trx) => {
        const { id } = await trx
          .insertInto('code_batches')
          .values({ kind: 'wallet', group_id: null, count: 2_345, price: 100, actor_id: 1, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        const rows = Array.from({ length: 2_345 }, (_, i) => ({
          code: `BULK${id}X${String(i).padStart(6, '0')}`.slice(-16),
          kind: 'wallet' as const,
          price: 100,
          group_id: null,
          batch_id: id,
          student_id: null,
          used_at: null,
          created_at: at,
        }));
        const logged = trx.withPlugin({
          transformQuery: (args) => {
            statements.push(args.node.kind);
            return args.node;
          },
          transformResult: async (args) => args.result,
        });
        expect(await bulkInsert(logged, 'codes', rows, { onProgress: (n) => progress.push(n) })).toBe(2_345);
        // The same rows again, two new among them: only those go in.
        const again = [...rows.slice(0, 500), { ...rows[0]!, code: `NEW${id}A` }, { ...rows[0]!, code: `NEW${id}B` }];
        expect(await bulkInsert(trx, 'codes', again, { skipDuplicates: 'code', chunk: 200 })).toBe(2);
        return id;
      });
      expect(statements).toEqual(['InsertQueryNode', 'InsertQueryNode', 'InsertQueryNode']);
      expect(progress).toEqual([1_000, 2_000, 2_345]);
      const stored = await ctx.app.db
        .selectFrom('codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('batch_id', '=', batch)
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(2_347);
    });
  });
}
