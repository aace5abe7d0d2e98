import { sql, type Kysely } from 'kysely';
import { appendOnly, dropAppendOnly, isPostgres } from './schema-helpers';

/** The copies that are never null: a subscription's name and phone, a payment's name (a code's is null until used). */
const KEPT = [
  ['subscriptions', 'student_name'],
  ['subscriptions', 'student_phone'],
  ['payments', 'student_name'],
] as const;

/**
 * A subscription keeps its student's name and phone, a payment and a used
 * code the name, as an exam result does: each list and export of them reads
 * its own table's rows and never looks up a student. Joined instead, a
 * million payments' export read a million students' rows in the order the
 * payments were paid, pages all over the students' table: half of SQLite's
 * statement (5–9 of 10.5–14.6 s), the hash of every student on PostgreSQL.
 *
 * They follow the student: a trigger on the students' name and phone
 * rewrites the copies. A payment is append-only, but its student's name is a
 * copy kept current, not part of what was paid: the payments' update trigger
 * refuses every column but it (`appendOnly`'s `kept`).
 *
 * SQLite's `students_names_idx` (id, name, phone), which the exports read the
 * students through (migration 2026-12-01-01), has nothing left to serve and
 * goes. On PostgreSQL the columns have no default once filled: a row written
 * without its student's name is refused, not left blank. (SQLite cannot drop
 * a default short of rebuilding the table; the same code writes both.)
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const [table, column] of KEPT) {
    await db.schema
      .alterTable(table)
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema.alterTable('codes').addColumn('student_name', 'text').execute();

  await fillNames(db);

  if (pg) {
    for (const [table, column] of KEPT) {
      await db.schema
        .alterTable(table)
        .alterColumn(column, (c) => c.dropDefault())
        .execute();
    }
    await sql`
      create function students_keep_money_names_fn() returns trigger language plpgsql as $$
      begin
        update subscriptions set student_name = new.name, student_phone = new.phone where student_id = new.id;
        if old.name is distinct from new.name then
          update payments set student_name = new.name where student_id = new.id;
          update codes set student_name = new.name where student_id = new.id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger students_keep_money_names after update of name, phone on students
      for each row when (old.name is distinct from new.name or old.phone is distinct from new.phone)
      execute function students_keep_money_names_fn()`.execute(db);
  } else {
    await sql`create trigger students_keep_money_names after update of name, phone on students
      when old.name is not new.name or old.phone is not new.phone begin
      update subscriptions set student_name = new.name, student_phone = new.phone where student_id = new.id;
      update payments set student_name = new.name where student_id = new.id and student_name is not new.name;
      update codes set student_name = new.name where student_id = new.id and student_name is not new.name;
    end`.execute(db);
    await sql`drop index if exists students_names_idx`.execute(db);
  }
}

/** Gives each subscription, payment and used code its student's name (and a subscription the phone). */
export async function fillNames(db: Kysely<any>): Promise<void> {
  await sql`update subscriptions set student_name = st.name, student_phone = st.phone
    from students st where st.id = subscriptions.student_id`.execute(db);
  await sql`update codes set student_name = st.name
    from students st where st.id = codes.student_id`.execute(db);
  await dropAppendOnly(db, 'payments');
  await sql`update payments set student_name = st.name
    from students st where st.id = payments.student_id`.execute(db);
  await appendOnly(db, 'payments', ['student_name']);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await sql`drop trigger students_keep_money_names${pg ? sql` on students` : sql``}`.execute(db);
  if (pg) await sql`drop function students_keep_money_names_fn()`.execute(db);
  else await sql`create index students_names_idx on students (id, name, phone)`.execute(db);
  await dropAppendOnly(db, 'payments');
  await db.schema.alterTable('payments').dropColumn('student_name').execute();
  await appendOnly(db, 'payments');
  await db.schema.alterTable('codes').dropColumn('student_name').execute();
  await db.schema.alterTable('subscriptions').dropColumn('student_phone').execute();
  await db.schema.alterTable('subscriptions').dropColumn('student_name').execute();
}
