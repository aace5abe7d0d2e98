import { addDays, todayInCairo, type Payment, type PaymentSummary } from '@dashboard/contracts';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/seed/index.js';
import { signInAs, useApp } from '../../test/build.js';
import { dialects } from '../../test/dialects.js';
import { csvLines } from '../../test/exports.js';

const API = '/api/v1';

for (const dialect of dialects) {
  describe(`the payments report on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const get = async (url: string, role: 'admin' | 'teacher' | 'support-agent' = 'admin') =>
      ctx.app.inject({ method: 'GET', url: `${API}/${url}`, headers: (await signInAs(ctx.app, role)).headers });

    /** Every payment the filter keeps, straight from the table, summed as the report must. */
    async function summed(f: {
      from: string;
      to: string;
      teacher_id?: number;
      type?: 'monthly' | 'course';
      promo_code_id?: number;
    }) {
      let q = ctx.app.db.selectFrom('payments').selectAll().where('paid_on', '>=', f.from).where('paid_on', '<=', f.to);
      if (f.teacher_id) q = q.where('teacher_id', '=', f.teacher_id);
      if (f.type) q = q.where('type', '=', f.type);
      if (f.promo_code_id) q = q.where('promo_code_id', '=', f.promo_code_id);
      const rows = await q.execute();
      const byDay = new Map<string, number>();
      for (const r of rows) byDay.set(r.paid_on, (byDay.get(r.paid_on) ?? 0) + Number(r.paid));
      return {
        totals: {
          payments: rows.length,
          original_price: rows.reduce((s, r) => s + Number(r.original_price), 0),
          discount: rows.reduce((s, r) => s + Number(r.discount), 0),
          paid: rows.reduce((s, r) => s + Number(r.paid), 0),
        },
        byDay,
      };
    }

    it('keeps totals and sums a day that equal the payments, for any filter, from the demo’s subscriptions', async () => {
      await seedIfEmpty(ctx.app.db);
      const today = todayInCairo();
      const from = addDays(today, -200);
      const all = await ctx.app.db.selectFrom('payments').select(['teacher_id', 'promo_code_id']).execute();
      expect(all.length).toBeGreaterThan(100);
      const teacher = all[0]!.teacher_id;
      const promo = all.find((p) => p.promo_code_id !== null)?.promo_code_id ?? undefined;
      const filters = [
        { from, to: today },
        { from, to: today, teacher_id: teacher },
        { from, to: today, type: 'course' as const },
        { from: addDays(today, -30), to: today, type: 'monthly' as const, teacher_id: teacher },
        ...(promo ? [{ from, to: today, promo_code_id: promo }] : []),
      ];
      for (const f of filters) {
        const query = new URLSearchParams(
          Object.entries(f).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString();
        const res = await get(`payments/summary?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        const summary = res.json() as PaymentSummary;
        const expected = await summed(f);
        expect(summary.totals).toEqual(expected.totals);
        expect(summary.days[0]!.day).toBe(f.from);
        expect(summary.days.at(-1)!.day).toBe(f.to);
        for (const d of summary.days) expect(d.paid).toBe(expected.byDay.get(d.day) ?? 0);
        // The list keeps the same payments.
        const list = (await get(`payments?${query}&pageSize=1`)).json();
        expect(Math.min(list.total, 10_000)).toBe(Math.min(expected.totals.payments, 10_000));
      }
    });

    it('lists, filters, sorts and exports the payments; the export is audited; a student’s payments page by keyset', async () => {
      await seedIfEmpty(ctx.app.db);
      const page = (await get('payments?sort=-paid&pageSize=5')).json();
      const paid = page.items.map((p: Payment) => p.paid);
      expect(paid).toEqual([...paid].sort((a: number, b: number) => b - a));
      for (const p of page.items as Payment[]) expect(p.paid).toBe(p.original_price - p.discount);
      const monthly = (await get('payments?type=monthly&pageSize=20')).json();
      for (const p of monthly.items as Payment[]) expect(p.type).toBe('monthly');
      expect((await get('payments?sort=student')).statusCode).toBe(400);
      expect((await get('payments?colour=red')).statusCode).toBe(400);

      const csv = csvLines(await get(`payments/export?format=csv&lang=ar&type=course`));
      expect(csv[0]).toContain('السعر المدفوع');
      const audit = await ctx.app.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('entity', '=', 'payments')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit.action).toBe('export');

      const student = (page.items as Payment[])[0]!.student.id;
      const first = (await get(`students/${student}/payments?pageSize=1`)).json();
      expect(first.items).toHaveLength(1);
      const rest = (await get(`students/${student}/payments?pageSize=100&after=${first.items[0].id}`)).json();
      const ids = [...first.items, ...rest.items].map((p: Payment) => p.id);
      const stored = await ctx.app.db
        .selectFrom('payments')
        .select('id')
        .where('student_id', '=', student)
        .orderBy('id', 'desc')
        .execute();
      expect(ids).toEqual(stored.map((r) => r.id));
    });

    it('refuses a range backwards or past a year, and everyone but an admin', async () => {
      const today = todayInCairo();
      const backwards = await get(`payments/summary?from=${today}&to=${addDays(today, -1)}`);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().errors[0].path).toBe('to');
      expect((await get(`payments/summary?from=${addDays(today, -400)}&to=${today}`)).statusCode).toBe(400);
      expect((await get(`payments/summary?to=${today}`)).statusCode).toBe(400);
      for (const role of ['teacher', 'support-agent'] as const) {
        expect((await get('payments', role)).statusCode).toBe(403);
        expect((await get(`payments/summary?from=${today}&to=${today}`, role)).statusCode).toBe(403);
        expect((await get('payments/export?format=csv', role)).statusCode).toBe(403);
        expect((await get('students/1/payments', role)).statusCode).toBe(403);
      }
      expect((await get('students/999999/payments')).statusCode).toBe(404);
    });
  });
}
