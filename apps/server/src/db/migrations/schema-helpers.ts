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
