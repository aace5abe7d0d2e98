import type { FastifyInstance } from 'fastify';
import { searchText } from '../lib/list.js';

/*
 * Rows of the academic structure written straight to the database, so a
 * suite needs no other module to make what its entity points at. Each adder
 * returns the new row's id; the Arabic name, unless given, is made from the
 * English one.
 */

const stamps = () => {
  const now = new Date().toISOString();
  return { created_at: now, updated_at: now };
};

export async function addStage(
  app: FastifyInstance,
  code: string,
  name_en: string,
  sort_order: number,
  name_ar = `مرحلة ${name_en}`,
) {
  const row = await app.db
    .insertInto('stages')
    .values({ code, name_en, name_ar, sort_order, search_text: searchText(name_ar, name_en, code), ...stamps() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addClass(
  app: FastifyInstance,
  stage_id: number,
  name_en: string,
  sort_order = 1,
  name_ar = `صف ${name_en}`,
) {
  const row = await app.db
    .insertInto('classes')
    .values({ stage_id, name_en, name_ar, sort_order, search_text: searchText(name_ar, name_en), ...stamps() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addSpecialization(app: FastifyInstance, class_id: number, name_en: string) {
  const name_ar = `شعبة ${name_en}`;
  const row = await app.db
    .insertInto('specializations')
    .values({ class_id, name_en, name_ar, search_text: searchText(name_ar, name_en), ...stamps() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A subject taught in `classIds`. */
export async function addSubject(
  app: FastifyInstance,
  code: string,
  name_en: string,
  classIds: number[],
  name_ar = `مادة ${name_en}`,
) {
  const row = await app.db
    .insertInto('subjects')
    .values({
      code,
      name_en,
      name_ar,
      specialization_id: null,
      search_text: searchText(name_ar, name_en, code),
      ...stamps(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (classIds.length) {
    await app.db
      .insertInto('subject_classes')
      .values(classIds.map((class_id) => ({ subject_id: row.id, class_id })))
      .execute();
  }
  return row.id;
}

/**
 * What `make` returns, made once an app (a database): for the rows several
 * valid bodies of one contract share.
 */
export function oncePerApp<T>(make: (app: FastifyInstance) => Promise<T>) {
  const made = new WeakMap<FastifyInstance, Promise<T>>();
  return (app: FastifyInstance) => {
    let value = made.get(app);
    if (!value) {
      value = make(app);
      made.set(app, value);
    }
    return value;
  };
}

/** A system of education in `class_id` (a student's system must be one of his or her class's). */
export async function addSystem(app: FastifyInstance, class_id: number, name_en: string, name_ar = `نظام ${name_en}`) {
  const row = await app.db
    .insertInto('systems')
    .values({ class_id, name_en, name_ar, search_text: searchText(name_ar, name_en), ...stamps() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A paid course of `teacher_id`'s in a class and subject, its image a stored name no file backs. */
export async function addCourse(
  app: FastifyInstance,
  course: { teacher_id: number; class_id: number; subject_id: number; name_en: string; price: number },
  name_ar = `كورس ${course.name_en}`,
) {
  const row = await app.db
    .insertInto('courses')
    .values({
      ...course,
      name_ar,
      description: '',
      promo_video_url: null,
      image: 'x.png',
      is_paid: 1,
      search_text: searchText(name_ar, course.name_en),
      ...stamps(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
