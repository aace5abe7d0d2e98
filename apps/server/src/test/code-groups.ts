import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createUser } from './build.js';
import { classAndSubject, teaches } from './class-and-subject.js';

let made = 0;

/**
 * A valid `POST /code-groups` body: a new teacher's curriculum in a new
 * class, made through the API as an admin (a group's content must be its
 * teacher's, in its class). For the suites that go over every route.
 */
export async function codeGroupBody(app: FastifyInstance, count = 5) {
  made += 1;
  const n = `${process.pid % 1000}${made}`;
  const { klass, subject, admin } = await classAndSubject(app, n, { stage: 'CGB', subject: 'CGB' });
  const teacher = await createUser(app, 'teacher');
  await teaches(app, teacher.id, klass, subject);
  const curriculum = await app.inject({
    method: 'POST',
    url: '/api/v1/curricula',
    headers: admin,
    payload: {
      title_ar: `منهج ${n}`,
      title_en: `Curriculum ${n}`,
      teacher_id: teacher.id,
      class_id: klass,
      subject_id: subject,
      price: 10_000,
    },
  });
  expect(curriculum.statusCode, curriculum.body).toBe(201);
  return {
    title: `مجموعة ${n}`,
    count,
    teacher_id: teacher.id,
    class_id: klass,
    content_type: 'curriculum',
    curriculum_id: (curriculum.json() as { id: number }).id,
    price: 10_000,
    period_days: 30,
  };
}

/** A code group made through the API as an admin; answers its id. */
export async function makeCodeGroup(app: FastifyInstance, headers: Record<string, string>, count = 5) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/code-groups',
    headers,
    payload: await codeGroupBody(app, count),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}
