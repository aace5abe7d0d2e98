import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers';

/**
 * `export_days` on PostgreSQL: each day of 2000–2100 as its key (YYYY-MM-DD,
 * as the tables hold a day) and its text in an export, DD-MM-YYYY in Latin
 * (`en`) and Arabic-Indic (`ar`) digits, and the next day's (`next_en`,
 * `next_ar`: a subscription's next renewal is the day after its last). A CSV's day cell is read from it
 * (`copyStatement`, a join each day column, memoized by the plan) instead of
 * being made a row at a time: `translate` of a multibyte text took
 * 0.55 µs a cell, 2 of a million subscriptions' 5 s of copy; the lookup 0.15.
 * A day outside the table is made as before. SQLite's export worker makes a
 * day's text once in JavaScript (`remembered`): it has no use for the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create table export_days (
      day varchar(10) primary key,
      en varchar(10) not null,
      ar varchar(10) not null,
      next_en varchar(10) not null,
      next_ar varchar(10) not null
    )`.execute(db);
  await sql`insert into export_days (day, en, ar, next_en, next_ar)
    select to_char(d, 'YYYY-MM-DD'), to_char(d, 'DD-MM-YYYY'),
      translate(to_char(d, 'DD-MM-YYYY'), '0123456789', '٠١٢٣٤٥٦٧٨٩'), to_char(d + interval '1 day', 'DD-MM-YYYY'),
      translate(to_char(d + interval '1 day', 'DD-MM-YYYY'), '0123456789', '٠١٢٣٤٥٦٧٨٩')
    from generate_series(date '2000-01-01', date '2100-12-31', interval '1 day') as d`.execute(db);
  await sql`analyze export_days`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop table export_days`.execute(db);
}
