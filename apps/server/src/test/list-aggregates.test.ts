import { describe, expect, it } from 'vitest';
import { signInAs, useApp } from './build.js';
import { dialects } from './dialects.js';

/**
 * What lists show and sort by from child tables is kept on the parent row by database triggers
 * (migrations 2026-11-22-06 and 2026-11-23-05): a stage's class count, a teacher's rating count,
 * sum and average, and the subjects and classes a teacher's or a subject's row names.
 * These checks write through the API where it can write, and straight into the tables where no
 * route writes yet (ratings), since a trigger must hold for every write path.
 */
for (const dialect of dialects) {
  describe(`aggregates kept on write (${dialect.name})`, () => {
    const ctx = useApp(dialect);

    const stageCount = async (id: number) =>
      (await ctx.app.db.selectFrom('stages').select('class_count').where('id', '=', id).executeTakeFirstOrThrow())
        .class_count;

    it("keeps a stage's class count as classes are added, moved and deleted", async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const post = async (url: string, payload: object) => {
        const res = await ctx.app.inject({ method: 'POST', url, headers, payload });
        expect(res.statusCode, res.body).toBe(201);
        return res.json() as { id: number };
      };
      const a = await post('/api/v1/stages', { name_ar: 'مرحلة أ', name_en: 'Stage A', code: 'AGG-A' });
      const b = await post('/api/v1/stages', { name_ar: 'مرحلة ب', name_en: 'Stage B', code: 'AGG-B' });
      const classIn = (stage_id: number, n: number) =>
        post('/api/v1/classes', { name_ar: `صف ${n}`, name_en: `Class ${n}`, sort_order: n, stage_id });
      const c1 = await classIn(a.id, 1);
      await classIn(a.id, 2);
      expect([await stageCount(a.id), await stageCount(b.id)]).toEqual([2, 0]);

      const moved = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/classes/${c1.id}`,
        headers,
        payload: { stage_id: b.id },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect([await stageCount(a.id), await stageCount(b.id)]).toEqual([1, 1]);

      const renamed = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/classes/${c1.id}`,
        headers,
        payload: { name_en: 'Class one' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await stageCount(b.id)).toBe(1);

      const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/classes/${c1.id}`, headers });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect([await stageCount(a.id), await stageCount(b.id)]).toEqual([1, 0]);

      const shown = await ctx.app.inject({ method: 'GET', url: `/api/v1/stages/${a.id}`, headers });
      expect(shown.json().class_count).toBe(1);
    });

    it("keeps a teacher's and a subject's linked names as links change and what they name is renamed or reordered", async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const send = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
        const res = await ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, res.body).toBeLessThan(300);
        return res.statusCode === 204 ? { id: 0 } : (res.json() as { id: number });
      };
      const get = async (url: string) =>
        (await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers })).json() as {
          subjects: { id: number; name_en: string }[];
          classes: { id: number; name_en: string; stage_name_en?: string }[];
        };
      const names = (items: { name_en: string }[]) => items.map((i) => i.name_en);
      const early = await send('POST', '/stages', {
        name_ar: 'مرحلة أولى',
        name_en: 'Early',
        code: 'LNK-E',
        sort_order: 1,
      });
      const late = await send('POST', '/stages', {
        name_ar: 'مرحلة ثانية',
        name_en: 'Late',
        code: 'LNK-L',
        sort_order: 2,
      });
      const classIn = (stage_id: number, name_en: string, sort_order: number) =>
        send('POST', '/classes', { name_ar: `صف ${name_en}`, name_en, sort_order, stage_id });
      const e1 = await classIn(early.id, 'E1', 1);
      const l1 = await classIn(late.id, 'L1', 1);
      const subject = (code: string, name_en: string, class_ids: number[]) =>
        send('POST', '/subjects', { name_ar: `مادة ${name_en}`, name_en, code, class_ids });
      const algebra = await subject('LNK-ALG', 'Algebra', [l1.id, e1.id]);
      const biology = await subject('LNK-BIO', 'Biology', [e1.id]);
      const teacher = await send('POST', '/teachers', {
        name: 'Linked Teacher',
        phone: '01077777777',
        password: 'Teach@1234',
        subject_ids: [biology.id, algebra.id],
        class_ids: [l1.id, e1.id],
      });
      // As the list shows them: subjects by English name, classes in ladder order.
      expect(names((await get(`/teachers/${teacher.id}`)).subjects)).toEqual(['Algebra', 'Biology']);
      expect(names((await get(`/teachers/${teacher.id}`)).classes)).toEqual(['E1', 'L1']);
      expect(names((await get(`/subjects/${algebra.id}`)).classes)).toEqual(['E1', 'L1']);

      // Renaming a subject, a class or a stage, and reordering the stages, reach every row naming them.
      await send('PATCH', `/subjects/${algebra.id}`, { name_en: 'Zoology' });
      await send('PATCH', `/classes/${l1.id}`, { name_en: 'L-one' });
      await send('PATCH', `/stages/${late.id}`, { name_en: 'Later', sort_order: 0 });
      const changed = await get(`/teachers/${teacher.id}`);
      expect(names(changed.subjects)).toEqual(['Biology', 'Zoology']);
      expect(names(changed.classes)).toEqual(['L-one', 'E1']);
      const algebraNow = await get(`/subjects/${algebra.id}`);
      expect(algebraNow.classes.map((c) => [c.name_en, c.stage_name_en])).toEqual([
        ['L-one', 'Later'],
        ['E1', 'Early'],
      ]);
      // Moving a class to another stage moves it on the ladder.
      await send('PATCH', `/classes/${e1.id}`, { stage_id: late.id, sort_order: 0 });
      expect(names((await get(`/subjects/${algebra.id}`)).classes)).toEqual(['E1', 'L-one']);

      // Links changed, and links gone with what they named.
      await send('PATCH', `/teachers/${teacher.id}`, { subject_ids: [algebra.id], class_ids: [e1.id] });
      const fewer = await get(`/teachers/${teacher.id}`);
      expect([names(fewer.subjects), names(fewer.classes)]).toEqual([['Zoology'], ['E1']]);
      await send('PATCH', `/subjects/${algebra.id}`, { class_ids: [l1.id] });
      expect(names((await get(`/subjects/${algebra.id}`)).classes)).toEqual(['L-one']);
      await send('PATCH', `/teachers/${teacher.id}`, { subject_ids: [] });
      await send('DELETE', `/subjects/${algebra.id}`);
      expect((await get(`/teachers/${teacher.id}`)).subjects).toEqual([]);
      // The list reads the same as the teacher.
      const listed = (await ctx.app.inject({ method: 'GET', url: '/api/v1/teachers?q=Linked', headers })).json();
      expect(listed.items).toEqual([await get(`/teachers/${teacher.id}`)]);
    });

    it("keeps a teacher's rating count, sum and average through inserts, changes and cascades", async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const teacher = await signInAs(ctx.app, 'teacher');
      const other = await signInAs(ctx.app, 'teacher');
      const db = ctx.app.db;
      const now = new Date().toISOString();
      const students = await db
        .insertInto('students')
        .values(
          [1, 2, 3].map((i) => ({
            name: `Student ${i}`,
            phone: `0128${process.pid % 1000}${String(i).padStart(4, '0')}`,
            email: null,
            class_id: null,
            system_id: null,
            search_text: `student ${i}`,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      const summary = (id: number) =>
        db
          .selectFrom('users')
          .select(['rating_count', 'rating_sum', 'rating_average'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();

      expect(await summary(teacher.id)).toEqual({ rating_count: 0, rating_sum: 0, rating_average: 0 });
      await db
        .insertInto('teacher_ratings')
        .values(
          [5, 4, 2].map((stars, i) => ({
            teacher_id: teacher.id,
            student_id: students[i]!.id,
            stars,
            comment: null,
            created_at: now,
          })),
        )
        .execute();
      expect(await summary(teacher.id)).toEqual({ rating_count: 3, rating_sum: 11, rating_average: 11 / 3 });
      const shown = await ctx.app.inject({ method: 'GET', url: `/api/v1/teachers/${teacher.id}`, headers });
      expect(shown.json()).toMatchObject({ rating_count: 3, rating_average: 3.67 });

      // A changed star count, then a rating moved to another teacher.
      await db.updateTable('teacher_ratings').set({ stars: 5 }).where('student_id', '=', students[2]!.id).execute();
      expect(await summary(teacher.id)).toEqual({ rating_count: 3, rating_sum: 14, rating_average: 14 / 3 });
      await db
        .updateTable('teacher_ratings')
        .set({ teacher_id: other.id })
        .where('student_id', '=', students[0]!.id)
        .execute();
      expect(await summary(teacher.id)).toEqual({ rating_count: 2, rating_sum: 9, rating_average: 4.5 });
      expect(await summary(other.id)).toEqual({ rating_count: 1, rating_sum: 5, rating_average: 5 });

      // A student's deletion cascades to the ratings, and the triggers follow the cascade.
      await db
        .deleteFrom('students')
        .where(
          'id',
          'in',
          students.map((s) => s.id),
        )
        .execute();
      expect(await summary(teacher.id)).toEqual({ rating_count: 0, rating_sum: 0, rating_average: 0 });
      expect(await summary(other.id)).toEqual({ rating_count: 0, rating_sum: 0, rating_average: 0 });
    });
  });
}
