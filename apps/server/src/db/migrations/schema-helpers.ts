import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Landed migrations call these: change their behaviour only by adding new helpers.

/** Whether a migration runs against PostgreSQL. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key named `id`, on either dialect. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, pg: boolean) {
  return pg
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** The column type for a UTC timestamp held as ISO text on SQLite and timestamptz on PostgreSQL. */
export function timestampType(pg: boolean) {
  return pg ? 'timestamptz' : 'text';
}

/**
 * A count of `child` rows kept on their `parent` row by triggers, in the
 * same statement as the write, on every path (the API, seeds, cascades, a
 * hand-written fix): `parent.column` rises when a child naming it by `key`
 * is inserted and falls when one is deleted or moves to another parent.
 * `when` narrows the children counted to those of one kind (`type` =
 * `'video'`): a column the trigger reads from the row as `new`/`old`, and the
 * value it must hold. Names are made from the child, the column and `name`.
 */
export async function keepCount(
  db: Kysely<any>,
  options: { parent: string; column: string; child: string; key: string; when?: { column: string; value: string } },
): Promise<void> {
  const { parent, column, child, key, when } = options;
  const name = `${child}_keeps_${parent}_${column}`;
  const change = (by: '+' | '-', row: 'new' | 'old') =>
    sql`update ${sql.table(parent)} set ${sql.ref(column)} = ${sql.ref(column)} ${sql.raw(by)} 1 where id = ${sql.raw(row)}.${sql.ref(key)}`;
  const counted = (row: 'new' | 'old') =>
    when ? sql`${sql.raw(row)}.${sql.ref(when.column)} = ${sql.lit(when.value)}` : sql`true`;
  if (isPostgres(db)) {
    await sql`
      create function ${sql.id(`${name}_fn`)}() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and ${counted('old')} then ${change('-', 'old')}; end if;
        if tg_op in ('UPDATE', 'INSERT') and ${counted('new')} then ${change('+', 'new')}; end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger ${sql.id(name)} after insert or delete or update of ${sql.ref(key)} on ${sql.table(child)}
      for each row execute function ${sql.id(`${name}_fn`)}()`.execute(db);
    return;
  }
  await sql`create trigger ${sql.id(`${name}_insert`)} after insert on ${sql.table(child)} when ${counted('new')} begin
    ${change('+', 'new')};
  end`.execute(db);
  await sql`create trigger ${sql.id(`${name}_delete`)} after delete on ${sql.table(child)} when ${counted('old')} begin
    ${change('-', 'old')};
  end`.execute(db);
  await sql`create trigger ${sql.id(`${name}_move`)} after update of ${sql.ref(key)} on ${sql.table(child)}
    when old.${sql.ref(key)} is not new.${sql.ref(key)} begin
    update ${sql.table(parent)} set ${sql.ref(column)} = ${sql.ref(column)} - 1 where id = old.${sql.ref(key)} and ${counted('old')};
    update ${sql.table(parent)} set ${sql.ref(column)} = ${sql.ref(column)} + 1 where id = new.${sql.ref(key)} and ${counted('new')};
  end`.execute(db);
}

/**
 * A substring search index on `table.search_text`: on SQLite an FTS5
 * trigram table `<table>_search` kept by triggers (which `lib/list.ts` finds
 * by its name and asks for three characters or more); on PostgreSQL a
 * pg_trgm GIN index, when the extension is there or can be created.
 */
export async function addSearchIndex(db: Kysely<any>, table: string): Promise<void> {
  if (isPostgres(db)) {
    const available = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
    if (!available.rows[0]?.n) return;
    await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  const index = sql.table(`${table}_search`);
  const t = sql.table(table);
  await sql`create virtual table ${index} using fts5(search_text, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into ${index}(${index}) values ('rebuild')`.execute(db);
  await sql`create trigger ${sql.id(`${table}_search_insert`)} after insert on ${t} begin
    insert into ${index}(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger ${sql.id(`${table}_search_delete`)} after delete on ${t} begin
    insert into ${index}(${index}, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger ${sql.id(`${table}_search_update`)} after update of search_text on ${t} begin
    insert into ${index}(${index}, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into ${index}(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
}

/**
 * What a list row shows of its links, kept on the row as a JSON array of the
 * linked items in the order the list shows them (migration 2026-11-23-05
 * tells why): triggers keep it in the same transaction as the write, whoever
 * writes. A link added, removed or moved refreshes its owner; a change to
 * what is linked (`watch`) refreshes every owner that links to it. On
 * PostgreSQL the link table's triggers are per statement (a bulk write
 * refreshes each owner once); SQLite's are per row.
 */
export interface KeptList {
  /** The row that keeps the list, and its column. */
  owner: string;
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

/** Adds `list.column` to its owner, fills it, and keeps it (`KeptList`). */
export async function keepLinkedList(db: Kysely<any>, list: KeptList): Promise<void> {
  const pg = isPostgres(db);
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

/** Undoes `keepLinkedList`. */
export async function dropLinkedList(db: Kysely<any>, list: KeptList): Promise<void> {
  const pg = isPostgres(db);
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

/**
 * Makes `table` append-only in the database itself: triggers refuse every
 * update and delete of its rows, whatever the code path (a ledger, the audit
 * trail). A correction is a new row. `kept` names the columns a row copies
 * from elsewhere and that a trigger keeps current (a student's name on a
 * payment): an update that sets only those is let through. The update's
 * trigger lists the table's other columns as they are now, so a migration
 * that adds a column to such a table makes it append-only again after
 * (`dropAppendOnly`, then this).
 */
export async function appendOnly(db: Kysely<any>, table: string, kept: readonly string[] = []): Promise<void> {
  const guarded = kept.length
    ? sql` of ${sql.join((await columnsOf(db, table)).filter((c) => !kept.includes(c)).map((c) => sql.id(c)))}`
    : sql``;
  if (isPostgres(db)) {
    await sql`
      create function ${sql.id(`${table}_append_only`)}() returns trigger language plpgsql as $$
      begin
        raise exception '${sql.raw(table)} is append-only';
      end $$`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_append_only`)} before update${guarded} or delete on ${sql.id(table)}
      for each row execute function ${sql.id(`${table}_append_only`)}()`.execute(db);
  } else {
    for (const op of ['update', 'delete']) {
      await sql`create trigger ${sql.id(`${table}_no_${op}`)} before ${sql.raw(op)}${op === 'update' ? guarded : sql``} on ${sql.id(table)} begin
        select raise(abort, '${sql.raw(table)} is append-only');
      end`.execute(db);
    }
  }
}

/** The names of `table`'s columns, in their order. */
async function columnsOf(db: Kysely<any>, table: string): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db)
    : await sql<{ name: string }>`select name from pragma_table_info(${table}) order by cid`.execute(db);
  return rows.map((r) => r.name);
}

/** Undoes `appendOnly`. */
export async function dropAppendOnly(db: Kysely<any>, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger ${sql.id(`${table}_append_only`)} on ${sql.id(table)}`.execute(db);
    await sql`drop function ${sql.id(`${table}_append_only`)}()`.execute(db);
  } else {
    for (const op of ['update', 'delete']) await sql`drop trigger ${sql.id(`${table}_no_${op}`)}`.execute(db);
  }
}
