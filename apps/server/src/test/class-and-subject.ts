import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signInAs } from './build.js';

/**
 * A class with a subject taught in it, made through the API as an admin: what
 * every course and curriculum needs. The stage's and the subject's codes are
 * `codes` followed by `n` (each suite its own, so they never meet); answers the
 * class, the subject and the admin's headers.
 */
export async function classAndSubject(
  app: FastifyInstance,
  n: number | string,
  codes: { stage: string; subject: string },
) {
  const admin = (await signInAs(app, 'admin')).headers;
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: admin, payload });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const stage = await post('stages', { name_ar: `مرحلة ${n}`, name_en: `Stage ${n}`, code: `${codes.stage}${n}` });
  const klass = await post('classes', { name_ar: `صف ${n}`, name_en: `Class ${n}`, stage_id: stage });
  const subject = await post('subjects', {
    name_ar: `مادة ${n}`,
    name_en: `Subject ${n}`,
    code: `${codes.subject}${n}`,
    class_ids: [klass],
  });
  return { klass, subject, admin };
}

/**
 * Links a teacher to a class and a subject (as the teacher's page does), so
 * that content of his or hers may sit there. Links already there are kept.
 */
export async function teaches(app: FastifyInstance, teacherId: number, classId: number, subjectId: number) {
  await app.db
    .insertInto('teacher_classes')
    .values({ teacher_id: teacherId, class_id: classId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await app.db
    .insertInto('teacher_subjects')
    .values({ teacher_id: teacherId, subject_id: subjectId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
