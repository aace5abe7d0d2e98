import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { countRows, createUser, signInAs, useApp } from '../../test/build.js';
import { classAndSubject as madeClassAndSubject, teaches } from '../../test/class-and-subject.js';
import { crudContract } from '../../test/crud-contract.js';
import { dialects } from '../../test/dialects.js';

type Headers = Record<string, string>;

/** A class with a subject taught in it: what every curriculum needs. */
const classAndSubject = (app: FastifyInstance, n: number | string) =>
  madeClassAndSubject(app, n, { stage: 'ST', subject: 'SU' });

const titles = ['Algebra basics', 'Biology today', 'Chemistry now'];
let made = 0;

crudContract('curricula', {
  path: '/api/v1/curricula',
  valid: async (app, n) => {
    const { klass, subject } = await classAndSubject(app, `C${(made += 1)}`);
    const teacher = await createUser(app, 'teacher');
    await teaches(app, teacher.id, klass, subject);
    return {
      title_ar: `منهج ${n + 1}`,
      title_en: titles[n],
      teacher_id: teacher.id,
      class_id: klass,
      subject_id: subject,
      price: (n + 1) * 10_000,
    };
  },
  sort: { field: 'title_en', value: (c) => c.title_en as string },
  search: (n) => titles[n]!.split(' ')[0]!,
  filter: (items) => ({ query: `teacher_id=${items[1]!.teacher_id as number}`, keeps: [1] }),
  invalid: {
    body: { title_ar: 'م', title_en: 'x'.repeat(101), class_id: 1, subject_id: 1, price: -1 },
    errors: [
      { path: 'title_ar', code: 'validation.min', params: { min: 2 } },
      { path: 'title_en', code: 'validation.max', params: { max: 100 } },
      { path: 'price', code: 'validation.min_value', params: { min: 0 } },
    ],
  },
  change: { body: { status: 'closed', price: 15_000 }, expect: { status: 'closed', price: 15_000 } },
  exportHeadings: [
    'Arabic title',
    'English title',
    'Teacher',
    'Academic grade',
    'Subject',
    'Specializations',
    'Price (EGP)',
    'Status',
    'Units',
    'Lessons',
    'Added on',
  ],
});

for (const dialect of dialects) {
  describe(`curricula, units and lessons on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const send = (
      method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      url: string,
      headers: Headers,
      payload?: object,
    ) => ctx.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });
    const made = async (res: Awaited<ReturnType<typeof send>>) => {
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number } & Record<string, unknown>;
    };

    it('keeps a teacher to his or her own curricula, units and lessons; an admin sees all; an agent reads lessons', async () => {
      const { klass, subject } = await classAndSubject(ctx.app, 'OWN');
      const mine = await signInAs(ctx.app, 'teacher');
      const other = await createUser(ctx.app, 'teacher');
      for (const t of [mine, other]) await teaches(ctx.app, t.id, klass, subject);
      const admin = (await signInAs(ctx.app, 'admin')).headers;
      const agent = (await signInAs(ctx.app, 'support-agent')).headers;
      const body = { title_ar: 'منهجي', title_en: 'Mine', class_id: klass, subject_id: subject, price: 0 };

      // A teacher's curriculum is his or hers whatever the body says; naming another is refused.
      const own = await made(await send('POST', 'curricula', mine.headers, body));
      expect(own.teacher_id).toBe(mine.id);
      const refused = await send('POST', 'curricula', mine.headers, { ...body, teacher_id: other.id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('auth.not_owner');
      // An admin must name the teacher.
      const missing = await send('POST', 'curricula', admin, body);
      expect(missing.json().errors).toEqual([{ path: 'teacher_id', code: 'validation.required' }]);
      const theirs = await made(await send('POST', 'curricula', admin, { ...body, teacher_id: other.id }));

      // Reads, changes and deletes of another teacher's curriculum are refused, and change nothing.
      for (const [method, url, payload] of [
        ['GET', `curricula/${theirs.id}`],
        ['PATCH', `curricula/${theirs.id}`, { title_en: 'Taken' }],
        ['DELETE', `curricula/${theirs.id}`],
        ['GET', `curricula/${theirs.id}/outline`],
        ['PUT', `curricula/${theirs.id}/units/order`, { ids: [] }],
        ['POST', 'units', { curriculum_id: theirs.id, title_ar: 'وحدة', title_en: 'Unit' }],
      ] as const) {
        const res = await send(method, url, mine.headers, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await send('GET', `curricula/${theirs.id}`, admin)).json().title_en).toBe('Mine');

      // Lists: a teacher's own only, whatever the filter asks; an admin's all.
      const listed = await send('GET', `curricula?teacher_id=${other.id}`, mine.headers);
      expect(listed.json().items.map((c: { id: number }) => c.id)).toEqual([own.id]);
      expect((await send('GET', 'curricula', admin)).json().total).toBe(2);

      // Lessons: the teacher's own across curricula; the agent reads all, changes none.
      const unit = await made(
        await send('POST', 'units', admin, { curriculum_id: theirs.id, title_ar: 'وحدة', title_en: 'Unit' }),
      );
      const lesson = await made(
        await send('POST', 'lessons', admin, { unit_id: unit.id, title_ar: 'درس', title_en: 'Lesson' }),
      );
      expect(lesson).toMatchObject({ curriculum_id: theirs.id, teacher_id: other.id, sort_order: 0 });
      expect((await send('GET', 'lessons', mine.headers)).json().total).toBe(0);
      expect((await send('GET', `lessons/${lesson.id}`, mine.headers)).statusCode).toBe(403);
      expect((await send('GET', `lessons/${lesson.id}`, agent)).statusCode).toBe(200);
      expect((await send('GET', 'lessons', agent)).json().total).toBe(1);
      expect((await send('PATCH', `lessons/${lesson.id}`, agent, { title_en: 'No' })).statusCode).toBe(403);
      expect((await send('GET', 'curricula', agent)).statusCode).toBe(403);

      // Given to the teacher, the curriculum takes its lessons with it.
      await send('PATCH', `curricula/${theirs.id}`, admin, { teacher_id: mine.id });
      expect((await send('GET', `lessons/${lesson.id}`, mine.headers)).json().teacher_id).toBe(mine.id);
    });

    it('keeps the teacher, class, subject and specialization a curriculum names: their deletion is a 409', async () => {
      const { klass, subject } = await classAndSubject(ctx.app, 'USE');
      const admin = (await signInAs(ctx.app, 'admin')).headers;
      const teacher = await createUser(ctx.app, 'teacher');
      await teaches(ctx.app, teacher.id, klass, subject);
      const spec = await made(
        await send('POST', 'specializations', admin, { name_ar: 'أدبي', name_en: 'Literary', class_id: klass }),
      );
      await made(
        await send('POST', 'curricula', admin, {
          title_ar: 'منهج',
          title_en: 'In use',
          teacher_id: teacher.id,
          class_id: klass,
          subject_id: subject,
          specialization_ids: [spec.id],
          price: 0,
        }),
      );
      for (const [url, code] of [
        [`teachers/${teacher.id}`, 'teacher.in_use'],
        [`classes/${klass}`, 'class.in_use'],
        [`subjects/${subject}`, 'subject.in_use'],
        [`specializations/${spec.id}`, 'specialization.in_use'],
      ] as const) {
        const res = await send('DELETE', url, admin);
        expect(res.statusCode, url).toBe(409);
        expect(res.json().code, url).toBe(code);
      }
    });

    it('places a curriculum only where its teacher teaches; an edit that does not move it is kept to nothing', async () => {
      const a = await classAndSubject(ctx.app, 'TA');
      const b = await classAndSubject(ctx.app, 'TB');
      const admin = (await signInAs(ctx.app, 'admin')).headers;
      const teacher = await signInAs(ctx.app, 'teacher');
      const other = await createUser(ctx.app, 'teacher');
      await teaches(ctx.app, teacher.id, a.klass, a.subject);
      const body = { title_ar: 'منهج', title_en: 'Placed', price: 100 };
      const before = await countRows(ctx.app, 'curricula');

      // Neither the class nor the subject of b is the teacher's: the class is named first, in the user's language.
      const elsewhere = { ...body, teacher_id: teacher.id, class_id: b.klass, subject_id: b.subject };
      const refused = await send('POST', 'curricula', { ...admin, 'accept-language': 'ar' }, elsewhere);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: [{ path: 'class_id', code: 'curriculum.class_not_taught' }],
        message: 'المعلم لا يدرّس هذا الصف الدراسي',
      });
      // The teacher's own request is held to the same rule; with the class linked, the subject is next.
      await ctx.app.db.insertInto('teacher_classes').values({ teacher_id: teacher.id, class_id: b.klass }).execute();
      const { teacher_id: _, ...own } = elsewhere;
      const subjectRefused = await send('POST', 'curricula', teacher.headers, own);
      expect(subjectRefused.statusCode).toBe(400);
      expect(subjectRefused.json().errors).toEqual([{ path: 'subject_id', code: 'curriculum.subject_not_taught' }]);
      expect(await countRows(ctx.app, 'curricula')).toBe(before);

      const placed = await made(
        await send('POST', 'curricula', admin, {
          ...body,
          teacher_id: teacher.id,
          class_id: a.klass,
          subject_id: a.subject,
        }),
      );
      // Given to a teacher who does not teach there, or moved to a subject its teacher does not teach: refused, unchanged.
      const toOther = await send('PATCH', `curricula/${placed.id}`, admin, { teacher_id: other.id });
      expect(toOther.json().errors).toEqual([{ path: 'class_id', code: 'curriculum.class_not_taught' }]);
      const moved = await send('PATCH', `curricula/${placed.id}`, teacher.headers, {
        class_id: b.klass,
        subject_id: b.subject,
      });
      expect(moved.json().errors).toEqual([{ path: 'subject_id', code: 'curriculum.subject_not_taught' }]);
      expect((await send('GET', `curricula/${placed.id}`, admin)).json()).toMatchObject({
        teacher_id: teacher.id,
        class_id: a.klass,
        subject_id: a.subject,
      });
      // Unlinked from the class later, the teacher still edits the curriculum where it is.
      await ctx.app.db.deleteFrom('teacher_classes').where('teacher_id', '=', teacher.id).execute();
      const kept = await send('PATCH', `curricula/${placed.id}`, teacher.headers, {
        title_en: 'Still mine',
        price: 200,
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toMatchObject({ title_en: 'Still mine', price: 200, class_id: a.klass });
    });

    it('refuses a subject not taught in the class, and a specialization of another class', async () => {
      const a = await classAndSubject(ctx.app, 'RA');
      const b = await classAndSubject(ctx.app, 'RB');
      const admin = (await signInAs(ctx.app, 'admin')).headers;
      const teacher = await createUser(ctx.app, 'teacher');
      for (const x of [a, b]) await teaches(ctx.app, teacher.id, x.klass, x.subject);
      const body = { title_ar: 'منهج', title_en: 'Curriculum', teacher_id: teacher.id, price: 100 };
      const res = await send('POST', 'curricula', admin, { ...body, class_id: a.klass, subject_id: b.subject });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'subject_id', code: 'curriculum.subject_not_in_class' }]);
      const spec = await made(
        await send('POST', 'specializations', admin, { name_ar: 'علمي', name_en: 'Science', class_id: b.klass }),
      );
      const wrong = await send('POST', 'curricula', admin, {
        ...body,
        class_id: a.klass,
        subject_id: a.subject,
        specialization_ids: [spec.id],
      });
      expect(wrong.json().errors).toEqual([
        { path: 'specialization_ids', code: 'curriculum.specialization_not_in_class' },
      ]);
      // A class that has specializations needs at least one.
      const none = await send('POST', 'curricula', admin, { ...body, class_id: b.klass, subject_id: b.subject });
      expect(none.json().errors).toEqual([{ path: 'specialization_ids', code: 'validation.required' }]);
      const ok = await made(
        await send('POST', 'curricula', admin, {
          ...body,
          class_id: b.klass,
          subject_id: b.subject,
          specialization_ids: [spec.id],
        }),
      );
      expect(ok.specializations).toEqual([{ id: spec.id, name_ar: 'علمي', name_en: 'Science' }]);
      // The specializations kept on the row follow a rename, a change of the curriculum's own, and reach the export.
      const other = await made(
        await send('POST', 'specializations', admin, { name_ar: 'أدبي', name_en: 'Arts', class_id: b.klass }),
      );
      expect((await send('PATCH', `specializations/${spec.id}`, admin, { name_en: 'Sciences' })).statusCode).toBe(200);
      const renamed = (await send('GET', `curricula/${ok.id}`, admin)).json();
      expect(renamed.specializations).toEqual([{ id: spec.id, name_ar: 'علمي', name_en: 'Sciences' }]);
      const both = await send('PATCH', `curricula/${ok.id}`, admin, { specialization_ids: [spec.id, other.id] });
      expect(both.json().specializations.map((x: { name_en: string }) => x.name_en)).toEqual(['Arts', 'Sciences']);
      const page = (await send('GET', `curricula?class_id=${b.klass}`, admin)).json();
      expect(page.items.find((c: { id: number }) => c.id === ok.id).specialization_ids).toEqual([other.id, spec.id]);
      const csv = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/curricula/export?format=csv&lang=ar&class_id=${b.klass}`,
        headers: admin,
      });
      expect(csv.body).toContain('أدبي، علمي');
    });

    it('keeps the counts of units, lessons and elements on write, and orders units and lessons', async () => {
      const { klass, subject } = await classAndSubject(ctx.app, 'CNT');
      const teacher = await signInAs(ctx.app, 'teacher');
      await teaches(ctx.app, teacher.id, klass, subject);
      const h = teacher.headers;
      const curriculum = await made(
        await send('POST', 'curricula', h, {
          title_ar: 'منهج',
          title_en: 'Counted',
          class_id: klass,
          subject_id: subject,
          price: 0,
        }),
      );
      const units: ({ id: number } & Record<string, unknown>)[] = [];
      for (const n of [1, 2]) {
        units.push(
          await made(
            await send('POST', 'units', h, {
              curriculum_id: curriculum.id,
              title_ar: `وحدة ${n}`,
              title_en: `Unit ${n}`,
            }),
          ),
        );
      }
      expect(units.map((u) => u.sort_order)).toEqual([0, 1]);
      const lessons = [];
      for (const n of [1, 2, 3]) {
        lessons.push(
          await made(
            await send('POST', 'lessons', h, { unit_id: units[0]!.id, title_ar: `درس ${n}`, title_en: `Lesson ${n}` }),
          ),
        );
      }
      // Elements are written by their own routes (a later change); the triggers count any path.
      const now = new Date().toISOString();
      const element = (lessonId: number, type: 'video' | 'document' | 'quiz' | 'assignment') => ({
        lesson_id: lessonId,
        unit_id: units[0]!.id,
        curriculum_id: curriculum.id,
        type,
        title_ar: 'عنصر',
        title_en: 'Element',
        sort_order: 0,
        created_at: now,
        updated_at: now,
      });
      await ctx.app.db
        .insertInto('lesson_elements')
        .values([
          element(lessons[0]!.id, 'video'),
          element(lessons[0]!.id, 'video'),
          element(lessons[1]!.id, 'quiz'),
          element(lessons[2]!.id, 'document'),
        ])
        .execute();
      const read = async () => (await send('GET', `curricula/${curriculum.id}`, h)).json();
      expect(await read()).toMatchObject({
        unit_count: 2,
        lesson_count: 3,
        video_count: 2,
        quiz_count: 1,
        document_count: 1,
        assignment_count: 0,
      });
      const outline = (await send('GET', `curricula/${curriculum.id}/outline`, h)).json();
      expect(outline.units[0]).toMatchObject({ lesson_count: 3, video_count: 2, quiz_count: 1, document_count: 1 });
      expect(outline.units[0].lessons.map((l: { title_en: string }) => l.title_en)).toEqual([
        'Lesson 1',
        'Lesson 2',
        'Lesson 3',
      ]);

      // Reordered: every id once, else 400 and nothing moves.
      const order = lessons.map((l) => l.id).reverse();
      expect((await send('PUT', `units/${units[0]!.id}/lessons/order`, h, { ids: order.slice(1) })).statusCode).toBe(
        400,
      );
      expect((await send('PUT', `units/${units[0]!.id}/lessons/order`, h, { ids: order })).statusCode).toBe(204);
      const reordered = (await send('GET', `curricula/${curriculum.id}/outline`, h)).json();
      expect(reordered.units[0].lessons.map((l: { title_en: string }) => l.title_en)).toEqual([
        'Lesson 3',
        'Lesson 2',
        'Lesson 1',
      ]);
      expect(
        (await send('PUT', `curricula/${curriculum.id}/units/order`, h, { ids: [units[1]!.id, units[0]!.id] }))
          .statusCode,
      ).toBe(204);
      expect(
        (await send('GET', `curricula/${curriculum.id}/outline`, h))
          .json()
          .units.map((u: { title_en: string }) => u.title_en),
      ).toEqual(['Unit 2', 'Unit 1']);

      // Deleting a lesson, then a unit, takes their counts with them.
      await send('DELETE', `lessons/${lessons[1]!.id}`, h);
      expect(await read()).toMatchObject({ lesson_count: 2, quiz_count: 0, video_count: 2 });
      await send('DELETE', `units/${units[0]!.id}`, h);
      expect(await read()).toMatchObject({ unit_count: 1, lesson_count: 0, video_count: 0, document_count: 0 });
      expect(
        await ctx.app.db
          .selectFrom('lesson_elements')
          .select('id')
          .where('curriculum_id', '=', curriculum.id)
          .execute(),
      ).toEqual([]);
    });
  });
}
