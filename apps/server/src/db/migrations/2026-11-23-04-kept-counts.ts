import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers.js';

/**
 * The last counts a list computed per request, now kept on the parent row by
 * triggers as `stages.class_count` already is (2026-11-22-06), so no write
 * path can forget them and they change in the same transaction as the write:
 * a class's `system_count` and `specialization_count`, and a subject's
 * `teacher_count`.
 */

/** [parent table, count column, child table, the child's column naming the parent]. */
const counts = [
  ['classes', 'system_count', 'systems', 'class_id'],
  ['classes', 'specialization_count', 'specializations', 'class_id'],
  ['subjects', 'teacher_count', 'teacher_subjects', 'subject_id'],
] as const;

const triggerName = (child: string, column: string, what: string) => `${child}_keep_${column}${what}`;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const [parent, column, child, key] of counts) {
    await db.schema
      .alterTable(parent)
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update ${sql.table(parent)} set ${sql.ref(column)} =
      (select count(*) from ${sql.table(child)} where ${sql.ref(`${child}.${key}`)} = ${sql.ref(`${parent}.id`)})`.execute(
      db,
    );
    const up = sql`update ${sql.table(parent)} set ${sql.ref(column)} = ${sql.ref(column)} + 1`;
    const down = sql`update ${sql.table(parent)} set ${sql.ref(column)} = ${sql.ref(column)} - 1`;
    if (pg) {
      const fn = sql.id(triggerName(child, column, '_fn'));
      await sql`
        create function ${fn}() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' and new.${sql.ref(key)} is not distinct from old.${sql.ref(key)} then return null; end if;
          if tg_op in ('UPDATE', 'DELETE') then ${down} where id = old.${sql.ref(key)}; end if;
          if tg_op in ('UPDATE', 'INSERT') then ${up} where id = new.${sql.ref(key)}; end if;
          return null;
        end $$`.execute(db);
      await sql`
        create trigger ${sql.id(triggerName(child, column, ''))}
        after insert or delete or update of ${sql.ref(key)} on ${sql.table(child)}
        for each row execute function ${fn}()`.execute(db);
    } else {
      await sql`create trigger ${sql.id(triggerName(child, column, '_insert'))} after insert on ${sql.table(child)} begin
        ${up} where id = new.${sql.ref(key)};
      end`.execute(db);
      await sql`create trigger ${sql.id(triggerName(child, column, '_delete'))} after delete on ${sql.table(child)} begin
        ${down} where id = old.${sql.ref(key)};
      end`.execute(db);
      await sql`create trigger ${sql.id(triggerName(child, column, '_move'))}
        after update of ${sql.ref(key)} on ${sql.table(child)} when old.${sql.ref(key)} is not new.${sql.ref(key)} begin
        ${down} where id = old.${sql.ref(key)};
        ${up} where id = new.${sql.ref(key)};
      end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const [parent, column, child] of counts) {
    if (pg) {
      await sql`drop trigger ${sql.id(triggerName(child, column, ''))} on ${sql.table(child)}`.execute(db);
      await sql`drop function ${sql.id(triggerName(child, column, '_fn'))}()`.execute(db);
    } else {
      for (const what of ['_insert', '_delete', '_move']) {
        await sql`drop trigger ${sql.id(triggerName(child, column, what))}`.execute(db);
      }
    }
    await db.schema.alterTable(parent).dropColumn(column).execute();
  }
}
