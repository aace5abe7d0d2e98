import type { RatingListQuery } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { listSource } from '../../lib/list.js';

type Filters = Pick<RatingListQuery, 'stars'>;
type Sort = NonNullable<RatingListQuery['sort']>;

function filtered(db: Kysely<Database>, teacherId: number, f: Filters) {
  let q = db.selectFrom('teacher_ratings').where('teacher_ratings.teacher_id', '=', teacherId);
  if (f.stars !== undefined) q = q.where('teacher_ratings.stars', '=', f.stars);
  return q;
}

/** A teacher's ratings as a list shows them (newest first unless told), with the student's name. */
export function ratingSource(db: Kysely<Database>, teacherId: number, f: Filters & { sort: Sort }) {
  return listSource({
    db,
    from: filtered(db, teacherId, f),
    id: 'teacher_ratings.id',
    sort: f.sort,
    columns: { created_at: 'teacher_ratings.created_at', stars: 'teacher_ratings.stars' },
    // Ties newest first whatever the sort, as the teacher reads them.
    ties: [{ ref: 'teacher_ratings.created_at', direction: 'desc' }],
    idDirection: 'desc',
    rows: db
      .selectFrom('teacher_ratings')
      .innerJoin('students', 'students.id', 'teacher_ratings.student_id')
      .select([
        'teacher_ratings.id',
        'teacher_ratings.student_id',
        'students.name as student_name',
        'teacher_ratings.stars',
        'teacher_ratings.comment',
        'teacher_ratings.created_at',
      ]),
  });
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
