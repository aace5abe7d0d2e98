import type { ClassListQuery } from '@dashboard/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ClassesTable, Database } from '../../db/types.js';
import { listSource, matchesSearch } from '../../lib/list.js';

type Filters = Pick<ClassListQuery, 'q' | 'stage_id'>;
type Sort = NonNullable<ClassListQuery['sort']>;

function filtered(db: Kysely<Database>, f: Filters) {
  let q = db.selectFrom('classes').innerJoin('stages', 'stages.id', 'classes.stage_id');
  if (f.q) q = q.where(matchesSearch(db, 'classes', f.q));
  if (f.stage_id !== undefined) q = q.where('classes.stage_id', '=', f.stage_id);
  return q;
}

/** The class's row with its stage's names and how many systems and specializations it has. */
function withDetails(db: Kysely<Database>, f: Filters) {
  return filtered(db, f)
    .selectAll('classes')
    .select(['stages.name_ar as stage_name_ar', 'stages.name_en as stage_name_en'])
    .select((eb) => [
      eb
        .selectFrom('systems')
        .whereRef('systems.class_id', '=', 'classes.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('system_count'),
      eb
        .selectFrom('specializations')
        .whereRef('specializations.class_id', '=', 'classes.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('specialization_count'),
    ]);
}

/**
 * The classes a list or export shows, in its order. `sort_order` is the
 * ladder's order: the stage's place first, then the class's place in it.
 */
export function classSource(db: Kysely<Database>, f: Filters & { sort: Sort }) {
  return listSource({
    from: filtered(db, f),
    id: 'classes.id',
    sort: f.sort,
    columns: {
      sort_order: ['stages.sort_order', 'stages.id', 'classes.sort_order'],
      name_en: 'classes.name_en',
      name_ar: 'classes.name_ar',
      created_at: 'classes.created_at',
    },
    rows: (ids) => withDetails(db, {}).where('classes.id', 'in', ids).execute(),
  });
}

export function findClass(db: Kysely<Database>, id: number) {
  return withDetails(db, {}).where('classes.id', '=', id).executeTakeFirst();
}

export function stageExists(db: Kysely<Database>, id: number) {
  return db.selectFrom('stages').select('id').where('id', '=', id).executeTakeFirst();
}

/** The names of the other classes of a stage, to refuse a second class of the same name. */
export function classNamesOfStage(db: Kysely<Database>, stageId: number) {
  return db.selectFrom('classes').select(['id', 'name_ar', 'name_en']).where('stage_id', '=', stageId).execute();
}

export async function insertClass(db: Kysely<Database>, row: Insertable<ClassesTable>) {
  const { id } = await db.insertInto('classes').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateClass(db: Kysely<Database>, id: number, row: Updateable<ClassesTable>) {
  const res = await db.updateTable('classes').set(row).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteClass(db: Kysely<Database>, id: number) {
  const res = await db.deleteFrom('classes').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Whether anything still points at the class: systems, specializations, subjects, teachers or students. */
export async function classInUse(db: Kysely<Database>, id: number): Promise<boolean> {
  // One after the other: inside a transaction they share one connection anyway.
  const uses = [
    () => db.selectFrom('systems').select('id').where('class_id', '=', id).limit(1).executeTakeFirst(),
    () => db.selectFrom('specializations').select('id').where('class_id', '=', id).limit(1).executeTakeFirst(),
    () => db.selectFrom('subject_classes').select('subject_id').where('class_id', '=', id).limit(1).executeTakeFirst(),
    () => db.selectFrom('teacher_classes').select('teacher_id').where('class_id', '=', id).limit(1).executeTakeFirst(),
    () => db.selectFrom('students').select('id').where('class_id', '=', id).limit(1).executeTakeFirst(),
  ];
  for (const use of uses) if (await use()) return true;
  return false;
}
