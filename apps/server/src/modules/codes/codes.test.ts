import { CODE_ALPHABET, CODE_LENGTH, printedCode, type Code, type CodeGroup } from '@dashboard/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addCourse, addSystem } from '../../test/academic.js';
import { insertTestKey } from '../../test/api-keys.js';
import { apiSender, createUser, signInAs, useApp } from '../../test/build.js';
import { classAndSubject, teaches } from '../../test/class-and-subject.js';
import { dialects } from '../../test/dialects.js';
import { addStudent, balanceOf as studentBalance } from '../../test/students.js';
import { csvLines } from '../../test/exports.js';
import { drawCodes } from './codes.service.js';

const API = '/api/v1';
type Headers = Record<string, string>;
let seq = 0;
let keys = 0;
const newKey = () => `codes-test-${process.pid}-${(keys += 1)}-k`;

describe('drawing codes', () => {
  it('makes every byte value a letter of the alphabet, each letter from as many byte values', () => {
    // Every byte value 0..255 in turn, 32 codes' worth of each: a letter more likely than another would count more.
    const everyByte = (size: number) => Uint8Array.from({ length: size }, (_, i) => i % 256);
    const codes = drawCodes(256 * 32, everyByte);
    const counts = new Map<string, number>();
    for (const code of codes) {
      expect(code).toHaveLength(CODE_LENGTH);
      for (const ch of code) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join('')).toBe([...CODE_ALPHABET].sort().join(''));
    expect(new Set(counts.values())).toEqual(new Set([(256 * 32 * CODE_LENGTH) / 32]));
    expect(CODE_ALPHABET).not.toMatch(/[01OI]/);
    expect(printedCode('7KQMX4PA9HRT')).toBe('7KQM-X4PA-9HRT');
  });

  it('draws from the CSPRNG: 20,000 codes, all different, every letter used', () => {
    const codes = drawCodes(20_000);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
    // 240,000 letters over 32 (7,500 each, σ ≈ 85): 20 % off is 17 σ, which a fair draw never reaches.
    const counts = new Map<string, number>();
    for (const code of codes) for (const ch of code) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(32);
    for (const n of counts.values()) expect(Math.abs(n - 7_500)).toBeLessThan(1_500);
  });
});

for (const dialect of dialects) {
  describe(`secret codes and code groups on ${dialect.name}`, () => {
    // Thousands of redemptions at once: the rate limit would turn them into 429s (it is tested on its own).
    const ctx = useApp(dialect, { rateLimitPerMinute: 1_000_000 });
    const send = apiSender(ctx);
    const admin = async () => (await signInAs(ctx.app, 'admin')).headers;

    const balanceOf = (id: number) => studentBalance(ctx.app, id);
    async function batch(headers: Headers, count: number, price: number) {
      const res = await send('POST', 'codes', headers, { count, price }, newKey());
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as number;
      const codes = await ctx.app.db
        .selectFrom('codes')
        .select('code')
        .where('batch_id', '=', id)
        .orderBy('id')
        .execute();
      return { id, codes: codes.map((c) => c.code) };
    }

    it('makes a batch of wallet codes in one go, says how far it got, and a repeat makes none', async () => {
      const headers = await admin();
      const key = newKey();
      const first = await send('POST', 'codes', headers, { count: 2_500, price: 5_000 }, key);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ kind: 'wallet', count: 2_500, price: 5_000, group_id: null });
      const again = await send('POST', 'codes', headers, { count: 2_500, price: 5_000 }, key);
      expect(again.json()).toEqual(first.json());
      const made = await ctx.app.db
        .selectFrom('codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('batch_id', '=', first.json().id)
        .executeTakeFirstOrThrow();
      expect(Number(made.n)).toBe(2_500);
      expect((await send('GET', `codes/progress?key=${key}`, headers)).json()).toEqual({ done: 2_500, total: 2_500 });
      // Another admin cannot read this admin's progress.
      const other = await signInAs(ctx.app, 'admin');
      expect((await send('GET', `codes/progress?key=${key}`, other.headers)).statusCode).toBe(404);

      const page = (await send('GET', `codes?batch_id=${first.json().id}&pageSize=5`, headers)).json();
      expect(page.total).toBe(2_500);
      for (const c of page.items as Code[])
        expect(c).toMatchObject({ kind: 'wallet', price: 5_000, used: false, student: null });
      // Found by its start, typed in any case, with a dash, in Arabic-Indic digits.
      const one = (page.items as Code[])[0]!;
      const typed = printedCode(one.code).slice(0, 6).toLowerCase();
      const found = (await send('GET', `codes?q=${typed}`, headers)).json();
      expect(found.items.map((c: Code) => c.code)).toContain(one.code);
      const arabic = typed.replace(/[2-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
      const inArabic = (await send('GET', `codes?q=${encodeURIComponent(arabic)}`, headers)).json();
      expect(inArabic.items.map((c: Code) => c.code)).toContain(one.code);
      // The audit row names the batch, never the codes.
      const row = await ctx.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'codes')
        .where('action', '=', 'create')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(one.code);
      const exported = csvLines(await send('GET', `codes/export?format=csv&batch_id=${first.json().id}`, headers));
      expect(exported).toHaveLength(2_501);
      expect(exported.join('\n')).toContain(printedCode(one.code));
      // A count out of range is told its bound, a count that is no number that it must be one.
      for (const [count, error] of [
        [0, { code: 'validation.min_value', params: { min: 1 } }],
        [100_001, { code: 'validation.max_value', params: { max: 100_000 } }],
      ] as const) {
        const res = await send('POST', 'codes', headers, { count, price: 1 }, newKey());
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([{ path: 'count', ...error }]);
      }
      expect(
        (await send('POST', 'codes', headers, { count: 'ten', price: 1 }, newKey())).json().errors[0],
      ).toMatchObject({
        path: 'count',
        code: 'validation.number',
      });
    });

    it('redeems a wallet code once: the credit in the ledger; by an admin or a key given codes.redeem, nobody else', async () => {
      const headers = await admin();
      const { codes } = await batch(headers, 3, 7_500);
      const student = await addStudent(ctx.app);
      const typed = printedCode(codes[0]!).toLowerCase();
      const res = await send('POST', 'codes/redeem', headers, { code: typed, student_id: student }, newKey());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        code: { code: codes[0], used: true, student: { id: student } },
        wallet_balance: 7_500,
        subscriptions: [],
      });
      expect(await balanceOf(student)).toBe(7_500);
      const move = await ctx.app.db
        .selectFrom('wallet_moves')
        .selectAll()
        .where('student_id', '=', student)
        .executeTakeFirstOrThrow();
      expect(move).toMatchObject({ kind: 'code', reason: printedCode(codes[0]!) });

      const nobody = await send('POST', 'codes/redeem', headers, { code: codes[1], student_id: 0 }, newKey());
      expect(nobody.json().errors).toEqual([{ path: 'student_id', code: 'validation.min_value', params: { min: 1 } }]);
      // A student who is not there, with an unused code and with a used one: said of the student, the code left as it was.
      for (const code of [codes[1], codes[0]]) {
        const missing = await send('POST', 'codes/redeem', headers, { code, student_id: 2_000_000_000 }, newKey());
        expect(missing.statusCode).toBe(400);
        expect(missing.json().errors).toEqual([{ path: 'student_id', code: 'validation.invalid' }]);
      }
      expect(
        await ctx.app.db
          .selectFrom('codes')
          .select(['used_at', 'student_id'])
          .where('code', '=', codes[1]!)
          .executeTakeFirst(),
      ).toEqual({ used_at: null, student_id: null });
      const twice = await send('POST', 'codes/redeem', headers, { code: codes[0], student_id: student }, newKey());
      expect(twice.statusCode).toBe(409);
      expect(twice.json().code).toBe('code.used');
      const unknown = await send(
        'POST',
        'codes/redeem',
        headers,
        { code: 'ZZZZ-ZZZZ-ZZZZ', student_id: student },
        newKey(),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([{ path: 'code', code: 'code.unknown' }]);
      expect(await balanceOf(student)).toBe(7_500);

      const app = await insertTestKey(ctx.app, ['codes.redeem'], 'Student app');
      const byKey = await send('POST', 'codes/redeem', app.headers, { code: codes[1], student_id: student }, newKey());
      expect(byKey.statusCode, byKey.body).toBe(200);
      const other = await insertTestKey(ctx.app, ['stages.read'], 'Other');
      expect(
        (await send('POST', 'codes/redeem', other.headers, { code: codes[2], student_id: student }, newKey()))
          .statusCode,
      ).toBe(403);
      for (const role of ['teacher', 'support-agent'] as const) {
        const h = (await signInAs(ctx.app, role)).headers;
        expect(
          (await send('POST', 'codes/redeem', h, { code: codes[2], student_id: student }, newKey())).statusCode,
        ).toBe(403);
        expect((await send('GET', 'codes', h)).statusCode).toBe(403);
        expect((await send('POST', 'codes', h, { count: 1, price: 1 }, newKey())).statusCode).toBe(403);
      }
      expect((await send('GET', 'codes', app.headers)).statusCode).toBe(403);
      expect(await balanceOf(student)).toBe(15_000);
    });

    it('credits exactly once a code: 100 codes, 20 redeemers each at once', async () => {
      const headers = await admin();
      const { codes } = await batch(headers, 100, 100);
      const students = await Promise.all(Array.from({ length: 20 }, () => addStudent(ctx.app)));
      for (let i = 0; i < codes.length; i += 10) {
        const results = await Promise.all(
          codes
            .slice(i, i + 10)
            .flatMap((code) =>
              students.map((student) => send('POST', 'codes/redeem', headers, { code, student_id: student }, newKey())),
            ),
        );
        const statuses = results.map((r) => r.statusCode);
        expect(statuses.filter((s) => s === 200)).toHaveLength(10);
        expect(statuses.filter((s) => s === 409)).toHaveLength(190);
      }
      const credits = await ctx.app.db
        .selectFrom('wallet_moves')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('total')])
        .where('student_id', 'in', students)
        .executeTakeFirstOrThrow();
      expect([Number(credits.n), Number(credits.total)]).toEqual([100, 10_000]);
      let balances = 0;
      for (const s of students) balances += await balanceOf(s);
      expect(balances).toBe(10_000);
      const used = await ctx.app.db
        .selectFrom('codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('code', 'in', codes)
        .where('used_at', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(Number(used.n)).toBe(100);
    });

    /** A class with a system, a subject, a teacher, a curriculum of 300 EGP and two courses of 100 EGP each. */
    async function teaching(headers: Headers) {
      seq += 1;
      const { klass, subject } = await classAndSubject(ctx.app, `CG${seq}`, { stage: 'CGS', subject: 'CGJ' });
      const teacher = await createUser(ctx.app, 'teacher');
      await teaches(ctx.app, teacher.id, klass, subject);
      const system = { id: await addSystem(ctx.app, klass, `Sys ${seq}`) };
      const curriculum = await send('POST', 'curricula', headers, {
        title_ar: 'منهج',
        title_en: `Curriculum ${seq}`,
        teacher_id: teacher.id,
        class_id: klass,
        subject_id: subject,
        price: 30_000,
      });
      const courseIds: number[] = [];
      for (const n of [1, 2]) {
        const course = { teacher_id: teacher.id, class_id: klass, subject_id: subject, price: 10_000 };
        courseIds.push(await addCourse(ctx.app, { ...course, name_en: `Course ${n}` }));
      }
      return { klass, subject, teacher, system, curriculum, courseIds };
    }

    it('makes a group with its codes; a code opens the group’s subscriptions, paid by the code, once', async () => {
      const headers = await admin();
      const { klass, teacher, system, curriculum, courseIds } = await teaching(headers);
      // The spec's messages for what is missing.
      const empty = await send('POST', 'code-groups', headers, {}, newKey());
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors.map((e: { code: string }) => e.code)).toEqual(
        expect.arrayContaining([
          'code_group.title_required',
          'code_group.count_required',
          'code_group.teacher_required',
          'code_group.class_required',
          'code_group.content_type_required',
        ]),
      );
      const base = { teacher_id: teacher.id, class_id: klass, price: 30_000 };
      const otherTeacher = await createUser(ctx.app, 'teacher');
      const foreign = await send(
        'POST',
        'code-groups',
        headers,
        {
          ...base,
          teacher_id: otherTeacher.id,
          title: 'مجموعة',
          count: 5,
          content_type: 'curriculum',
          curriculum_id: curriculum.json().id,
          period_days: 30,
        },
        newKey(),
      );
      expect(foreign.json().errors).toEqual([{ path: 'curriculum_id', code: 'validation.invalid' }]);
      expect(
        await ctx.app.db.selectFrom('code_groups').select('id').where('teacher_id', '=', otherTeacher.id).execute(),
      ).toEqual([]);

      const made = await send(
        'POST',
        'code-groups',
        headers,
        {
          ...base,
          title: 'كروت الفيزياء',
          count: 50,
          content_type: 'curriculum',
          curriculum_id: curriculum.json().id,
          period_days: 30,
        },
        newKey(),
      );
      expect(made.statusCode, made.body).toBe(201);
      const group = made.json() as CodeGroup;
      expect(group).toMatchObject({
        code_count: 50,
        used_count: 0,
        available_count: 50,
        contents: [{ id: curriculum.json().id }],
      });
      const codes = (await send('GET', `code-groups/${group.id}/codes?pageSize=100`, headers)).json().items as Code[];
      expect(codes).toHaveLength(50);

      // A student without a system is refused, and the code stays unused.
      const lonely = await addStudent(ctx.app, { class_id: klass });
      const refused = await send(
        'POST',
        'codes/redeem',
        headers,
        { code: codes[0]!.code, student_id: lonely },
        newKey(),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('subscription.no_class_or_system');
      // A student of another class (a card of another year) is refused too.
      const elsewhere = await teaching(headers);
      const stranger = await addStudent(ctx.app, { class_id: elsewhere.klass, system_id: elsewhere.system.id });
      const strange = await send(
        'POST',
        'codes/redeem',
        headers,
        { code: codes[0]!.code, student_id: stranger },
        newKey(),
      );
      expect([strange.statusCode, strange.json().code]).toEqual([409, 'subscription.other_class']);
      const student = await addStudent(ctx.app, { class_id: klass, system_id: system.id });
      const done = await send('POST', 'codes/redeem', headers, { code: codes[0]!.code, student_id: student }, newKey());
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().subscriptions).toHaveLength(1);
      expect(done.json().subscriptions[0]).toMatchObject({
        type: 'monthly',
        price: 30_000,
        paid_total: 30_000,
        period_days: 30,
        status: 'active',
      });
      const payment = await ctx.app.db
        .selectFrom('payments')
        .selectAll()
        .where('subscription_id', '=', done.json().subscriptions[0].id)
        .executeTakeFirstOrThrow();
      expect(payment).toMatchObject({ method: 'code', wallet_move_id: null });
      expect(await balanceOf(student)).toBe(0);
      // The same content again: refused, the second code unused.
      const again = await send(
        'POST',
        'codes/redeem',
        headers,
        { code: codes[1]!.code, student_id: student },
        newKey(),
      );
      expect(again.json().code).toBe('subscription.exists');
      expect((await send('GET', `code-groups/${group.id}`, headers)).json()).toMatchObject({
        used_count: 1,
        available_count: 49,
      });

      // Courses: one subscription each, the price shared in whole piastres.
      const courses = await send(
        'POST',
        'code-groups',
        headers,
        { ...base, price: 1_001, title: 'كروت الكورسات', count: 3, content_type: 'course', course_ids: courseIds },
        newKey(),
      );
      expect(courses.statusCode, courses.body).toBe(201);
      const courseCodes = (await send('GET', `code-groups/${courses.json().id}/codes`, headers)).json().items as Code[];
      const opened = await send(
        'POST',
        'codes/redeem',
        headers,
        { code: courseCodes[0]!.code, student_id: student },
        newKey(),
      );
      expect(opened.json().subscriptions.map((s: { price: number; status: string }) => [s.price, s.status])).toEqual([
        [501, 'permanent'],
        [500, 'permanent'],
      ]);

      // More codes, all or none; a used group is kept, an unused one goes with its codes.
      const more = await send('POST', `code-groups/${group.id}/codes`, headers, { count: 25 }, newKey());
      expect(more.statusCode, more.body).toBe(201);
      expect((await send('GET', `code-groups/${group.id}`, headers)).json()).toMatchObject({
        code_count: 75,
        available_count: 74,
      });
      expect((await send('DELETE', `code-groups/${group.id}`, headers)).json().code).toBe('code_group.in_use');
      const spare = await send(
        'POST',
        'code-groups',
        headers,
        { ...base, title: 'احتياطي', count: 10, content_type: 'course', course_ids: [courseIds[0]] },
        newKey(),
      );
      expect((await send('DELETE', `code-groups/${spare.json().id}`, headers)).statusCode).toBe(204);
      expect(
        await ctx.app.db.selectFrom('codes').select('id').where('group_id', '=', spare.json().id).execute(),
      ).toEqual([]);

      // The list: searched by title, sorted by the codes available.
      const list = (await send('GET', `code-groups?teacher_id=${teacher.id}&sort=-available_count`, headers)).json();
      expect(list.items.map((g: CodeGroup) => g.available_count)).toEqual([74, 2]);
      const searched = (
        await send('GET', `code-groups?q=${encodeURIComponent('كروت الفيزيا')}&teacher_id=${teacher.id}`, headers)
      ).json();
      expect(searched.items.map((g: CodeGroup) => g.id)).toEqual([group.id]);
      const exported = csvLines(
        await send('GET', `code-groups/${group.id}/codes/export?format=csv&lang=ar&status=unused`, headers),
      );
      expect(exported).toHaveLength(75);
      const byStatus = await ctx.app.db
        .selectFrom('codes')
        .select(sql<number>`count(*)`.as('n'))
        .where('group_id', '=', group.id)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      expect(Number(byStatus.n)).toBe(74);
      // A group's courses are listed as its language lists names.
      const groups = (lang: string) =>
        send('GET', `code-groups/export?format=csv&lang=${lang}&teacher_id=${teacher.id}`, headers);
      expect((await groups('en')).body).toMatch(/[^,]+, [^,]+/);
      expect((await groups('en')).body).not.toContain('،');
      expect((await groups('ar')).body).toContain('، ');
    });

    it('follows its content to another teacher: at once for a curriculum, once all its courses have moved', async () => {
      const headers = await admin();
      const { klass, subject, teacher, curriculum, courseIds } = await teaching(headers);
      const next = await createUser(ctx.app, 'teacher');
      await teaches(ctx.app, next.id, klass, subject);
      const base = { teacher_id: teacher.id, class_id: klass, price: 30_000, count: 2, period_days: 30 };
      const make = async (content: object) => {
        const res = await send('POST', 'code-groups', headers, { ...base, title: 'تتبع', ...content }, newKey());
        expect(res.statusCode, res.body).toBe(201);
        return (res.json() as CodeGroup).id;
      };
      const ofCurriculum = await make({ content_type: 'curriculum', curriculum_id: curriculum.json().id });
      const ofCourses = await make({ content_type: 'course', course_ids: courseIds });
      const teacherOf = async (id: number) => {
        const res = await send('GET', `code-groups/${id}`, headers);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as CodeGroup).teacher.id;
      };
      const move = async (path: string) => {
        const res = await ctx.app.inject({
          method: 'PATCH',
          url: `${API}/${path}`,
          headers,
          payload: { teacher_id: next.id },
        });
        expect(res.statusCode, res.body).toBe(200);
      };

      await move(`curricula/${curriculum.json().id}`);
      expect(await teacherOf(ofCurriculum)).toBe(next.id);
      const listed = await send('GET', `code-groups?teacher_id=${next.id}`, headers);
      expect(listed.json().items.map((g: CodeGroup) => g.id)).toEqual([ofCurriculum]);

      // Its two courses part: the group keeps its teacher until the second one moves too.
      await move(`courses/${courseIds[0]}`);
      expect(await teacherOf(ofCourses)).toBe(teacher.id);
      await move(`courses/${courseIds[1]}`);
      expect(await teacherOf(ofCourses)).toBe(next.id);
      // A course renamed shows in the list at once, though the page of groups is as it was.
      const coursesListed = async () =>
        (await send('GET', `code-groups?teacher_id=${next.id}&content_type=course`, headers)).json().items[0]
          .contents as { id: number; name_en: string }[];
      expect((await coursesListed()).map((c) => c.id)).toEqual(courseIds);
      // Written alone, not through the API (which also touches the group): only the course's name changes.
      await ctx.app.db
        .updateTable('courses')
        .set({ name_en: 'Renamed course' })
        .where('id', '=', courseIds[0]!)
        .execute();
      expect((await coursesListed()).find((c) => c.id === courseIds[0])?.name_en).toBe('Renamed course');
      const remaining = await send('GET', `code-groups?teacher_id=${teacher.id}`, headers);
      expect(remaining.json().total).toBe(0);
    });

    it('deletes a group or counts a redeem of its codes, whatever arrives at once, never both, never a 500', async () => {
      const headers = await admin();
      const { klass, teacher, system, curriculum } = await teaching(headers);
      const students = await Promise.all(
        Array.from({ length: 8 }, () => addStudent(ctx.app, { class_id: klass, system_id: system.id })),
      );
      for (let round = 0; round < 6; round++) {
        const made = await send(
          'POST',
          'code-groups',
          headers,
          {
            teacher_id: teacher.id,
            class_id: klass,
            price: 5_000,
            title: `سباق ${round}`,
            count: 20,
            content_type: 'curriculum',
            curriculum_id: curriculum.json().id,
            period_days: 30,
          },
          newKey(),
        );
        expect(made.statusCode, made.body).toBe(201);
        const groupId = made.json().id as number;
        const codes = (await send('GET', `code-groups/${groupId}/codes?pageSize=100`, headers)).json().items as Code[];
        // Each round, each student redeems a code while the group is deleted; some rounds the delete goes first.
        const redeems = students.map((student, i) =>
          send('POST', 'codes/redeem', headers, { code: codes[i]!.code, student_id: student }, newKey()),
        );
        const deleting = send('DELETE', `code-groups/${groupId}`, headers);
        const [deleted, ...redeemed] = await Promise.all([deleting, ...redeems]);
        const statuses = redeemed.map((r) => r.statusCode);
        expect([deleted, ...redeemed].map((r) => r.statusCode).filter((c) => c >= 500)).toEqual([]);
        const left = await ctx.app.db
          .selectFrom('code_groups')
          .select(['used_count', 'code_count', 'available_count'])
          .where('id', '=', groupId)
          .executeTakeFirst();
        const usedCodes = await ctx.app.db
          .selectFrom('codes')
          .select(sql<number>`count(*)`.as('n'))
          .where('group_id', '=', groupId)
          .where('used_at', 'is not', null)
          .executeTakeFirstOrThrow();
        const allCodes = await ctx.app.db
          .selectFrom('codes')
          .select(sql<number>`count(*)`.as('n'))
          .where('group_id', '=', groupId)
          .executeTakeFirstOrThrow();
        if (deleted.statusCode === 204) {
          // The group went first: no redeem counted, nothing of it left.
          expect(left).toBeUndefined();
          expect(statuses.filter((c) => c === 200)).toEqual([]);
          expect(Number(allCodes.n)).toBe(0);
        } else {
          // A redeem went first: the delete undone whole, every code and count in place.
          expect([deleted.statusCode, deleted.json().code]).toEqual([409, 'code_group.in_use']);
          const ok = statuses.filter((c) => c === 200).length;
          expect(ok).toBeGreaterThan(0);
          expect(Number(left!.used_count)).toBe(ok);
          expect(Number(usedCodes.n)).toBe(ok);
          expect([Number(left!.code_count), Number(allCodes.n), Number(left!.available_count)]).toEqual([
            20,
            20,
            20 - ok,
          ]);
        }
        // Each student's subscription is gone again, for the next round.
        for (const r of redeemed.filter((x) => x.statusCode === 200)) {
          const id = r.json().subscriptions[0].id as number;
          expect((await send('DELETE', `subscriptions/${id}`, headers)).statusCode).toBe(204);
        }
      }
    });
  });
}
