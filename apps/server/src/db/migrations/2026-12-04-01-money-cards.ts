import { sql, type Kysely } from 'kysely';
import { appendOnly, dropAppendOnly, isPostgres } from './schema-helpers';

/**
 * `money_cards`: each combination of content (a curriculum or a course),
 * subject, class and teacher that a subscription or a payment names, once,
 * and its id on the row (`card_id`). A few hundred cards stand for a million
 * rows: PostgreSQL's copy of an export reads the four names of a row through
 * one lookup of its card (memoized by the plan: a few hundred misses) instead
 * of a lookup of each of its content's, subject's, class's and teacher's
 * (`cardNames`): each memoized level of a nested loop is 0.3–0.5 µs a row.
 *
 * A card holds ids only, never names: a rename changes nothing here. It is
 * never changed or deleted; 0 stands for the content kind a row lacks, so
 * that the combination is unique without nulls on both databases. The app
 * writes a row's card with it (`moneyCard`): a trigger on the money tables
 * would make every write one that may change any column, which drops the
 * lists' remembered counts (stop 65, docs/benchmarks.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('money_cards')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('curriculum_id', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('teacher_id', 'integer', (c) => c.notNull())
    .addUniqueConstraint('money_cards_combination', [
      'curriculum_id',
      'course_id',
      'subject_id',
      'class_id',
      'teacher_id',
    ])
    .execute();
  await sql`insert into money_cards (curriculum_id, course_id, subject_id, class_id, teacher_id)
    select coalesce(curriculum_id, 0), coalesce(course_id, 0), subject_id, class_id, teacher_id from subscriptions
    union
    select coalesce(curriculum_id, 0), coalesce(course_id, 0), subject_id, class_id, teacher_id from payments
    order by 1, 2, 3, 4, 5`.execute(db);
  for (const table of ['subscriptions', 'payments']) {
    await db.schema
      .alterTable(table)
      .addColumn('card_id', 'integer', (c) => c.references('money_cards.id'))
      .execute();
  }
  const fill = (table: string) =>
    sql`update ${sql.id(table)} set card_id = k.id from money_cards k
      where k.curriculum_id = coalesce(${sql.ref(`${table}.curriculum_id`)}, 0)
        and k.course_id = coalesce(${sql.ref(`${table}.course_id`)}, 0)
        and k.subject_id = ${sql.ref(`${table}.subject_id`)} and k.class_id = ${sql.ref(`${table}.class_id`)}
        and k.teacher_id = ${sql.ref(`${table}.teacher_id`)}`.execute(db);
  await fill('subscriptions');
  // A payment is append-only: its update trigger is made again once filled, to refuse the card too.
  await dropAppendOnly(db, 'payments');
  await fill('payments');
  await appendOnly(db, 'payments', ['student_name']);
  if (pg) {
    // A row written without its card is refused, not left nameless. (SQLite cannot add the
    // constraint short of rebuilding the table; the same code writes both.)
    for (const table of ['subscriptions', 'payments']) {
      await db.schema
        .alterTable(table)
        .alterColumn('card_id', (c) => c.setNotNull())
        .execute();
    }
    // The plan memoizes a card's names by how few distinct cards the statistics count. An empty
    // database is left unanalyzed: its tables' statistics would say empty while they fill.
    const { rows } = await sql<{ filled: boolean }>`select exists (select from subscriptions) as filled`.execute(db);
    if (rows[0]?.filled) await sql`analyze money_cards, subscriptions, payments`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropAppendOnly(db, 'payments');
  await db.schema.alterTable('payments').dropColumn('card_id').execute();
  await appendOnly(db, 'payments', ['student_name']);
  await db.schema.alterTable('subscriptions').dropColumn('card_id').execute();
  await db.schema.dropTable('money_cards').execute();
}
