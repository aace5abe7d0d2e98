import { describe, expect, it } from 'vitest';
import { signInAs, useApp } from '../../test/build.js';
import { crudContract } from '../../test/crud-contract.js';
import { dialects } from '../../test/dialects.js';

const ladder = [
  { name_ar: 'المرحلة الابتدائية', name_en: 'Primary', code: 'PRI' },
  { name_ar: 'المرحلة الإعدادية', name_en: 'Preparatory', code: 'PREP' },
  { name_ar: 'المرحلة الثانوية', name_en: 'Secondary', code: 'SEC' },
];

crudContract('stages', {
  path: '/api/v1/stages',
  valid: async (_app, n) => ({ ...ladder[n], sort_order: n + 1 }),
  sort: { field: 'sort_order', value: (s) => s.sort_order as number },
  search: (n) => ladder[n]!.code,
  invalid: {
    body: { name_ar: 'م', name_en: 'x'.repeat(101), code: 'has space' },
    errors: [
      { path: 'name_ar', code: 'validation.min', params: { min: 2 } },
      { path: 'name_en', code: 'validation.max', params: { max: 100 } },
      { path: 'code', code: 'validation.invalid' },
    ],
  },
  conflict: (first) => ({
    body: { name_ar: 'مرحلة أخرى', name_en: 'Other', code: first.code },
    code: 'stage.code_taken',
  }),
  inUse: {
    code: 'stage.in_use',
    use: async (app, stage) => {
      const now = new Date().toISOString();
      await app.db
        .insertInto('classes')
        .values({
          stage_id: stage.id,
          name_ar: 'صف',
          name_en: 'Class',
          sort_order: 1,
          search_text: 'x',
          created_at: now,
          updated_at: now,
        })
        .execute();
    },
  },
  change: { body: { name_en: 'Preparatory stage' }, expect: { name_en: 'Preparatory stage', code: 'PREP' } },
  exportHeadings: ['Code', 'Arabic name', 'English name', 'Order', 'Classes', 'Added on'],
});

for (const dialect of dialects) {
  describe(`stages on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('trims names, counts classes and searches ignoring Arabic letter variants, diacritics and case', async () => {
      const headers = (await signInAs(ctx.app, 'admin')).headers;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/stages',
        headers,
        payload: { name_ar: ' المرحلة الإعدادية ', name_en: 'Preparatory', code: 'PREP' },
      });
      expect(res.json()).toMatchObject({ name_ar: 'المرحلة الإعدادية', sort_order: 0, class_count: 0 });
      for (const q of ['الاعدادية', 'الإعداديّة', 'preparatory', 'prep']) {
        const found = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/stages?q=${encodeURIComponent(q)}`,
          headers,
        });
        expect(found.json().total, q).toBe(1);
      }
    });

    it('answers a missing field as required', async () => {
      const headers = (await signInAs(ctx.app, 'admin')).headers;
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/stages', headers, payload: {} });
      expect(res.json().errors).toEqual([
        { path: 'name_ar', code: 'validation.required' },
        { path: 'name_en', code: 'validation.required' },
        { path: 'code', code: 'validation.required' },
      ]);
    });
  });
}
