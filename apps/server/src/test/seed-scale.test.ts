import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { seedScale } from '../../../../scripts/seed-scale.js';
import { LocalDiskStorage } from '../lib/storage.js';
import { signInAs, useApp } from './build.js';
import { dialects } from './dialects.js';

// The scale seed writes what the app would have: the benchmarks and the lists tried at size are
// only as true as its rows. Its money, above all, must add up as the app's own writes keep it.
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

for (const dialect of dialects) {
  describe(`the scale seed on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('writes students, subscriptions, payments and codes whose money adds up as the app keeps it', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'scale-uploads-'));
      dirs.push(dir);
      const db = ctx.app.db;
      const tables = ['students', 'wallet_moves', 'subscriptions', 'payments'] as const;
      const before = new Map<string, number>();
      for (const table of tables) {
        const [row] = (await sql<{ id: number | null }>`select max(id) as id from ${sql.table(table)}`.execute(db))
          .rows;
        before.set(table, Number(row?.id ?? 0));
      }
      // Staff and content for 100 (`--content`), students and their money for 400.
      const counts = await seedScale(db, 400, () => {}, { storage: await LocalDiskStorage.create(dir), content: 100 });
      expect(counts.students).toBe(400);
      expect([counts.teachers, counts.supportAgents, counts.subjects, counts.curricula]).toEqual([100, 100, 100, 10]);
      expect(counts.subscriptions).toBeGreaterThan(100);
      expect(counts.payments).toBeGreaterThan(counts.subscriptions);
      expect(counts.codes).toBeGreaterThan(0);
      const rows = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db)).rows;

      // Written as they happened, as the app writes them: a later id is never an earlier moment.
      for (const table of tables) {
        expect(
          await rows(sql`select id from (select id, created_at, lag(created_at) over (order by id) as previous
              from ${sql.table(table)} where id > ${before.get(table)!}) x where created_at < previous`),
          table,
        ).toEqual([]);
      }

      // Each payment keeps its subscription's content.
      expect(
        await rows(sql`select p.id from payments p join subscriptions s on s.id = p.subscription_id
          where coalesce(p.curriculum_id, 0) <> coalesce(s.curriculum_id, 0) or coalesce(p.course_id, 0) <> coalesce(s.course_id, 0)
            or coalesce(p.curriculum_id, p.course_id) is null`),
      ).toEqual([]);

      // Every balance is its ledger's sum, and never below zero.
      expect(
        await rows(sql`select s.id from students s
          left join (select student_id, sum(amount) as total from wallet_moves group by student_id) m on m.student_id = s.id
          where s.wallet_balance <> coalesce(m.total, 0) or s.wallet_balance < 0`),
      ).toEqual([]);
      // The figures are whole numbers, as the app writes them (tenths of a per cent).
      expect(
        await rows(sql`select id from students where completion_rate <> cast(completion_rate as integer)
          or quiz_average <> cast(quiz_average as integer)`),
      ).toEqual([]);
      // Each redeemed wallet code is one credit of its price to its student.
      const [codes] = await rows<{ n: number; total: number }>(
        sql`select count(*) as n, sum(price) as total from codes where kind = 'wallet' and used_at is not null`,
      );
      const [credits] = await rows<{ n: number; total: number }>(
        sql`select count(*) as n, sum(amount) as total from wallet_moves where kind = 'code'`,
      );
      expect([Number(codes!.n), Number(codes!.total)]).toEqual([Number(credits!.n), Number(credits!.total)]);
      expect(Number(codes!.n)).toBeGreaterThan(0);

      // A teacher's content sits where he or she teaches: linked to its class and its subject.
      for (const table of ['curricula', 'courses'] as const) {
        expect(
          await rows(sql`select x.id from ${sql.table(table)} x
            left join teacher_classes tc on tc.teacher_id = x.teacher_id and tc.class_id = x.class_id
            left join teacher_subjects ts on ts.teacher_id = x.teacher_id and ts.subject_id = x.subject_id
            where tc.teacher_id is null or ts.teacher_id is null`),
          table,
        ).toEqual([]);
      }

      // A subscription's totals are its payments', one a period; its content is of its student's class.
      expect(
        await rows(sql`select sb.id from subscriptions sb
          inner join students st on st.id = sb.student_id
          left join (select subscription_id, count(*) as n, sum(paid) as paid, sum(discount) as discount
                     from payments group by subscription_id) p on p.subscription_id = sb.id
          where p.n is null or p.n <> sb.renewal_count + 1 or p.paid <> sb.paid_total
             or p.discount <> sb.discount_total or st.class_id <> sb.class_id`),
      ).toEqual([]);
      // A subscription with a promo code keeps the percentage it got; one without, none.
      expect(
        await rows(sql`select sb.id from subscriptions sb left join promo_codes pc on pc.id = sb.promo_code_id
          where (sb.promo_code_id is null) <> (sb.promo_percent is null) or sb.promo_percent <> pc.discount_percent`),
      ).toEqual([]);
      // A deleted subscription's history ends with its deletion, at its cancellation; a live one's with none.
      expect(
        await rows(sql`select sb.id from subscriptions sb
          left join subscription_changes c on c.id =
            (select max(x.id) from subscription_changes x where x.subscription_id = sb.id)
          where (sb.deleted_at is null) <> (c.id is null or c.kind = 'restored')
             or (sb.deleted_at is not null and c.created_at <> sb.deleted_at)`),
      ).toEqual([]);
      // The kept sums a day are the payments'.
      expect(
        await rows(sql`select p.paid_on from
            (select paid_on, count(*) as n, sum(original_price) as o, sum(discount) as d, sum(paid) as paid
               from payments group by paid_on) p
          full outer join
            (select paid_on, sum(payments) as n, sum(original_price) as o, sum(discount) as d, sum(paid) as paid
               from payment_days group by paid_on) k on k.paid_on = p.paid_on
          where p.n is null or k.n is null or p.n <> k.n or p.o <> k.o or p.d <> k.d or p.paid <> k.paid`),
      ).toEqual([]);
      // And so are the sums a day of each filter's value (what the report reads with one filter or none).
      for (const [dimension, value] of [
        ['all', '0'],
        ['teacher', 'teacher_id'],
        ['class', 'class_id'],
        ['type', "case when type = 'monthly' then 0 else 1 end"],
        ['promo', 'promo_code_id'],
      ] as const) {
        expect(
          await rows(sql`select p.paid_on from
              (select ${sql.raw(value)} as v, paid_on, count(*) as n, sum(paid) as paid from payments
                 where ${sql.raw(value)} is not null group by ${sql.raw(value === '0' ? 'paid_on' : `${value}, paid_on`)}) p
            full outer join (select value as v, paid_on, payments as n, paid from payment_day_sums
                 where dimension = ${dimension}) k on k.v = p.v and k.paid_on = p.paid_on
            where p.n is null or k.n is null or p.n <> k.n or p.paid <> k.paid`),
          dimension,
        ).toEqual([]);
      }
      // Each subscription, payment and used code names its student as the student is named (and a subscription the phone).
      for (const [table, phone] of [
        ['subscriptions', ' or r.student_phone <> st.phone'],
        ['payments', ''],
        ['codes', ''],
      ] as const) {
        expect(
          await rows(sql`select r.id from ${sql.table(table)} r left join students st on st.id = r.student_id
            where (r.student_name is null) <> (r.student_id is null) or r.student_name <> st.name${sql.raw(phone)}`),
          table,
        ).toEqual([]);
      }
      // A group's counts are its codes'.
      expect(
        await rows(sql`select g.id from code_groups g
          left join (select group_id, count(*) as n from codes group by group_id) c on c.group_id = g.id
          where coalesce(c.n, 0) <> g.code_count or g.available_count + g.used_count <> g.code_count`),
      ).toEqual([]);

      // And the API reads them: the lists and the report's totals.
      const { headers } = await signInAs(ctx.app, 'admin');
      for (const url of ['students', 'subscriptions', 'subscriptions/deleted', 'payments', 'codes', 'code-groups']) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/${url}?pageSize=50`, headers });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        expect(res.json().items.length, url).toBeGreaterThan(0);
      }
      const [range] = await rows<{ from: string; to: string; paid: number }>(
        sql`select min(paid_on) as "from", max(paid_on) as "to", sum(paid) as paid from payments`,
      );
      const summary = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/payments/summary?from=${range!.from}&to=${range!.to}`,
        headers,
      });
      expect(summary.statusCode, summary.body).toBe(200);
      expect(summary.json().totals.paid).toBe(Number(range!.paid));
    });
  });
}
