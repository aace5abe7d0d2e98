import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers.js';

/**
 * What a list row shows of its links, kept on the row: a teacher's subjects
 * and classes (`users.subject_list`, `users.class_list`) and a subject's
 * classes (`subjects.class_list`), each a JSON array of the linked items in
 * the order the list shows them. A list page read them with an aggregate over
 * the link table per row (two subqueries, a join and a sort each), the
 * costliest part of its request; now it reads one column.
 *
 * Triggers keep them in the same transaction as the write, whoever writes:
 * a link added, removed or moved refreshes its owner; renaming or reordering
 * what is linked (a subject's names; a class's names, place or stage; a
 * stage's names or place) refreshes every owner that links to it. On
 * PostgreSQL the link tables' triggers are per statement (a subject's classes
 * replaced at once refresh it once, a bulk seed each owner once); SQLite's
 * are per row.
 */

interface KeptList {
  /** The row that keeps the list, and its column. */
  owner: 'users' | 'subjects';
  column: string;
  /** The link table `l` and its columns naming the owner and the item. */
  link: string;
  ownerKey: string;
  /** `l` joined to the items (and what their order needs). */
  from: string;
  /** The JSON object of one item: key → expression. */
  fields: Record<string, string>;
  order: string;
  /** Changes elsewhere that change the list: the table, its columns, and the owners a changed row (`new`) touches. */
  watch: { table: string; columns: string[]; owners: string }[];
}

const classFields = { id: 'c.id', name_ar: 'c.name_ar', name_en: 'c.name_en' };

const lists: KeptList[] = [
  {
    owner: 'users',
    column: 'subject_list',
    link: 'teacher_subjects',
    ownerKey: 'teacher_id',
    from: 'teacher_subjects l join subjects s on s.id = l.subject_id',
    fields: { id: 's.id', name_ar: 's.name_ar', name_en: 's.name_en' },
    order: 's.name_en, s.id',
    watch: [
      {
        table: 'subjects',
        columns: ['name_ar', 'name_en'],
        owners: 'select teacher_id from teacher_subjects where subject_id = new.id',
      },
    ],
  },
  {
    owner: 'users',
    column: 'class_list',
    link: 'teacher_classes',
    ownerKey: 'teacher_id',
    from: 'teacher_classes l join classes c on c.id = l.class_id join stages st on st.id = c.stage_id',
    fields: classFields,
    order: 'st.sort_order, c.sort_order, c.id',
    watch: [
      {
        table: 'classes',
        columns: ['name_ar', 'name_en', 'sort_order', 'stage_id'],
        owners: 'select teacher_id from teacher_classes where class_id = new.id',
      },
      {
        table: 'stages',
        columns: ['sort_order'],
        owners:
          'select l.teacher_id from teacher_classes l join classes c on c.id = l.class_id where c.stage_id = new.id',
      },
    ],
  },
  {
    owner: 'subjects',
    column: 'class_list',
    link: 'subject_classes',
    ownerKey: 'subject_id',
    from: 'subject_classes l join classes c on c.id = l.class_id join stages st on st.id = c.stage_id',
    fields: { ...classFields, stage_id: 'c.stage_id', stage_name_ar: 'st.name_ar', stage_name_en: 'st.name_en' },
    order: 'st.sort_order, st.id, c.sort_order, c.id',
    watch: [
      {
        table: 'classes',
        columns: ['name_ar', 'name_en', 'sort_order', 'stage_id'],
        owners: 'select subject_id from subject_classes where class_id = new.id',
      },
      {
        table: 'stages',
        columns: ['name_ar', 'name_en', 'sort_order'],
        owners:
          'select l.subject_id from subject_classes l join classes c on c.id = l.class_id where c.stage_id = new.id',
      },
    ],
  },
];

/** The owner's list as JSON text, computed from the links (`o` is the owner's row). */
function aggregate(list: KeptList, pg: boolean): string {
  const pairs = Object.entries(list.fields)
    .map(([key, expr]) => `'${key}', ${expr}`)
    .join(', ');
  const items = pg
    ? `json_agg(json_build_object(${pairs}) order by ${list.order})::text`
    : `json_group_array(json_object(${pairs}) order by ${list.order})`;
  return `coalesce((select ${items} from ${list.from} where l.${list.ownerKey} = o.id), '[]')`;
}

/** `update` of the owners `where` picks, their list made again. */
const refresh = (list: KeptList, pg: boolean, where: string) =>
  `update ${list.owner} as o set ${list.column} = ${aggregate(list, pg)} where ${where}`;

const name = (list: KeptList, what: string) => `${list.owner}_keep_${list.column}${what}`;
const changed = (columns: string[], pg: boolean) =>
  columns.map((c) => `old.${c} is ${pg ? 'distinct from' : 'not'} new.${c}`).join(' or ');

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const list of lists) {
    await db.schema
      .alterTable(list.owner)
      .addColumn(list.column, 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await sql.raw(refresh(list, pg, `o.id in (select ${list.ownerKey} from ${list.link})`)).execute(db);

    if (pg) {
      // One function makes the lists of the owners named; the triggers name them.
      await sql
        .raw(
          `create function ${name(list, '')}(ids integer[]) returns void language sql as $$
            ${refresh(list, true, 'o.id = any(ids)')} $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create function ${name(list, '_links')}() returns trigger language plpgsql as $$
          begin
            if tg_op <> 'DELETE' then perform ${name(list, '')}(array(select distinct ${list.ownerKey} from new_rows)); end if;
            if tg_op <> 'INSERT' then perform ${name(list, '')}(array(select distinct ${list.ownerKey} from old_rows)); end if;
            return null;
          end $$`,
        )
        .execute(db);
      for (const [op, tables] of [
        ['insert', 'new table as new_rows'],
        ['delete', 'old table as old_rows'],
        ['update', 'old table as old_rows new table as new_rows'],
      ]) {
        await sql
          .raw(
            `create trigger ${name(list, `_${op}`)} after ${op} on ${list.link} referencing ${tables}
            for each statement execute function ${name(list, '_links')}()`,
          )
          .execute(db);
      }
      for (const watch of list.watch) {
        const fn = name(list, `_${watch.table}`);
        await sql
          .raw(
            `create function ${fn}() returns trigger language plpgsql as $$
            begin
              perform ${name(list, '')}(array(${watch.owners}));
              return null;
            end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger ${fn} after update of ${watch.columns.join(', ')} on ${watch.table}
            for each row when (${changed(watch.columns, true)}) execute function ${fn}()`,
          )
          .execute(db);
      }
    } else {
      // The owners a link row names: the new row's, the old row's, or both when it moves.
      for (const [op, owners] of [
        ['insert', `new.${list.ownerKey}`],
        ['delete', `old.${list.ownerKey}`],
        ['update', `old.${list.ownerKey}, new.${list.ownerKey}`],
      ]) {
        await sql
          .raw(
            `create trigger ${name(list, `_${op}`)} after ${op} on ${list.link} begin
              ${refresh(list, false, `o.id in (${owners})`)};
            end`,
          )
          .execute(db);
      }
      for (const watch of list.watch) {
        await sql
          .raw(
            `create trigger ${name(list, `_${watch.table}`)} after update of ${watch.columns.join(', ')} on ${watch.table}
            when ${changed(watch.columns, false)} begin
              ${refresh(list, false, `o.id in (${watch.owners})`)};
            end`,
          )
          .execute(db);
      }
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const list of [...lists].reverse()) {
    for (const op of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger ${name(list, `_${op}`)}${pg ? ` on ${list.link}` : ''}`).execute(db);
    }
    for (const watch of list.watch) {
      await sql.raw(`drop trigger ${name(list, `_${watch.table}`)}${pg ? ` on ${watch.table}` : ''}`).execute(db);
      if (pg) await sql.raw(`drop function ${name(list, `_${watch.table}`)}()`).execute(db);
    }
    if (pg) {
      await sql.raw(`drop function ${name(list, '_links')}()`).execute(db);
      await sql.raw(`drop function ${name(list, '')}(integer[])`).execute(db);
    }
    await db.schema.alterTable(list.owner).dropColumn(list.column).execute();
  }
}
