import { addDays, subscriptionStatuses, todayInCairo, type Subscription } from '@dashboard/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { subscriptionStatusCell } from './subscriptions.repository.js';
import { addCourse, addSystem } from '../../test/academic.js';
import { apiSender, createUser, signInAs, useApp } from '../../test/build.js';
import { classAndSubject, teaches } from '../../test/class-and-subject.js';
import { dialects } from '../../test/dialects.js';
import { addStudent, balanceOf as studentBalance } from '../../test/students.js';
import { csvLines } from '../../test/exports.js';

type Headers = Record<string, string>;
const today = () => todayInCairo();

let seq = 0;
let keys = 0;
const newKey = () => `sub-test-${process.pid}-${(keys += 1)}-key`;

for (const dialect of dialects) {
  describe(`subscriptions and payments on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const send = apiSender(ctx);

    /** A class with a system and a subject, a teacher's curriculum and course in it, and a student of it. */
    async function world(app: FastifyInstance, opts: { price?: number; balance?: number; teacher?: number } = {}) {
      seq += 1;
      const { klass, subject, admin } = await classAndSubject(app, `SB${seq}`, { stage: 'SBS', subject: 'SBJ' });
      const teacher = opts.teacher ?? (await createUser(app, 'teacher')).id;
      await teaches(app, teacher, klass, subject);
      const system = await addSystem(app, klass, `System ${seq}`);
      const curriculum = await send('POST', 'curricula', admin, {
        title_ar: `منهج ${seq}`,
        title_en: `Curriculum ${seq}`,
        teacher_id: teacher,
        class_id: klass,
        subject_id: subject,
        price: opts.price ?? 20_000,
      });
      expect(curriculum.statusCode, curriculum.body).toBe(201);
      const student = await addStudent(app, { class_id: klass, system_id: system });
      if (opts.balance) await setBalance(app, admin, student, opts.balance);
      return { admin, klass, subject, teacher, curriculum: curriculum.json().id as number, student };
    }

    /** A promo code of 25% for 60 days, 5 uses, usable since yesterday for 10 more days, made by the world's admin. */
    const promoCode = (w: { admin: Headers }, code: string) =>
      send('POST', 'promo-codes', w.admin, {
        code,
        duration_days: 60,
        uses_limit: 5,
        discount_percent: 25,
        starts_on: addDays(today(), -1),
        ends_on: addDays(today(), 10),
      });

    /** The body that adds the world's student to its curriculum, monthly, paid in cash, with what a test changes. */
    const monthly = (w: { student: number; curriculum: number }, change: Record<string, unknown> = {}) => ({
      student_id: w.student,
      type: 'monthly',
      curriculum_id: w.curriculum,
      period_days: 30,
      price: 20_000,
      method: 'cash',
      ...change,
    });

    async function setBalance(app: FastifyInstance, admin: Headers, student: number, amount: number) {
      const res = await send(
        'POST',
        `students/${student}/wallet`,
        admin,
        {
          direction: 'credit',
          amount,
          reason: 'دفع نقدي',
        },
        newKey(),
      );
      expect(res.statusCode, res.body).toBe(201);
    }

    const balanceOf = (id: number) => studentBalance(ctx.app, id);
    const ledgerSum = async (id: number) =>
      Number(
        (
          await ctx.app.db
            .selectFrom('wallet_moves')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
            .where('student_id', '=', id)
            .executeTakeFirstOrThrow()
        ).total,
      );
    const paymentsOf = (subscription: number) =>
      ctx.app.db.selectFrom('payments').selectAll().where('subscription_id', '=', subscription).orderBy('id').execute();
    const dayTotals = async (teacher: number) =>
      ctx.app.db
        .selectFrom('payment_days')
        .select((eb) => [
          eb.fn.sum<number>('payments').as('payments'),
          eb.fn.sum<number>('original_price').as('original'),
          eb.fn.sum<number>('discount').as('discount'),
          eb.fn.sum<number>('paid').as('paid'),
        ])
        .where('teacher_id', '=', teacher)
        .executeTakeFirstOrThrow();

    it('adds a monthly subscription paid from the wallet: one debit, one payment, its day’s sums, one audit row; a repeat does it once', async () => {
      const w = await world(ctx.app, { price: 20_000, balance: 50_000 });
      const body = monthly(w, { method: 'wallet' });
      const key = newKey();
      const first = await send('POST', 'subscriptions', w.admin, body, key);
      expect(first.statusCode, first.body).toBe(201);
      const sub = first.json() as Subscription;
      expect(sub).toMatchObject({
        type: 'monthly',
        content: { id: w.curriculum, name_en: `Curriculum ${seq}` },
        teacher: { id: w.teacher },
        starts_on: today(),
        ends_on: addDays(today(), 29),
        next_renewal_on: addDays(today(), 30),
        period_days: 30,
        renewal_count: 0,
        price: 20_000,
        paid_total: 20_000,
        discount_total: 0,
        status: 'active',
        deleted_at: null,
      });
      // The same key again: the first answer, no second effect.
      const again = await send('POST', 'subscriptions', w.admin, body, key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(sub);
      const reused = await send('POST', 'subscriptions', w.admin, { ...body, price: 1 }, key);
      expect(reused.statusCode).toBe(409);
      expect(reused.json().code).toBe('idempotency.key_reused');

      expect(await balanceOf(w.student)).toBe(30_000);
      expect(await ledgerSum(w.student)).toBe(30_000);
      const moves = await ctx.app.db
        .selectFrom('wallet_moves')
        .selectAll()
        .where('student_id', '=', w.student)
        .orderBy('id')
        .execute();
      expect(moves.map((m) => [m.kind, Number(m.amount)])).toEqual([
        ['manual_credit', 50_000],
        ['subscription', -20_000],
      ]);
      const payments = await paymentsOf(sub.id);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({
        kind: 'subscription',
        method: 'wallet',
        paid_on: today(),
        wallet_move_id: moves[1]!.id,
        // The payment keeps its subscription's content.
        curriculum_id: w.curriculum,
        course_id: null,
      });
      expect(Number(payments[0]!.paid)).toBe(20_000);
      // The ledger says what the debit paid for; a manual move paid for nothing.
      const wallet = (await send('GET', `students/${w.student}/wallet`, w.admin)).json();
      expect(wallet.moves.map((m: { subscription: unknown }) => m.subscription)).toEqual([
        { id: sub.id, content: { name_ar: `منهج ${seq}`, name_en: `Curriculum ${seq}` } },
        null,
      ]);
      const sums = await dayTotals(w.teacher);
      expect([sums.payments, sums.original, sums.discount, sums.paid].map(Number)).toEqual([1, 20_000, 0, 20_000]);
      const audits = await ctx.app.db
        .selectFrom('audit_log')
        .select(['action', 'entity_id'])
        .where('entity', '=', 'subscriptions')
        .where('entity_id', '=', String(sub.id))
        .execute();
      expect(audits).toEqual([{ action: 'create', entity_id: String(sub.id) }]);
    });

    it('refuses a student without a class or system, a second subscription to the same content, and a short wallet, changing nothing', async () => {
      const w = await world(ctx.app, { price: 20_000, balance: 5_000 });
      const lonely = await addStudent(ctx.app, { class_id: w.klass, system_id: null });
      const body = { type: 'monthly', curriculum_id: w.curriculum, period_days: 30, price: 20_000, method: 'cash' };
      const none = await send('POST', 'subscriptions', w.admin, { ...body, student_id: lonely }, newKey());
      expect(none.statusCode).toBe(409);
      expect(none.json()).toMatchObject({
        code: 'subscription.no_class_or_system',
        message: 'No educational system or class for this student',
      });
      const arabic = await send(
        'POST',
        'subscriptions',
        { ...w.admin, 'accept-language': 'ar' },
        { ...body, student_id: lonely },
        newKey(),
      );
      expect(arabic.json().message).toBe('لا يوجد نظام تعليمي أو صف دراسي لهذا الطالب');

      const short = await send(
        'POST',
        'subscriptions',
        w.admin,
        { ...body, student_id: w.student, method: 'wallet' },
        newKey(),
      );
      expect(short.statusCode).toBe(409);
      expect(short.json().code).toBe('wallet.insufficient_funds');
      expect(
        await ctx.app.db.selectFrom('subscriptions').select('id').where('student_id', '=', w.student).execute(),
      ).toEqual([]);
      expect(await balanceOf(w.student)).toBe(5_000);

      const ok = await send('POST', 'subscriptions', w.admin, { ...body, student_id: w.student }, newKey());
      expect(ok.statusCode).toBe(201);
      const twice = await send('POST', 'subscriptions', w.admin, { ...body, student_id: w.student }, newKey());
      expect(twice.statusCode).toBe(409);
      expect(twice.json().code).toBe('subscription.exists');

      // The spec's own messages for what a type needs.
      const missing = await send(
        'POST',
        'subscriptions',
        w.admin,
        { student_id: w.student, type: 'monthly', price: 1, method: 'cash' },
        newKey(),
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual(
        expect.arrayContaining([
          { path: 'curriculum_id', code: 'subscription.curriculum_required' },
          { path: 'period_days', code: 'subscription.period_required' },
        ]),
      );
    });

    it('applies a promo code to the first period and to renewals while it lasts; a renewal past the balance or with a code not usable changes nothing', async () => {
      const w = await world(ctx.app, { price: 20_000, balance: 30_000 });
      const code = `SUBT${seq}`;
      const promo = await promoCode(w, code);
      expect(promo.statusCode, promo.body).toBe(201);
      const gone = await send('POST', 'promo-codes', w.admin, {
        code: `OLD${seq}`,
        duration_days: 10,
        uses_limit: 5,
        discount_percent: 50,
        starts_on: addDays(today(), -30),
        ends_on: addDays(today(), -20),
      });
      expect(gone.statusCode).toBe(201);
      const made = await send(
        'POST',
        'subscriptions',
        w.admin,
        monthly(w, { promo_code: code.toLowerCase(), method: 'wallet' }),
        newKey(),
      );
      expect(made.statusCode, made.body).toBe(201);
      const sub = made.json() as Subscription;
      expect(sub).toMatchObject({
        paid_total: 15_000,
        discount_total: 5_000,
        promo_code: code,
        promo_until: addDays(today(), 59),
      });
      expect(await balanceOf(w.student)).toBe(15_000);

      // A renewal still within the code's days: discounted again, paid from the wallet.
      const renewed = await send('POST', `subscriptions/${sub.id}/renew`, w.admin, { method: 'wallet' }, newKey());
      expect(renewed.statusCode, renewed.body).toBe(200);
      expect(renewed.json().subscription).toMatchObject({
        ends_on: addDays(today(), 59),
        renewal_count: 1,
        last_renewed_on: today(),
        paid_total: 30_000,
        discount_total: 10_000,
      });
      expect(renewed.json().payment).toMatchObject({
        kind: 'renewal',
        method: 'wallet',
        original_price: 20_000,
        discount: 5_000,
        paid: 15_000,
        promo_code: code,
      });
      // The payment it answers is the payment as the student's payments read it back.
      const paymentsRead = (await send('GET', `students/${w.student}/payments`, w.admin)).json();
      expect(renewed.json().payment).toEqual(paymentsRead.items[0]);
      expect(await balanceOf(w.student)).toBe(0);

      // Nothing left in the wallet: refused, and nothing moved.
      const before = (await send('GET', `subscriptions/${sub.id}`, w.admin)).json();
      const usesBefore = (await send('GET', `promo-codes/${promo.json().id}`, w.admin)).json().used_count;
      const broke = await send(
        'POST',
        `subscriptions/${sub.id}/renew`,
        w.admin,
        { method: 'wallet', promo_code: code },
        newKey(),
      );
      expect(broke.statusCode).toBe(409);
      expect(broke.json().code).toBe('wallet.insufficient_funds');
      // An expired code: refused, and nothing moved either.
      const expired = await send(
        'POST',
        `subscriptions/${sub.id}/renew`,
        w.admin,
        { method: 'cash', promo_code: `OLD${seq - 0}` },
        newKey(),
      );
      expect(expired.statusCode).toBe(409);
      expect(expired.json().code).toBe('promo_code.not_usable');
      expect((await send('GET', `subscriptions/${sub.id}`, w.admin)).json()).toEqual(before);
      expect((await send('GET', `promo-codes/${promo.json().id}`, w.admin)).json().used_count).toBe(usesBefore);
      expect(await paymentsOf(sub.id)).toHaveLength(2);
      expect(await ledgerSum(w.student)).toBe(0);

      // In cash, it goes through, and the day's sums hold every payment.
      const cash = await send('POST', `subscriptions/${sub.id}/renew`, w.admin, { method: 'cash' }, newKey());
      expect(cash.statusCode).toBe(200);
      expect(cash.json().payment).toEqual(
        (await send('GET', `students/${w.student}/payments`, w.admin)).json().items[0],
      );
      const sums = await dayTotals(w.teacher);
      expect([sums.payments, sums.original, sums.discount, sums.paid].map(Number)).toEqual([3, 60_000, 15_000, 45_000]);
    });

    it('keeps the percentage its promo code gave when used: a later change of the code’s is for later uses only', async () => {
      const w = await world(ctx.app, { price: 20_000 });
      const code = `KEEP${seq}`;
      const promo = await promoCode(w, code);
      expect(promo.statusCode, promo.body).toBe(201);
      const made = await send('POST', 'subscriptions', w.admin, monthly(w, { promo_code: code }), newKey());
      expect(made.statusCode, made.body).toBe(201);
      const sub = made.json() as Subscription;
      expect(sub).toMatchObject({ promo_code: code, promo_percent: 25, discount_total: 5_000 });

      // The admin raises the code's discount: the subscription's renewals keep the 25 % it got.
      const raised = await send('PATCH', `promo-codes/${promo.json().id}`, w.admin, { discount_percent: 50 });
      expect(raised.statusCode, raised.body).toBe(200);
      const renewed = await send('POST', `subscriptions/${sub.id}/renew`, w.admin, { method: 'cash' }, newKey());
      expect(renewed.statusCode, renewed.body).toBe(200);
      expect(renewed.json().payment).toMatchObject({ original_price: 20_000, discount: 5_000, paid: 15_000 });
      expect(renewed.json().subscription).toMatchObject({
        promo_percent: 25,
        promo_until: sub.promo_until,
        discount_total: 10_000,
      });

      // A use taken now gets 50 %, and keeps it: a new subscription, or this one given the code again.
      const other = await world(ctx.app, { price: 20_000 });
      const later = await send('POST', 'subscriptions', w.admin, monthly(other, { promo_code: code }), newKey());
      expect(later.json()).toMatchObject({ promo_percent: 50, discount_total: 10_000 });
      const again = await send(
        'POST',
        `subscriptions/${sub.id}/renew`,
        w.admin,
        { method: 'cash', promo_code: code },
        newKey(),
      );
      expect(again.json().payment).toMatchObject({ discount: 10_000, paid: 10_000 });
      expect(again.json().subscription).toMatchObject({ promo_percent: 50, discount_total: 20_000 });
      const lowered = await send('PATCH', `promo-codes/${promo.json().id}`, w.admin, { discount_percent: 10 });
      expect(lowered.statusCode).toBe(200);
      const third = await send('POST', `subscriptions/${sub.id}/renew`, w.admin, { method: 'cash' }, newKey());
      expect(third.json().payment).toMatchObject({ discount: 10_000, paid: 10_000 });
      expect((await send('GET', `subscriptions/${sub.id}`, w.admin)).json().promo_percent).toBe(50);
    });

    it('renews an expired subscription from today; a permanent one has no renewal', async () => {
      const w = await world(ctx.app, { price: 10_000 });
      const made = await send(
        'POST',
        'subscriptions',
        w.admin,
        monthly(w, { price: 10_000, starts_on: addDays(today(), -90) }),
        newKey(),
      );
      const sub = made.json() as Subscription;
      expect(sub.status).toBe('expired');
      const renewed = await send('POST', `subscriptions/${sub.id}/renew`, w.admin, { method: 'cash' }, newKey());
      expect(renewed.json().subscription).toMatchObject({ ends_on: addDays(today(), 29), status: 'active' });

      const course = await addCourse(ctx.app, {
        teacher_id: w.teacher,
        class_id: w.klass,
        subject_id: w.subject,
        name_en: 'Course',
        price: 5_000,
      });
      const forGood = await send(
        'POST',
        'subscriptions',
        w.admin,
        { student_id: w.student, type: 'course', course_id: course, price: 5_000, method: 'cash' },
        newKey(),
      );
      expect(forGood.statusCode, forGood.body).toBe(201);
      expect(forGood.json()).toMatchObject({
        ends_on: null,
        period_days: null,
        next_renewal_on: null,
        status: 'permanent',
      });
      const refused = await send(
        'POST',
        `subscriptions/${forGood.json().id}/renew`,
        w.admin,
        { method: 'cash' },
        newKey(),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('subscription.not_renewable');
    });

    it('refuses a start outside 2000–2099, an end past 2099 and a renewal of a student with no class by now, changing nothing', async () => {
      const w = await world(ctx.app, { price: 10_000 });
      const body = monthly(w, { period_days: 300, price: 10_000 });
      for (const starts_on of ['0000-01-01', '1999-12-31', '2100-01-01', '9999-12-31']) {
        const res = await send(
          'POST',
          'subscriptions',
          { ...w.admin, 'accept-language': 'ar' },
          { ...body, starts_on },
        );
        expect(res.statusCode, starts_on).toBe(400);
        expect(res.json().errors).toEqual([{ path: 'starts_on', code: 'validation.day_range' }]);
        expect(res.json().message).toBe('هذا اليوم بعيد جدًا في الماضي أو المستقبل');
      }
      const tooLong = await send('POST', 'subscriptions', w.admin, {
        ...body,
        starts_on: '2099-12-01',
        period_days: 60,
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().errors).toEqual([{ path: 'period_days', code: 'subscription.ends_too_far' }]);

      const late = await send('POST', 'subscriptions', w.admin, { ...body, starts_on: '2099-01-01' }, newKey());
      expect(late.statusCode, late.body).toBe(201);
      const id = late.json().id as number;
      const row = () =>
        ctx.app.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const before = await row();
      const past = await send('POST', `subscriptions/${id}/renew`, w.admin, { method: 'cash' }, newKey());
      expect(past.statusCode).toBe(409);
      expect(past.json()).toMatchObject({
        code: 'subscription.ends_too_far',
        message: 'This subscription would end after the last day the dashboard accepts',
      });
      expect(await row()).toEqual(before);

      await ctx.app.db.updateTable('students').set({ system_id: null }).where('id', '=', w.student).execute();
      const renewal = await send('POST', `subscriptions/${id}/renew`, w.admin, { method: 'cash' }, newKey());
      expect(renewal.statusCode).toBe(409);
      expect(renewal.json().code).toBe('subscription.no_class_or_system');
      expect(await row()).toEqual(before);

      // A choice left out is "required", as a number or a text is.
      const bare = await send('POST', `subscriptions/${id}/renew`, w.admin, {}, newKey());
      expect(bare.statusCode).toBe(400);
      expect(bare.json().errors).toEqual([{ path: 'method', code: 'validation.required' }]);
    });

    it('filters by status as subscriptionStatusOf says, sorts, pages and exports', async () => {
      const w = await world(ctx.app, { price: 10_000 });
      const others = [];
      for (let i = 0; i < 4; i++) {
        seq += 1;
        const r = await send('POST', 'curricula', w.admin, {
          title_ar: `منهج ${seq}`,
          title_en: `Curriculum ${seq}`,
          teacher_id: w.teacher,
          class_id: w.klass,
          subject_id: w.subject,
          price: 10_000,
        });
        others.push(r.json().id as number);
      }
      const cases: [number, string, number][] = [
        [w.curriculum, addDays(today(), -60), 10_000], // expired
        [others[0]!, addDays(today(), -5), 10_000], // active
        [others[1]!, addDays(today(), 5), 10_000], // uncertain
        [others[2]!, addDays(today(), -1), 0], // free
      ];
      const ids: number[] = [];
      for (const [curriculum, starts_on, price] of cases) {
        const r = await send(
          'POST',
          'subscriptions',
          w.admin,
          {
            student_id: w.student,
            type: 'monthly',
            curriculum_id: curriculum,
            period_days: 30,
            price,
            method: 'cash',
            starts_on,
          },
          newKey(),
        );
        expect(r.statusCode, r.body).toBe(201);
        ids.push(r.json().id);
      }
      const byStatus: Record<string, number[]> = {};
      for (const status of subscriptionStatuses) {
        const page = (await send('GET', `subscriptions?student_id=${w.student}&status=${status}`, w.admin)).json();
        byStatus[status] = page.items.map((s: Subscription) => s.id);
        for (const s of page.items as Subscription[]) expect(s.status).toBe(status);
      }
      expect(byStatus).toEqual({
        expired: [ids[0]],
        active: [ids[1]],
        uncertain: [ids[2]],
        free: [ids[3]],
        permanent: [],
      });
      const sorted = (await send('GET', `subscriptions?teacher_id=${w.teacher}&sort=starts_on`, w.admin)).json();
      expect(sorted.items.map((s: Subscription) => s.id)).toEqual([ids[0], ids[1], ids[3], ids[2]]);
      expect((await send('GET', 'subscriptions?sort=password', w.admin)).statusCode).toBe(400);
      expect((await send('GET', 'subscriptions?colour=red', w.admin)).statusCode).toBe(400);
      const csv = csvLines(
        await send('GET', `subscriptions/export?format=csv&lang=ar&student_id=${w.student}`, w.admin),
      );
      expect(csv).toHaveLength(5);
      expect(csv[0]).toContain('الطالب');
    });

    it('deletes to the deleted list with its cancellation date and restores; keeps teachers to their own and agents to the deleted list', async () => {
      const mine = await signInAs(ctx.app, 'teacher');
      const w = await world(ctx.app, { teacher: mine.id });
      const theirs = await world(ctx.app);
      const agent = (await signInAs(ctx.app, 'support-agent')).headers;
      const add = async (x: typeof w) =>
        (
          await send(
            'POST',
            'subscriptions',
            w.admin,
            {
              student_id: x.student,
              type: 'monthly',
              curriculum_id: x.curriculum,
              period_days: 30,
              price: 1_000,
              method: 'cash',
            },
            newKey(),
          )
        ).json() as Subscription;
      const own = await add(w);
      const other = await add(theirs);

      expect((await send('DELETE', `subscriptions/${own.id}`, w.admin)).statusCode).toBe(204);
      expect((await send('DELETE', `subscriptions/${own.id}`, w.admin)).json().code).toBe('subscription.deleted');
      const live = (await send('GET', `subscriptions?student_id=${w.student}`, w.admin)).json();
      expect(live.items).toEqual([]);
      const deleted = (await send('GET', `subscriptions/deleted?student_id=${w.student}`, w.admin)).json();
      expect(deleted.items.map((s: Subscription) => s.id)).toEqual([own.id]);
      expect(deleted.items[0].deleted_at).not.toBeNull();
      const renew = await send('POST', `subscriptions/${own.id}/renew`, w.admin, { method: 'cash' }, newKey());
      expect(renew.json().code).toBe('subscription.deleted');

      // A teacher: his or her own, live and deleted, even of a page an admin was just given (kept pages
      // are the asker's); another's is refused; nothing may be written.
      expect((await send('GET', `subscriptions?student_id=${theirs.student}`, w.admin)).json().items).toHaveLength(1);
      expect(
        (await send('GET', `subscriptions/deleted?teacher_id=${w.teacher}`, mine.headers)).json().items,
      ).toHaveLength(1);
      expect(
        (await send('GET', `subscriptions/deleted?teacher_id=${theirs.teacher}`, mine.headers)).json().items,
      ).toEqual([]);
      expect((await send('GET', `subscriptions?student_id=${theirs.student}`, mine.headers)).json().items).toEqual([]);
      expect([403, 404]).toContain((await send('GET', `subscriptions/${other.id}`, mine.headers)).statusCode);
      // A student outside the teacher's classes is not found, as the student's own page is not.
      expect((await send('GET', `students/${theirs.student}/subscriptions`, mine.headers)).statusCode).toBe(404);
      for (const headers of [mine.headers, agent]) {
        expect((await send('POST', `subscriptions/${own.id}/restore`, headers)).statusCode).toBe(403);
        expect((await send('DELETE', `subscriptions/${other.id}`, headers)).statusCode).toBe(403);
        expect(
          (await send('POST', `subscriptions/${other.id}/renew`, headers, { method: 'cash' }, newKey())).statusCode,
        ).toBe(403);
      }
      // A support agent: the deleted list only.
      expect((await send('GET', 'subscriptions', agent)).statusCode).toBe(403);
      expect((await send('GET', `subscriptions/deleted?student_id=${w.student}`, agent)).json().items).toHaveLength(1);

      // A new subscription to the same content stands in the way of restoring the old one.
      const again = await add(w);
      const clash = await send('POST', `subscriptions/${own.id}/restore`, w.admin);
      expect(clash.statusCode).toBe(409);
      expect(clash.json().code).toBe('subscription.exists');
      // Neither a delete nor a restore takes a body: a field sent is refused, and nothing changes.
      const deleteWithBody = await send('DELETE', `subscriptions/${again.id}`, w.admin, { x: 1 });
      expect(deleteWithBody.statusCode).toBe(400);
      expect(deleteWithBody.json().errors).toEqual([{ path: 'x', code: 'validation.unknown_field' }]);
      await send('DELETE', `subscriptions/${again.id}`, w.admin);
      const restoreWithBody = await send('POST', `subscriptions/${own.id}/restore`, w.admin, { x: 1 });
      expect(restoreWithBody.statusCode).toBe(400);
      expect(restoreWithBody.json()).toMatchObject({
        code: 'validation.unknown_field',
        errors: [{ path: 'x', code: 'validation.unknown_field' }],
      });
      expect((await send('GET', `subscriptions/${own.id}`, w.admin)).json().deleted_at).not.toBeNull();
      const restored = await send('POST', `subscriptions/${own.id}/restore`, w.admin);
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({ id: own.id, deleted_at: null });
      expect((await send('POST', `subscriptions/${own.id}/restore`, w.admin)).json().code).toBe(
        'subscription.not_deleted',
      );
      const history = (await send('GET', `students/${w.student}/subscriptions`, w.admin)).json().items;
      expect(history.map((s: Subscription) => [s.id, s.deleted_at === null])).toEqual([
        [again.id, false],
        [own.id, true],
      ]);
    });

    /** The subscriptions' and payments' rows whose card (`money_cards`) is not their content's, subject's, class's and teacher's. */
    async function offTheirCards() {
      const off = async (table: 'subscriptions' | 'payments') =>
        (
          await ctx.app.db
            .selectFrom(`${table} as m` as 'subscriptions as m')
            .innerJoin('money_cards as k', 'k.id', 'm.card_id')
            .select('m.id')
            .where((eb) =>
              eb.or([
                eb('k.curriculum_id', '<>', eb.fn.coalesce('m.curriculum_id', sql.lit(0))),
                eb('k.course_id', '<>', eb.fn.coalesce('m.course_id', sql.lit(0))),
                eb('k.subject_id', '<>', eb.ref('m.subject_id')),
                eb('k.class_id', '<>', eb.ref('m.class_id')),
                eb('k.teacher_id', '<>', eb.ref('m.teacher_id')),
              ]),
            )
            .execute()
        ).map((r) => `${table} ${r.id}`);
      return [...(await off('subscriptions')), ...(await off('payments'))];
    }

    it('follows its content to another teacher: the new one sees and is paid for it, the old one no longer', async () => {
      const mine = await signInAs(ctx.app, 'teacher');
      const next = await signInAs(ctx.app, 'teacher');
      const w = await world(ctx.app, { teacher: mine.id });
      await teaches(ctx.app, next.id, w.klass, w.subject);
      const added = await send('POST', 'subscriptions', w.admin, monthly(w, { price: 1_000 }), newKey());
      expect(added.statusCode, added.body).toBe(201);
      const id = (added.json() as Subscription).id;
      // 150 deleted ones like it, more than an export's first batch: the rest of the export is the database's copy.
      const { id: _, ...row } = await ctx.app.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const deletedAt = new Date().toISOString();
      await ctx.app.db
        .insertInto('subscriptions')
        .values(Array.from({ length: 150 }, () => ({ ...row, deleted_at: deletedAt })))
        .execute();
      const cards = await ctx.app.db.selectFrom('money_cards').select('id').execute();
      const moved = await send('PATCH', `curricula/${w.curriculum}`, w.admin, { teacher_id: next.id });
      expect(moved.statusCode, moved.body).toBe(200);
      // The subscriptions follow it to the new teacher's card, made by the move.
      expect(await offTheirCards()).toEqual([]);
      expect(await ctx.app.db.selectFrom('money_cards').select('id').execute()).toHaveLength(cards.length + 1);
      const exported = csvLines(
        await send('GET', `subscriptions/deleted/export?teacher_id=${next.id}&format=csv&lang=en`, w.admin),
      );
      expect(exported).toHaveLength(151);
      const { name } = await ctx.app.db
        .selectFrom('users')
        .select('name')
        .where('id', '=', next.id)
        .executeTakeFirstOrThrow();
      for (const line of exported.slice(1)) expect(line).toContain(`,${name},`);

      expect([403, 404]).toContain((await send('GET', `subscriptions/${id}`, mine.headers)).statusCode);
      expect((await send('GET', 'subscriptions', mine.headers)).json().items).toEqual([]);
      const seen = await send('GET', `subscriptions/${id}`, next.headers);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().teacher.id).toBe(next.id);
      expect((await send('GET', 'subscriptions', next.headers)).json().items.map((s: Subscription) => s.id)).toEqual([
        id,
      ]);
      expect((await send('GET', `subscriptions?teacher_id=${next.id}`, w.admin)).json().total).toBe(1);

      // A renewal is paid to the content's teacher now; the first payment keeps the teacher it was made to.
      const renewed = await send('POST', `subscriptions/${id}/renew`, w.admin, { method: 'cash' }, newKey());
      expect(renewed.statusCode, renewed.body).toBe(200);
      const paidTo = await ctx.app.db
        .selectFrom('payments')
        .select('teacher_id')
        .where('subscription_id', '=', id)
        .orderBy('id')
        .execute();
      expect(paidTo.map((p) => p.teacher_id)).toEqual([mine.id, next.id]);
      expect(await offTheirCards()).toEqual([]);
    });

    it('shows a renamed student by the new name and phone: the subscription, its payments and their exports', async () => {
      const w = await world(ctx.app);
      const added = await send('POST', 'subscriptions', w.admin, monthly(w), newKey());
      expect(added.statusCode, added.body).toBe(201);
      const id = (added.json() as Subscription).id;
      const renamed = await send('PATCH', `students/${w.student}`, w.admin, {
        name: 'سلمى مجدي',
        phone: '01277778888',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);

      expect((await send('GET', `subscriptions/${id}`, w.admin)).json().student).toEqual({
        id: w.student,
        name: 'سلمى مجدي',
        phone: '01277778888',
      });
      const paid = await send('GET', `payments?teacher_id=${w.teacher}`, w.admin);
      expect(paid.json().items.map((p: { student: unknown }) => p.student)).toEqual([
        { id: w.student, name: 'سلمى مجدي' },
      ]);
      for (const list of [`subscriptions/export?student_id=${w.student}`, `payments/export?teacher_id=${w.teacher}`]) {
        const csv = csvLines(await send('GET', `${list}&format=csv&lang=ar`, w.admin));
        expect(csv).toHaveLength(2);
        expect(csv[1]).toContain('سلمى مجدي');
      }
    });

    it('shows renamed content, subject and teacher in every row of both exports, past the first batch the database writes', async () => {
      const w = await world(ctx.app);
      const added = await send('POST', 'subscriptions', w.admin, monthly(w), newKey());
      expect(added.statusCode, added.body).toBe(201);
      const id = (added.json() as Subscription).id;
      // 150 more rows like a row of `table` (`change` made to each), more than an export's first batch.
      const copied = async (table: 'subscriptions' | 'payments', column: 'id' | 'subscription_id', change = {}) => {
        const { id: _, ...row } = await ctx.app.db
          .selectFrom(table)
          .selectAll()
          .where(column, '=', id)
          .executeTakeFirstOrThrow();
        await ctx.app.db
          .insertInto(table)
          .values(Array.from({ length: 150 }, () => ({ ...row, ...change })) as never)
          .execute();
      };
      // Deleted subscriptions (one live a student and content), and payments (the report's sums are not what this asks).
      await copied('subscriptions', 'id', { deleted_at: new Date().toISOString() });
      await copied('payments', 'subscription_id');

      const names = ['منهج الجبر الجديد', 'رياضيات بحتة', 'هالة فؤاد'];
      const renamed = [
        await send('PATCH', `curricula/${w.curriculum}`, w.admin, { title_ar: names[0] }),
        await send('PATCH', `subjects/${w.subject}`, w.admin, { name_ar: names[1] }),
        await send('PATCH', `teachers/${w.teacher}`, w.admin, { name: names[2] }),
      ];
      for (const r of renamed) expect(r.statusCode, r.body).toBe(200);

      for (const [list, rows] of [
        [`subscriptions/deleted/export?student_id=${w.student}`, 150],
        [`payments/export?teacher_id=${w.teacher}`, 151],
      ] as const) {
        const csv = csvLines(await send('GET', `${list}&format=csv&lang=ar`, w.admin));
        expect(csv, list).toHaveLength(1 + rows);
        expect(
          csv.slice(1).filter((line) => !names.every((n) => line.includes(n))),
          list,
        ).toEqual([]);
      }
      const live = (await send('GET', `subscriptions?student_id=${w.student}`, w.admin)).json().items[0];
      expect([live.content.name_ar, live.subject.name_ar, live.teacher.name]).toEqual(names);
    });

    it('writes an export’s status in SQL by the same rule as the app (the cell PostgreSQL copies out)', async () => {
      const today = '2026-06-15';
      const cases = [
        { starts_on: '2026-05-01', ends_on: '2026-06-14', price: 100 }, // expired
        { starts_on: '2026-05-01', ends_on: null, price: 100 }, // permanent
        { starts_on: '2026-06-16', ends_on: '2026-07-15', price: 100 }, // uncertain
        { starts_on: '2026-06-15', ends_on: '2026-06-15', price: 0 }, // free, its last day
        { starts_on: '2026-06-01', ends_on: '2026-06-30', price: 250 }, // active
      ];
      const cell = subscriptionStatusCell(today, (status) => status);
      for (const row of cases) {
        const { rows } = await sql<{ status: string }>`select ${cell.sql} as status from (select
          cast(${row.starts_on} as varchar(10)) as starts_on, cast(${row.ends_on} as varchar(10)) as ends_on,
          cast(${row.price} as integer) as price) as r`.execute(ctx.app.db);
        expect(rows[0]!.status, JSON.stringify(row)).toBe(cell.value(row));
      }
      expect(cases.map((row) => cell.value(row))).toEqual(['expired', 'permanent', 'uncertain', 'free', 'active']);
    });

    it('tells a student’s story newest first, a page at a time: subscriptions, renewals, cancellations, wallet moves, codes', async () => {
      // Events of the same millisecond have no order but their ids': each step here starts in a later one.
      const tick = async () => {
        const now = Date.now();
        while (Date.now() === now) await new Promise((resolve) => setTimeout(resolve, 1));
      };
      const w = await world(ctx.app, { price: 1_000, balance: 10_000 });
      await tick();
      const made = await send(
        'POST',
        'subscriptions',
        w.admin,
        monthly(w, { price: 1_000, method: 'wallet' }),
        newKey(),
      );
      const id = made.json().id as number;
      await tick();
      await send('POST', `subscriptions/${id}/renew`, w.admin, { method: 'cash' }, newKey());
      await tick();
      await send('DELETE', `subscriptions/${id}`, w.admin);
      await tick();
      const batch = await send('POST', 'codes', w.admin, { count: 1, price: 2_500 }, newKey());
      const { code } = await ctx.app.db
        .selectFrom('codes')
        .select('code')
        .where('batch_id', '=', batch.json().id)
        .executeTakeFirstOrThrow();
      expect((await send('POST', 'codes/redeem', w.admin, { code, student_id: w.student }, newKey())).statusCode).toBe(
        200,
      );

      const kinds: string[] = [];
      const seen = new Set<string>();
      let url = `students/${w.student}/timeline?pageSize=2`;
      for (;;) {
        const page = (await send('GET', url, w.admin)).json();
        for (const e of page.items) {
          expect(seen.has(e.id)).toBe(false);
          seen.add(e.id);
          kinds.push(e.kind);
        }
        if (!page.nextCursor) break;
        url = `students/${w.student}/timeline?pageSize=2&before=${encodeURIComponent(page.nextCursor)}`;
      }
      expect(kinds).toEqual(['code', 'cancellation', 'renewal', 'subscription', 'wallet']);
      const all = (await send('GET', `students/${w.student}/timeline`, w.admin)).json().items;
      expect(all[0]).toMatchObject({ kind: 'code', amount: 2_500 });
      expect(all[3]).toMatchObject({
        kind: 'subscription',
        amount: 1_000,
        subscription_id: id,
        subject: { id: w.curriculum },
      });
      expect(all[4]).toMatchObject({ kind: 'wallet', amount: 10_000, wallet_kind: 'manual_credit', note: 'دفع نقدي' });
      const teacher = (await signInAs(ctx.app, 'teacher')).headers;
      expect((await send('GET', `students/${w.student}/timeline`, teacher)).statusCode).toBe(403);
      expect((await send('GET', `students/${w.student}/timeline?before=nonsense`, w.admin)).statusCode).toBe(400);
      expect((await send('GET', 'students/999999/timeline', w.admin)).statusCode).toBe(404);
    });

    it('renews at most as often as the wallet pays, however many arrive at once, and every balance is its ledger’s sum', async () => {
      const w = await world(ctx.app, { price: 1_000, balance: 5_000 });
      const made = await send('POST', 'subscriptions', w.admin, monthly(w, { period_days: 7, price: 1_000 }), newKey());
      const id = made.json().id as number;
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          send('POST', `subscriptions/${id}/renew`, w.admin, { method: 'wallet' }, newKey()),
        ),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(5);
      expect(codes.filter((c) => c === 409)).toHaveLength(5);
      expect(await balanceOf(w.student)).toBe(0);
      expect(await ledgerSum(w.student)).toBe(0);
      const sub = (await send('GET', `subscriptions/${id}`, w.admin)).json();
      expect(sub).toMatchObject({ renewal_count: 5, ends_on: addDays(today(), 6 + 5 * 7), paid_total: 6_000 });
      expect(await paymentsOf(id)).toHaveLength(6);
    });
  });
}
