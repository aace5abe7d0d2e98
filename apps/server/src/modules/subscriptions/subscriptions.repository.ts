import {
  subscriptionStatuses,
  subscriptionStatusOf,
  type SubscriptionListQuery,
  type SubscriptionStatus,
} from '@dashboard/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Cell } from '../../lib/export-cells.js';
import { plainInSheet } from '../../lib/export.js';
import { constant, idLookup, listSource, type IdLookup, type ListNames, type ListQuery } from '../../lib/list.js';

export type Filters = Partial<
  Pick<
    SubscriptionListQuery,
    'type' | 'status' | 'student_id' | 'teacher_id' | 'subject_id' | 'class_id' | 'curriculum_id' | 'course_id'
  >
> & {
  /** Whether the deleted list (true) or the live one (false). */
  deleted: boolean;
  /** A teacher's id: only the subscriptions to his or her content. */
  teacher?: number | null;
  /** Today in Cairo (YYYY-MM-DD), for the status filter. */
  today: string;
};

/** A permanent subscription's last day, as its sort key and index hold it. */
const FOREVER = '9999-12-31';

/** Each sort's key, never null (keyset reading): a nullable column sorts by the `coalesce` its index holds. */
const sortColumns = {
  created_at: 'subscriptions.created_at',
  starts_on: 'subscriptions.starts_on',
  ends_on: sql<string>`coalesce(subscriptions.ends_on, ${sql.lit(FOREVER)})`,
  renewal_count: 'subscriptions.renewal_count',
  price: 'subscriptions.price',
  paid_total: 'subscriptions.paid_total',
  // Only the deleted list sorts by it, where it is never null.
  deleted_at: 'subscriptions.deleted_at',
} as const;
export type Sort = keyof typeof sortColumns;

/**
 * A subscription's content, its curriculum or its course, as one id and its
 * two names: read through the joins `cu` (curricula) and `co` (courses) on
 * the ids of `subscription`, the name the query gives the subscriptions table.
 */
export function contentColumns(subscription: 'subscriptions' | 'sb' | 's' | 'payments') {
  return [contentId(subscription), ...contentNames] as const;
}

/** A subscription's content id (or its payment's): its curriculum's or its course's (`contentColumns`). */
export const contentId = (subscription: 'subscriptions' | 'sb' | 's' | 'payments') =>
  sql<number>`coalesce(${sql.ref(`${subscription}.curriculum_id`)}, ${sql.ref(`${subscription}.course_id`)})`.as(
    'content_id',
  );
const contentNames = [
  sql<string>`coalesce(cu.title_ar, co.name_ar)`.as('content_name_ar'),
  sql<string>`coalesce(cu.title_en, co.name_en)`.as('content_name_en'),
] as const;

/**
 * What an export of subscriptions or payments looks up instead of joining
 * (`keysetRows`): each row's content (by its `curriculum_id` or `course_id`),
 * subject, class and teacher, with the names the list's joins give them.
 */
export function moneyNameLookups(db: Kysely<Database>): IdLookup[] {
  return [
    idLookup(db, 'curriculum_id', 'curricula', { content_name_ar: 'title_ar', content_name_en: 'title_en' }),
    idLookup(db, 'course_id', 'courses', { content_name_ar: 'name_ar', content_name_en: 'name_en' }),
    idLookup(db, 'subject_id', 'subjects', { subject_name_ar: 'name_ar', subject_name_en: 'name_en' }),
    idLookup(db, 'class_id', 'classes', { class_name_ar: 'name_ar', class_name_en: 'name_en' }),
    idLookup(db, 'teacher_id', 'users', { teacher_name: 'name' }),
  ];
}

/** A subscription's row with the names it shows: the student, the content, subject, class, teacher, promo code. */
export function subscriptionRows(db: Kysely<Database>) {
  return db
    .selectFrom('subscriptions')
    .selectAll('subscriptions')
    .leftJoin('curricula as cu', 'cu.id', 'subscriptions.curriculum_id')
    .leftJoin('courses as co', 'co.id', 'subscriptions.course_id')
    .innerJoin('subjects as su', 'su.id', 'subscriptions.subject_id')
    .innerJoin('classes as cl', 'cl.id', 'subscriptions.class_id')
    .innerJoin('users as te', 'te.id', 'subscriptions.teacher_id')
    .leftJoin('promo_codes as pc', 'pc.id', 'subscriptions.promo_code_id')
    .select([
      contentId('subscriptions'),
      ...contentNames,
      'su.name_ar as subject_name_ar',
      'su.name_en as subject_name_en',
      'cl.name_ar as class_name_ar',
      'cl.name_en as class_name_en',
      'te.name as teacher_name',
      'pc.code as promo_code',
    ]);
}

/** `subscriptionRows`' rows as a page or an export reads them: their names looked up (`ListNames`). */
export function subscriptionNames(db: Kysely<Database>): ListNames {
  return {
    rows: db.selectFrom('subscriptions').selectAll('subscriptions').select(contentId('subscriptions')),
    lookups: [...moneyNameLookups(db), idLookup(db, 'promo_code_id', 'promo_codes', { promo_code: 'code' })],
  };
}
export type SubscriptionRow = Awaited<ReturnType<ReturnType<typeof subscriptionRows>['executeTakeFirstOrThrow']>>;

/**
 * The subscriptions in `status` on `today`, written into the SQL
 * (`constant`), each starting from a date index (docs/subscriptions.md).
 */
function inStatus(q: ListQuery, status: SubscriptionStatus, today: string): ListQuery {
  const day = constant(today);
  // The last day as its index holds it: a permanent subscription's is the far future.
  const ends = sortColumns.ends_on;
  if (status === 'expired') return q.where(ends, '<', day);
  if (status === 'permanent') return q.where(ends, '=', constant(FOREVER));
  const running = q.where(ends, '>=', day).where(ends, '<>', constant(FOREVER));
  if (status === 'uncertain') return running.where('subscriptions.starts_on', '>', day);
  const started = running.where('subscriptions.starts_on', '<=', day);
  return status === 'free'
    ? started.where('subscriptions.price', '=', 0)
    : started.where('subscriptions.price', '>', 0);
}

/**
 * An export's status column on `today` (`exportCells`): the rule of
 * `subscriptionStatusOf`, as a row's value and as SQL over the row (`r`).
 */
export function subscriptionStatusCell(today: string, label: (status: SubscriptionStatus) => string): Cell {
  const r = (column: string) => sql.ref(`r.${column}`);
  const day = sql.lit(today);
  const is = (status: SubscriptionStatus) => sql.lit(label(status));
  const text = sql`case when ${r('ends_on')} < ${day} then ${is('expired')} when ${r('ends_on')} is null then ${is('permanent')}
    when ${r('starts_on')} > ${day} then ${is('uncertain')} when ${r('price')} = 0 then ${is('free')} else ${is('active')} end`;
  return {
    value: (row) =>
      label(
        subscriptionStatusOf(
          { starts_on: row.starts_on as string, ends_on: row.ends_on as string | null, price: Number(row.price) },
          today,
        ),
      ),
    sql: text,
    plain: subscriptionStatuses.every((status) => plainInSheet(label(status))),
    // The same SQL on SQLite, whose days are the same text.
    read: { sql: text, format: { as: 'text' } },
  };
}

function filtered(db: Kysely<Database>, f: Filters): ListQuery {
  let q = db.selectFrom('subscriptions') as ListQuery;
  q = q.where('subscriptions.deleted_at', f.deleted ? 'is not' : 'is', null);
  if (f.teacher != null) q = q.where('subscriptions.teacher_id', '=', f.teacher);
  for (const key of ['student_id', 'teacher_id', 'subject_id', 'class_id', 'curriculum_id', 'course_id'] as const) {
    if (f[key] !== undefined) q = q.where(`subscriptions.${key}`, '=', f[key]);
  }
  if (f.type) q = q.where('subscriptions.type', '=', constant(f.type));
  if (f.status) q = inStatus(q, f.status, f.today);
  return q;
}

export function subscriptionSource(db: Kysely<Database>, f: Filters & { sort: Sort | `-${Sort}` }) {
  return listSource({
    db,
    from: filtered(db, f),
    id: 'subscriptions.id',
    sort: f.sort,
    columns: sortColumns,
    rows: subscriptionRows(db),
    names: subscriptionNames(db),
  });
}

/** How many subscriptions `f` keeps, counted in full (an admin's home figure; the list's total is capped). */
export async function countSubscriptions(db: Kysely<Database>, f: Filters): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number((row as { n: number | string }).n);
}

/** The subscription's row, or undefined. */
export function findSubscription(db: Kysely<Database>, id: number) {
  return subscriptionRows(db).where('subscriptions.id', '=', id).executeTakeFirst();
}

/** What a subscription copies of its content. */
type ContentCopy = { teacher_id: number; subject_id: number; class_id: number };

/**
 * A curriculum's or a course's teacher, subject and class, as its subscriptions copy them (the
 * teacher's scope and the filters read the copy): when the content's write changes one (`before`
 * to `after`), written again on every subscription to it, deleted ones too, in that write, so they
 * follow the content to another teacher. A renewal's payment then names the new teacher; the
 * payments made before keep theirs.
 */
export async function followContent(
  db: Kysely<Database>,
  content: { curriculum_id: number } | { course_id: number },
  before: ContentCopy,
  after: ContentCopy,
): Promise<void> {
  const copy = { teacher_id: after.teacher_id, subject_id: after.subject_id, class_id: after.class_id };
  if (Object.entries(copy).every(([k, v]) => before[k as keyof ContentCopy] === v)) return;
  const q = db.updateTable('subscriptions').set({ ...copy, updated_at: new Date().toISOString() });
  await (
    'curriculum_id' in content
      ? q.where('curriculum_id', '=', content.curriculum_id)
      : q.where('course_id', '=', content.course_id)
  ).execute();
}
