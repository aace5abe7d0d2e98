import { describe, expect, it } from 'vitest';
import { stages } from '../modules/stages/stages.service.js';
import { signInAs, useApp } from '../test/build.js';
import { dialects } from '../test/dialects.js';
import { captureQueries } from '../test/queries.js';
import { classAndSubject } from '../test/class-and-subject.js';
import { CompiledQuery, sql, type Insertable, type Kysely } from 'kysely';
import type { Database, StagesTable } from '../db/types.js';
import { supportAgentSource } from '../modules/support-agents/support-agents.repository.js';
import { transaction } from './transaction.js';
import {
  keptListPage,
  keysetRows,
  listPage,
  listSource,
  ANCHOR_FROM_OFFSET,
  LEADING_MATCHES,
  REMEMBER_MATCHES_FROM,
  searchText,
  TOTAL_CAP,
  WALK_FROM_MATCHES,
  WALK_WINDOW,
} from './list.js';

/** The app's database without its remembered reads (a new Kysely instance has none): every page read afresh. */
const unremembered = (db: Kysely<Database>) =>
  db.withPlugin({ transformQuery: (args) => args.node, transformResult: async (args) => args.result });

/** Stage rows straight into the table, 500 a statement. */
async function insertStages(db: Kysely<Database>, rows: Insertable<StagesTable>[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('stages')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

for (const dialect of dialects) {
  describe(`lists at scale on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('caps the total past 10,000 rows and reads deep pages and keyset batches in the same order', async () => {
      const now = new Date().toISOString();
      const rows = Array.from({ length: TOTAL_CAP + 1 }, (_, i) => ({
        code: `C${i}`,
        // Many equal names, so the order depends on the id tiebreak.
        name_en: `Stage ${i % 37}`,
        name_ar: `مرحلة ${i % 37}`,
        sort_order: i % 999,
        search_text: `stage ${i % 37}`,
        created_at: now,
        updated_at: now,
      }));
      await insertStages(ctx.app.db, rows);
      const headers = (await signInAs(ctx.app, 'admin')).headers;
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/stages?pageSize=10&page=1000', headers });
      expect(res.json()).toMatchObject({ total: TOTAL_CAP, totalCapped: true, page: 1000, pageSize: 10 });
      expect(res.json().items).toHaveLength(10);
      const few = await ctx.app.inject({ method: 'GET', url: '/api/v1/stages?q=stage%2036', headers });
      expect(few.json()).toMatchObject({ totalCapped: false });

      const query = { sort: '-name_en' as const, q: 'stage 1' };
      const paged = [];
      for (let page = 1; ; page += 1) {
        const { items } = await listPage(ctx.app.db, stages.source(ctx.app.db, query), { page, pageSize: 100 });
        paged.push(...items.map((s) => s.id));
        if (items.length < 100) break;
      }
      const streamed = [];
      for await (const s of keysetRows(stages.source(ctx.app.db, query), 7)) streamed.push(s.id);
      expect(streamed.length).toBeGreaterThan(1000);
      expect(streamed).toEqual(paged);

      // The same rows page by page after each answer's cursor, then back again before each.
      const forward: number[] = [];
      let after: string | undefined;
      let last;
      for (;;) {
        last = await listPage(ctx.app.db, stages.source(ctx.app.db, query), { page: 1, pageSize: 100, after });
        forward.push(...last.items.map((s) => s.id));
        if (!last.nextCursor) break;
        after = last.nextCursor;
      }
      expect(forward).toEqual(paged);
      const backward: number[] = last.items.map((s) => s.id);
      let before = last.prevCursor ?? undefined;
      while (before) {
        const page = await listPage(ctx.app.db, stages.source(ctx.app.db, query), { page: 1, pageSize: 100, before });
        backward.unshift(...page.items.map((s) => s.id));
        before = page.prevCursor ?? undefined;
      }
      expect(backward).toEqual(paged);

      // A deep page by number (past ANCHOR_FROM_OFFSET) read again starts where it did (remembered),
      // as does the next one after it, as they would counted afresh; a row written before them moves
      // them on at once.
      const pageOf = async (db: Kysely<Database>, page: number) =>
        (await listPage(db, stages.source(db, { sort: '-name_en' }), { page, pageSize: 100 })).items.map((s) => s.id);
      expect(1100).toBeGreaterThanOrEqual(ANCHOR_FROM_OFFSET);
      const deep = await pageOf(unremembered(ctx.app.db), 12);
      const next = await pageOf(unremembered(ctx.app.db), 13);
      expect(await pageOf(ctx.app.db, 12)).toEqual(deep);
      expect(await pageOf(ctx.app.db, 12)).toEqual(deep);
      expect(await pageOf(ctx.app.db, 13)).toEqual(next);
      expect(new Set([...deep, ...next]).size).toBe(200);
      await ctx.app.db
        .insertInto('stages')
        .values({ ...rows[9]!, code: 'ZZZ' })
        .execute();
      const moved = await pageOf(ctx.app.db, 12);
      expect(moved.slice(1)).toEqual(deep.slice(0, 99));
      expect(moved).toEqual(await pageOf(unremembered(ctx.app.db), 12));
      expect(await pageOf(ctx.app.db, 13)).toEqual([deep[99], ...next.slice(0, 99)]);
    }, 120_000);

    it('answers cursors of the neighbouring pages, over HTTP, and refuses a cursor that is not one', async () => {
      const headers = (await signInAs(ctx.app, 'admin')).headers;
      const get = (q: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/stages?${q}`, headers });
      const first = (await get('pageSize=1&sort=code')).json();
      expect(first.prevCursor).toBeNull();
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = (await get(`pageSize=1&sort=code&page=2&after=${first.nextCursor}`)).json();
      expect(second.items[0].id).toBe((await get('pageSize=1&sort=code&page=2')).json().items[0].id);
      // A page read by cursor does not know its place: it echoes the `page` sent beside the cursor, 1 when none.
      expect(second.page).toBe(2);
      const unnumbered = (await get(`pageSize=1&sort=code&after=${first.nextCursor}`)).json();
      expect(unnumbered).toMatchObject({ items: second.items, page: 1 });
      expect((await get(`pageSize=1&sort=code&before=${second.prevCursor}`)).json().items).toEqual(first.items);

      for (const bad of [
        `sort=-code&after=${first.nextCursor}`, // made in another order
        'after=bm90LWEtY3Vyc29y', // not JSON of key values
        'after=%2B%2F', // not base64url
        `after=${first.nextCursor}&before=${first.nextCursor}`,
      ]) {
        const res = await get(bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().errors[0].path, bad).toMatch(/^(after|before)$/);
      }
    });

    it('reads the rows past a cursor as one range of the sort index, however many tie on the first key', async () => {
      const now = new Date().toISOString();
      // 600 stages of one name: they all tie on it, and their ids order them.
      await insertStages(
        ctx.app.db,
        Array.from({ length: 600 }, (_, i) => ({
          code: `T${i}`,
          name_en: 'Same',
          name_ar: 'نفسها',
          sort_order: i,
          search_text: 'same',
          created_at: now,
          updated_at: now,
        })),
      );
      const db = unremembered(ctx.app.db);
      const source = () => stages.source(db, { sort: 'name_en' });
      const first = await listPage(db, source(), { page: 1, pageSize: 500 });
      const capture = captureQueries(db);
      let next!: Awaited<ReturnType<typeof listPage>>;
      const statements = await capture
        .during(async () => {
          next = await listPage(db, source(), { page: 1, pageSize: 20, after: first.nextCursor! });
        })
        .finally(() => capture.restore());
      const byOffset = await listPage(db, source(), { page: 26, pageSize: 20 });
      expect(next.items.map((s) => s.id)).toEqual(byOffset.items.map((s) => s.id));
      if (dialect.name !== 'postgres') return;
      // Told to walk an index (the table is small), PostgreSQL starts at the cursor: written out as
      // (name < v or (name = v and id > i)), it bounded the name alone and tested the 500 ties before.
      const page = statements.find((q) => q.sql.includes('list_page'))!;
      const removed = await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_bitmapscan = off`.execute(trx);
        const plan = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
          CompiledQuery.raw(`explain (analyze, format json) ${page.sql}`, [...page.parameters]),
        );
        const counts: number[] = [];
        const walk = (node: Record<string, unknown>) => {
          counts.push(Number(node['Rows Removed by Filter'] ?? 0));
          for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
        };
        const [top] = plan.rows[0]!['QUERY PLAN'] as [{ Plan: Record<string, unknown> }];
        walk(top.Plan);
        return Math.max(...counts);
      });
      expect(removed).toBeLessThan(20);
    });

    it('counts again after any write, whoever makes it', async () => {
      const headers = (await signInAs(ctx.app, 'admin')).headers;
      const total = async () =>
        (await ctx.app.inject({ method: 'GET', url: '/api/v1/stages?pageSize=1&q=extra', headers })).json()
          .total as number;
      const before = await total();
      expect(await total()).toBe(before);
      const now = new Date().toISOString();
      // Written past the API: the totals cache still sees it, as a Kysely plugin of the app's database.
      await ctx.app.db
        .insertInto('stages')
        .values({
          code: 'ZZ9',
          name_en: 'Extra',
          name_ar: 'إضافية',
          sort_order: 1,
          search_text: 'extra',
          created_at: now,
          updated_at: now,
        })
        .execute();
      expect(await total()).toBe(before + 1);
      await ctx.app.db.deleteFrom('stages').where('code', '=', 'ZZ9').execute();
      expect(await total()).toBe(before);
    });

    it('searches what a row holds now, as a substring, taking quotes, % and _ literally, short or long', async () => {
      const headers = (await signInAs(ctx.app, 'admin')).headers;
      const now = new Date().toISOString();
      const subject = (code: string, name: string) => ({
        code,
        name_en: name,
        name_ar: 'مادة',
        specialization_id: null,
        search_text: searchText(name, 'مادة', code),
        created_at: now,
        updated_at: now,
      });
      const [a, b] = await ctx.app.db
        .insertInto('subjects')
        .values([subject('Q1', 'Say "hi" 100% of_the time'), subject('Q2', 'Say hi 100 of the time')])
        .returning('id')
        .execute();
      const found = async (q: string) =>
        (await ctx.app.inject({ method: 'GET', url: `/api/v1/subjects?q=${encodeURIComponent(q)}`, headers }))
          .json()
          .items.map((s: { id: number }) => s.id);
      expect(await found('"hi"')).toEqual([a!.id]);
      expect(await found('100%')).toEqual([a!.id]);
      expect(await found('of_the')).toEqual([a!.id]);
      expect(await found('hi 100')).toEqual([b!.id]);
      expect(await found('ay hi')).toEqual([b!.id]);
      expect((await found('hi')).sort()).toEqual([a!.id, b!.id].sort());
      // A changed row is found by its new text only, a deleted one not at all.
      await ctx.app.db
        .updateTable('subjects')
        .set({ search_text: searchText('Renamed', 'مادة', 'Q2') })
        .where('id', '=', b!.id)
        .execute();
      expect(await found('hi 100')).toEqual([]);
      expect(await found('renamed')).toEqual([b!.id]);
      await ctx.app.db.deleteFrom('subjects').where('id', '=', b!.id).execute();
      expect(await found('renamed')).toEqual([]);
    });
    it('finds a term many rows hold along the sort index, and one whose matches sit elsewhere in the order from the matches', async () => {
      const now = Date.parse('2026-01-01T00:00:00Z');
      // 4,400 agents, past WALK_FROM_MATCHES for both terms. "common" is in every second name, spread
      // through the name order; "late" is in the last 2,100 names only, past the WALK_WINDOW rows a
      // walk by name tries, and spread through the date order.
      expect([2200, 2100].every((n) => n >= WALK_FROM_MATCHES && 4400 - n >= WALK_WINDOW)).toBe(true);
      const agents = Array.from({ length: 4400 }, (_, i) => {
        const name = `Agent ${String(i).padStart(4, '0')}${i % 2 === 0 ? ' common' : ''}${i >= 2300 ? ' late' : ''}`;
        return {
          name,
          phone: `0105${String(i).padStart(7, '0')}`,
          email: null,
          role: 'support-agent' as const,
          password_hash: 'x',
          photo: null,
          active: i % 3 === 0 ? 0 : 1,
          search_text: searchText(name),
          created_at: new Date(now + ((i * 7919) % 4400) * 1000).toISOString(),
          updated_at: new Date(now).toISOString(),
        };
      });
      for (let i = 0; i < agents.length; i += 400) {
        await ctx.app.db
          .insertInto('users')
          .values(agents.slice(i, i + 400))
          .execute();
      }
      const headers = (await signInAs(ctx.app, 'admin')).headers;
      const get = async (url: string) => {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/support-agents?${url}`, headers });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as {
          items: { name: string; created_at: string }[];
          total: number;
          nextCursor: string;
          prevCursor: string;
        };
      };
      const expected = (term: string, order: (a: (typeof agents)[number], b: (typeof agents)[number]) => number) =>
        agents.filter((a) => a.name.includes(term)).sort(order);
      const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1);
      const newest = (a: { created_at: string }, b: { created_at: string }) => (a.created_at < b.created_at ? 1 : -1);
      for (const [term, count] of [
        ['common', 2200],
        ['late', 2100],
      ] as const) {
        for (const [sort, order] of [
          ['name', byName],
          ['-created_at', newest],
        ] as const) {
          const all = expected(term, order);
          const first = await get(`q=${term}&sort=${sort}&pageSize=25`);
          expect(first.total).toBe(count);
          expect(
            first.items.map((a) => a.name),
            `${term} by ${sort}`,
          ).toEqual(all.slice(0, 25).map((a) => a.name));
          const next = await get(`q=${term}&sort=${sort}&pageSize=25&after=${first.nextCursor}`);
          expect(next.items.map((a) => a.name)).toEqual(all.slice(25, 50).map((a) => a.name));
          const back = await get(`q=${term}&sort=${sort}&pageSize=25&before=${next.prevCursor}`);
          expect(back.items.map((a) => a.name)).toEqual(all.slice(0, 25).map((a) => a.name));
          expect(back.prevCursor).toBeNull();
          const deep = await get(`q=${term}&sort=${sort}&pageSize=25&page=7`);
          expect(deep.items.map((a) => a.name)).toEqual(all.slice(150, 175).map((a) => a.name));
        }
      }
      // Without remembered reads (a transaction's), the same pages by walking the sort index, or
      // from the matches read for each page.
      expect(REMEMBER_MATCHES_FROM).toBeLessThanOrEqual(2100);
      const plain = unremembered(ctx.app.db);
      for (const term of ['common', 'late']) {
        for (const [sort, order] of [
          ['name', byName],
          ['-created_at', newest],
        ] as const) {
          const all = expected(term, order);
          const source = () => supportAgentSource(plain, { q: term, sort });
          const first = await listPage(plain, source(), { page: 1, pageSize: 25 });
          expect(first.items.map((a) => a.name)).toEqual(all.slice(0, 25).map((a) => a.name));
          const next = await listPage(plain, source(), { page: 2, pageSize: 25, after: first.nextCursor! });
          expect(next.items.map((a) => a.name)).toEqual(all.slice(25, 50).map((a) => a.name));
          const back = await listPage(plain, source(), { page: 1, pageSize: 25, before: next.prevCursor! });
          expect(back.items.map((a) => a.name)).toEqual(all.slice(0, 25).map((a) => a.name));
        }
      }
      // With another filter beside the search.
      const active = await get('q=common&active=true&sort=name&pageSize=10');
      expect(active.items.map((a) => a.name)).toEqual(
        agents
          .filter((a) => a.name.includes('common') && a.active === 1)
          .sort(byName)
          .slice(0, 10)
          .map((a) => a.name),
      );
    });

    it('pages a term too many rows hold, whose matches sit past the walk, from its first matches read once', async () => {
      const now = new Date().toISOString();
      // 1,500 stages without the term first in name order (the walk by name finds none), then
      // 11,000 with it: more than the total counts, so the order of all of them is not kept.
      const rows = Array.from({ length: 12_500 }, (_, i) => {
        const name = i < 1500 ? `A ${String(i).padStart(5, '0')}` : `B ${String(i).padStart(5, '0')} late`;
        return {
          code: `L${i}`,
          name_en: name,
          name_ar: name,
          sort_order: 1,
          search_text: searchText(name),
          created_at: now,
          updated_at: now,
        };
      });
      await insertStages(ctx.app.db, rows);
      expect(11_000).toBeGreaterThan(TOTAL_CAP);
      expect(1500).toBeGreaterThanOrEqual(WALK_WINDOW);
      const all = rows.filter((r) => r.name_en.endsWith('late')).map((r) => r.name_en);
      const headers = (await signInAs(ctx.app, 'admin')).headers;
      const get = async (query: string) => {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/stages?q=late&sort=name_en&${query}`,
          headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as {
          items: { name_en: string }[];
          totalCapped: boolean;
          nextCursor: string | null;
          prevCursor: string | null;
        };
      };
      const names = (page: { items: { name_en: string }[] }) => page.items.map((x) => x.name_en);
      const first = await get('pageSize=20');
      expect(first.totalCapped).toBe(true);
      expect(names(first)).toEqual(all.slice(0, 20));
      expect(names(await get('pageSize=20&page=3'))).toEqual(all.slice(40, 60));
      // A page of the first matches read again reads nothing; one of its rows renamed, it is read afresh.
      const capture = captureQueries(ctx.app.db);
      try {
        expect(await capture.during(async () => void (await get('pageSize=20&page=3')))).toEqual([]);
      } finally {
        capture.restore();
      }
      await ctx.app.db.updateTable('stages').set({ name_ar: 'renamed' }).where('code', '=', 'L1540').execute();
      expect((await get('pageSize=20&page=3')).items[0]).toMatchObject({ name_en: all[40], name_ar: 'renamed' });
      const next = await get(`pageSize=20&after=${first.nextCursor}`);
      expect(names(next)).toEqual(all.slice(20, 40));
      const back = await get(`pageSize=20&before=${next.prevCursor}`);
      expect(names(back)).toEqual(all.slice(0, 20));
      expect(back.prevCursor).toBeNull();
      // The last page among the first matches, the page after it, and one far past them.
      const pages = LEADING_MATCHES / 20;
      const last = await get(`pageSize=20&page=${pages}`);
      expect(names(last)).toEqual(all.slice(LEADING_MATCHES - 20, LEADING_MATCHES));
      expect(last.nextCursor).not.toBeNull();
      expect(names(await get(`pageSize=20&after=${last.nextCursor}`))).toEqual(
        all.slice(LEADING_MATCHES, LEADING_MATCHES + 20),
      );
      expect(names(await get(`pageSize=20&page=${pages + 1}`))).toEqual(
        all.slice(LEADING_MATCHES, LEADING_MATCHES + 20),
      );
      expect(names(await get('pageSize=20&page=300'))).toEqual(all.slice(5980, 6000));
      // A write is seen at once: a new first match.
      await ctx.app.db
        .insertInto('stages')
        .values({
          ...rows[0]!,
          code: 'L-new',
          name_en: 'B 00000 late',
          name_ar: 'B 00000 late',
          search_text: searchText('B 00000 late'),
        })
        .execute();
      expect(names(await get('pageSize=20'))[0]).toBe('B 00000 late');
    });

    it('reads a page again without a statement until a write to what its rows are read from, names included', async () => {
      const { klass, admin } = await classAndSubject(ctx.app, 'kept', { stage: 'KP-S', subject: 'KP-J' });
      const stage = await ctx.app.db
        .selectFrom('classes')
        .select('stage_id')
        .where('id', '=', klass)
        .executeTakeFirstOrThrow();
      const capture = captureQueries(ctx.app.db);
      const get = async (query: string) => {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/classes?${query}`, headers: admin });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().items as { id: number; name_en: string; stage_name_en: string }[];
      };
      const ours = async () => (await get('pageSize=50')).find((c) => c.id === klass)!;
      try {
        expect((await ours()).stage_name_en).toBe('Stage kept');
        expect(await capture.during(async () => void (await ours()))).toEqual([]);
        // Another page size is another page: read once, then kept too.
        expect((await capture.during(async () => void (await get('pageSize=49')))).length).toBeGreaterThan(0);
        expect(await capture.during(async () => void (await get('pageSize=49')))).toEqual([]);
        // A page after a cursor too.
        const second = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/classes',
          headers: admin,
          payload: { name_ar: 'صف آخر', name_en: 'Another class', stage_id: stage.stage_id },
        });
        expect(second.statusCode, second.body).toBe(201);
        const first = await ctx.app.inject({ method: 'GET', url: '/api/v1/classes?pageSize=1', headers: admin });
        const after = `pageSize=1&after=${first.json().nextCursor as string}`;
        expect((await capture.during(async () => void (await get(after)))).length).toBeGreaterThan(0);
        expect(await capture.during(async () => void (await get(after)))).toEqual([]);
        await ours(); // read afresh: the class added changed the classes
        // A write to a table the page does not read keeps it.
        await ctx.app.db
          .insertInto('settings')
          .values({ key: 'kept-page', value: '1', updated_at: new Date().toISOString() })
          .execute();
        expect(await capture.during(async () => void (await ours()))).toEqual([]);
        // A joined name renamed, the class renamed: each is seen by the next read.
        const renamed = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/v1/stages/${stage.stage_id}`,
          headers: admin,
          payload: { name_en: 'Stage renamed' },
        });
        expect(renamed.statusCode, renamed.body).toBe(200);
        expect((await ours()).stage_name_en).toBe('Stage renamed');
        await ctx.app.db.updateTable('classes').set({ name_en: 'Class renamed' }).where('id', '=', klass).execute();
        expect((await ours()).name_en).toBe('Class renamed');
      } finally {
        capture.restore();
      }
    });

    it('reads filters few rows meet from their own index (on PostgreSQL not along the sort index), remembers their order, and pages them as before', async () => {
      // 600 agents more: the 200 inactive ones (REMEMBER_MATCHES_FROM) are the last names and the
      // oldest, the far end of either sort's index from a page's first rows.
      expect(REMEMBER_MATCHES_FROM).toBeLessThanOrEqual(200);
      const now = Date.parse('2026-01-01T00:00:00Z');
      const agents = Array.from({ length: 600 }, (_, i) => {
        const name = `Agent ${String(i).padStart(4, '0')}`;
        return {
          name,
          phone: `0106${String(i).padStart(7, '0')}`,
          email: null,
          role: 'support-agent' as const,
          password_hash: 'x',
          photo: i % 2 === 0 ? null : 'p.png',
          active: i >= 400 ? 0 : 1,
          search_text: searchText(name),
          created_at: new Date(now + (600 - i) * 1000).toISOString(),
          updated_at: new Date(now).toISOString(),
        };
      });
      await ctx.app.db.insertInto('users').values(agents).execute();
      const headers = (await signInAs(ctx.app, 'admin')).headers;
      type Agent = { id: number; name: string; created_at: string };
      // Ties go by the id, in the sort's direction.
      const byName = (a: Agent, b: Agent) => (a.name === b.name ? a.id - b.id : a.name < b.name ? -1 : 1);
      const newest = (a: Agent, b: Agent) =>
        a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1;
      const capture = captureQueries(ctx.app.db);
      const fencedReads = (queries: CompiledQuery[]) => queries.filter((q) => q.sql.includes('list_matches')).length;
      // Every agent of the state, those of the tests before this one too.
      const agentsOf = (active: number) =>
        ctx.app.db
          .selectFrom('users')
          .select(['id', 'name', 'created_at'])
          .where('role', '=', 'support-agent')
          .where('active', '=', active)
          .execute();
      try {
        for (const [active, matching] of [
          ['false', await agentsOf(0)],
          ['true', await agentsOf(1)],
        ] as const) {
          expect(matching.length).toBeLessThan(TOTAL_CAP);
          for (const [sort, order] of [
            ['name', byName],
            ['-name', (a: Agent, b: Agent) => -byName(a, b)],
            ['-created_at', newest],
          ] as const) {
            const all = [...matching].sort(order).map((a) => a.name);
            const get = async (query: string) => {
              const res = await ctx.app.inject({
                method: 'GET',
                url: `/api/v1/support-agents?active=${active}&sort=${sort}&pageSize=25&${query}`,
                headers,
              });
              expect(res.statusCode, res.body).toBe(200);
              return res.json() as { items: { name: string }[]; total: number; nextCursor: string; prevCursor: string };
            };
            let first: Awaited<ReturnType<typeof get>> | undefined;
            const statements = await capture.during(async () => void (first = await get('page=1')));
            // PostgreSQL read the agents by their role and state (an index of theirs), SQLite as before.
            expect(fencedReads(statements) > 0, `active=${active} by ${sort}`).toBe(dialect.name === 'postgres');
            expect(first!.total).toBe(matching.length);
            expect(first!.items.map((a) => a.name)).toEqual(all.slice(0, 25));
            let next: Awaited<ReturnType<typeof get>> | undefined;
            const nextStatements = await capture.during(
              async () => void (next = await get(`after=${first!.nextCursor}`)),
            );
            expect(next!.items.map((a) => a.name)).toEqual(all.slice(25, 50));
            // On either database the matches' order was remembered: the next page only reads its rows by id.
            expect(
              nextStatements.filter((q) => /\blimit\b/.test(q.sql)).map((q) => q.sql),
              `active=${active} by ${sort}`,
            ).toEqual([]);
            const back = await get(`before=${next!.prevCursor}`);
            expect(back.items.map((a) => a.name)).toEqual(all.slice(0, 25));
            expect((await get('page=7')).items.map((a) => a.name)).toEqual(all.slice(150, 175));
            // Without remembered reads (a transaction's), each page from the filters' rows read for it.
            const plain = unremembered(ctx.app.db);
            const page = (request: { page: number; after?: string }) =>
              listPage(plain, supportAgentSource(plain, { active, sort }), { pageSize: 25, ...request });
            const alone = await page({ page: 1 });
            expect(alone.items.map((a) => a.name)).toEqual(all.slice(0, 25));
            expect((await page({ page: 2, after: alone.nextCursor! })).items.map((a) => a.name)).toEqual(
              all.slice(25, 50),
            );
            expect((await page({ page: 8 })).items.map((a) => a.name)).toEqual(all.slice(175, 200));
          }
        }
        // A filter no index finds (an agent's photo) is left to the planner, as are the agents'
        // rows when there are too many to count (none here).
        const unindexed = listSource({
          db: ctx.app.db,
          from: ctx.app.db.selectFrom('users').where('users.photo', 'is', null),
          id: 'users.id',
          sort: 'name',
          columns: { name: 'users.name' },
          rows: ctx.app.db.selectFrom('users').select(['users.id', 'users.name']),
        });
        let found: { name: string }[] = [];
        const read = await capture.during(async () => {
          found = (await listPage(ctx.app.db, unindexed, { page: 1, pageSize: 10 })).items;
        });
        expect(fencedReads(read)).toBe(0);
        const photoless = await ctx.app.db
          .selectFrom('users')
          .select('name')
          .where('photo', 'is', null)
          .orderBy('name')
          .orderBy('id')
          .limit(10)
          .execute();
        expect(found.map((u) => u.name)).toEqual(photoless.map((u) => u.name));
      } finally {
        capture.restore();
      }
    });

    it('keeps a whole page by what it is asked with: built once until a write to what it reads, apart for other filters or another mapping', async () => {
      const db = ctx.app.db;
      await insertStages(
        db,
        ['Klp B', 'Klp C', 'Klp D'].map((name, i) => ({
          code: `KLP${i}`,
          name_en: name,
          name_ar: name,
          sort_order: i,
          search_text: searchText(name),
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        })),
      );
      let built = 0;
      type Asked = { sort: 'name_en'; q: string; page: number; pageSize: number };
      const sourceOf = (d: Kysely<Database>, f: Asked) => {
        built++;
        return stages.source(d, f);
      };
      const loud = (row: { name_en: string }, f: Asked) => `${row.name_en.toUpperCase()} (${f.q})`;
      const asked: Asked = { sort: 'name_en', q: 'klp', page: 1, pageSize: 2 };
      const page = (f: Asked = asked) => keptListPage(db, sourceOf, f);

      const first = await page();
      expect(first.items.map((r) => r.name_en)).toEqual(['Klp B', 'Klp C']);
      expect(first).toMatchObject({ total: 3, totalCapped: false });
      expect(await page({ ...asked })).toBe(first);
      expect(built).toBe(1);
      // Other filters, another page, another mapping: each its own.
      expect((await page({ ...asked, page: 2 })).items.map((r) => r.name_en)).toEqual(['Klp D']);
      expect((await keptListPage(db, sourceOf, asked, loud)).items).toEqual(['KLP B (klp)', 'KLP C (klp)']);
      expect(built).toBe(3);
      expect(Object.isFrozen(first.items)).toBe(true);
      // A write to what the list reads: read afresh, and seen.
      await db.updateTable('stages').set({ name_en: 'Klp A' }).where('code', '=', 'KLP2').execute();
      const after = await page();
      expect(after.items.map((r) => r.name_en)).toEqual(['Klp A', 'Klp B']);
      expect(built).toBe(4);
      // A write to a table it does not read keeps it.
      await db
        .insertInto('settings')
        .values({ key: 'kept-list-page', value: '1', updated_at: new Date().toISOString() })
        .execute();
      expect(await page()).toBe(after);
      // Without remembered reads (a transaction), built and read each time.
      await transaction(db, async (trx) => {
        await keptListPage(trx, sourceOf, asked);
        await keptListPage(trx, sourceOf, asked);
      });
      expect(built).toBe(6);
    });

    it('hands out a remembered page frozen: no asker can change what the next one is given', async () => {
      await insertStages(ctx.app.db, [
        {
          code: 'FRZ',
          name_en: 'Frozen',
          name_ar: 'مجمدة',
          sort_order: 1,
          search_text: 'frozen',
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        },
      ]);
      const page = () =>
        listPage(ctx.app.db, stages.source(ctx.app.db, { sort: 'name_en' as const }), { page: 1, pageSize: 5 });
      const first = await page();
      expect(Object.isFrozen(first.items[0])).toBe(true);
      expect(() => Object.assign(first.items[0]!, { name_en: 'changed' })).toThrow(TypeError);
      expect((await page()).items).toEqual(first.items);
    });
  });
}
