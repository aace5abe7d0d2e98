import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers.js';

/**
 * A substring search index for SQLite, whose `LIKE '%q%'` otherwise tests
 * every row: for each table that grows without bound, an FTS5 table with the
 * trigram tokenizer over its `search_text` (external content: the text is
 * stored once, in the table), kept by triggers in the same statement as the
 * write. `lib/list.ts` `matchesSearch` asks it for any search of three or
 * more characters. PostgreSQL has its pg_trgm GIN index (migration 06).
 */

/** Tables a list searches that grow with the platform. */
const tables = ['users', 'subjects', 'students'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const table of tables) {
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
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const table of tables) {
    for (const op of ['insert', 'delete', 'update'])
      await sql`drop trigger ${sql.id(`${table}_search_${op}`)}`.execute(db);
    await sql`drop table ${sql.table(`${table}_search`)}`.execute(db);
  }
}
