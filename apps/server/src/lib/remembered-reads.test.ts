import { sql, type Kysely, type OperationNode } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../db/create-dialect.js';
import { dialects } from '../test/dialects.js';
import { constant } from './list.js';
import { transaction } from './transaction.js';
import { learnWriteSchema, onlyGrowsWithInserts, POOL_LIMITS, rememberedReadsOf } from './remembered-reads.js';

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

    it.each(['large', 'rows'] as const)(
      'keeps at most so many values of the pool %s, the oldest going first, and the others beside them',
      async (pool) => {
        const reads = rememberedReadsOf(db)!;
        const other = pool === 'large' ? 'rows' : 'large';
        await reads.remember('small', 60_000, async () => 's');
        await reads.remember('other', 60_000, async () => 'o', { pool: other });
        const limit = POOL_LIMITS[pool];
        for (let i = 0; i <= limit; i++) await reads.remember(`${pool}${i}`, 60_000, async () => i, { pool });
        expect(reads.peek(`${pool}0`)).toBeUndefined();
        expect(await reads.peek(`${pool}1`)).toBe(1);
        expect(await reads.peek(`${pool}${limit}`)).toBe(limit);
        expect(await reads.peek('small')).toBe('s');
        expect(await reads.peek('other')).toBe('o');
      },
    );

    describe('once the schema is learnt', () => {
      // t: a list's rows; kept: a count of them kept by a trigger; other: another table.
      // Tables of the test's own, which the app's `Database` does not name.
      type Untyped = Kysely<Record<string, Record<string, string | number | null>>>;
      const untyped = () => db as unknown as Untyped;
      const pg = dialect.name === 'postgres';
      beforeEach(async () => {
        await sql`alter table t add column name text`.execute(db);
        await sql`alter table t add column balance integer default 0`.execute(db);
        await sql`create table kept (id integer primary key, n integer)`.execute(db);
        await sql`create table other (id integer primary key, x integer)`.execute(db);
        await sql`insert into kept (id, n) values (1, 0)`.execute(db);
        if (pg) {
          await sql`create function t_keeps_n() returns trigger language plpgsql as $$
            begin update kept set n = n + 1 where id = 1; return null; end $$`.execute(db);
          await sql`create trigger t_keeps_n after insert on t for each row execute function t_keeps_n()`.execute(db);
          await sql`create trigger t_renamed after update of name on t for each row execute function t_keeps_n()`.execute(
            db,
          );
        } else {
          await sql`create trigger t_keeps_n after insert on t begin update kept set n = n + 1 where id = 1; end`.execute(
            db,
          );
          await sql`create trigger t_renamed after update of name on t begin update kept set n = n + 1 where id = 1; end`.execute(
            db,
          );
        }
        await learnWriteSchema(db, dialect.name);
      });

      /** A read of `query`'s rows, remembered, and how many times it was made; `keptOnInsert` as `remember` takes it. */
      const counter = (
        query: () => { toOperationNode(): OperationNode; compile(): { sql: string }; execute(): Promise<unknown[]> },
        keptOnInsert?: (n: number) => boolean,
      ) => {
        let n = 0;
        const q = query();
        return {
          get reads() {
            return n;
          },
          value: () =>
            rememberedReadsOf(db)!.remember(
              `count ${q.compile().sql}`,
              60_000,
              async () => {
                n++;
                return (await q.execute()).length;
              },
              { dependsOn: q, ...(keptOnInsert ? { keptOnInsert } : {}) },
            ),
        };
      };

      it('keeps a read through an update of a column it does not name, not of one it names', async () => {
        await untyped().insertInto('t').values({ id: 1, name: 'a' }).execute();
        const named = counter(() => untyped().selectFrom('t').select('id').where('name', '=', 'a'));
        const counted = counter(() =>
          untyped()
            .selectFrom(untyped().selectFrom('t').select('id').as('c'))
            .select((eb) => eb.fn.countAll().as('n')),
        );
        await named.value();
        await counted.value();
        await untyped().updateTable('t').set({ balance: 5 }).execute();
        await named.value();
        await counted.value();
        expect([named.reads, counted.reads]).toEqual([1, 1]);
        await untyped().updateTable('t').set({ name: 'b' }).execute();
        expect(await named.value()).toBe(0);
        expect(await counted.value()).toBe(1);
        expect([named.reads, counted.reads]).toEqual([2, 1]);
      });

      it('drops every read of a table a row is inserted into, and of what its triggers write', async () => {
        const rows = counter(() => untyped().selectFrom('t').select('id'));
        const kept = counter(() => untyped().selectFrom('kept').select('n').where('n', '>', 0));
        const others = counter(() => untyped().selectFrom('other').select('id'));
        await Promise.all([rows.value(), kept.value(), others.value()]);
        await untyped().insertInto('t').values({ id: 2 }).execute();
        expect(await rows.value()).toBe(1);
        expect(await kept.value()).toBe(1);
        await others.value();
        expect([rows.reads, kept.reads, others.reads]).toEqual([2, 2, 1]);
      });

      it('has an asker meanwhile wait for a read under way that rows added cannot make wrong, and read again if they can', async () => {
        const reads = rememberedReadsOf(db)!;
        const q = untyped().selectFrom('t').select('id');
        for (const [counted, kept] of [
          [20_000, true],
          [5, false],
        ] as const) {
          const key = `under way ${counted}`;
          let made = 0;
          let finish: (n: number) => void = () => undefined;
          const read = () => {
            made++;
            return new Promise<number>((resolve) => (finish = resolve));
          };
          const options = { dependsOn: q, keptOnInsert: (n: number) => n > 10_000 };
          const first = reads.remember(key, 60_000, read, options);
          // A row added while the first read runs: the next asker waits for it...
          await untyped().insertInto('t').values({ id: counted }).execute();
          const second = reads.remember(key, 60_000, read, options);
          expect(made).toBe(1);
          finish(counted);
          expect(await first).toBe(counted);
          if (kept) {
            // ... and takes its value, which a row added cannot make wrong.
            expect(await second).toBe(counted);
            expect(made).toBe(1);
          } else {
            // ... and reads again, since a row added can change a small count.
            await new Promise((resolve) => setTimeout(resolve, 0));
            expect(made).toBe(2);
            finish(counted + 1);
            expect(await second).toBe(counted + 1);
          }
        }
        // Any other write meanwhile to what it reads (a row's id changed): the next asker reads at once.
        let made = 0;
        const read = async () => ++made;
        const options = { dependsOn: q, keptOnInsert: () => true };
        const first = reads.remember('under way, changed', 60_000, read, options);
        await untyped().updateTable('t').set({ id: 7 }).where('id', '=', 5).execute();
        await reads.remember('under way, changed', 60_000, read, options);
        await first;
        expect(made).toBe(2);
      });

      it('keeps a value rows added cannot make wrong through a plain insert, not through any other write', async () => {
        await untyped().insertInto('t').values({ id: 1, name: 'a' }).execute();
        // Kept by an insert whatever the number of rows (as a count past the cap is), or from 100.
        const named = counter(
          () => untyped().selectFrom('t').select('id').where('name', '=', 'a'),
          () => true,
        );
        const few = counter(
          () => untyped().selectFrom('t').select('id').where('id', '<', 100),
          (n) => n >= 100,
        );
        const triggered = counter(
          () => untyped().selectFrom('kept').select('n').where('n', '>=', 0),
          () => true,
        );
        const all = () => Promise.all([named.value(), few.value(), triggered.value()]);
        await all();
        await untyped().insertInto('t').values({ id: 2, name: 'a' }).execute();
        await all();
        // Kept: the read of `t`; read again: the one its value does not let be kept, and what the insert's trigger wrote.
        expect([named.reads, few.reads, triggered.reads]).toEqual([1, 2, 2]);
        await transaction(db, async (trx) => {
          await (trx as unknown as Untyped).insertInto('t').values({ id: 3, name: 'b' }).execute();
        });
        expect(await named.value()).toBe(1);
        expect(named.reads).toBe(1);
        // Every other write that reaches the rows it reads is not only rows added.
        const writes = [
          () => untyped().updateTable('t').set({ name: 'a' }).where('id', '=', 3).execute(),
          () =>
            untyped()
              .insertInto('t')
              .values({ id: 3, name: 'c' })
              .onConflict((oc) => oc.column('id').doUpdateSet({ name: 'a' }))
              .execute(),
          () => sql`insert into t (id, name) values (4, 'a')`.execute(db),
          () => sql`update t set name = 'a' where id = 1`.execute(db),
        ];
        let reads = 1;
        for (const write of writes) {
          await write();
          await named.value();
          expect(named.reads).toBe(++reads);
        }
      });

      it('tells the queries that can only gain rows when rows are added', () => {
        const t = () => untyped().selectFrom('t').select('id');
        const grows = [
          t().where('name', '=', 'a').where('balance', '>', 0),
          t()
            .innerJoin('other', 'other.id', 't.id')
            .where((eb) => eb.or([eb('name', '=', 'a'), eb('name', 'like', 'b%')])),
          t().where('id', 'in', untyped().selectFrom('other').select('id').where('x', '=', 1)),
          t().where((eb) => eb.not(eb('name', '=', 'a'))),
          // A literal written into the SQL (`constant()` in lib/list.ts, a payment's type) is no subquery.
          t().where('name', '=', constant('monthly')).where('balance', '>', sql.lit(0)),
        ];
        const not = [
          t().leftJoin('other', 'other.id', 't.id').where('other.id', 'is', null),
          t().where('id', 'not in', untyped().selectFrom('other').select('id')),
          t().where((eb) => eb.not(eb.exists(untyped().selectFrom('other').select('id')))),
          t().where('id', 'in', untyped().selectFrom('other').select('id').limit(10)),
          t().where(
            'balance',
            '>',
            untyped()
              .selectFrom('other')
              .select((eb) => eb.fn.max('x').as('m')),
          ),
          t().where('balance', '=', untyped().selectFrom('other').select('x').where('id', '=', 1)),
          t().where(sql<boolean>`not exists (select 1 from other)`),
          t().where('balance', '>', sql<number>`(select max(x) from other)`),
          t().groupBy('name'),
        ];
        expect(grows.map(onlyGrowsWithInserts)).toEqual(grows.map(() => true));
        expect(not.map(onlyGrowsWithInserts)).toEqual(not.map(() => false));
      });

      it('drops what a trigger writes only when the update fires it', async () => {
        await untyped().insertInto('t').values({ id: 1, name: 'a' }).execute();
        const kept = counter(() => untyped().selectFrom('kept').select('n').where('n', '>', 0));
        await kept.value();
        await untyped().updateTable('t').set({ balance: 5 }).execute();
        expect(await kept.value()).toBe(1);
        expect(kept.reads).toBe(1);
        await untyped().updateTable('t').set({ name: 'b' }).execute();
        await kept.value();
        expect(kept.reads).toBe(2);
      });

      it.skipIf(!pg)('drops every read of a table whose before trigger may change the row being updated', async () => {
        await sql`create function t_stamps_name() returns trigger language plpgsql as $$
          begin new.name := 'stamped'; return new; end $$`.execute(db);
        await sql`create trigger t_stamps_name before update of balance on t for each row execute function t_stamps_name()`.execute(
          db,
        );
        await learnWriteSchema(db, dialect.name);
        await untyped().insertInto('t').values({ id: 1, name: 'a' }).execute();
        const named = counter(() => untyped().selectFrom('t').select('id').where('name', '=', 'stamped'));
        expect(await named.value()).toBe(0);
        await untyped().updateTable('t').set({ balance: 5 }).execute();
        expect(await named.value()).toBe(1);
      });

      it('drops what a transaction wrote when it commits, and only that', async () => {
        const rows = counter(() => untyped().selectFrom('t').select('id'));
        const others = counter(() => untyped().selectFrom('other').select('id'));
        await transaction(db, async (trx) => {
          await (trx as unknown as Untyped).insertInto('t').values({ id: 3 }).execute();
          // Read on another connection while the transaction is open: it cannot see the row yet.
          // (SQLite has one connection, which the transaction holds.)
          if (pg) {
            expect(await rows.value()).toBe(0);
            await others.value();
          }
        });
        expect(await rows.value()).toBe(1);
        await others.value();
        expect(others.reads).toBe(1);
      });

      it('drops everything on a delete, and forgets the schema when it changes', async () => {
        const others = counter(() => untyped().selectFrom('other').select('id'));
        await others.value();
        await untyped().deleteFrom('t').execute();
        await others.value();
        expect(others.reads).toBe(2);
        await sql`create table later (id integer primary key)`.execute(db);
        await others.value();
        await untyped().updateTable('t').set({ balance: 1 }).execute();
        await others.value();
        expect(others.reads).toBe(4);
      });
    });
  });
}
