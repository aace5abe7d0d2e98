import type { ExamResult, ExamSolution, ExamStats } from '@dashboard/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/seed/index.js';
import { build, countRows, createUser, signInAs, useApp } from '../../test/build.js';
import { teaches } from '../../test/class-and-subject.js';
import { crudContract } from '../../test/crud-contract.js';
import { dialects } from '../../test/dialects.js';
import { csvLines } from '../../test/exports.js';
import { searchText } from '../../lib/list.js';
import * as service from './exams.service.js';

type Headers = Record<string, string>;
type Item = { id: number } & Record<string, unknown>;

let seq = 0;
const next = () => `${(seq += 1)}x${process.pid % 1000}`;

async function adminHeaders(app: FastifyInstance) {
  return (await signInAs(app, 'admin')).headers;
}

async function post(app: FastifyInstance, headers: Headers, url: string, payload: object) {
  const res = await app.inject({ method: 'POST', url: `/api/v1/${url}`, headers, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return res.json() as Item;
}

/** A class, a subject taught in it and a curriculum of `teacherId` (a new teacher's when left out). */
async function curriculum(app: FastifyInstance, teacherId?: number) {
  const n = next();
  const admin = await adminHeaders(app);
  const stage = await post(app, admin, 'stages', { name_ar: `مرحلة ${n}`, name_en: `Stage ${n}`, code: `S${n}` });
  const klass = await post(app, admin, 'classes', { name_ar: `صف ${n}`, name_en: `Class ${n}`, stage_id: stage.id });
  const subject = await post(app, admin, 'subjects', {
    name_ar: `مادة ${n}`,
    name_en: `Subject ${n}`,
    code: `U${n}`,
    class_ids: [klass.id],
  });
  const teacher = teacherId ?? (await createUser(app, 'teacher')).id;
  await teaches(app, teacher, klass.id, subject.id);
  const made = await post(app, admin, 'curricula', {
    title_ar: `منهج ${n}`,
    title_en: `Curriculum ${n}`,
    teacher_id: teacher,
    class_id: klass.id,
    subject_id: subject.id,
    price: 0,
  });
  return { id: made.id, teacher, klass: klass.id, admin };
}

/** One question of each kind the marking knows, in the curriculum's bank. */
async function bankOf(app: FastifyInstance, headers: Headers, curriculumId: number) {
  const q = (body: object) => post(app, headers, 'questions', { curriculum_id: curriculumId, ...body });
  return {
    choose: await q({
      type: 'choose',
      prompt: 'Who built the Great Pyramid?',
      points: 2,
      options: [{ text: 'Khufu', correct: true }, { text: 'Ramses II' }, { text: 'Akhenaten' }],
    }),
    trueFalse: await q({ type: 'true_false', prompt: 'The Nile flows north.', correct: true }),
    complete: await q({ type: 'complete', prompt: 'The capital of Egypt is ___.', points: 2, blanks: [['القاهرة']] }),
    paragraph: await q({ type: 'paragraph', prompt: 'Describe the water cycle.', points: 5, model_answer: 'Rain' }),
  };
}

let phones = 0;
/** Students of a class, inserted as the students feature will. */
async function students(app: FastifyInstance, classId: number | null, count: number) {
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    phones += 1;
    const name = `طالب ${next()}`;
    const phone = `012${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(5, '0')}`;
    const row = await app.db
      .insertInto('students')
      .values({
        name,
        phone,
        email: null,
        class_id: classId,
        system_id: null,
        search_text: searchText(name, phone),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** An API key holding `permissions`, as its header. */
async function apiKey(app: FastifyInstance, permissions: string[]) {
  const made = await post(app, await adminHeaders(app), 'api-keys', { name: `Student app ${next()}`, permissions });
  return { authorization: `Bearer ${made.key as string}` };
}

/** An exam of the curriculum with the bank's questions in the order given. */
async function examWith(
  app: FastifyInstance,
  headers: Headers,
  curriculumId: number,
  questionIds: number[],
  extra = {},
) {
  const exam = await post(app, headers, 'exams', {
    curriculum_id: curriculumId,
    title_ar: `امتحان ${next()}`,
    title_en: `Exam ${next()}`,
    pass_mark: 50,
    ...extra,
  });
  const put = await app.inject({
    method: 'PUT',
    url: `/api/v1/exams/${exam.id}/questions`,
    headers,
    payload: { question_ids: questionIds },
  });
  expect(put.statusCode, put.body).toBe(200);
  return exam;
}

const started = '2026-11-24T09:00:00.000Z';
const submitted = '2026-11-24T09:20:00.000Z';

crudContract('exams', {
  path: '/api/v1/exams',
  valid: async (app, n) => {
    const { id } = await curriculum(app);
    return {
      curriculum_id: id,
      title_ar: ['امتحان الجبر', 'امتحان الكيمياء', 'امتحان الفيزياء'][n]!,
      title_en: ['Algebra exam', 'Biology exam', 'Chemistry exam'][n]!,
      time_limit_minutes: 40,
      pass_mark: 50,
    };
  },
  sort: { field: 'title_en', value: (e) => e.title_en as string },
  search: (n) => ['Algebra', 'Biology', 'Chemistry'][n]!,
  filter: (items) => ({ query: `curriculum_id=${items[1]!.curriculum_id as number}`, keeps: [1] }),
  invalid: {
    body: { curriculum_id: 1, title_ar: 'ا', title_en: 'Exam', time_limit_minutes: 0 },
    errors: [
      { path: 'title_ar', code: 'validation.min', params: { min: 2 } },
      { path: 'time_limit_minutes', code: 'validation.min_value', params: { min: 1 } },
    ],
  },
  inUse: {
    // Through the service, so that the exams' audit trail holds only the contract's rows.
    use: async (app, item) => {
      const admin = await adminHeaders(app);
      const bank = await bankOf(app, admin, item.curriculum_id as number);
      const exam = await app.db.selectFrom('exams').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
      await service.setExamQuestions(app.db, exam, [bank.trueFalse.id]);
      const [student] = await students(app, null, 1);
      await service.submit(app.db, item.id, {
        student_id: student!,
        started_at: started,
        submitted_at: submitted,
        answers: [],
      });
    },
    code: 'exam.has_results',
  },
  change: { body: { title_en: 'Algebra exam, revised', pass_mark: 60 }, expect: { pass_mark: 60 } },
  exportHeadings: [
    'Title',
    'Kind',
    'Question bank',
    'Teacher',
    'Questions',
    'Total points',
    'Results',
    'Average',
    'Passed',
    'Added on',
  ],
});

/** What the stats must be, worked out from the stored results and answers alone. */
async function bruteForceStats(app: FastifyInstance, examId: number) {
  const results = await app.db.selectFrom('exam_results').selectAll().where('exam_id', '=', examId).execute();
  const n = results.length;
  const wholes = results.map((r) => Math.floor(Number(r.percent) / 10)).sort((a, b) => a - b);
  const median = !n ? null : n % 2 ? wholes[(n - 1) / 2]! : (wholes[n / 2 - 1]! + wholes[n / 2]!) / 2;
  const sum = results.reduce((s, r) => s + Number(r.percent), 0);
  const distribution = Array.from({ length: 10 }, (_, i) => ({
    from: i * 10,
    to: i === 9 ? 100 : i * 10 + 9,
    count: wholes.filter((w) => w >= i * 10 && w <= (i === 9 ? 100 : i * 10 + 9)).length,
  }));
  const answers = await app.db.selectFrom('exam_answers').selectAll().where('exam_id', '=', examId).execute();
  const byQuestion = new Map<number, { answered: number; correct: number }>();
  for (const a of answers) {
    const q = byQuestion.get(a.question_id) ?? { answered: 0, correct: 0 };
    if (a.answer !== null && a.marking !== 'awaiting') q.answered += 1;
    if (Number(a.correct) === 1) q.correct += 1;
    byQuestion.set(a.question_id, q);
  }
  return {
    result_count: n,
    average: n ? Math.round(sum / n) / 10 : null,
    median,
    pass_count: results.filter((r) => Number(r.passed) === 1).length,
    awaiting_count: results.filter((r) => r.status === 'awaiting').length,
    distribution,
    byQuestion,
  };
}

/** What a student's aggregates must be, from the stored results alone. */
async function bruteForceStudent(app: FastifyInstance, studentId: number) {
  const results = await app.db.selectFrom('exam_results').selectAll().where('student_id', '=', studentId).execute();
  const mean = (xs: number[]) =>
    xs.length ? Math.floor((xs.reduce((a, b) => a + b, 0) * 2 + xs.length) / (2 * xs.length)) : null;
  const quiz = results.filter((r) => r.kind !== 'assignment').map((r) => Number(r.percent));
  const assignment = results.filter((r) => r.kind === 'assignment').map((r) => Number(r.percent));
  return {
    quiz_count: quiz.length,
    quiz_average: mean(quiz),
    assignment_count: assignment.length,
    assignment_average: mean(assignment),
    points: results.reduce((s, r) => s + Number(r.score), 0),
    completed_count: results.length,
  };
}

async function studentRow(app: FastifyInstance, id: number) {
  const row = await app.db
    .selectFrom('students')
    .select([
      'quiz_count',
      'quiz_average',
      'assignment_count',
      'assignment_average',
      'points',
      'completed_count',
      'completion_rate',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? null : Number(v)]));
}

for (const dialect of dialects) {
  describe(`exams (${dialect.name})`, () => {
    const ctx = useApp(dialect);

    /** A teacher's curriculum with a bank of four questions and an exam of all four. */
    async function setup() {
      const app = ctx.app;
      const teacher = await signInAs(app, 'teacher');
      const c = await curriculum(app, teacher.id);
      const bank = await bankOf(app, teacher.headers, c.id);
      const ids = [bank.choose.id, bank.trueFalse.id, bank.complete.id, bank.paragraph.id];
      const exam = await examWith(app, teacher.headers, c.id, ids);
      const key = await apiKey(app, ['exams.submit']);
      return { app, teacher, c, bank, ids, exam, key };
    }

    const submit = (app: FastifyInstance, headers: Headers, examId: number, payload: object) =>
      app.inject({ method: 'POST', url: `/api/v1/exams/${examId}/submissions`, headers, payload });

    it('seeds demo exams whose kept figures are those of their results', async () => {
      const { app, close } = await build(dialect);
      try {
        const startedAt = Date.now();
        expect(await seedIfEmpty(app.db)).toBe(true);
        const seconds = (Date.now() - startedAt) / 1000;
        // A lesson's quizzes and assignments come with their elements; the demo exams are of kind `exam`.
        const exams = await app.db.selectFrom('exams').selectAll().where('kind', '=', 'exam').orderBy('id').execute();
        expect(exams.length).toBeGreaterThan(10);
        expect(exams.map((e) => [e.kind, e.question_count]).filter(([, n]) => Number(n) < 5 || Number(n) > 10)).toEqual(
          [],
        );
        const results = await countRows(app, 'exam_results');
        expect(results).toBeGreaterThan(100);
        const awaiting = await app.db
          .selectFrom('exam_results')
          .select('id')
          .where('status', '=', 'awaiting')
          .execute();
        expect(awaiting.length).toBeGreaterThan(0);
        const hand = await app.db
          .selectFrom('exam_answers')
          .select('result_id')
          .where('marking', '=', 'hand')
          .execute();
        expect(hand.length).toBeGreaterThan(0);
        for (const exam of exams.slice(0, 6)) {
          const brute = await bruteForceStats(app, exam.id);
          expect(Number(exam.result_count)).toBe(brute.result_count);
          expect(Number(exam.pass_count)).toBe(brute.pass_count);
          expect(Number(exam.awaiting_count)).toBe(brute.awaiting_count);
          expect(brute.result_count).toBeGreaterThan(0);
        }
        const student = await app.db
          .selectFrom('exam_results')
          .select('student_id')
          .orderBy('id')
          .executeTakeFirstOrThrow();
        expect(await studentRow(app, student.student_id)).toMatchObject(
          await bruteForceStudent(app, student.student_id),
        );
        console.info(`demo seed with exams: ${seconds.toFixed(1)} s on ${dialect.name}, ${results} results`);
      } finally {
        await close();
      }
    });

    it('keeps a teacher to the exams of his or her own banks; an agent reads none', async () => {
      const { app, teacher, c, exam } = await setup();
      const other = await signInAs(app, 'teacher');
      const agent = await signInAs(app, 'support-agent');
      const as = (headers: Headers, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
        app.inject({ method, url: `/api/v1/exams${url}`, headers, ...(payload ? { payload } : {}) });
      for (const url of [`/${exam.id}`, `/${exam.id}/questions`, `/${exam.id}/stats`, `/${exam.id}/results`]) {
        expect((await as(other.headers, 'GET', url)).statusCode, url).toBe(403);
        expect((await as(teacher.headers, 'GET', url)).statusCode, url).toBe(200);
        expect((await as(agent.headers, 'GET', url)).statusCode, url).toBe(403);
      }
      expect((await as(other.headers, 'PATCH', `/${exam.id}`, { pass_mark: 10 })).statusCode).toBe(403);
      expect((await as(other.headers, 'DELETE', `/${exam.id}`)).statusCode).toBe(403);
      expect((await as(other.headers, 'GET', '/999999')).statusCode).toBe(404);
      const mine = await as(other.headers, 'GET', `?curriculum_id=${c.id}`);
      expect(mine.json().items).toEqual([]);
      const theirs = await as(teacher.headers, 'GET', `?curriculum_id=${c.id}`);
      expect(theirs.json().items.map((e: Item) => e.id)).toEqual([exam.id]);
      const onAnothers = await app.inject({
        method: 'POST',
        url: '/api/v1/exams',
        headers: other.headers,
        payload: { curriculum_id: c.id, title_ar: 'امتحان', title_en: 'Exam' },
      });
      expect(onAnothers.statusCode).toBe(403);
      expect(onAnothers.json().code).toBe('auth.not_owner');
      expect((await as(agent.headers, 'GET', '')).statusCode).toBe(403);
    });

    it('takes questions from its own bank only, keeps their count and points, and locks them once submitted', async () => {
      const { app, teacher, c, bank, ids, exam, key } = await setup();
      const got = await app.inject({ method: 'GET', url: `/api/v1/exams/${exam.id}`, headers: teacher.headers });
      expect(got.json()).toMatchObject({ question_count: 4, total_points: 10, result_count: 0, average: null });
      const questions = await app.inject({
        method: 'GET',
        url: `/api/v1/exams/${exam.id}/questions`,
        headers: teacher.headers,
      });
      expect(
        questions.json().items.map((q: { position: number; question: Item }) => [q.position, q.question.id]),
      ).toEqual(ids.map((id, i) => [i + 1, id]));

      const elsewhere = await curriculum(app, teacher.id);
      const foreign = await bankOf(app, teacher.headers, elsewhere.id);
      const put = (question_ids: number[]) =>
        app.inject({
          method: 'PUT',
          url: `/api/v1/exams/${exam.id}/questions`,
          headers: teacher.headers,
          payload: { question_ids },
        });
      const refused = await put([bank.choose.id, foreign.choose.id]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ path: 'question_ids.1', code: 'exam.question_not_in_bank' }]);
      expect((await put([bank.choose.id, bank.choose.id])).statusCode).toBe(400);
      const reordered = await put([bank.paragraph.id, bank.choose.id]);
      expect(reordered.statusCode).toBe(200);
      const after = await app.inject({ method: 'GET', url: `/api/v1/exams/${exam.id}`, headers: teacher.headers });
      expect(after.json()).toMatchObject({ question_count: 2, total_points: 7 });
      expect((await put(ids)).statusCode).toBe(200);

      // A question in an exam stays in the bank.
      const del = await app.inject({
        method: 'DELETE',
        url: `/api/v1/questions/${bank.choose.id}`,
        headers: teacher.headers,
      });
      expect(del.statusCode).toBe(409);
      expect(del.json().code).toBe('question.in_use');

      const [student] = await students(app, c.klass, 1);
      const ok = await submit(app, key, exam.id, { student_id: student, started_at: started, answers: [] });
      expect(ok.statusCode, ok.body).toBe(201);
      const locked = await put([bank.choose.id]);
      expect(locked.statusCode).toBe(409);
      expect(locked.json().code).toBe('exam.has_results');
      const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/exams/${exam.id}`, headers: teacher.headers });
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json().code).toBe('exam.has_results');
    });

    it('marks a submission made with a key holding exams.submit, and refuses staff and other keys', async () => {
      const { app, teacher, c, bank, exam, key } = await setup();
      const [student, second] = await students(app, c.klass, 2);
      const choose = bank.choose.options as { correct: boolean }[];
      const body = {
        student_id: student,
        started_at: '2026-11-24T11:00:00+02:00',
        submitted_at: submitted,
        answers: [
          { question_id: bank.choose.id, answer: { type: 'choose', option: choose.findIndex((o) => o.correct) } },
          { question_id: bank.trueFalse.id, answer: { type: 'true_false', value: false } },
          // Arabic letter variants and diacritics are the same answer.
          { question_id: bank.complete.id, answer: { type: 'complete', blanks: ['القَاهره'] } },
          { question_id: bank.paragraph.id, answer: { type: 'paragraph', text: 'Water evaporates, then rains.' } },
        ],
      };
      const before = await countRows(app, 'exam_results');
      const admin = await adminHeaders(app);
      for (const headers of [admin, teacher.headers, await apiKey(app, ['stages.read'])]) {
        const res = await submit(app, headers, exam.id, body);
        expect(res.statusCode).toBe(403);
      }
      expect(await countRows(app, 'exam_results')).toBe(before);

      const res = await submit(app, key, exam.id, body);
      expect(res.statusCode, res.body).toBe(201);
      const result = res.json() as ExamResult;
      expect(result).toMatchObject({
        exam_id: exam.id,
        student_id: student,
        score: 4,
        max_score: 10,
        percent: 40,
        passed: false,
        duration_seconds: 20 * 60,
        started_at: '2026-11-24T09:00:00.000Z',
        awaiting_count: 1,
        status: 'awaiting',
      });

      const solution = (
        await app.inject({
          method: 'GET',
          url: `/api/v1/exams/${exam.id}/solutions/${result.id}`,
          headers: teacher.headers,
        })
      ).json() as ExamSolution;
      expect(solution.answers.map((a) => [a.question.id, a.points, a.correct, a.marking])).toEqual([
        [bank.choose.id, 2, true, 'auto'],
        [bank.trueFalse.id, 0, false, 'auto'],
        [bank.complete.id, 2, true, 'auto'],
        [bank.paragraph.id, null, null, 'awaiting'],
      ]);

      const again = await submit(app, key, exam.id, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('exam.already_submitted');

      // Five at once for one student: exactly one is taken.
      const burst = await Promise.all(
        Array.from({ length: 5 }, () => submit(app, key, exam.id, { ...body, student_id: second })),
      );
      expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const r of burst.filter((r) => r.statusCode === 409)) expect(r.json().code).toBe('exam.already_submitted');

      // The audit row names the key.
      const row = await app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'exams')
        .where('entity_id', '=', String(exam.id))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.action).toBe('update');
      expect(JSON.stringify(row)).toContain('Student app');
    });

    it('refuses bad submissions with field errors and changes nothing', async () => {
      const { app, c, bank, exam, key, teacher } = await setup();
      const [student] = await students(app, c.klass, 1);
      const cases: [object, number, string, string?][] = [
        [{ student_id: 99999999, started_at: started, answers: [] }, 400, 'exam.student_not_found', 'student_id'],
        [
          {
            student_id: student,
            started_at: started,
            answers: [{ question_id: 99999999, answer: { type: 'true_false', value: true } }],
          },
          400,
          'exam.question_not_in_exam',
          'answers.0.question_id',
        ],
        [
          {
            student_id: student,
            started_at: started,
            answers: [
              { question_id: bank.trueFalse.id, answer: { type: 'true_false', value: true } },
              { question_id: bank.trueFalse.id, answer: { type: 'true_false', value: false } },
            ],
          },
          400,
          'exam.duplicate_answer',
          'answers.1.question_id',
        ],
        [
          { student_id: student, started_at: submitted, submitted_at: started, answers: [] },
          400,
          'exam.submitted_before_start',
          'submitted_at',
        ],
        [{ student_id: student, started_at: 'yesterday', answers: [] }, 400, 'validation.invalid', 'started_at'],
        [
          { student_id: student, started_at: started, answers: [{ question_id: 1, answer: { type: 'essay' } }] },
          400,
          'validation.invalid',
        ],
        [{ student_id: 'one', started_at: started, answers: [] }, 400, 'validation.invalid'],
      ];
      const tables = ['exam_results', 'exam_answers', 'audit_log'] as const;
      const counts = async () => Promise.all(tables.map((t) => countRows(app, t)));
      const before = await counts();
      for (const [payload, status, code, path] of cases) {
        const res = await submit(app, key, exam.id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        const problem = res.json() as { code: string; errors?: { path: string; code: string }[] };
        if (path) expect(problem.errors?.[0], res.body).toMatchObject({ path, code });
      }
      const empty = await post(app, teacher.headers, 'exams', {
        curriculum_id: c.id,
        title_ar: 'فارغ',
        title_en: 'Empty',
      });
      const none = await submit(app, key, empty.id, { student_id: student, started_at: started, answers: [] });
      expect(none.statusCode).toBe(409);
      expect(none.json().code).toBe('exam.no_questions');
      expect(
        (await submit(app, key, 99999999, { student_id: student, started_at: started, answers: [] })).statusCode,
      ).toBe(404);
      const after = await counts();
      expect(after[0]).toBe(before[0]);
      expect(after[1]).toBe(before[1]);
      // The empty exam's create is the only row the trail gained.
      expect(after[2]).toBe(before[2]! + 1);

      for (const [method, url, payload] of [
        ['PUT', `/api/v1/exams/${exam.id}/questions`, { question_ids: 'all' }],
        ['PUT', `/api/v1/exams/${exam.id}/solutions/1/answers/x`, { points: 1 }],
        ['PUT', `/api/v1/exams/${exam.id}/solutions/99999999/answers/1`, { points: -1 }],
        ['GET', `/api/v1/exams/${exam.id}/results?sort=score`, undefined],
        ['GET', `/api/v1/exams/${exam.id}/results?after=nonsense`, undefined],
        ['POST', '/api/v1/exams', { course_id: 1, curriculum_id: 2, title_ar: 'اسم', title_en: 'Name' }],
        ['POST', '/api/v1/exams', { curriculum_id: 99999999, title_ar: 'اسم', title_en: 'Name' }],
      ] as const) {
        const res = await app.inject({ method, url, headers: teacher.headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
    });

    it('keeps stats, results and student aggregates that match the stored results, through hand marks', async () => {
      const { app, teacher, c, bank, exam, key } = await setup();
      const quiz = await examWith(app, teacher.headers, c.id, [bank.trueFalse.id, bank.choose.id]);
      const ids = await students(app, c.klass, 23);
      const choose = bank.choose.options as { correct: boolean }[];
      const right = choose.findIndex((o) => o.correct);
      // A fixed spread of answers: right, wrong, left out.
      for (const [i, student] of ids.entries()) {
        const answers = [];
        if (i % 4 !== 3)
          answers.push({
            question_id: bank.choose.id,
            answer: { type: 'choose', option: i % 3 ? right : (right + 1) % 3 },
          });
        answers.push({ question_id: bank.trueFalse.id, answer: { type: 'true_false', value: i % 5 !== 0 } });
        if (i % 2)
          answers.push({
            question_id: bank.complete.id,
            answer: { type: 'complete', blanks: [i % 3 ? 'القاهرة' : 'الجيزة'] },
          });
        if (i % 3) answers.push({ question_id: bank.paragraph.id, answer: { type: 'paragraph', text: `Answer ${i}` } });
        const res = await submit(app, key, exam.id, {
          student_id: student,
          started_at: started,
          submitted_at: new Date(Date.parse(started) + (i + 1) * 60_000).toISOString(),
          answers,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      for (const student of ids.slice(0, 5)) {
        const res = await submit(app, key, quiz.id, {
          student_id: student,
          started_at: started,
          answers: [{ question_id: bank.trueFalse.id, answer: { type: 'true_false', value: true } }],
        });
        expect(res.statusCode).toBe(201);
      }

      const check = async () => {
        const stats = (
          await app.inject({ method: 'GET', url: `/api/v1/exams/${exam.id}/stats`, headers: teacher.headers })
        ).json() as ExamStats;
        const brute = await bruteForceStats(app, exam.id);
        expect(stats).toMatchObject({
          result_count: brute.result_count,
          average: brute.average,
          median: brute.median,
          pass_count: brute.pass_count,
          awaiting_count: brute.awaiting_count,
          distribution: brute.distribution,
        });
        for (const q of stats.questions) {
          const b = brute.byQuestion.get(q.question_id)!;
          expect([q.answered, q.correct], String(q.position)).toEqual([b.answered, b.correct]);
          expect(q.share).toBe(b.answered ? Math.round((1000 * b.correct) / b.answered) / 10 : null);
        }
        const got = (
          await app.inject({ method: 'GET', url: `/api/v1/exams/${exam.id}`, headers: teacher.headers })
        ).json() as Item;
        expect(got.average).toBe(brute.average);
        for (const student of ids.slice(1, 9)) {
          const kept = await studentRow(app, student);
          expect(kept, String(student)).toMatchObject(await bruteForceStudent(app, student));
          // Two exams with questions in the student's class.
          expect(kept.completion_rate).toBe(Math.floor(((kept.completed_count as number) * 2000 + 2) / 4));
        }
        return stats;
      };
      const first = await check();
      expect(first.result_count).toBe(23);
      expect(first.awaiting_count).toBeGreaterThan(0);

      // Results list: sorted, searched, filtered.
      const list = async (query: string) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/v1/exams/${exam.id}/results?${query}`,
            headers: teacher.headers,
          })
        ).json() as { items: ExamResult[]; total: number; nextCursor: string | null };
      const byPercent = await list('sort=-percent&pageSize=50');
      expect(byPercent.total).toBe(23);
      const percents = byPercent.items.map((r) => r.percent);
      expect(percents).toEqual([...percents].sort((a, b) => b - a));
      const awaiting = await list('status=awaiting&pageSize=50');
      expect(awaiting.items.every((r) => r.status === 'awaiting')).toBe(true);
      expect(awaiting.total).toBe(first.awaiting_count);
      const passed = await list('passed=true&pageSize=50');
      expect(passed.total).toBe(first.pass_count);
      const someone = byPercent.items[3]!;
      const found = await list(`q=${encodeURIComponent(someone.student.phone)}`);
      expect(found.items.map((r) => r.id)).toEqual([someone.id]);
      const paged = await list('sort=student_name&pageSize=10');
      const page2 = await list(`sort=student_name&pageSize=10&after=${paged.nextCursor!}`);
      expect(page2.items).toHaveLength(10);
      const csv = await app.inject({
        method: 'GET',
        url: `/api/v1/exams/${exam.id}/results/export?format=csv&lang=en&status=awaiting`,
        headers: teacher.headers,
      });
      expect(csv.statusCode).toBe(200);
      expect(csvLines(csv)).toHaveLength(first.awaiting_count + 1);
      // The time taken as the list writes it, in the language's digits.
      const arabic = csvLines(
        await app.inject({
          method: 'GET',
          url: `/api/v1/exams/${exam.id}/results/export?format=csv&lang=ar&status=awaiting`,
          headers: teacher.headers,
        }),
      ).map((line) => line.split(','));
      const taken = arabic[0]!.indexOf('المدة المستغرقة');
      expect(taken).toBeGreaterThan(-1);
      for (const line of arabic.slice(1)) expect(line[taken]).toMatch(/^[٠-٩]+ د [٠-٩]+ ث$/);

      // Hand marks: full points, then some, on answers awaiting one.
      const waiting = awaiting.items.slice(0, 3);
      const mark = (resultId: number, questionId: number, points: number, headers = teacher.headers) =>
        app.inject({
          method: 'PUT',
          url: `/api/v1/exams/${exam.id}/solutions/${resultId}/answers/${questionId}`,
          headers,
          payload: { points },
        });
      const other = await signInAs(app, 'teacher');
      expect((await mark(waiting[0]!.id, bank.paragraph.id, 5, other.headers)).statusCode).toBe(403);
      const tooMany = await mark(waiting[0]!.id, bank.paragraph.id, 6);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().errors).toEqual([{ path: 'points', code: 'validation.max_value', params: { max: 5 } }]);
      const auto = await mark(waiting[0]!.id, bank.choose.id, 1);
      expect(auto.statusCode).toBe(409);
      expect(auto.json().code).toBe('exam.auto_marked');
      expect((await mark(999999, bank.paragraph.id, 1)).statusCode).toBe(404);

      const marked = await mark(waiting[0]!.id, bank.paragraph.id, 5);
      expect(marked.statusCode, marked.body).toBe(200);
      const solution = marked.json() as ExamSolution;
      const answer = solution.answers.find((a) => a.question.id === bank.paragraph.id)!;
      expect(answer).toMatchObject({ points: 5, correct: true, marking: 'hand', marked_by: { id: teacher.id } });
      expect(solution.result).toMatchObject({
        score: waiting[0]!.score + 5,
        percent: Math.round((1000 * (waiting[0]!.score + 5)) / 10) / 10,
        awaiting_count: 0,
        status: 'marked',
      });
      expect(solution.result.passed).toBe(solution.result.percent >= 50);
      expect((await mark(waiting[1]!.id, bank.paragraph.id, 2)).statusCode).toBe(200);
      // A mark changed again.
      expect((await mark(waiting[0]!.id, bank.paragraph.id, 1)).statusCode).toBe(200);
      const later = await check();
      expect(later.awaiting_count).toBe(first.awaiting_count - 2);

      // A new pass mark passes and fails the results again.
      const patched = await app.inject({
        method: 'PATCH',
        url: `/api/v1/exams/${exam.id}`,
        headers: teacher.headers,
        payload: { pass_mark: 30 },
      });
      expect(patched.statusCode).toBe(200);
      const repassed = await check();
      expect(repassed.pass_count).toBeGreaterThanOrEqual(later.pass_count);

      // A student who leaves takes his results out of the figures.
      await app.db.deleteFrom('students').where('id', '=', ids[0]!).execute();
      const gone = await check();
      expect(gone.result_count).toBe(22);

      // The curriculum deleted takes its exams, results and questions; the students' aggregates follow.
      const del = await app.inject({ method: 'DELETE', url: `/api/v1/curricula/${c.id}`, headers: c.admin });
      expect(del.statusCode, del.body).toBe(204);
      expect(await studentRow(app, ids[1]!)).toMatchObject({ quiz_count: 0, points: 0, completed_count: 0 });
      expect(
        await app.db.selectFrom('exams').select('id').where('id', '=', exam.id).executeTakeFirst(),
      ).toBeUndefined();
    });
  });
}
