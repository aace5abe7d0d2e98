import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signInAs, useApp } from '../../test/build.js';
import { teaches } from '../../test/class-and-subject.js';
import { dialects } from '../../test/dialects.js';
import { maker } from '../../test/samples.js';
import { multipart, samples } from '../../test/sample-files.js';

type Headers = Record<string, string>;

const sample = (kind: string) => samples.find((s) => s.kind === kind)!;

/** A file uploaded through the API; answers its name. */
async function upload(app: FastifyInstance, headers: Headers, kind: 'pdf' | 'video' | 'image') {
  const file = sample(kind);
  const form = multipart('file', `x.${file.ext}`, file.type, file.bytes);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { name: string }).name;
}

for (const dialect of dialects) {
  describe(`lesson elements on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const send = (
      method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      url: string,
      headers: Headers,
      payload?: object,
    ) => ctx.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });

    /** A lesson of a curriculum of the demo teacher, made through the API. */
    async function teachersLesson() {
      const teacher = await signInAs(ctx.app, 'teacher');
      const admin = (await signInAs(ctx.app, 'admin')).headers;
      const make = maker(ctx.app, admin);
      const curriculumEntity = ctx.app.entities.find((e) => e.path === '/curricula')!;
      const curriculum = await make(curriculumEntity);
      const { class_id, subject_id } = (await send('GET', `curricula/${curriculum}`, admin)).json();
      await teaches(ctx.app, teacher.id, class_id, subject_id);
      expect((await send('PATCH', `curricula/${curriculum}`, admin, { teacher_id: teacher.id })).statusCode).toBe(200);
      const made = new Map([['Curriculum', curriculum]]);
      const unit = await make(
        ctx.app.entities.find((e) => e.path === '/units')!,
        made,
      );
      const lesson = await make(
        ctx.app.entities.find((e) => e.path === '/lessons')!,
        new Map([['Unit', unit]]),
      );
      return { teacher, admin, curriculum, lesson };
    }

    it('adds each kind in order, checks its link and its file, and keeps the counts', async () => {
      const { teacher, curriculum, lesson } = await teachersLesson();
      const h = teacher.headers;
      const titles = { title_ar: 'عنصر', title_en: 'Element' };
      const add = (body: object) => send('POST', 'lesson-elements', h, { lesson_id: lesson, ...titles, ...body });

      const video = await add({ type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' });
      expect(video.statusCode, video.body).toBe(201);
      expect(video.json()).toMatchObject({ type: 'video', sort_order: 0, file: null });
      // Another host, both sources, or none: refused on the field, nothing added.
      const other = await add({ type: 'video', url: 'https://example.com/v/1' });
      expect(other.json().errors).toEqual([{ path: 'url', code: 'lesson.video_not_allowed' }]);
      const mp4 = await upload(ctx.app, h, 'video');
      const both = await add({ type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', file: mp4 });
      expect(both.json().errors).toEqual([{ path: 'url', code: 'lesson.video_one_source' }]);
      expect((await add({ type: 'video' })).json().errors).toEqual([{ path: 'url', code: 'validation.required' }]);
      const uploaded = await add({ type: 'video', file: mp4 });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      expect(uploaded.json().file_url).toBe(`/api/v1/uploads/${mp4}`);

      // A document is a PDF, not a video.
      const wrong = await add({ type: 'document', file: await upload(ctx.app, h, 'video') });
      expect(wrong.json().errors).toEqual([{ path: 'file', code: 'upload.not_pdf' }]);
      const pdf = await add({ type: 'document', file: await upload(ctx.app, h, 'pdf') });
      expect(pdf.statusCode, pdf.body).toBe(201);
      const quiz = await add({ type: 'quiz', time_limit_minutes: 15, pass_mark: 60 });
      const assignment = await add({
        type: 'assignment',
        body: 'Solve the exercises on page 12',
        due_at: '2026-12-01T18:00:00.000Z',
      });
      expect([quiz.statusCode, assignment.statusCode]).toEqual([201, 201]);

      const listed = (await send('GET', `lesson-elements?lesson_id=${lesson}`, h)).json();
      expect(listed.items.map((e: { type: string }) => e.type)).toEqual([
        'video',
        'video',
        'document',
        'quiz',
        'assignment',
      ]);
      expect(listed.items.map((e: { sort_order: number }) => e.sort_order)).toEqual([0, 1, 2, 3, 4]);
      const counts = { video_count: 2, document_count: 1, quiz_count: 1, assignment_count: 1 };
      expect((await send('GET', `lessons/${lesson}`, h)).json()).toMatchObject(counts);
      expect((await send('GET', `curricula/${curriculum}`, h)).json()).toMatchObject(counts);

      // A field of another kind is refused; the element's own are changed.
      const foreign = await send('PATCH', `lesson-elements/${quiz.json().id}`, h, { body: 'no' });
      expect(foreign.json().errors).toEqual([{ path: 'body', code: 'validation.unknown_field' }]);
      const changed = await send('PATCH', `lesson-elements/${quiz.json().id}`, h, { pass_mark: 75 });
      expect(changed.json()).toMatchObject({ pass_mark: 75, time_limit_minutes: 15 });

      // Reordered, then deleted: the uploaded video's file goes with its element.
      const ids = listed.items.map((e: { id: number }) => e.id).reverse();
      expect((await send('PUT', `lessons/${lesson}/elements/order`, h, { ids })).statusCode).toBe(204);
      const reordered = (await send('GET', `lesson-elements?lesson_id=${lesson}`, h)).json();
      expect(reordered.items.map((e: { id: number }) => e.id)).toEqual(ids);
      expect((await send('DELETE', `lesson-elements/${uploaded.json().id}`, h)).statusCode).toBe(204);
      expect((await send('GET', `uploads/${mp4}`, h)).statusCode).toBe(404);
      expect((await send('GET', `lessons/${lesson}`, h)).json().video_count).toBe(1);
    });

    it('gives a quiz and an assignment an exam of their own, kept in step, deleted with them unless submitted', async () => {
      const { teacher, curriculum, lesson } = await teachersLesson();
      const h = teacher.headers;
      const add = (body: object) => send('POST', 'lesson-elements', h, { lesson_id: lesson, ...body });
      const examOf = (element: number) =>
        ctx.app.db.selectFrom('exams').selectAll().where('lesson_element_id', '=', element).executeTakeFirst();

      const video = await add({
        type: 'video',
        title_ar: 'فيديو',
        title_en: 'Video',
        url: 'https://youtu.be/dQw4w9WgXcQ',
      });
      expect(video.json().exam_id).toBeNull();
      expect(await examOf(video.json().id)).toBeUndefined();
      const quiz = (
        await add({ type: 'quiz', title_ar: 'اختبار', title_en: 'Quiz', time_limit_minutes: 15, pass_mark: 60 })
      ).json();
      const assignment = (
        await add({ type: 'assignment', title_ar: 'واجب', title_en: 'Homework', body: 'Page 12' })
      ).json();
      const quizExam = await examOf(quiz.id);
      expect(quizExam).toMatchObject({
        id: quiz.exam_id,
        kind: 'quiz',
        teacher_id: teacher.id,
        curriculum_id: curriculum,
        course_id: null,
        lesson_id: lesson,
        title_ar: 'اختبار',
        title_en: 'Quiz',
        time_limit_minutes: 15,
        pass_mark: 60,
      });
      expect(await examOf(assignment.id)).toMatchObject({
        id: assignment.exam_id,
        kind: 'assignment',
        title_en: 'Homework',
        time_limit_minutes: 60,
        pass_mark: 50,
      });
      // The list and the item name the same exam.
      const listed = (await send('GET', `lesson-elements?lesson_id=${lesson}`, h)).json();
      expect(listed.items.map((e: { exam_id: number | null }) => e.exam_id)).toEqual([
        null,
        quiz.exam_id,
        assignment.exam_id,
      ]);

      // Renamed, its time limit and pass mark changed (to 0, a falsy value): the exam follows.
      const changed = await send('PATCH', `lesson-elements/${quiz.id}`, h, {
        title_en: 'Quiz 1',
        time_limit_minutes: 20,
        pass_mark: 0,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await examOf(quiz.id)).toMatchObject({
        title_ar: 'اختبار',
        title_en: 'Quiz 1',
        time_limit_minutes: 20,
        pass_mark: 0,
      });
      await send('PATCH', `lesson-elements/${assignment.id}`, h, { title_ar: 'واجب ١' });
      expect(await examOf(assignment.id)).toMatchObject({ title_ar: 'واجب ١', time_limit_minutes: 60 });

      // Deleted: the exam goes with it.
      expect((await send('DELETE', `lesson-elements/${assignment.id}`, h)).statusCode).toBe(204);
      expect(await ctx.app.db.selectFrom('exams').select('id').where('id', '=', assignment.exam_id).execute()).toEqual(
        [],
      );

      // A quiz a student has submitted stays, with its exam and its result.
      // No API adds students (the student app's sign-up does): one written as it would be.
      const now = new Date().toISOString();
      const { class_id } = await ctx.app.db
        .selectFrom('curricula')
        .select('class_id')
        .where('id', '=', curriculum)
        .executeTakeFirstOrThrow();
      const student = await ctx.app.db
        .insertInto('students')
        .values({
          name: 'Student',
          phone: '01512345678',
          email: null,
          class_id,
          system_id: null,
          search_text: 'student 01512345678',
          created_at: now,
          updated_at: now,
        })
        .returning(['id', 'name', 'search_text'])
        .executeTakeFirstOrThrow();
      await ctx.app.db
        .insertInto('exam_results')
        .values({
          exam_id: quiz.exam_id,
          student_id: student.id,
          kind: 'quiz',
          student_name: student.name,
          search_text: student.search_text,
          score: 0,
          max_score: 0,
          percent: 0,
          passed: 1,
          duration_seconds: 60,
          started_at: now,
          submitted_at: now,
          awaiting_count: 0,
          status: 'marked',
        })
        .execute();
      const refused = await send('DELETE', `lesson-elements/${quiz.id}`, h);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('exam.has_results');
      expect((await send('GET', `lesson-elements/${quiz.id}`, h)).json().exam_id).toBe(quiz.exam_id);
    });

    it("refuses another teacher's lesson elements and lets a support agent read them", async () => {
      const { admin, lesson } = await teachersLesson();
      const other = (await signInAs(ctx.app, 'teacher')).headers;
      const agent = (await signInAs(ctx.app, 'support-agent')).headers;
      const made = await send('POST', 'lesson-elements', admin, {
        lesson_id: lesson,
        type: 'quiz',
        title_ar: 'اختبار',
        title_en: 'Quiz',
        time_limit_minutes: 10,
        pass_mark: 50,
      });
      const id = made.json().id as number;
      expect((await send('GET', `lesson-elements/${id}`, other)).statusCode).toBe(403);
      expect((await send('PATCH', `lesson-elements/${id}`, other, { pass_mark: 1 })).statusCode).toBe(403);
      const add = await send('POST', 'lesson-elements', other, {
        lesson_id: lesson,
        type: 'quiz',
        title_ar: 'اختبار',
        title_en: 'Quiz',
        time_limit_minutes: 10,
        pass_mark: 50,
      });
      expect(add.statusCode).toBe(403);
      expect((await send('GET', `lesson-elements?lesson_id=${lesson}`, other)).json().total).toBe(0);
      expect((await send('GET', `lesson-elements/${id}`, agent)).statusCode).toBe(200);
      expect((await send('DELETE', `lesson-elements/${id}`, agent)).statusCode).toBe(403);
    });
  });
}
