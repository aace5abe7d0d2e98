import { describe, expect, it } from 'vitest';
import { countRows, useApp } from '../test/build.js';
import { dialects } from '../test/dialects.js';
import { AppError } from './app-error.js';
import { tableEntity } from './table-entity.js';

/**
 * A rule across fields (`check`) sees the record as it will be stored: the
 * create's input, or the row with the update's fields over it. Stages stand
 * in for any plain entity: here the rule is that a stage's order may not be
 * above 9 while its code is a short one.
 */
const ruled = tableEntity({
  table: 'stages',
  rows: (db) => db.selectFrom('stages').selectAll('stages'),
  toItem: (row) => row,
  sort: { code: 'stages.code' },
  search: ['code'],
  check: (record) =>
    record.code.length < 3 && (record.sort_order ?? 0) > 9
      ? [{ path: 'sort_order', code: 'validation.max_value', params: { max: 9 } }]
      : [],
});

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

for (const dialect of dialects) {
  describe(`tableEntity's rules across fields on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('refuses a create that breaks the rule with 400 on the field, and writes nothing', async () => {
      const before = await countRows(ctx.app, 'stages');
      const error = await refusal(
        ruled.create(ctx.app.db, { code: 'AB', name_ar: 'مرحلة', name_en: 'Stage', sort_order: 12 }),
      );
      expect(error.statusCode).toBe(400);
      expect(error.errors).toEqual([{ path: 'sort_order', code: 'validation.max_value', params: { max: 9 } }]);
      expect(await countRows(ctx.app, 'stages')).toBe(before);
    });

    it('checks an update against the fields it leaves as they are', async () => {
      const made = await ruled.create(ctx.app.db, { code: 'LONG', name_ar: 'مرحلة', name_en: 'Stage', sort_order: 12 });
      // Only the code changes, but with the stored order the record would break the rule.
      const error = await refusal(ruled.update(ctx.app.db, made.id, { code: 'AB' }));
      expect(error.errors?.[0]).toMatchObject({ path: 'sort_order' });
      expect((await ruled.get(ctx.app.db, made.id)).code).toBe('LONG');
      // Changing both so the record holds is taken.
      expect((await ruled.update(ctx.app.db, made.id, { code: 'AB', sort_order: 2 })).code).toBe('AB');
    });
  });
}
