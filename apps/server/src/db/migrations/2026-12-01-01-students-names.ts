import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers';

/**
 * `students_names_idx` on SQLite: each student's id, name and phone, what the
 * exports of payments, subscriptions and codes read of the students they join
 * (`studentNames`). SQLite looks a row up by its id in the table itself, whose
 * rows hold everything a student is (170 MB at a million students), so a
 * million payments' students were read from pages all over it: 9 of a payments
 * export's 18 s. Read from this index (`indexed by`, in the export worker's
 * statement), about 50 MB that stay in the worker's cache, they take 3 s.
 * PostgreSQL hashes the students from one sequential read instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create index students_names_idx on students (id, name, phone)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop index students_names_idx`.execute(db);
}
