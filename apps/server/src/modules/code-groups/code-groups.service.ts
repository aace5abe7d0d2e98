import type { CodeBatch, CodeGroup, CodeGroupListQuery, codeGroupCreateSchema } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import {
  keptListPage,
  keysetRows,
  listSource,
  searchText,
  TOTAL_TTL_MS,
  type ListPage,
  type ListQuery,
} from '../../lib/list.js';
import type { Principal } from '../../plugins/auth.js';
import { keptRows } from '../../lib/remembered-reads.js';
import { makeBatch } from '../codes/codes.service.js';

/**
 * Subscription code groups (docs/codes.md): what their codes open, at what
 * price, with their counts kept on write. A group and its codes are made in
 * one transaction, and so is every batch added to it.
 */

function groupRows(db: Kysely<Database>) {
  return db
    .selectFrom('code_groups')
    .innerJoin('users as te', 'te.id', 'code_groups.teacher_id')
    .innerJoin('classes as cl', 'cl.id', 'code_groups.class_id')
    .leftJoin('curricula as cu', 'cu.id', 'code_groups.curriculum_id')
    .selectAll('code_groups')
    .select([
      'te.name as teacher_name',
      'cl.name_ar as class_name_ar',
      'cl.name_en as class_name_en',
      'cu.title_ar as curriculum_title_ar',
      'cu.title_en as curriculum_title_en',
    ]);
}
type GroupRow = Awaited<ReturnType<ReturnType<typeof groupRows>['executeTakeFirstOrThrow']>>;
type Named = { id: number; name_ar: string; name_en: string };

const noCourses: ReadonlyMap<number, Named[]> = new Map();
/** The courses by group made of each set of rows `keptRows` remembers: the same map while they are the same. */
const coursesByRows = new WeakMap<object, ReadonlyMap<number, Named[]>>();

/**
 * The courses of the groups of `rows`, by group: one statement for a page, remembered for a list's
 * (`kept`), and then the same map for as long as its rows are remembered.
 */
async function coursesOf(
  db: Kysely<Database>,
  rows: readonly GroupRow[],
  kept = false,
): Promise<ReadonlyMap<number, Named[]>> {
  const ids = rows.filter((r) => r.content_type === 'course').map((r) => r.id);
  if (ids.length === 0) return noCourses;
  const query = db
    .selectFrom('code_group_courses as gc')
    .innerJoin('courses as co', 'co.id', 'gc.course_id')
    .select(['gc.group_id', 'co.id', 'co.name_ar', 'co.name_en'])
    .where('gc.group_id', 'in', ids)
    .orderBy('co.id');
  // A list's page asks for the same groups' courses again and again: remembered as its rows are.
  const found = kept ? await keptRows(db, query, TOTAL_TTL_MS) : await query.execute();
  const known = coursesByRows.get(found);
  if (known) return known;
  const byGroup = new Map<number, Named[]>();
  for (const c of found) {
    const list = byGroup.get(c.group_id) ?? [];
    list.push({ id: c.id, name_ar: c.name_ar, name_en: c.name_en });
    byGroup.set(c.group_id, list);
  }
  coursesByRows.set(found, byGroup);
  return byGroup;
}

function toGroup(row: GroupRow, courses: ReadonlyMap<number, Named[]>): CodeGroup {
  return {
    id: row.id,
    title: row.title,
    teacher: { id: row.teacher_id, name: row.teacher_name },
    class: { id: row.class_id, name_ar: row.class_name_ar, name_en: row.class_name_en },
    content_type: row.content_type,
    contents:
      row.content_type === 'curriculum'
        ? [{ id: row.curriculum_id!, name_ar: row.curriculum_title_ar ?? '', name_en: row.curriculum_title_en ?? '' }]
        : (courses.get(row.id) ?? []),
    price: Number(row.price),
    period_days: row.period_days === null ? null : Number(row.period_days),
    code_count: Number(row.code_count),
    used_count: Number(row.used_count),
    available_count: Number(row.available_count),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const sortColumns = {
  created_at: 'code_groups.created_at',
  updated_at: 'code_groups.updated_at',
  title: 'code_groups.title',
  code_count: 'code_groups.code_count',
  available_count: 'code_groups.available_count',
} as const;

type Filters = Omit<CodeGroupListQuery, 'page' | 'pageSize' | 'after' | 'before'>;

function groupSource(db: Kysely<Database>, f: Filters) {
  let from = db.selectFrom('code_groups') as ListQuery;
  if (f.teacher_id !== undefined) from = from.where('code_groups.teacher_id', '=', f.teacher_id);
  if (f.class_id !== undefined) from = from.where('code_groups.class_id', '=', f.class_id);
  if (f.content_type) from = from.where('code_groups.content_type', '=', f.content_type);
  return listSource({
    db,
    from,
    search: { table: 'code_groups', q: f.q },
    id: 'code_groups.id',
    sort: f.sort,
    columns: sortColumns,
    rows: groupRows(db),
  });
}

/** A page of groups with their courses, by the remembered page and courses it was made of. */
const pages = new WeakMap<object, { courses: ReadonlyMap<number, Named[]>; answer: ListPage<CodeGroup> }>();

/**
 * A page of groups: the same frozen answer while its page and its courses are remembered, so it
 * is made and written to JSON once for everyone who asks (`sendJsonOnce`).
 */
export async function listGroups(db: Kysely<Database>, query: CodeGroupListQuery): Promise<ListPage<CodeGroup>> {
  const page = await keptListPage(db, groupSource, query);
  const courses = await coursesOf(db, page.items, true);
  const known = pages.get(page);
  if (known?.courses === courses) return known.answer;
  const items = Object.freeze(page.items.map((row) => toGroup(row, courses))) as CodeGroup[];
  const answer = Object.freeze({ ...page, items });
  pages.set(page, { courses, answer });
  return answer;
}

export async function* exportGroups(db: Kysely<Database>, query: Filters) {
  for await (const row of keysetRows(groupSource(db, query))) yield toGroup(row, await coursesOf(db, [row]));
}

export async function getGroup(db: Kysely<Database>, id: number): Promise<CodeGroup> {
  const row = await groupRows(db).where('code_groups.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'resource.not_found');
  return toGroup(row, await coursesOf(db, [row]));
}

/** 400 on the field when the teacher, the class or the content is not there, or the content is not that teacher's in that class. */
async function checkContent(db: Kysely<Database>, body: z.output<typeof codeGroupCreateSchema>) {
  const teacher = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', body.teacher_id)
    .where('role', '=', 'teacher')
    .executeTakeFirst();
  if (!teacher) throw AppError.field(400, 'teacher_id', 'validation.invalid');
  const klass = await db.selectFrom('classes').select('id').where('id', '=', body.class_id).executeTakeFirst();
  if (!klass) throw AppError.field(400, 'class_id', 'validation.invalid');
  if (body.content_type === 'curriculum') {
    const found = await db
      .selectFrom('curricula')
      .select('id')
      .where('id', '=', body.curriculum_id!)
      .where('teacher_id', '=', body.teacher_id)
      .where('class_id', '=', body.class_id)
      .executeTakeFirst();
    if (!found) throw AppError.field(400, 'curriculum_id', 'validation.invalid');
    return [];
  }
  const ids = [...new Set(body.course_ids!)];
  const found = await db
    .selectFrom('courses')
    .select('id')
    .where('id', 'in', ids)
    .where('teacher_id', '=', body.teacher_id)
    .where('class_id', '=', body.class_id)
    .execute();
  if (found.length !== ids.length) throw AppError.field(400, 'course_ids', 'validation.invalid');
  return ids;
}

/**
 * A group's teacher and academic year are its content's. When a curriculum's or a course's write
 * moves it to another teacher or year (`before` to `after`), its groups follow in that write, as
 * its subscriptions do (`followContent`): a curriculum's groups at once; a course's groups once
 * all their courses agree on one teacher and one year (a group of several courses keeps its
 * teacher until the last of them has moved).
 */
export async function followGroupContent(
  db: Kysely<Database>,
  content: { curriculum_id: number } | { course_id: number },
  before: { teacher_id: number; class_id: number },
  after: { teacher_id: number; class_id: number },
): Promise<void> {
  if (before.teacher_id === after.teacher_id && before.class_id === after.class_id) return;
  const updated_at = new Date().toISOString();
  const follow = (to: { teacher_id: number; class_id: number }) =>
    db
      .updateTable('code_groups')
      .set({ teacher_id: to.teacher_id, class_id: to.class_id, updated_at })
      .where((eb) => eb.or([eb('teacher_id', '!=', to.teacher_id), eb('class_id', '!=', to.class_id)]));
  if ('curriculum_id' in content) {
    await follow(after).where('curriculum_id', '=', content.curriculum_id).execute();
    return;
  }
  const agreed = await db
    .selectFrom('code_group_courses as gc')
    .innerJoin('courses as co', 'co.id', 'gc.course_id')
    .select([
      'gc.group_id',
      (eb) => eb.fn.min('co.teacher_id').as('teacher_id'),
      (eb) => eb.fn.min('co.class_id').as('class_id'),
    ])
    .where('gc.group_id', 'in', (eb) =>
      eb.selectFrom('code_group_courses').select('group_id').where('course_id', '=', content.course_id),
    )
    .groupBy('gc.group_id')
    .having((eb) => eb.fn.count('co.teacher_id').distinct(), '=', 1)
    .having((eb) => eb.fn.count('co.class_id').distinct(), '=', 1)
    .execute();
  for (const g of agreed) {
    await follow({ teacher_id: Number(g.teacher_id), class_id: Number(g.class_id) })
      .where('id', '=', g.group_id)
      .execute();
  }
}

/** Adds `count` codes to the group and its counts, in `db`'s transaction (all or none). */
async function addToGroup(
  db: Kysely<Database>,
  group: { id: number; price: number },
  count: number,
  by: Principal,
  onProgress?: (done: number) => void,
): Promise<CodeBatch> {
  const batch = await makeBatch(
    db,
    { kind: 'subscription', count, price: group.price, groupId: group.id },
    by,
    onProgress,
  );
  await db
    .updateTable('code_groups')
    .set((eb) => ({
      code_count: eb('code_count', '+', count),
      available_count: eb('available_count', '+', count),
      updated_at: batch.created_at,
    }))
    .where('id', '=', group.id)
    .execute();
  return batch;
}

/** A group and its first codes, in `db`'s transaction. */
export async function createGroup(
  db: Kysely<Database>,
  body: z.output<typeof codeGroupCreateSchema>,
  by: Principal,
  onProgress?: (done: number) => void,
): Promise<CodeGroup> {
  const courses = await checkContent(db, body);
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto('code_groups')
    .values({
      title: body.title,
      teacher_id: body.teacher_id,
      class_id: body.class_id,
      content_type: body.content_type,
      curriculum_id: body.content_type === 'curriculum' ? body.curriculum_id! : null,
      price: body.price,
      period_days: body.period_days ?? null,
      search_text: searchText(body.title),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (courses.length) {
    await db
      .insertInto('code_group_courses')
      .values(courses.map((course_id) => ({ group_id: id, course_id })))
      .execute();
  }
  await addToGroup(db, { id, price: body.price }, body.count, by, onProgress);
  return getGroup(db, id);
}

/** `count` more codes for the group, in `db`'s transaction; 404 when there is no such group. */
export async function addCodes(
  db: Kysely<Database>,
  id: number,
  count: number,
  by: Principal,
  onProgress?: (done: number) => void,
): Promise<CodeBatch> {
  const group = await db.selectFrom('code_groups').select(['id', 'price']).where('id', '=', id).executeTakeFirst();
  if (!group) throw new AppError(404, 'resource.not_found');
  return addToGroup(db, { id, price: Number(group.price) }, count, by, onProgress);
}

/**
 * Deletes a group and its codes while none is used (409 `code_group.in_use`
 * after). Its unused codes go first, then the group only while its count of
 * uses is 0: the order a redeem takes (the code, then its group), so the two
 * never wait on each other. A code redeemed meanwhile is kept by the first
 * delete and counted by the second, which then deletes nothing: the 409
 * undoes the whole transaction.
 */
export async function deleteGroup(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('codes').where('group_id', '=', id).where('used_at', 'is', null).execute();
  await db.deleteFrom('code_batches').where('group_id', '=', id).execute();
  await db.deleteFrom('code_group_courses').where('group_id', '=', id).execute();
  const deleted = await db
    .deleteFrom('code_groups')
    .where('id', '=', id)
    .where('used_count', '=', 0)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new AppError(409, 'code_group.in_use');
}
