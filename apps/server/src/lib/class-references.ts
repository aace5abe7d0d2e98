import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { AppError } from './app-error.js';

/**
 * The rule every piece of teaching content that names a class, a subject and
 * specializations keeps (curricula, courses): the class and subject must
 * exist and the subject be taught in the class; the specializations must be
 * the class's, at least one when it has any. Each entity answers with its own
 * codes (`<entity>.subject_not_in_class`, `<entity>.specialization_not_in_class`),
 * 400 on the field.
 */
export async function assertClassReferences(
  db: Kysely<Database>,
  entity: 'curriculum' | 'course',
  r: { class_id: number; subject_id: number; specialization_ids: readonly number[] },
): Promise<void> {
  const klass = await db.selectFrom('classes').select('id').where('id', '=', r.class_id).executeTakeFirst();
  if (!klass) throw AppError.field(400, 'class_id', 'validation.invalid');
  const taught = await db
    .selectFrom('subject_classes')
    .select('subject_id')
    .where('subject_id', '=', r.subject_id)
    .where('class_id', '=', r.class_id)
    .executeTakeFirst();
  if (!taught) {
    const subject = await db.selectFrom('subjects').select('id').where('id', '=', r.subject_id).executeTakeFirst();
    throw AppError.field(400, 'subject_id', subject ? `${entity}.subject_not_in_class` : 'validation.invalid');
  }
  const allowed = (
    await db.selectFrom('specializations').select('id').where('class_id', '=', r.class_id).execute()
  ).map((s) => s.id);
  if (r.specialization_ids.some((id) => !allowed.includes(id))) {
    throw AppError.field(400, 'specialization_ids', `${entity}.specialization_not_in_class`);
  }
  if (allowed.length && !r.specialization_ids.length) {
    throw AppError.field(400, 'specialization_ids', 'validation.required');
  }
}

type Place = { teacher_id: number; class_id: number; subject_id: number };

/**
 * A teacher's content sits where he or she teaches: the teacher is linked to
 * its class and its subject (the teacher's page). 400 on `class_id`
 * (`<entity>.class_not_taught`) or `subject_id` (`<entity>.subject_not_taught`).
 * An edit is held to it only when it moves the content (another teacher,
 * class or subject, against `current`): unlinking a class from a teacher
 * leaves his or her content there editable.
 */
export async function assertTeacherTeaches(
  db: Kysely<Database>,
  entity: 'curriculum' | 'course',
  r: Place,
  current?: Place,
): Promise<void> {
  if (
    current &&
    current.teacher_id === r.teacher_id &&
    current.class_id === r.class_id &&
    current.subject_id === r.subject_id
  ) {
    return;
  }
  // Both links in one round trip: each answers the teacher's id when he or she has it, else null.
  const links = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('teacher_classes')
        .select('teacher_id')
        .where('teacher_id', '=', r.teacher_id)
        .where('class_id', '=', r.class_id)
        .as('class'),
      eb
        .selectFrom('teacher_subjects')
        .select('teacher_id')
        .where('teacher_id', '=', r.teacher_id)
        .where('subject_id', '=', r.subject_id)
        .as('subject'),
    ])
    .executeTakeFirstOrThrow();
  if (links.class === null) throw AppError.field(400, 'class_id', `${entity}.class_not_taught`);
  if (links.subject === null) throw AppError.field(400, 'subject_id', `${entity}.subject_not_taught`);
}
