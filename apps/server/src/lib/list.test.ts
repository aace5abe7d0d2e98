import { describe, expect, it } from 'vitest';
import { stageSource } from '../modules/stages/stages.repository.js';
import { signInAs, useApp } from '../test/build.js';
import { dialects } from '../test/dialects.js';
import { keysetRows, listPage, TOTAL_CAP } from './list.js';

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
      for (let i = 0; i < rows.length; i += 500) {
        await ctx.app.db
          .insertInto('stages')
          .values(rows.slice(i, i + 500))
          .execute();
      }
      const headers = (await signInAs(ctx.app, 'admin')).headers;
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/stages?pageSize=10&page=1000', headers });
      expect(res.json()).toMatchObject({ total: TOTAL_CAP, totalCapped: true, page: 1000, pageSize: 10 });
      expect(res.json().items).toHaveLength(10);
      const few = await ctx.app.inject({ method: 'GET', url: '/api/v1/stages?q=stage%2036', headers });
      expect(few.json()).toMatchObject({ totalCapped: false });

      const query = { sort: '-name_en' as const, q: 'stage 1' };
      const paged = [];
      for (let page = 1; ; page += 1) {
        const { items } = await listPage(ctx.app.db, stageSource(ctx.app.db, query), page, 100);
        paged.push(...items.map((s) => s.id));
        if (items.length < 100) break;
      }
      const streamed = [];
      for await (const s of keysetRows(stageSource(ctx.app.db, query), 7)) streamed.push(s.id);
      expect(streamed.length).toBeGreaterThan(1000);
      expect(streamed).toEqual(paged);
    }, 120_000);
  });
}
