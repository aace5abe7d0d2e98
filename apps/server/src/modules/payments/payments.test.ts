import { addDays, todayInCairo, type Payment, type PaymentSummary } from '@dashboard/contracts';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/seed/index.js';
import { addCourse } from '../../test/academic.js';
import { signInAs, useApp } from '../../test/build.js';
import { dialects } from '../../test/dialects.js';
import { csvLines } from '../../test/exports.js';
import { FILTER_WALK_WINDOW, keysetRows, listPage, WALK_FROM_MATCHES } from '../../lib/list.js';
import { subscriptionSource } from '../subscriptions/subscriptions.repository.js';
import { toSubscription } from '../subscriptions/subscriptions.service.js';
import { paymentSource, toPayment } from './payments.repository.js';

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

    const queryOf = (f: object) =>
      new URLSearchParams(Object.entries(f).map(([k, v]): [string, string] => [k, String(v)])).toString();

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
        const query = queryOf(f);
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

      // A summary asked again is remembered; a payment made since is in the next one, whichever sums it reads.
      const renewable = await ctx.app.db
        .selectFrom('subscriptions')
        .select(['id', 'teacher_id'])
        .where('type', '=', 'monthly')
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const asked = [
        { from, to: today },
        { from, to: today, teacher_id: renewable.teacher_id },
        { from, to: today, teacher_id: renewable.teacher_id, type: 'monthly' as const },
      ];
      const before = [];
      for (const f of asked) before.push((await get(`payments/summary?${queryOf(f)}`)).json());
      const renewed = await ctx.app.inject({
        method: 'POST',
        url: `${API}/subscriptions/${renewable.id}/renew`,
        headers: { ...(await signInAs(ctx.app, 'admin')).headers, 'idempotency-key': 'summary-after-renewal' },
        payload: { method: 'cash' },
      });
      expect(renewed.statusCode, renewed.body).toBe(200);
      for (const [i, f] of asked.entries()) {
        const after = (await get(`payments/summary?${queryOf(f)}`)).json() as PaymentSummary;
        expect(after.totals.payments, JSON.stringify(f)).toBe(before[i].totals.payments + 1);
        expect(after.totals).toEqual((await summed(f)).totals);
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

    it('exports the rows the list shows, their names looked up rather than joined, payments and subscriptions', async () => {
      await seedIfEmpty(ctx.app.db);
      const db = ctx.app.db;
      // A course bought beside the demo's curricula: both kinds of content are looked up.
      const demo = await db.selectFrom('subscriptions').selectAll().limit(1).executeTakeFirstOrThrow();
      const course = await addCourse(
        ctx.app,
        {
          teacher_id: demo.teacher_id,
          class_id: demo.class_id,
          subject_id: demo.subject_id,
          name_en: 'Revision course',
          price: 5_000,
        },
        'كورس المراجعة',
      );
      const bought = await ctx.app.inject({
        method: 'POST',
        url: `${API}/subscriptions`,
        headers: { ...(await signInAs(ctx.app, 'admin')).headers, 'idempotency-key': 'export-names-course' },
        payload: { student_id: demo.student_id, type: 'course', course_id: course, price: 5_000, method: 'cash' },
      });
      expect(bought.statusCode, bought.body).toBe(201);
      const all = async <T extends { id: number }>(rows: AsyncIterable<T>) => {
        const found: T[] = [];
        for await (const row of rows) found.push(row);
        return found;
      };
      const payments = paymentSource(db, { sort: 'paid_on' });
      const joined = (await all(keysetRows({ ...payments, names: undefined }, 7))).map(toPayment);
      const looked = (await all(keysetRows(payments, 7))).map(toPayment);
      expect(joined.length).toBeGreaterThan(100);
      expect(looked).toEqual(joined);
      const subscriptions = subscriptionSource(db, { deleted: false, today: todayInCairo(), sort: '-created_at' });
      const plain = (await all(keysetRows({ ...subscriptions, names: undefined }, 7))).map((r) => toSubscription(r));
      const named = (await all(keysetRows(subscriptions, 7))).map((r) => toSubscription(r));
      expect(plain.length).toBeGreaterThan(20);
      expect(plain.some((s) => s.promo_code !== null)).toBe(true);
      expect(plain.find((s) => s.type === 'course')?.content.name_ar).toBe('كورس المراجعة');
      expect(joined.find((p) => p.type === 'course')?.content.name_en).toBe('Revision course');
      expect(named).toEqual(plain);
    });

    it('refuses days outside the years the dashboard takes, at once, and answers a range within them', async () => {
      const today = todayInCairo();
      // The day after 9999-12-31 is "10000-01-01", which sorts before it: a walk from day to day
      // that compared the texts never ended, and the summary took the server's memory with it.
      const started = Date.now();
      const farthest = await ctx.app.inject({
        method: 'GET',
        url: `${API}/payments/summary?from=9999-12-31&to=9999-12-31`,
        headers: { ...(await signInAs(ctx.app, 'admin')).headers, 'accept-language': 'ar' },
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(farthest.statusCode).toBe(400);
      expect(farthest.json()).toMatchObject({
        code: 'validation.day_range',
        message: 'هذا اليوم بعيد جدًا في الماضي أو المستقبل',
        errors: [
          { path: 'from', code: 'validation.day_range' },
          { path: 'to', code: 'validation.day_range' },
        ],
      });
      // The list and its export take the same days; so does each bound alone.
      for (const url of ['payments', 'payments/export', 'payments/summary']) {
        for (const [query, path] of [
          [`from=1999-12-31&to=${today}`, 'from'],
          [`from=${today}&to=2100-01-01`, 'to'],
          ['from=0000-01-01&to=0000-01-02', 'from'],
        ] as const) {
          const res = await get(`${url}?${query}`);
          expect(res.statusCode, `${url}?${query}`).toBe(400);
          expect(res.json().errors, `${url}?${query}`).toContainEqual({ path, code: 'validation.day_range' });
        }
      }
      // The first and last days taken, and the days between.
      const edges = await get('payments/summary?from=2099-12-01&to=2099-12-31');
      expect(edges.statusCode).toBe(200);
      expect((edges.json() as PaymentSummary).days.map((d) => d.day).at(-1)).toBe('2099-12-31');
      expect((await get('payments?from=2000-01-01&to=2000-01-31')).statusCode).toBe(200);
      const month = await get(`payments/summary?from=${addDays(today, -29)}&to=${today}`);
      expect(month.statusCode).toBe(200);
      expect((month.json() as PaymentSummary).days).toHaveLength(30);
    });

    it('refuses a range backwards or past a year, and everyone but an admin', async () => {
      const today = todayInCairo();
      // The list, its export and the summary alike.
      for (const url of ['payments', 'payments/export', 'payments/summary']) {
        const backwards = await get(`${url}?from=${today}&to=${addDays(today, -1)}`);
        expect(backwards.statusCode, url).toBe(400);
        expect(backwards.json().errors).toEqual([{ path: 'to', code: 'validation.range_reversed' }]);
      }
      const long = await get(`payments/summary?from=${addDays(today, -400)}&to=${today}`);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({
        message: 'Choose at most 366 days',
        errors: [{ path: 'to', code: 'validation.range_too_long', params: { max: 366 } }],
      });
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

  describe(`pages of payments filters many meet, on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it("pages a class and type by amount along the index of amounts, down to the page's last match, and falls back when the window holds too few", async () => {
      await seedIfEmpty(ctx.app.db);
      const template = await ctx.app.db.selectFrom('payments').selectAll().limit(1).executeTakeFirstOrThrow();
      const [spread, wide, late, other] = (
        await ctx.app.db.selectFrom('classes').select('id').orderBy('id').limit(4).execute()
      ).map((c) => c.id);
      // Four classes' 4,400 payments each, half of them monthly. By amount, highest first: the first
      // class's spread through the first 8,800 with the fourth's; the second's next (8,800 rows down,
      // some of them within FILTER_WALK_WINDOW); the third's last (past that window). The walk is found
      // only where SQLite plans it as no sort of its window (read in order up to the page's last match).
      const { id: _, ...row } = template;
      const classes = [spread!, wide!, late!, other!];
      const rows = Array.from({ length: 17_600 }, (__, i) => {
        const classId = classes[i % 4]!;
        const price =
          classId === late ? 1 + (i % 97) : classId === wide ? 1_000 + (i % 97) : 1_000_000 + ((i * 7919) % 100_000);
        return {
          ...row,
          class_id: classId,
          type: Math.floor(i / 4) % 2 === 0 ? 'monthly' : 'course',
          original_price: price,
          discount: 0,
          paid: price,
        };
      });
      for (let i = 0; i < rows.length; i += 500) {
        await ctx.app.db
          .insertInto('payments')
          .values(rows.slice(i, i + 500) as never)
          .execute();
      }
      expect(FILTER_WALK_WINDOW).toBeGreaterThan(8_800 + 100);
      expect(FILTER_WALK_WINDOW).toBeLessThan(13_200);
      const headers = (await signInAs(ctx.app, 'admin')).headers;
      for (const classId of [spread!, wide!, late!]) {
        const expected = (
          await ctx.app.db
            .selectFrom('payments')
            .select('id')
            .where('class_id', '=', classId)
            .where('type', '=', 'monthly')
            .orderBy('paid', 'desc')
            .orderBy('id', 'desc')
            .execute()
        ).map((r) => r.id);
        expect(expected.length).toBeGreaterThanOrEqual(WALK_FROM_MATCHES);
        const page = async (more: string) => {
          const res = await ctx.app.inject({
            method: 'GET',
            url: `${API}/payments?class_id=${classId}&type=monthly&sort=-paid&pageSize=20${more}`,
            headers,
          });
          expect(res.statusCode, res.body).toBe(200);
          return res.json() as { items: Payment[]; nextCursor: string; prevCursor: string | null };
        };
        const ids = (p: { items: Payment[] }) => p.items.map((x) => x.id);
        const first = await page('');
        expect(ids(first)).toEqual(expected.slice(0, 20));
        const next = await page(`&after=${first.nextCursor}`);
        expect(ids(next)).toEqual(expected.slice(20, 40));
        const back = await page(`&before=${next.prevCursor}`);
        expect(ids(back)).toEqual(expected.slice(0, 20));
        expect(back.prevCursor).toBeNull();
        expect(ids(await page('&page=4'))).toEqual(expected.slice(60, 80));

        // On SQLite, which plans these filters as a sort of all their rows, the first class's page
        // is found along the index of amounts, the second's further down it; the third's is not.
        // The statements run (a query's SQL is also made without running it: a key of remembered reads).
        const compiled = new Map<object, string>();
        const statements: string[] = [];
        const recorded = ctx.app.db.withPlugin({
          transformQuery: (args) => {
            compiled.set(args.queryId, ctx.app.db.getExecutor().compileQuery(args.node, args.queryId).sql);
            return args.node;
          },
          transformResult: async (args) => {
            statements.push(compiled.get(args.queryId)!);
            return args.result;
          },
        });
        const source = paymentSource(recorded, { class_id: classId, type: 'monthly', sort: '-paid' });
        const direct = await listPage(recorded, source, { page: 1, pageSize: 20 });
        expect(direct.items.map((x) => x.id)).toEqual(expected.slice(0, 20));
        const windows = statements.flatMap((text) =>
          /\) as "list_walk" where exists \(/.test(text) ? [Number(/limit (\d+)\) as "list_walk"/.exec(text)![1])] : [],
        );
        // (A walk that found too few is not tried again for a while: the requests above tried them.)
        const walked =
          dialect.name === 'sqlite' ? { [spread!]: [FILTER_WALK_WINDOW], [wide!]: [FILTER_WALK_WINDOW] } : {};
        expect(windows, `class ${classId}`).toEqual(walked[classId] ?? []);
      }
    });
  });
}
