import type { Subscription, Timeline, TimelineEvent } from '@dashboard/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addCourse, addSystem } from '../../test/academic.js';
import { insertTestKey } from '../../test/api-keys.js';
import { apiSender, createUser, signInAs, useApp } from '../../test/build.js';
import { classAndSubject, teaches } from '../../test/class-and-subject.js';
import { dialects } from '../../test/dialects.js';
import { addStudent } from '../../test/students.js';
import { fillCodes } from '../../db/migrations/2026-12-02-03-subscriptions-code.js';

type Headers = Record<string, string>;

let seq = 0;
let keys = 0;
const newKey = () => `timeline-test-${process.pid}-${(keys += 1)}-key`;

/** Waits for the clock's next millisecond: events of one millisecond are ordered by their rows, not their times. */
async function tick() {
  const now = Date.now();
  while (Date.now() === now) await new Promise((resolve) => setTimeout(resolve, 1));
}

for (const dialect of dialects) {
  describe(`a student's timeline on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const send = apiSender(ctx);

    /** A class with a system, a teacher's curriculum of 200 EGP and two courses in it, an admin, and a student of it. */
    async function world() {
      seq += 1;
      const { klass, subject } = await classAndSubject(ctx.app, `TL${seq}`, { stage: 'TLS', subject: 'TLJ' });
      const admin = await signInAs(ctx.app, 'admin');
      const { name } = await ctx.app.db
        .selectFrom('users')
        .select('name')
        .where('id', '=', admin.id)
        .executeTakeFirstOrThrow();
      const teacher = await createUser(ctx.app, 'teacher');
      await teaches(ctx.app, teacher.id, klass, subject);
      const system = await addSystem(ctx.app, klass, `System ${seq}`);
      const curriculum = await send('POST', 'curricula', admin.headers, {
        title_ar: `منهج ${seq}`,
        title_en: `Curriculum ${seq}`,
        teacher_id: teacher.id,
        class_id: klass,
        subject_id: subject,
        price: 20_000,
      });
      expect(curriculum.statusCode, curriculum.body).toBe(201);
      const courses: number[] = [];
      for (const n of [1, 2]) {
        const course = { teacher_id: teacher.id, class_id: klass, subject_id: subject, price: 10_000 };
        courses.push(await addCourse(ctx.app, { ...course, name_en: `Course ${seq}-${n}` }));
      }
      const student = await addStudent(ctx.app, { class_id: klass, system_id: system });
      return {
        admin: admin.headers,
        actor: { kind: 'user' as const, id: admin.id, name },
        klass,
        teacher: teacher.id,
        curriculum: curriculum.json().id as number,
        courses,
        student,
      };
    }
    type World = Awaited<ReturnType<typeof world>>;

    /** Adds the world's student to its curriculum, monthly, paid in cash; answers the subscription. */
    async function subscribe(w: World, price = 20_000): Promise<Subscription> {
      const res = await send(
        'POST',
        'subscriptions',
        w.admin,
        { student_id: w.student, type: 'monthly', curriculum_id: w.curriculum, period_days: 30, price, method: 'cash' },
        newKey(),
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    }

    const timeline = async (w: World, query = ''): Promise<Timeline> => {
      const res = await send('GET', `students/${w.student}/timeline${query}`, w.admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    /** Every event, page after page of `pageSize`, each page from the last one's cursor. */
    async function walk(w: World, pageSize: number): Promise<TimelineEvent[]> {
      const events: TimelineEvent[] = [];
      let query = `?pageSize=${pageSize}`;
      for (;;) {
        const page = await timeline(w, query);
        expect(page.items.length).toBeLessThanOrEqual(pageSize);
        events.push(...page.items);
        if (!page.nextCursor) return events;
        query = `?pageSize=${pageSize}&before=${encodeURIComponent(page.nextCursor)}`;
      }
    }

    const changesOf = (subscription: number) =>
      ctx.app.db
        .selectFrom('subscription_changes')
        .selectAll()
        .where('subscription_id', '=', subscription)
        .orderBy('id')
        .execute();

    it('shows every deletion and restoration of a subscription at its own instant, by whom, and pages across them', async () => {
      const w = await world();
      const sub = await subscribe(w);
      const read = async () => (await send('GET', `subscriptions/${sub.id}`, w.admin)).json() as Subscription;

      await tick();
      expect((await send('DELETE', `subscriptions/${sub.id}`, w.admin)).statusCode).toBe(204);
      const firstDeletion = (await read()).deleted_at!;
      // A second delete is refused and writes no history.
      expect((await send('DELETE', `subscriptions/${sub.id}`, w.admin)).json().code).toBe('subscription.deleted');
      await tick();
      const restored = await send('POST', `subscriptions/${sub.id}/restore`, w.admin);
      expect(restored.statusCode, restored.body).toBe(200);
      const restoredAt = (restored.json() as Subscription).updated_at;
      expect((await send('POST', `subscriptions/${sub.id}/restore`, w.admin)).json().code).toBe(
        'subscription.not_deleted',
      );
      await tick();
      expect((await send('DELETE', `subscriptions/${sub.id}`, w.admin)).statusCode).toBe(204);
      const secondDeletion = (await read()).deleted_at!;
      expect(firstDeletion < restoredAt && restoredAt < secondDeletion).toBe(true);

      const content = { id: w.curriculum, name_en: `Curriculum ${seq}` };
      const { items, nextCursor } = await timeline(w);
      expect(nextCursor).toBeNull();
      expect(items.map((e) => [e.kind, e.at])).toEqual([
        ['cancellation', secondDeletion],
        ['restoration', restoredAt],
        ['cancellation', firstDeletion],
        ['subscription', sub.created_at],
      ]);
      for (const e of items) {
        expect(e).toMatchObject({ subscription_id: sub.id, subject: content, actor: w.actor });
      }
      expect(items[0]).toMatchObject({ amount: null, note: null, code_kind: null, opened: null });
      expect(items[3]).toMatchObject({ amount: 20_000 });

      // The history as written, in the transactions of the changes, each with its audit row.
      expect((await changesOf(sub.id)).map((c) => [c.kind, new Date(c.created_at).toISOString(), c.actor_id])).toEqual([
        ['deleted', firstDeletion, w.actor.id],
        ['restored', restoredAt, w.actor.id],
        ['deleted', secondDeletion, w.actor.id],
      ]);
      const audit = await ctx.app.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('entity', '=', 'subscriptions')
        .where('entity_id', '=', String(sub.id))
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['create', 'delete', 'update', 'delete']);

      // Any page size, a page's last event anywhere among them: each event once, in order.
      for (const size of [1, 2, 3]) expect(await walk(w, size), `pageSize ${size}`).toEqual(items);
      // The page boundary on the restoration: the next page starts with the deletion before it.
      const first = await timeline(w, '?pageSize=2');
      expect(first.items.map((e) => e.kind)).toEqual(['cancellation', 'restoration']);
      expect(first.nextCursor).toBe(`${restoredAt}|${items[1]!.id}`);
      const second = await timeline(w, `?pageSize=2&before=${encodeURIComponent(first.nextCursor!)}`);
      expect(second.items.map((e) => [e.kind, e.at])).toEqual([
        ['cancellation', firstDeletion],
        ['subscription', sub.created_at],
      ]);
      expect(second.nextCursor).toBeNull();
    });

    it('orders changes of one instant as they were written, across a page boundary', async () => {
      const w = await world();
      const sub = await subscribe(w);
      // Three changes in one millisecond (an integration's client, say), and ids past 9 so text would misorder them.
      const at = new Date(Date.parse(sub.created_at) + 60_000).toISOString();
      const kinds = ['deleted', 'restored', 'deleted', 'restored', 'deleted', 'restored', 'deleted'] as const;
      for (const kind of kinds) {
        await ctx.app.db
          .insertInto('subscription_changes')
          .values({
            subscription_id: sub.id,
            student_id: w.student,
            kind,
            actor_kind: 'user',
            actor_id: w.actor.id,
            actor_name: w.actor.name,
            created_at: at,
          })
          .execute();
      }
      const ids = (await changesOf(sub.id)).map((c) => c.id).reverse();
      const { items } = await timeline(w);
      expect(items.map((e) => e.id)).toEqual([
        ...ids.map((id, i) => `${i % 2 === 0 ? 'cancellation' : 'restoration'}:${id}`),
        items.at(-1)!.id,
      ]);
      expect(items.slice(0, -1).every((e) => e.at === at)).toBe(true);
      for (const size of [1, 2, 3, 5]) expect(await walk(w, size), `pageSize ${size}`).toEqual(items);
      // A cursor naming no event is refused, not read as one.
      for (const before of [`${at}|nonsense`, `${at}|cancellation:x`, `${at}|unknown:1`]) {
        const res = await send('GET', `students/${w.student}/timeline?before=${encodeURIComponent(before)}`, w.admin);
        expect(res.statusCode, before).toBe(400);
      }
    });

    it('writes no history for a refused restore, and keeps the history append-only', async () => {
      const w = await world();
      const first = await subscribe(w);
      // Each at its own instant: the timeline orders events by it.
      await tick();
      expect((await send('DELETE', `subscriptions/${first.id}`, w.admin)).statusCode).toBe(204);
      await tick();
      const second = await subscribe(w);
      const refused = await send('POST', `subscriptions/${first.id}/restore`, w.admin);
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'subscription.exists']);
      expect((await changesOf(first.id)).map((c) => c.kind)).toEqual(['deleted']);
      expect(await changesOf(second.id)).toEqual([]);
      expect((await timeline(w)).items.map((e) => e.kind)).toEqual(['subscription', 'cancellation', 'subscription']);
      await expect(ctx.app.db.updateTable('subscription_changes').set({ kind: 'restored' }).execute()).rejects.toThrow(
        /append-only/,
      );
      await expect(
        ctx.app.db.deleteFrom('subscription_changes').where('subscription_id', '=', first.id).execute(),
      ).rejects.toThrow(/append-only/);
    });

    it('tells a code redeemed as one event, its piastres once: what it credited or opened, and who redeemed it', async () => {
      const w = await world();
      const studentApp = await insertTestKey(ctx.app, ['codes.redeem'], 'Student app');
      const codeOf = async (made: { json(): { id: number } }, table: 'batch_id' | 'group_id') => {
        const row = await ctx.app.db
          .selectFrom('codes')
          .select(['id', 'code'])
          .where(table, '=', made.json().id)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        return row;
      };
      const redeem = async (code: string, headers: Headers) => {
        const res = await send('POST', 'codes/redeem', headers, { code, student_id: w.student }, newKey());
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { subscriptions: Subscription[] };
      };
      const group = (body: object) =>
        send(
          'POST',
          'code-groups',
          w.admin,
          { title: `كروت ${seq}`, count: 2, teacher_id: w.teacher, class_id: w.klass, ...body },
          newKey(),
        );

      // A wallet code, by the student app's key.
      const batch = await send('POST', 'codes', w.admin, { count: 1, price: 2_500 }, newKey());
      const wallet = await codeOf(batch, 'batch_id');
      await redeem(wallet.code, studentApp.headers);
      await tick();
      // A curriculum's code, by an admin.
      const ofCurriculum = await group({
        content_type: 'curriculum',
        curriculum_id: w.curriculum,
        price: 25_000,
        period_days: 30,
      });
      expect(ofCurriculum.statusCode, ofCurriculum.body).toBe(201);
      const curriculumCode = await codeOf(ofCurriculum, 'group_id');
      const [monthly] = (await redeem(curriculumCode.code, w.admin)).subscriptions;
      await tick();
      // Two courses' code, its price not divisible by two, by the key.
      const ofCourses = await group({ content_type: 'course', course_ids: w.courses, price: 10_001 });
      expect(ofCourses.statusCode, ofCourses.body).toBe(201);
      const coursesCode = await codeOf(ofCourses, 'group_id');
      const opened = (await redeem(coursesCode.code, studentApp.headers)).subscriptions;
      expect(opened.map((s) => s.price)).toEqual([5_001, 5_000]);
      await tick();
      // A renewal of the code's subscription is paid on its own: an event of its own.
      const renewed = await send('POST', `subscriptions/${monthly!.id}/renew`, w.admin, { method: 'cash' }, newKey());
      expect(renewed.statusCode, renewed.body).toBe(200);

      const { items } = await timeline(w);
      const key = { kind: 'key', id: studentApp.id, name: 'Student app' };
      const printed = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');
      expect(items.map((e) => e.kind)).toEqual(['renewal', 'code', 'code', 'code']);
      expect(items[0]).toMatchObject({ subscription_id: monthly!.id, amount: 25_000, actor: w.actor });
      expect(items[1]).toMatchObject({
        id: `code:${coursesCode.id}`,
        code_kind: 'subscription',
        amount: 10_001,
        note: printed(coursesCode.code),
        opened: [
          { subscription_id: opened[0]!.id, content: { id: w.courses[0], name_en: `Course ${seq}-1` } },
          { subscription_id: opened[1]!.id, content: { id: w.courses[1], name_en: `Course ${seq}-2` } },
        ],
        actor: key,
        subject: null,
        subscription_id: null,
      });
      expect(items[2]).toMatchObject({
        code_kind: 'subscription',
        amount: 25_000,
        opened: [{ subscription_id: monthly!.id, content: { id: w.curriculum } }],
        actor: w.actor,
      });
      expect(items[3]).toMatchObject({
        code_kind: 'wallet',
        amount: 2_500,
        note: printed(wallet.code),
        opened: null,
        actor: key,
      });

      // Every piastre once: the events' money is the payments' and the ledger's, no more.
      const paid = await ctx.app.db
        .selectFrom('payments')
        .select((eb) => eb.fn.sum<number>('paid').as('total'))
        .where('student_id', '=', w.student)
        .executeTakeFirstOrThrow();
      const credited = await ctx.app.db
        .selectFrom('wallet_moves')
        .select((eb) => eb.fn.sum<number>('amount').as('total'))
        .where('student_id', '=', w.student)
        .executeTakeFirstOrThrow();
      const sum = (es: TimelineEvent[]) => es.reduce((total, e) => total + e.amount!, 0);
      expect(sum(items.filter((e) => e.code_kind !== 'wallet'))).toBe(Number(paid.total));
      expect(sum(items.filter((e) => e.code_kind === 'wallet'))).toBe(Number(credited.total));
      // Each code's subscriptions' first payments are its price, shared.
      for (const e of items.filter((x) => x.code_kind === 'subscription')) {
        const first = await ctx.app.db
          .selectFrom('payments')
          .select((eb) => eb.fn.sum<number>('paid').as('total'))
          .where(
            'subscription_id',
            'in',
            e.opened!.map((s) => s.subscription_id),
          )
          .where('kind', '=', 'subscription')
          .where('method', '=', 'code')
          .executeTakeFirstOrThrow();
        expect(Number(first.total)).toBe(e.amount);
      }

      // The migration's fill names the same codes as the redemptions did.
      const named = () =>
        ctx.app.db
          .selectFrom('subscriptions')
          .select(['id', 'code_id'])
          .where('student_id', '=', w.student)
          .orderBy('id')
          .execute();
      const written = await named();
      expect(written.map((s) => s.code_id)).toEqual([curriculumCode.id, coursesCode.id, coursesCode.id]);
      await sql`update subscriptions set code_id = null where student_id = ${w.student}`.execute(ctx.app.db);
      await fillCodes(ctx.app.db);
      expect(await named()).toEqual(written);
    });
  });
}
