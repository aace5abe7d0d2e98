import { describe, expect, it } from 'vitest';
import { signInAs, useApp } from './build.js';
import { dialects } from './dialects.js';

type Parameter = { name: string; in: string; schema?: { type?: string; format?: string } };
type Document = { paths: Record<string, Record<string, { operationId: string; parameters?: Parameter[] }>> };

/** A range's bounds as their names pair them: `from`/`to`, `<x>_from`/`<x>_to`, `<x>_min`/`<x>_max`. */
const upperOf = (lower: string) =>
  lower === 'from' ? 'to' : lower.endsWith('_from') ? lower.replace(/_from$/, '_to') : lower.replace(/_min$/, '_max');

/** A low and a high value of a bound's kind: amounts, days or instants. */
function values(schema: Parameter['schema']): [low: string, high: string] {
  if (schema?.type === 'integer' || schema?.type === 'number') return ['1', '5'];
  if (schema?.format === 'date') return ['2026-01-01', '2026-02-01'];
  return ['2026-01-01T00:00:00+02:00', '2026-02-01T00:00:00+02:00'];
}

/**
 * Every operation whose query has a range, found in the document by the
 * bounds' names, refuses the bounds reversed as the payments report first
 * did, 400 `validation.range_reversed` on the upper bound, and takes them in
 * order: a list reversed answered an empty page, as if nothing matched.
 */
for (const dialect of dialects) {
  describe(`ranges of every list on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('refuses an upper bound below its lower one, on the upper, and takes them in order or equal', async () => {
      const { app } = ctx;
      const admin = await signInAs(app, 'admin');
      const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
      const checked: string[] = [];
      for (const [path, item] of Object.entries(doc.paths)) {
        const op = item.get;
        const query = (op?.parameters ?? []).filter((p) => p.in === 'query');
        for (const lower of query) {
          const upper = query.find((p) => p.name !== lower.name && p.name === upperOf(lower.name));
          if (!op || !upper) continue;
          const [low, high] = values(lower.schema);
          const ask = (from: string, to: string, language = 'en') =>
            app.inject({
              method: 'GET',
              url: `${path}?${lower.name}=${encodeURIComponent(from)}&${upper.name}=${encodeURIComponent(to)}`,
              headers: { ...admin.headers, 'accept-language': language },
            });
          const label = `${op.operationId} ${lower.name}/${upper.name}`;
          const reversed = await ask(high, low);
          expect(reversed.statusCode, label).toBe(400);
          expect(reversed.json().errors, label).toEqual([{ path: upper.name, code: 'validation.range_reversed' }]);
          const arabic = await ask(high, low, 'ar');
          expect(arabic.json().message, label).toBe('نهاية النطاق قبل بدايته');
          expect((await ask(low, high)).statusCode, label).toBe(200);
          expect((await ask(low, low)).statusCode, label).toBe(200);
          checked.push(label);
        }
      }
      // Found by their names: a range renamed out of the pattern would be checked nowhere.
      expect(checked).toEqual(
        expect.arrayContaining([
          'listStudents registered_from/registered_to',
          'listStudents balance_min/balance_max',
          'exportStudents balance_min/balance_max',
          'listPayments from/to',
          'exportPayments from/to',
          'getPaymentSummary from/to',
          'listAuditLog from/to',
          'exportAuditLog from/to',
        ]),
      );
    });

    it('compares instants as the times they are, whatever their offsets', async () => {
      const admin = await signInAs(ctx.app, 'admin');
      const list = (from: string, to: string) =>
        ctx.app.inject({
          method: 'GET',
          url: `/api/v1/students?registered_from=${encodeURIComponent(from)}&registered_to=${encodeURIComponent(to)}`,
          headers: admin.headers,
        });
      // 00:30 in Cairo is 22:30 UTC the day before: before 23:00 UTC, though its text sorts after it.
      expect((await list('2026-03-02T00:30:00+02:00', '2026-03-01T23:00:00Z')).statusCode).toBe(200);
      expect((await list('2026-03-01T23:00:00Z', '2026-03-02T00:30:00+02:00')).statusCode).toBe(400);
    });
  });
}
