import type { Class, ClassListQuery } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { tableEntity } from '../../lib/table-entity.js';

/**
 * Classes' rows with their stage's names; how many systems and
 * specializations each has is kept on the row by triggers (migration 2026-11-23-04).
 */
function rowsOf(db: Kysely<Database>) {
  return db
    .selectFrom('classes')
    .innerJoin('stages', 'stages.id', 'classes.stage_id')
    .selectAll('classes')
    .select(['stages.name_ar as stage_name_ar', 'stages.name_en as stage_name_en']);
}

/** Whether anything still points at the class: systems, specializations, subjects, teachers, students, curricula or courses. */
async function classInUse(db: Kysely<Database>, id: number): Promise<boolean> {
  // One after the other: inside a transaction they share one connection anyway.
  const uses = [
    () => db.selectFrom('systems').select('id').where('class_id', '=', id).limit(1).executeTakeFirst(),
    () => db.selectFrom('specializations').select('id').where('class_id', '=', id).limit(1).executeTakeFirst(),
    () => db.selectFrom('subject_classes').select('subject_id').where('class_id', '=', id).limit(1).executeTakeFirst(),
    () => db.selectFrom('teacher_classes').select('teacher_id').where('class_id', '=', id).limit(1).executeTakeFirst(),
    () => db.selectFrom('students').select('id').where('class_id', '=', id).limit(1).executeTakeFirst(),
    () => db.selectFrom('curricula').select('id').where('class_id', '=', id).limit(1).executeTakeFirst(),
    () => db.selectFrom('courses').select('id').where('class_id', '=', id).limit(1).executeTakeFirst(),
  ];
  for (const use of uses) if (await use()) return true;
  return false;
}

/** Classes (academic years), each in a stage. */
export const classes = tableEntity({
  table: 'classes',
  rows: rowsOf,
  toItem: (row): Class => ({
    id: row.id,
    name_ar: row.name_ar,
    name_en: row.name_en,
    sort_order: row.sort_order,
    stage_id: row.stage_id,
    stage_name_ar: row.stage_name_ar,
    stage_name_en: row.stage_name_en,
    system_count: row.system_count,
    specialization_count: row.specialization_count,
    created_at: row.created_at,
  }),
  from: (db, f: Pick<ClassListQuery, 'stage_id' | 'teacher_id'>) => {
    let from = db.selectFrom('classes').innerJoin('stages', 'stages.id', 'classes.stage_id');
    if (f.stage_id !== undefined) from = from.where('classes.stage_id', '=', f.stage_id);
    const teacherId = f.teacher_id;
    if (teacherId !== undefined) {
      from = from.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('teacher_classes as tc')
            .select('tc.class_id')
            .whereRef('tc.class_id', '=', 'classes.id')
            .where('tc.teacher_id', '=', teacherId),
        ),
      );
    }
    return from;
  },
  sort: {
    // The ladder's order: the stage's place first, then the class's place in it.
    sort_order: ['stages.sort_order', 'stages.id', 'classes.sort_order'],
    name_en: 'classes.name_en',
    name_ar: 'classes.name_ar',
    created_at: 'classes.created_at',
  },
  search: ['name_ar', 'name_en'],
  references: { stage_id: 'stages' },
  // Two classes of one stage may not share a name (compared as search compares: case and Arabic variants aside).
  unique: {
    fields: { name_ar: 'validation.duplicate', name_en: 'validation.duplicate' },
    within: 'stage_id',
    folded: true,
  },
  // A class that still has systems, specializations, subjects, teachers or students is refused and kept.
  inUse: { code: 'class.in_use', when: (db, item) => classInUse(db, item.id) },
});
