import type { SystemListQuery } from '@dashboard/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, SystemsTable } from '../../db/types.js';
import { matchesSearch, offsetOf } from '../../lib/list.js';

type Filters = Pick<SystemListQuery, 'q' | 'class_id'>;
type Sort = NonNullable<SystemListQuery['sort']>;

function filtered(db: Kysely<Database>, f: Filters) {
  let q = db
    .selectFrom('systems')
    .innerJoin('classes', 'classes.id', 'systems.class_id')
    .innerJoin('stages', 'stages.id', 'classes.stage_id');
  if (f.q) q = q.where(matchesSearch('systems.search_text', f.q));
  if (f.class_id !== undefined) q = q.where('systems.class_id', '=', f.class_id);
  return q;
}

function withClass(db: Kysely<Database>, f: Filters) {
  return filtered(db, f)
    .selectAll('systems')
    .select(['classes.name_ar as class_name_ar', 'classes.name_en as class_name_en']);
}

/** `class` is the ladder's order of the classes: the stage's place, then the class's place in it. */
function ordered(db: Kysely<Database>, f: Filters & { sort: Sort }) {
  const desc = f.sort.startsWith('-');
  const dir = desc ? 'desc' : 'asc';
  const field = (desc ? f.sort.slice(1) : f.sort) as Sort;
  const q = withClass(db, f);
  const byField =
    field === 'class'
      ? q
          .orderBy('stages.sort_order', dir)
          .orderBy('stages.id', dir)
          .orderBy('classes.sort_order', dir)
          .orderBy('classes.id', dir)
      : q.orderBy(`systems.${field as 'name_en' | 'name_ar' | 'created_at'}`, dir);
  return byField.orderBy('systems.id', field === 'class' ? 'asc' : dir);
}

export async function listSystems(db: Kysely<Database>, f: Filters & { sort: Sort; page: number; pageSize: number }) {
  const [items, count] = await Promise.all([
    ordered(db, f).limit(f.pageSize).offset(offsetOf(f.page, f.pageSize)).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

export function systemsForExport(db: Kysely<Database>, f: Filters & { sort: Sort }, offset: number, limit: number) {
  return ordered(db, f).limit(limit).offset(offset).execute();
}

export function findSystem(db: Kysely<Database>, id: number) {
  return withClass(db, {}).where('systems.id', '=', id).executeTakeFirst();
}

export function classExists(db: Kysely<Database>, id: number) {
  return db.selectFrom('classes').select('id').where('id', '=', id).executeTakeFirst();
}

/** The names of a class's systems, to refuse a second system of the same name. */
export function systemNamesOfClass(db: Kysely<Database>, classId: number) {
  return db.selectFrom('systems').select(['id', 'name_ar', 'name_en']).where('class_id', '=', classId).execute();
}

export async function insertSystem(db: Kysely<Database>, row: Insertable<SystemsTable>) {
  const { id } = await db.insertInto('systems').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateSystem(db: Kysely<Database>, id: number, row: Updateable<SystemsTable>) {
  const res = await db.updateTable('systems').set(row).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteSystem(db: Kysely<Database>, id: number) {
  const res = await db.deleteFrom('systems').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Whether a student is enrolled in the system. */
export async function systemInUse(db: Kysely<Database>, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('students').select('id').where('system_id', '=', id).limit(1).executeTakeFirst());
}
