import {
  subscriptionStatuses,
  subscriptionStatusOf,
  type SubscriptionListQuery,
  type SubscriptionStatus,
} from '@dashboard/contracts';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Cell } from '../../lib/export-cells.js';
import { plainInSheet } from '../../lib/export.js';
import {
  constant,
  idLookup,
  isPostgres,
  listSource,
  type IdLookup,
  type ListNames,
  type ListQuery,
} from '../../lib/list.js';
import type { SubscriptionsTable } from './subscriptions.tables.js';

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
/** The names a subscription's or a payment's row shows, each as `namesJoined`' joins give it. */
const moneyNameSql = {
  content_name_ar: sql<string>`coalesce(cu.title_ar, co.name_ar)`,
  content_name_en: sql<string>`coalesce(cu.title_en, co.name_en)`,
  subject_name_ar: sql<string>`su.name_ar`,
  subject_name_en: sql<string>`su.name_en`,
  class_name_ar: sql<string>`cl.name_ar`,
  class_name_en: sql<string>`cl.name_en`,
  teacher_name: sql<string>`te.name`,
};
type MoneyNames = Record<keyof typeof moneyNameSql, string>;
const contentNames = [
  moneyNameSql.content_name_ar.as('content_name_ar'),
  moneyNameSql.content_name_en.as('content_name_en'),
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

/** A table whose rows name a content, subject, class and teacher by their ids and by their card (`moneyCard`). */
export type MoneyTable = 'subscriptions' | 'payments';

const moneyNames = Object.entries(moneyNameSql).map(([name, value]) => value.as(name));

/** `q` joined to the content (`cu`, `co`), subject (`su`), class (`cl`) and teacher (`te`) whose ids `holder`'s row holds. */
function namesJoined<O>(q: ListQuery<O>, holder: string): ListQuery<O> {
  const id = (column: string) => `${holder}.${column}` as never;
  return q
    .leftJoin('curricula as cu', (j) => j.onRef('cu.id', '=', id('curriculum_id')))
    .leftJoin('courses as co', (j) => j.onRef('co.id', '=', id('course_id')))
    .innerJoin('subjects as su', (j) => j.onRef('su.id', '=', id('subject_id')))
    .innerJoin('classes as cl', (j) => j.onRef('cl.id', '=', id('class_id')))
    .innerJoin('users as te', (j) => j.onRef('te.id', '=', id('teacher_id')));
}

/**
 * `table`'s rows (`q`) with the names they show (`moneyNames`). On PostgreSQL
 * through the row's card: one lateral lookup of the card's names, which the
 * plan memoizes by the card's id (a few hundred cards among a million rows),
 * where five joins were five memoized levels of a nested loop, each 0.3–0.5 µs
 * a row (a million subscriptions' copy: 2.9 s against 1.9, docs/benchmarks.md).
 * `offset 0` keeps it a lookup: without it the plan pulls the joins up again.
 * SQLite, whose exports look names up (`moneyNameLookups`), joins the ids.
 */
export function withMoneyNames<O>(db: Kysely<Database>, q: ListQuery<O>, table: MoneyTable): ListQuery<O & MoneyNames> {
  if (!isPostgres(db)) return namesJoined(q, table).select(moneyNames) as ListQuery<O & MoneyNames>;
  const card = namesJoined(db.selectFrom('money_cards as k') as ListQuery, 'k')
    .select(moneyNames)
    .whereRef('k.id', '=', `${table}.card_id` as never)
    .offset(0);
  return q
    .leftJoinLateral(card.as('n'), (j) => j.onTrue())
    .select(Object.keys(moneyNameSql).map((name) => sql.ref(`n.${name}`).as(name))) as ListQuery<O & MoneyNames>;
}

/** What names a money row's card: its content (a curriculum or a course), subject, class and teacher. */
export interface CardOf {
  curriculum_id: number | null;
  course_id: number | null;
  subject_id: number;
  class_id: number;
  teacher_id: number;
}

/** A card's columns: the content kind a row does not have is 0, so that the combination is unique. */
export function cardColumns(c: CardOf) {
  return {
    curriculum_id: c.curriculum_id ?? 0,
    course_id: c.course_id ?? 0,
    subject_id: c.subject_id,
    class_id: c.class_id,
    teacher_id: c.teacher_id,
  };
}

/**
 * The card of a subscription's or payment's content, subject, class and
 * teacher (`money_cards`, migration 2026-12-04-01), made the first time it is
 * named, in `db`'s transaction. Two transactions making the same new card at
 * once: the second's insert waits for the first's and does nothing, then reads it.
 */
export async function moneyCard(db: Kysely<Database>, c: CardOf): Promise<number> {
  const card = cardColumns(c);
  const find = () =>
    db
      .selectFrom('money_cards')
      .select('id')
      .where('curriculum_id', '=', card.curriculum_id)
      .where('course_id', '=', card.course_id)
      .where('subject_id', '=', card.subject_id)
      .where('class_id', '=', card.class_id)
      .where('teacher_id', '=', card.teacher_id)
      .executeTakeFirst();
  const found = await find();
  if (found) return found.id;
  const made = await db
    .insertInto('money_cards')
    .values(card)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (made) return made.id;
  const raced = await find();
  if (!raced) throw new Error('moneyCard: the card made by another transaction is not visible to this one');
  return raced.id;
}

/** A subscription's row with the names it shows: the student, the content, subject, class, teacher, promo code. */
export function subscriptionRows(db: Kysely<Database>) {
  const own = db.selectFrom('subscriptions').selectAll('subscriptions').select(contentId('subscriptions'));
  // The promo code looked up only where there is one (one subscription in twenty): a join was another
  // level of the copy's nested loop for every row.
  const promoCode = sql<string | null>`case when subscriptions.promo_code_id is not null then
    (select pc.code from promo_codes pc where pc.id = subscriptions.promo_code_id) end`;
  return withMoneyNames(db, own, 'subscriptions').select(promoCode.as('promo_code')) as unknown as SelectQueryBuilder<
    Database,
    'subscriptions',
    Selectable<SubscriptionsTable> & { content_id: number } & MoneyNames & { promo_code: string | null }
  >;
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
  const ids = { curriculum_id: null, course_id: null, ...content };
  const card_id = await moneyCard(db, { ...ids, ...copy });
  const q = db.updateTable('subscriptions').set({ ...copy, card_id, updated_at: new Date().toISOString() });
  await (
    'curriculum_id' in content
      ? q.where('curriculum_id', '=', content.curriculum_id)
      : q.where('course_id', '=', content.course_id)
  ).execute();
}
