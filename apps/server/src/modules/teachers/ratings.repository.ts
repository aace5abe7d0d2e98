import type { RatingListQuery } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { cappedTotal, offsetOf, sortOf } from '../../lib/list.js';

type Filters = Pick<RatingListQuery, 'stars'>;
type Sort = NonNullable<RatingListQuery['sort']>;

const sortColumns = {
  created_at: 'teacher_ratings.created_at',
  stars: 'teacher_ratings.stars',
} as const;

function filtered(db: Kysely<Database>, teacherId: number, f: Filters) {
  let q = db.selectFrom('teacher_ratings').where('teacher_ratings.teacher_id', '=', teacherId);
  if (f.stars !== undefined) q = q.where('teacher_ratings.stars', '=', f.stars);
  return q;
}

function ordered(db: Kysely<Database>, teacherId: number, f: Filters & { sort: Sort }) {
  const [column, direction] = sortOf(f.sort, sortColumns);
  return filtered(db, teacherId, f)
    .innerJoin('students', 'students.id', 'teacher_ratings.student_id')
    .select([
      'teacher_ratings.id',
      'teacher_ratings.student_id',
      'students.name as student_name',
      'teacher_ratings.stars',
      'teacher_ratings.comment',
      'teacher_ratings.created_at',
    ])
    .orderBy(column as 'teacher_ratings.created_at', direction)
    .orderBy('teacher_ratings.created_at', 'desc')
    .orderBy('teacher_ratings.id', 'desc');
}

export async function listRatings(
  db: Kysely<Database>,
  teacherId: number,
  f: Filters & { sort: Sort; page: number; pageSize: number },
) {
  const [items, count] = await Promise.all([
    ordered(db, teacherId, f).limit(f.pageSize).offset(offsetOf(f.page, f.pageSize)).execute(),
    cappedTotal(db, filtered(db, teacherId, f)),
  ]);
  return { items, ...count };
}

export function ratingsForExport(
  db: Kysely<Database>,
  teacherId: number,
  f: Filters & { sort: Sort },
  offset: number,
  limit: number,
) {
  return ordered(db, teacherId, f).limit(limit).offset(offset).execute();
}

/** How many ratings of each number of stars a teacher has. */
export function starCounts(db: Kysely<Database>, teacherId: number) {
  return db
    .selectFrom('teacher_ratings')
    .select(['stars', (eb) => eb.fn.countAll<number>().as('n')])
    .where('teacher_id', '=', teacherId)
    .groupBy('stars')
    .execute();
}
