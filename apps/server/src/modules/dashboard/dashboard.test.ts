import { addDays, startOfDay, subscriptionStatusOf, todayInCairo } from '@dashboard/contracts';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/seed/index.js';
import { build, createUser, signInAs } from '../../test/build.js';
import { dialects } from '../../test/dialects.js';

const URL = '/api/v1/dashboard/stats';

for (const dialect of dialects) {
  describe(`dashboard stats on ${dialect.name}`, () => {
    it('counts stages, classes, subjects, teachers and support agents, for admins only', async () => {
      const { app, close } = await build(dialect);
      try {
        const admin = await signInAs(app, 'admin');
        const empty = await app.inject({ method: 'GET', url: URL, headers: admin.headers });
        expect(empty.statusCode).toBe(200);
        expect(empty.json()).toMatchObject({
          stages: 0,
          classes: 0,
          subjects: 0,
          teachers: 0,
          support_agents: 0,
          active_subscriptions: 0,
          revenue_this_month: 0,
          revenue_last_month: 0,
          new_students_this_week: 0,
        });
        const days = empty.json().revenue_by_day as { day: string; paid: number }[];
        expect(days).toHaveLength(30);
        expect(days.at(-1)).toEqual({ day: todayInCairo(), paid: 0 });
        expect(days[0]!.day).toBe(addDays(todayInCairo(), -29));

        const now = new Date().toISOString();
        const stage = await app.db
          .insertInto('stages')
          .values({
            name_ar: 'م',
            name_en: 'S',
            code: 'S1',
            sort_order: 1,
            search_text: 's',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const n of [1, 2]) {
          await app.db
            .insertInto('classes')
            .values({
              stage_id: stage.id,
              name_ar: `ص${n}`,
              name_en: `C${n}`,
              sort_order: n,
              search_text: 'c',
              created_at: now,
              updated_at: now,
            })
            .execute();
        }
        await app.db
          .insertInto('subjects')
          .values({
            name_ar: 'رياضيات',
            name_en: 'Maths',
            code: 'MATH',
            specialization_id: null,
            search_text: 'm',
            created_at: now,
            updated_at: now,
          })
          .execute();
        for (let i = 0; i < 3; i++) await createUser(app, 'teacher');
        await createUser(app, 'teacher', { active: 0 });
        await createUser(app, 'support-agent');
        const teacher = await signInAs(app, 'teacher');
        const agent = await signInAs(app, 'support-agent');

        const res = await app.inject({ method: 'GET', url: URL, headers: admin.headers });
        expect(res.json()).toMatchObject({ stages: 1, classes: 2, subjects: 1, teachers: 5, support_agents: 2 });

        expect((await app.inject({ method: 'GET', url: URL, headers: teacher.headers })).statusCode).toBe(403);
        expect((await app.inject({ method: 'GET', url: URL, headers: agent.headers })).statusCode).toBe(403);
        expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
      } finally {
        await close();
      }
    });

    it('counts the demo data: the school ladder and five support agents', async () => {
      const { app, close } = await build(dialect);
      try {
        await seedIfEmpty(app.db);
        const admin = await signInAs(app, 'admin');
        const stats = (await app.inject({ method: 'GET', url: URL, headers: admin.headers })).json();
        expect(stats.stages).toBe(3);
        expect(stats.classes).toBe(12);
        expect(stats.support_agents).toBe(5);
        expect(stats.subjects).toBeGreaterThanOrEqual(0);
        expect(stats.teachers).toBeGreaterThanOrEqual(1);
        const since = startOfDay(addDays(todayInCairo(), -6));
        const newcomers = await app.db.selectFrom('students').select('id').where('created_at', '>=', since).execute();
        expect(stats.new_students_this_week).toBe(newcomers.length);
        // The money figures agree with the subscriptions and payments behind them.
        const today = todayInCairo();
        const subs = await app.db.selectFrom('subscriptions').selectAll().where('deleted_at', 'is', null).execute();
        const active = subs.filter(
          (s) =>
            subscriptionStatusOf({ starts_on: s.starts_on, ends_on: s.ends_on, price: Number(s.price) }, today) ===
            'active',
        );
        expect(stats.active_subscriptions).toBe(active.length);
        expect(stats.active_subscriptions).toBeGreaterThan(0);
        const payments = await app.db.selectFrom('payments').select(['paid_on', 'paid']).execute();
        const paidFrom = (from: string, to = today) =>
          payments.filter((p) => p.paid_on >= from && p.paid_on <= to).reduce((s, p) => s + Number(p.paid), 0);
        expect(stats.revenue_this_month).toBe(paidFrom(`${today.slice(0, 7)}-01`));
        const lastMonthEnd = addDays(`${today.slice(0, 7)}-01`, -1);
        expect(stats.revenue_last_month).toBe(paidFrom(`${lastMonthEnd.slice(0, 7)}-01`, lastMonthEnd));
        for (const d of stats.revenue_by_day as { day: string; paid: number }[])
          expect(d.paid).toBe(paidFrom(d.day, d.day));
      } finally {
        await close();
      }
    });
  });
}
