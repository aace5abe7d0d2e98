import type { StudentListQuery } from '@dashboard/contracts';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/types.js';
import { idLookup, listSource, type ListNames } from '../../lib/list.js';

export type Filters = Partial<
  Pick<
    StudentListQuery,
    'q' | 'stage_id' | 'class_id' | 'system_id' | 'registered_from' | 'registered_to' | 'balance_min' | 'balance_max'
  >
> & {
  /** A teacher's id: only the students of the classes he or she teaches. */
  teacher?: number | null;
};
type Sort = NonNullable<StudentListQuery['sort']>;

/** Each sort's key, never null (keyset reading): a nullable column sorts by the `coalesce` its index holds. */
const sortColumns = {
  name: 'students.name',
  phone: 'students.phone',
  email: sql`coalesce(students.email, '')`,
  class: sql`coalesce(students.class_id, 0)`,
  system: sql`coalesce(students.system_id, 0)`,
  created_at: 'students.created_at',
  quiz_average: sql`coalesce(students.quiz_average, -1)`,
  assignment_average: sql`coalesce(students.assignment_average, -1)`,
  points: 'students.points',
  completion_rate: sql`coalesce(students.completion_rate, -1)`,
  wallet_balance: 'students.wallet_balance',
  can_comment: 'students.can_comment',
} as const;

/** A student's own columns; without `wallet`, a null balance. */
function studentColumns(wallet: boolean) {
  return [
    'students.id',
    'students.name',
    'students.phone',
    'students.email',
    'students.class_id',
    'students.system_id',
    'students.quiz_average',
    'students.assignment_average',
    'students.points',
    'students.completion_rate',
    wallet ? 'students.wallet_balance' : sql<number>`cast(null as integer)`.as('wallet_balance'),
    'students.can_comment',
    'students.created_at',
    'students.updated_at',
  ] as const;
}

/** A student's row with the names of the class, its stage and the system. */
export function studentRows(db: Kysely<Database>, wallet = true) {
  return db
    .selectFrom('students')
    .leftJoin('classes as c', 'c.id', 'students.class_id')
    .leftJoin('stages as st', 'st.id', 'c.stage_id')
    .leftJoin('systems as sy', 'sy.id', 'students.system_id')
    .select([
      ...studentColumns(wallet),
      'c.name_ar as class_name_ar',
      'c.name_en as class_name_en',
      'st.id as stage_id',
      'st.name_ar as stage_name_ar',
      'st.name_en as stage_name_en',
      'sy.name_ar as system_name_ar',
      'sy.name_en as system_name_en',
    ]);
}

/**
 * A list's students without the joins of their names, but their class's stage: the class's, the
 * stage's and the system's names looked up by id (`ListNames`), each once an export. Three joins
 * a student were a third of SQLite's part of a million students' CSV.
 */
function studentListNames(db: Kysely<Database>, wallet: boolean): ListNames {
  return {
    rows: db
      .selectFrom('students')
      .leftJoin('classes as c', 'c.id', 'students.class_id')
      .select([...studentColumns(wallet), 'c.stage_id as stage_id']),
    lookups: [
      idLookup(db, 'class_id', 'classes', { class_name_ar: 'name_ar', class_name_en: 'name_en' }),
      idLookup(db, 'stage_id', 'stages', { stage_name_ar: 'name_ar', stage_name_en: 'name_en' }),
      idLookup(db, 'system_id', 'systems', { system_name_ar: 'name_ar', system_name_en: 'name_en' }),
    ],
  };
}

export type StudentRow = Awaited<ReturnType<ReturnType<typeof studentRows>['executeTakeFirstOrThrow']>>;

/** Only the students of the classes `teacher` teaches (a teacher's scope). */
function ofTeacher<Q extends SelectQueryBuilder<Database, 'students', object>>(q: Q, teacher: number): Q {
  return q.where('students.class_id', 'in', (eb) =>
    eb.selectFrom('teacher_classes').select('class_id').where('teacher_id', '=', teacher),
  ) as Q;
}

function filtered(db: Kysely<Database>, f: Filters) {
  let q = db.selectFrom('students');
  if (f.teacher != null) q = ofTeacher(q, f.teacher);
  if (f.stage_id !== undefined) {
    const stage = f.stage_id;
    q = q.where('students.class_id', 'in', (eb) => eb.selectFrom('classes').select('id').where('stage_id', '=', stage));
  }
  if (f.class_id !== undefined) q = q.where('students.class_id', '=', f.class_id);
  if (f.system_id !== undefined) q = q.where('students.system_id', '=', f.system_id);
  if (f.registered_from) q = q.where('students.created_at', '>=', new Date(f.registered_from).toISOString());
  if (f.registered_to) q = q.where('students.created_at', '<', new Date(f.registered_to).toISOString());
  if (f.balance_min !== undefined) q = q.where('students.wallet_balance', '>=', f.balance_min);
  if (f.balance_max !== undefined) q = q.where('students.wallet_balance', '<=', f.balance_max);
  return q;
}

/** The students `f` keeps, in its order; without `wallet`, their rows' balances are null (a teacher's export). */
export function studentSource(db: Kysely<Database>, f: Filters & { sort: Sort }, wallet = true) {
  return listSource({
    db,
    from: filtered(db, f),
    search: { table: 'students', q: f.q },
    id: 'students.id',
    sort: f.sort,
    columns: sortColumns,
    rows: studentRows(db, wallet),
    names: studentListNames(db, wallet),
  });
}

/** The student's row, or undefined; with `teacher`, only one of the classes that teacher teaches. */
export function findStudent(db: Kysely<Database>, id: number, teacher: number | null = null) {
  const q = studentRows(db).where('students.id', '=', id);
  return (teacher === null ? q : ofTeacher(q, teacher)).executeTakeFirst();
}
