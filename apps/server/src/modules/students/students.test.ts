import { addDays, dayLimits, EGYPTIAN_MOBILE, startOfDay } from '@dashboard/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addClass, addStage, addSystem } from '../../test/academic.js';
import { seedIfEmpty } from '../../db/seed/index.js';
import { signIn, signInAs, useApp } from '../../test/build.js';
import { dialects } from '../../test/dialects.js';
import { csvLines } from '../../test/exports.js';
import { searchText } from '../../lib/list.js';

const STUDENTS = '/api/v1/students';
type Headers = Record<string, string>;
type Student = { id: number; name: string; wallet_balance: number | null } & Record<string, unknown>;

let seq = 0;
/** A student row written straight to the table (students register in the student app, not here). */
async function addStudent(
  app: FastifyInstance,
  fields: Partial<{
    name: string;
    phone: string;
    email: string | null;
    class_id: number | null;
    system_id: number | null;
    created_at: string;
    quiz_average: number | null;
  }> = {},
) {
  seq += 1;
  const name = fields.name ?? `Student ${seq}`;
  const phone = fields.phone ?? `0109${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(4, '0')}`;
  const email = fields.email ?? null;
  const created = fields.created_at ?? new Date().toISOString();
  const { id } = await app.db
    .insertInto('students')
    .values({
      name,
      phone,
      email,
      class_id: fields.class_id ?? null,
      system_id: fields.system_id ?? null,
      search_text: searchText(name, phone, email),
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (fields.quiz_average !== undefined) {
    await app.db.updateTable('students').set({ quiz_average: fields.quiz_average }).where('id', '=', id).execute();
  }
  return id;
}

for (const dialect of dialects) {
  describe(`students and wallets on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const as = async (role: 'admin' | 'teacher' | 'support-agent') => (await signInAs(ctx.app, role)).headers;
    const get = (headers: Headers, url: string) => ctx.app.inject({ method: 'GET', url, headers });
    const move = (headers: Headers, id: number, payload: object, key?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${STUDENTS}/${id}/wallet`,
        headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      });
    const balanceOf = async (id: number) =>
      Number(
        (
          await ctx.app.db
            .selectFrom('students')
            .select('wallet_balance')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).wallet_balance,
      );
    const ledgerSum = async (id: number) => {
      const { total } = await ctx.app.db
        .selectFrom('wallet_moves')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
        .where('student_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(total);
    };

    it('lists students with their class, stage and system names, filters, sorts and pages them', async () => {
      const admin = await as('admin');
      const stage = await addStage(ctx.app, `S${seq}L`, 'Secondary L', 3, 'المرحلة الثانوية');
      const klass = await addClass(ctx.app, stage, 'Secondary 1 L', 1, 'الصف الأول الثانوي');
      const other = await addClass(ctx.app, await addStage(ctx.app, `P${seq}L`, 'Primary L', 1), 'Primary 1 L');
      const system = await addSystem(ctx.app, klass, 'Languages');
      const a = await addStudent(ctx.app, {
        name: 'مريم أحمد',
        phone: '01012340001',
        email: 'mariam@example.eg',
        class_id: klass,
        system_id: system,
        created_at: '2026-01-10T08:00:00.000Z',
        quiz_average: 815,
      });
      const b = await addStudent(ctx.app, {
        name: 'Omar Khaled',
        phone: '01012340002',
        class_id: klass,
        created_at: '2026-03-01T08:00:00.000Z',
      });
      const c = await addStudent(ctx.app, {
        name: 'يوسف علي',
        phone: '01012340003',
        class_id: other,
        created_at: '2026-05-01T08:00:00.000Z',
        quiz_average: 500,
      });
      const ids = (res: { json(): { items: Student[] } }) => res.json().items.map((s) => s.id);

      const one = (await get(admin, `${STUDENTS}/${a}`)).json();
      expect(one).toMatchObject({
        name: 'مريم أحمد',
        phone: '01012340001',
        email: 'mariam@example.eg',
        class: { id: klass, name_ar: 'الصف الأول الثانوي', name_en: 'Secondary 1 L' },
        stage: { id: stage, name_en: 'Secondary L' },
        system: { id: system, name_en: 'Languages' },
        quiz_average: 815,
        assignment_average: null,
        points: 0,
        wallet_balance: 0,
        can_comment: true,
      });

      expect(ids(await get(admin, `${STUDENTS}?class_id=${klass}&sort=name`))).toEqual([b, a]);
      expect(ids(await get(admin, `${STUDENTS}?stage_id=${stage}&sort=created_at`))).toEqual([a, b]);
      expect(ids(await get(admin, `${STUDENTS}?system_id=${system}`))).toEqual([a]);
      expect(
        ids(
          await get(
            admin,
            `${STUDENTS}?registered_from=2026-02-01T00:00:00%2B02:00&registered_to=2026-06-01T00:00:00%2B03:00&sort=created_at`,
          ),
        ),
      ).toEqual([b, c]);
      // A search by phone typed in Arabic-Indic digits, and by a name with another form of alef.
      expect(ids(await get(admin, `${STUDENTS}?q=${encodeURIComponent('٠١٠١٢٣٤٠٠٠٣')}`))).toEqual([c]);
      expect(ids(await get(admin, `${STUDENTS}?q=${encodeURIComponent('مريم احمد')}`))).toEqual([a]);
      // No average sorts below any: never a null key.
      const byAverage = ids(await get(admin, `${STUDENTS}?sort=-quiz_average&pageSize=100`)).filter((id) =>
        [a, b, c].includes(id),
      );
      expect(byAverage).toEqual([a, c, b]);
      // Next pages by cursor hold every student once.
      const seen: number[] = [];
      let url = `${STUDENTS}?sort=email&pageSize=2`;
      for (;;) {
        const page = (await get(admin, url)).json();
        seen.push(...page.items.map((s: Student) => s.id));
        if (!page.nextCursor) break;
        url = `${STUDENTS}?sort=email&pageSize=2&after=${page.nextCursor}`;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expect.arrayContaining([a, b, c]));
      // Unknown filters and sorts are refused.
      expect((await get(admin, `${STUDENTS}?sort=password`)).statusCode).toBe(400);
      expect((await get(admin, `${STUDENTS}?colour=red`)).statusCode).toBe(400);
      expect((await get(admin, `${STUDENTS}?balance_min=-1`)).statusCode).toBe(400);
      // Registration days within the years the dashboard takes: a year 0, or past 9999 in UTC, was a 500 on PostgreSQL.
      for (const [query, path] of [
        ['registered_from=0000-01-01T00:00:00Z', 'registered_from'],
        ['registered_to=9999-12-31T23:59:59-12:00', 'registered_to'],
        ['registered_from=1999-12-31T00:00:00%2B02:00', 'registered_from'],
      ] as const) {
        const res = await get(admin, `${STUDENTS}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().errors, query).toEqual([{ path, code: 'validation.day_range' }]);
      }
      // The first day's start and the last day's end, as the screen's filter sends them.
      const widest = `registered_from=${encodeURIComponent(startOfDay(dayLimits.first))}&registered_to=${encodeURIComponent(startOfDay(addDays(dayLimits.last, 1)))}`;
      expect((await get(admin, `${STUDENTS}?${widest}`)).statusCode).toBe(200);
      expect((await get(admin, `${STUDENTS}/export?format=csv&${widest}`)).statusCode).toBe(200);
    });

    it('keeps a teacher to the students of his or her classes, without their wallets', async () => {
      const teacher = await signInAs(ctx.app, 'teacher');
      const stage = await addStage(ctx.app, `T${seq}X`, `Stage T${seq}`, 2);
      const mine = await addClass(ctx.app, stage, `Mine ${seq}`);
      const theirs = await addClass(ctx.app, stage, `Theirs ${seq}`);
      await ctx.app.db.insertInto('teacher_classes').values({ teacher_id: teacher.id, class_id: mine }).execute();
      const own = await addStudent(ctx.app, { class_id: mine });
      const other = await addStudent(ctx.app, { class_id: theirs });

      const page = (await get(teacher.headers, `${STUDENTS}?stage_id=${stage}`)).json();
      expect(page.items.map((s: Student) => s.id)).toEqual([own]);
      expect(page.items[0].wallet_balance).toBeNull();
      expect((await get(teacher.headers, `${STUDENTS}/${own}`)).json().wallet_balance).toBeNull();
      expect((await get(teacher.headers, `${STUDENTS}/${other}`)).statusCode).toBe(404);
      expect((await get(teacher.headers, `${STUDENTS}?balance_min=0`)).statusCode).toBe(400);
      expect((await get(teacher.headers, `${STUDENTS}?sort=-wallet_balance`)).statusCode).toBe(400);
      expect((await get(teacher.headers, `${STUDENTS}/${own}/wallet`)).statusCode).toBe(403);
      const exported = csvLines(await get(teacher.headers, `${STUDENTS}/export?format=csv&stage_id=${stage}`));
      expect(exported).toHaveLength(2);
      // No balance column at all in a teacher's export, as none on his or her screen; an admin's has it.
      expect(exported[0]).not.toContain('Wallet balance');
      expect(exported[0]!.split(',')).toHaveLength(12);
      const admin = await signInAs(ctx.app, 'admin');
      const admins = csvLines(await get(admin.headers, `${STUDENTS}/export?format=csv&stage_id=${stage}`));
      expect(admins[0]).toContain('Wallet balance');
      expect(admins[0]!.split(',')).toHaveLength(13);
      const patch = await ctx.app.inject({
        method: 'PATCH',
        url: `${STUDENTS}/${own}`,
        headers: teacher.headers,
        payload: { can_comment: false },
      });
      expect(patch.statusCode).toBe(403);
      expect((await move(teacher.headers, own, { direction: 'credit', amount: 100, reason: 'Gift' })).statusCode).toBe(
        403,
      );
    });

    it('changes a student: class and system kept together, the phone unique, the comment permission', async () => {
      const admin = await as('admin');
      const stage = await addStage(ctx.app, `U${seq}X`, `Stage U${seq}`, 4);
      const first = await addClass(ctx.app, stage, `First ${seq}`);
      const second = await addClass(ctx.app, stage, `Second ${seq}`);
      const arabic = await addSystem(ctx.app, first, 'Arabic');
      const languages = await addSystem(ctx.app, second, 'Languages');
      const id = await addStudent(ctx.app, { class_id: first, system_id: arabic, phone: '01012349991' });
      await addStudent(ctx.app, { phone: '01012349992' });
      const patch = (payload: object) =>
        ctx.app.inject({ method: 'PATCH', url: `${STUDENTS}/${id}`, headers: admin, payload });

      const wrong = await patch({ system_id: languages });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([{ path: 'system_id', code: 'student.system_not_in_class' }]);
      // A new class drops the old class's system.
      const moved = await patch({ class_id: second });
      expect(moved.json()).toMatchObject({ class_id: second, system_id: null });
      expect((await patch({ system_id: languages })).json()).toMatchObject({ system: { id: languages } });
      expect((await patch({ class_id: 999_999 })).json().errors).toEqual([
        { path: 'class_id', code: 'validation.invalid' },
      ]);

      const taken = await patch({ phone: '٠١٠١٢٣٤٩٩٩٢' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'student.phone_taken' });

      const renamed = await patch({ name: 'Nour Hassan', phone: '010 1234 9993', email: 'NOUR@example.eg' });
      expect(renamed.json()).toMatchObject({ name: 'Nour Hassan', phone: '01012349993', email: 'nour@example.eg' });
      expect((await get(admin, `${STUDENTS}?q=nour`)).json().items.map((s: Student) => s.id)).toEqual([id]);
      // A phone typed as people write it is stored in the one form, `01` and nine digits, and searched by it.
      const international = await patch({ phone: '+20 101 234 9994' });
      expect(international.json().phone).toBe('01012349994');
      const stored = await ctx.app.db
        .selectFrom('students')
        .select(['phone', 'search_text'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.phone).toBe('01012349994');
      expect(stored.search_text).toContain('01012349994');
      for (const q of ['0101 234 9994', '+201012349994', '+20 101-234-9994', '٠١٠١ ٢٣٤ ٩٩٩٤']) {
        const found = await get(admin, `${STUDENTS}?q=${encodeURIComponent(q)}`);
        expect(
          found.json().items.map((s: Student) => s.id),
          q,
        ).toEqual([id]);
      }
      // Its start too, typed in groups: every student whose phone starts so.
      const start = (await get(admin, `${STUDENTS}?q=${encodeURIComponent('+20 101 234 999')}&pageSize=100`)).json();
      expect(start.items.map((s: Student) => s.id)).toContain(id);
      expect(start.items.every((s: Student) => String(s.phone).startsWith('010123499'))).toBe(true);
      expect((await patch({ phone: '+20 101 234 99' })).json().errors).toEqual([
        { path: 'phone', code: 'validation.phone' },
      ]);

      const blocked = await patch({ can_comment: false });
      expect(blocked.json().can_comment).toBe(false);
      const row = await ctx.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'students')
        .where('entity_id', '=', String(id))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.before!)).toEqual({ can_comment: true, updated_at: expect.any(String) });
      expect(JSON.parse(row.after!)).toMatchObject({ can_comment: false });
      expect((await patch({ wallet_balance: 1000 })).statusCode).toBe(400);
    });

    it('credits and debits a wallet by hand: one ledger row each, with its reason, who and the balance after', async () => {
      const admin = await signInAs(ctx.app, 'admin');
      const agent = await as('support-agent');
      const id = await addStudent(ctx.app);

      const credit = await move(admin.headers, id, {
        direction: 'credit',
        amount: 15_000,
        reason: 'دفع نقدي في السنتر',
      });
      expect(credit.statusCode).toBe(201);
      expect(credit.json()).toMatchObject({
        student_id: id,
        amount: 15_000,
        balance_after: 15_000,
        kind: 'manual_credit',
        reason: 'دفع نقدي في السنتر',
        actor: { kind: 'user', id: admin.id },
      });
      const debit = await move(admin.headers, id, { direction: 'debit', amount: 2_550, reason: 'Revision notes' });
      expect(debit.json()).toMatchObject({ amount: -2_550, balance_after: 12_450, kind: 'manual_debit' });

      // Past the balance: refused, nothing written.
      const moves = await ctx.app.db.selectFrom('wallet_moves').select('id').where('student_id', '=', id).execute();
      const short = await move(admin.headers, id, { direction: 'debit', amount: 12_451, reason: 'Too much' });
      expect(short.statusCode).toBe(409);
      expect(short.json()).toMatchObject({ code: 'wallet.insufficient_funds' });
      expect(await balanceOf(id)).toBe(12_450);
      expect(
        await ctx.app.db.selectFrom('wallet_moves').select('id').where('student_id', '=', id).execute(),
      ).toHaveLength(moves.length);

      // Bad input changes nothing either.
      for (const body of [
        { direction: 'credit', amount: 0, reason: 'Zero' },
        { direction: 'credit', amount: 10.5, reason: 'Half a piastre' },
        { direction: 'credit', amount: 100, reason: ' ' },
        { direction: 'gift', amount: 100, reason: 'Unknown' },
        { direction: 'credit', amount: 100_000_001, reason: 'Too large' },
      ]) {
        expect((await move(admin.headers, id, body)).statusCode, JSON.stringify(body)).toBe(400);
      }
      // What the admin could not see is no reason; a choice left out is "required"; a number past
      // 2^53 is told the field's own bound, not zod's.
      const told = async (body: object) => (await move(admin.headers, id, body)).json().errors;
      expect(await told({ direction: 'credit', amount: 100, reason: '\u200b\u200b\u200b\u200f' })).toEqual([
        { path: 'reason', code: 'validation.required', params: { min: 3 } },
      ]);
      expect(await told({ amount: 100, reason: 'Cash' })).toEqual([{ path: 'direction', code: 'validation.required' }]);
      expect(await told({ direction: 'credit', amount: 1e30, reason: 'Cash' })).toEqual([
        { path: 'amount', code: 'validation.max_value', params: { max: 100_000_000 } },
      ]);
      expect(
        (await move(admin.headers, 999_999, { direction: 'credit', amount: 1, reason: 'Nobody' })).statusCode,
      ).toBe(404);
      expect(await balanceOf(id)).toBe(12_450);

      // The ledger, newest first, a page at a time; agents read it, only admins move money.
      const wallet = (await get(agent, `${STUDENTS}/${id}/wallet?pageSize=1`)).json();
      expect(wallet).toMatchObject({ student_id: id, balance: 12_450 });
      expect(wallet.moves.map((m: { amount: number }) => m.amount)).toEqual([-2_550]);
      const older = (await get(agent, `${STUDENTS}/${id}/wallet?pageSize=1&after=${wallet.nextCursor}`)).json();
      expect(older.moves.map((m: { amount: number }) => m.amount)).toEqual([15_000]);
      expect(older.nextCursor).toBeNull();
      expect((await get(agent, `${STUDENTS}/${id}/wallet?kind=manual_credit`)).json().moves).toHaveLength(1);
      expect((await move(agent, id, { direction: 'credit', amount: 100, reason: 'Agent' })).statusCode).toBe(403);
      expect((await get(agent, `${STUDENTS}/${id}`)).json().wallet_balance).toBe(12_450);

      // Each move has its audit row: the student's balance before and after, and the move.
      const rows = await ctx.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'students')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.action, JSON.parse(r.before!), JSON.parse(r.after!)])).toEqual([
        ['update', { wallet_balance: 0 }, { wallet_balance: 15_000 }],
        ['update', { wallet_balance: 15_000 }, { wallet_balance: 12_450 }],
      ]);
      expect(JSON.parse(rows[1]!.details!)).toMatchObject({ kind: 'manual_debit', amount: -2_550 });
    });

    it('keeps the ledger append-only in the database', async () => {
      const admin = await as('admin');
      const id = await addStudent(ctx.app);
      const { id: moveId } = (await move(admin, id, { direction: 'credit', amount: 500, reason: 'Cash' })).json();
      await expect(
        ctx.app.db.updateTable('wallet_moves').set({ amount: 5 }).where('id', '=', moveId).execute(),
      ).rejects.toThrow(/append-only/);
      await expect(ctx.app.db.deleteFrom('wallet_moves').where('id', '=', moveId).execute()).rejects.toThrow(
        /append-only/,
      );
      expect(await ledgerSum(id)).toBe(500);
    });

    it('moves money once per Idempotency-Key, and refuses the key with another body', async () => {
      const admin = await as('admin');
      const id = await addStudent(ctx.app);
      const body = { direction: 'credit', amount: 7_500, reason: 'Vodafone Cash' };
      const key = `credit-${id}-${Date.now()}`;
      const first = await move(admin, id, body, key);
      const again = await move(admin, id, body, key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await balanceOf(id)).toBe(7_500);
      const audits = await ctx.app.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity', '=', 'students')
        .where('entity_id', '=', String(id))
        .execute();
      expect(audits).toHaveLength(1);

      const other = await move(admin, id, { ...body, amount: 7_501 }, key);
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ code: 'idempotency.key_reused' });
      expect((await move(admin, id, body, 'short')).statusCode).toBe(400);
      // Another admin's key of the same text is his own.
      expect((await move(await as('admin'), id, body, key)).statusCode).toBe(201);
      expect(await balanceOf(id)).toBe(15_000);

      // Many repeats at once: one move.
      const burst = `burst-${id}-${Date.now()}`;
      const answers = await Promise.all(Array.from({ length: 8 }, () => move(admin, id, body, burst)));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
      expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
      expect(await balanceOf(id)).toBe(22_500);
      expect(await ledgerSum(id)).toBe(22_500);
    });

    it('spends no piastre twice: 20 debits at once against a balance for 10', async () => {
      const admin = await as('admin');
      const id = await addStudent(ctx.app);
      await move(admin, id, { direction: 'credit', amount: 1_000, reason: 'Top-up' });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          move(admin, id, { direction: 'debit', amount: 100, reason: `Debit ${i}` }),
        ),
      );
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(10);
      expect(await balanceOf(id)).toBe(0);
      expect(await ledgerSum(id)).toBe(0);
    });

    it('keeps every balance the sum of its ledger and never below zero, over random sequences of moves', async () => {
      const admin = await as('admin');
      const students = [await addStudent(ctx.app), await addStudent(ctx.app), await addStudent(ctx.app)];
      const op = fc.record({
        student: fc.integer({ min: 0, max: students.length - 1 }),
        direction: fc.constantFrom('credit', 'debit'),
        amount: fc.integer({ min: 1, max: 50_000 }),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
          // What the model says each balance must be, the server's answers beside it.
          const model = new Map<number, number>();
          for (const id of students) model.set(id, await balanceOf(id));
          await Promise.all(
            ops.map(async ({ student, direction, amount }) => {
              const id = students[student]!;
              const res = await move(admin, id, { direction, amount, reason: 'Property' });
              expect([201, 409]).toContain(res.statusCode);
              if (res.statusCode === 201) model.set(id, model.get(id)! + (direction === 'credit' ? amount : -amount));
            }),
          );
          for (const id of students) {
            const balance = await balanceOf(id);
            expect(balance).toBeGreaterThanOrEqual(0);
            expect(balance).toBe(model.get(id));
            expect(await ledgerSum(id)).toBe(balance);
          }
        }),
        { numRuns: dialect.name === 'sqlite' ? 150 : 60, seed: 20261126 },
      );
      // Each ledger row says the balance it left, in order.
      for (const id of students) {
        const rows = await ctx.app.db
          .selectFrom('wallet_moves')
          .select(['amount', 'balance_after'])
          .where('student_id', '=', id)
          .orderBy('id')
          .execute();
        let running = 0;
        for (const r of rows) {
          running += Number(r.amount);
          expect(Number(r.balance_after)).toBe(running);
        }
      }
    });

    it('exports the filtered students in either language, audited as an export of personal data', async () => {
      const admin = await as('admin');
      const [stageName, className] = [`Stage E${seq}`, `Prep E${seq}`];
      const stage = await addStage(ctx.app, `E${seq}X`, stageName, 5, 'المرحلة الإعدادية');
      const klass = await addClass(ctx.app, stage, className, 1, 'الصف الأول الإعدادي');
      const id = await addStudent(ctx.app, {
        name: 'سلمى محمود',
        phone: '01012345600',
        class_id: klass,
        quiz_average: 815,
      });
      await move(admin, id, { direction: 'credit', amount: 12_550, reason: 'Cash' });
      const en = csvLines(await get(admin, `${STUDENTS}/export?format=csv&class_id=${klass}`));
      expect(en[0]).toBe(
        'Name,Phone number,Email,Academic stage,Class,Educational system,Registration date,Quiz average,Assignment average,Points,Completion rate,Wallet balance (EGP),Permission to comment',
      );
      expect(en[1]!.split(',').slice(0, 6)).toEqual(['سلمى محمود', '01012345600', '', stageName, className, '']);
      expect(en[1]!.split(',').slice(-6)).toEqual(['81.5', '', '0', '', '125.5', 'Yes']);
      const ar = csvLines(await get(admin, `${STUDENTS}/export?format=csv&lang=ar&class_id=${klass}`));
      expect(ar[0]!.split(',').slice(0, 5)).toEqual([
        'الاسم',
        'رقم الهاتف',
        'البريد الإلكتروني',
        'المرحلة الدراسية',
        'الصف الدراسي',
      ]);
      expect(ar[1]!.split(',')).toEqual(expect.arrayContaining(['المرحلة الإعدادية', 'الصف الأول الإعدادي', 'نعم']));
      const row = await ctx.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'students')
        .where('action', '=', 'export')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.details!)).toMatchObject({ format: 'csv', lang: 'ar', class_id: klass });
    });
  });
  describe(`demo students on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('seeds about 150 students over the classes, a few without one, with wallets their ledgers add up to', async () => {
      expect(await seedIfEmpty(ctx.app.db)).toBe(true);
      const rows = await ctx.app.db
        .selectFrom('students')
        .select(['id', 'phone', 'class_id', 'system_id', 'can_comment', 'wallet_balance'])
        .execute();
      expect(rows.length).toBe(150);
      expect(rows.every((st) => EGYPTIAN_MOBILE.test(st.phone))).toBe(true);
      expect(new Set(rows.map((st) => st.phone)).size).toBe(150);
      expect(rows.filter((st) => st.class_id === null)).toHaveLength(4);
      expect(rows.filter((st) => st.class_id === null && st.system_id !== null)).toHaveLength(0);
      expect(rows.some((st) => !st.can_comment)).toBe(true);
      const sums = await ctx.app.db
        .selectFrom('wallet_moves')
        .select(['student_id', (eb) => eb.fn.sum<number>('amount').as('total')])
        .groupBy('student_id')
        .execute();
      expect(sums.length).toBeGreaterThan(90);
      const byStudent = new Map(sums.map((s) => [s.student_id, Number(s.total)]));
      for (const st of rows) expect(Number(st.wallet_balance)).toBe(byStudent.get(st.id) ?? 0);
      // Each ledger read in the order of its days is the order it was written in, never below zero:
      // the demo pays no subscription from credits dated after it.
      const moves = await ctx.app.db
        .selectFrom('wallet_moves')
        .select(['id', 'student_id', 'amount', 'balance_after', 'created_at'])
        .orderBy('student_id')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const running = new Map<number, number>();
      const lastId = new Map<number, number>();
      for (const m of moves) {
        const balance = (running.get(m.student_id) ?? 0) + Number(m.amount);
        expect(balance, `student ${m.student_id}`).toBeGreaterThanOrEqual(0);
        expect(Number(m.balance_after)).toBe(balance);
        expect(m.id).toBeGreaterThan(lastId.get(m.student_id) ?? 0);
        running.set(m.student_id, balance);
        lastId.set(m.student_id, m.id);
      }

      // The demo admin reads a student's wallet through the API.
      const admin = await signIn(ctx.app, '01000000001', 'Demo@12345');
      const rich = rows.find((st) => Number(st.wallet_balance) > 0)!;
      const wallet = await ctx.app.inject({
        method: 'GET',
        url: `${STUDENTS}/${rich.id}/wallet`,
        headers: admin.headers,
      });
      expect(wallet.json()).toMatchObject({ balance: Number(rich.wallet_balance) });
      expect(wallet.json().moves[0].actor).toMatchObject({ kind: 'user', name: 'Ahmed Samir' });
    });

    it('exports all 150 demo students in both languages, their stage, class and system named past the first batch', async () => {
      await seedIfEmpty(ctx.app.db);
      const admin = (await signIn(ctx.app, '01000000001', 'Demo@12345')).headers;
      const named = await ctx.app.db
        .selectFrom('students')
        .innerJoin('classes as c', 'c.id', 'students.class_id')
        .innerJoin('stages as st', 'st.id', 'c.stage_id')
        .leftJoin('systems as sy', 'sy.id', 'students.system_id')
        .select([
          'students.phone',
          'st.name_ar as stage_ar',
          'st.name_en as stage_en',
          'c.name_ar as class_ar',
          'c.name_en as class_en',
          'sy.name_ar as system_ar',
          'sy.name_en as system_en',
        ])
        .execute();
      const classOf = new Map(named.map((n) => [n.phone, n]));
      for (const lang of ['en', 'ar'] as const) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `${STUDENTS}/export?format=csv&lang=${lang}&sort=phone`,
          headers: admin,
        });
        expect(res.statusCode).toBe(200);
        const lines = csvLines(res);
        expect(lines).toHaveLength(151);
        const rows = lines.slice(1).map((line) => line.split(','));
        expect(new Set(rows.map((r) => r[1])).size).toBe(150);
        // Sorted by phone (the database's copy continues the app's first batch in the same order).
        expect(rows.map((r) => r[1])).toEqual(rows.map((r) => r[1]).sort());
        const withClass = rows.filter((r) => classOf.has(r[1]!));
        expect(withClass).toHaveLength(146);
        for (const r of withClass) {
          const n = classOf.get(r[1]!)!;
          const [stage, klass, system] =
            lang === 'ar' ? [n.stage_ar, n.class_ar, n.system_ar] : [n.stage_en, n.class_en, n.system_en];
          expect(r.slice(3, 6)).toEqual([stage, klass, system ?? '']);
        }
      }
    });
  });
}
