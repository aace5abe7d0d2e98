import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers';

/**
 * Where a subscription's names come from: each kept column (`names`) is the
 * column of `table` whose id the subscription holds in `key`. A curriculum
 * and a course both give the content's names; a subscription has one of them.
 */
const SOURCES = [
  { table: 'curricula', key: 'curriculum_id', names: { content_name_ar: 'title_ar', content_name_en: 'title_en' } },
  { table: 'courses', key: 'course_id', names: { content_name_ar: 'name_ar', content_name_en: 'name_en' } },
  { table: 'subjects', key: 'subject_id', names: { subject_name_ar: 'name_ar', subject_name_en: 'name_en' } },
  { table: 'classes', key: 'class_id', names: { class_name_ar: 'name_ar', class_name_en: 'name_en' } },
  { table: 'users', key: 'teacher_id', names: { teacher_name: 'name' } },
  { table: 'promo_codes', key: 'promo_code_id', names: { promo_code: 'code' } },
] as const;

/** The copies every subscription has (its promo code's is null without one). */
const NEVER_NULL = [
  'content_name_ar',
  'content_name_en',
  'subject_name_ar',
  'subject_name_en',
  'class_name_ar',
  'class_name_en',
  'teacher_name',
];

/** Every column the triggers keep. */
export const KEPT = [...NEVER_NULL, 'promo_code'];

const ids = sql.join(SOURCES.map((s) => sql.id(s.key)));

/** Every copy as its source has it, by the ids of the row `from` names (`new`, `subscriptions`). */
function copiedNames(from: string) {
  const row = sql.raw(from);
  return sql.join(
    [['content_name_ar', 'title_ar', 'name_ar'] as const, ['content_name_en', 'title_en', 'name_en'] as const]
      .map(
        ([copy, curriculum, course]) =>
          sql`${sql.id(copy)} = coalesce((select ${sql.id(curriculum)} from curricula where id = ${row}.curriculum_id),
            (select ${sql.id(course)} from courses where id = ${row}.course_id), '')`,
      )
      .concat(
        SOURCES.filter((s) => s.table !== 'curricula' && s.table !== 'courses').flatMap((s) =>
          Object.entries(s.names).map(([copy, name]) => {
            const read = sql`(select ${sql.id(name)} from ${sql.id(s.table)} where id = ${row}.${sql.id(s.key)})`;
            return sql`${sql.id(copy)} = ${NEVER_NULL.includes(copy) ? sql`coalesce(${read}, '')` : read}`;
          }),
        ),
      ),
  );
}

/**
 * A subscription keeps the names it shows — its content's, subject's and
 * class's in both languages, its teacher's, its promo code — as it keeps its
 * student's (migration 2026-12-03-01): PostgreSQL's copy of a million
 * subscriptions joined six tables a row for them, 1.9 of its 4.9 s.
 *
 * A trigger on each source rewrites the copies when a name changes. A
 * subscription's own trigger fills them when it is written and when one of
 * its ids changes (its content moved to another teacher, subject or class:
 * `followContent`; a renewal's promo code). On PostgreSQL it reads each
 * source row `for share`: a rename committed between that read and the
 * subscription's commit would otherwise leave the old name; the rename waits
 * instead, and then rewrites the new row too. Only the sources whose id
 * changed are read on an update, so a renewal takes no lock it did not take
 * before. On SQLite (one writer) a trigger after the write sets them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const column of NEVER_NULL) {
    await db.schema
      .alterTable('subscriptions')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema.alterTable('subscriptions').addColumn('promo_code', 'text').execute();
  await fillSubscriptionNames(db);

  if (pg) {
    for (const column of NEVER_NULL) {
      await db.schema
        .alterTable('subscriptions')
        .alterColumn(column, (c) => c.dropDefault())
        .execute();
    }
    // Each source read when the row is new or its id changed; none (a promo code's) leaves null.
    const reads = SOURCES.map((s) => {
      const names = Object.entries(s.names);
      const copies = sql.join(names.map(([copy]) => sql.raw(`new.${copy}`)));
      // A source row not found (an id the foreign key refuses next) leaves an empty name, not a null.
      const missing = NEVER_NULL.includes(names[0]![0])
        ? sql`if not found then ${sql.join(
            names.map(([copy]) => sql.raw(`new.${copy} := '';`)),
            sql` `,
          )} end if;`
        : sql``;
      return sql`
        if tg_op = 'INSERT' or new.${sql.id(s.key)} is distinct from old.${sql.id(s.key)} then
          if new.${sql.id(s.key)} is not null then
            select ${sql.join(names.map(([, name]) => sql.id(name)))} into ${copies}
              from ${sql.id(s.table)} where id = new.${sql.id(s.key)} for share;
            ${missing}
          ${s.key === 'promo_code_id' ? sql`else new.promo_code := null;` : sql``}
          end if;
        end if;`;
    });
    await sql`
      create function subscriptions_names_fn() returns trigger language plpgsql as $$
      begin
        ${sql.join(reads, sql``)}
        return new;
      end $$`.execute(db);
    await sql`create trigger subscriptions_names before insert or update of ${ids} on subscriptions
      for each row execute function subscriptions_names_fn()`.execute(db);
    for (const s of SOURCES) {
      const names = Object.entries(s.names);
      const changed = sql.join(
        names.map(([, name]) => sql`old.${sql.id(name)} is distinct from new.${sql.id(name)}`),
        sql` or `,
      );
      await sql`
        create function ${sql.id(`${s.table}_keep_subscriptions_names_fn`)}() returns trigger language plpgsql as $$
        begin
          update subscriptions set ${sql.join(names.map(([copy, name]) => sql`${sql.id(copy)} = new.${sql.id(name)}`))}
            where ${sql.id(s.key)} = new.id;
          return null;
        end $$`.execute(db);
      await sql`create trigger ${sql.id(`${s.table}_keep_subscriptions_names`)}
        after update of ${sql.join(names.map(([, name]) => sql.id(name)))} on ${sql.id(s.table)}
        for each row when (${changed}) execute function ${sql.id(`${s.table}_keep_subscriptions_names_fn`)}()`.execute(
        db,
      );
    }
  } else {
    await sql`create trigger subscriptions_names_insert after insert on subscriptions begin
      update subscriptions set ${copiedNames('new')} where id = new.id;
    end`.execute(db);
    await sql`create trigger subscriptions_names_update after update of ${ids} on subscriptions
      when ${sql.join(
        SOURCES.map((s) => sql`old.${sql.id(s.key)} is not new.${sql.id(s.key)}`),
        sql` or `,
      )} begin
      update subscriptions set ${copiedNames('new')} where id = new.id;
    end`.execute(db);
    for (const s of SOURCES) {
      const names = Object.entries(s.names);
      await sql`create trigger ${sql.id(`${s.table}_keep_subscriptions_names`)}
        after update of ${sql.join(names.map(([, name]) => sql.id(name)))} on ${sql.id(s.table)}
        when ${sql.join(
          names.map(([, name]) => sql`old.${sql.id(name)} is not new.${sql.id(name)}`),
          sql` or `,
        )} begin
        update subscriptions set ${sql.join(names.map(([copy, name]) => sql`${sql.id(copy)} = new.${sql.id(name)}`))}
          where ${sql.id(s.key)} = new.id;
      end`.execute(db);
    }
  }
}

/** Gives every subscription the names of its content, subject, class, teacher and promo code as they are, in one pass. */
export async function fillSubscriptionNames(db: Kysely<any>): Promise<void> {
  await sql`update subscriptions set ${copiedNames('subscriptions')}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const s of SOURCES) {
    const name = `${s.table}_keep_subscriptions_names`;
    await sql`drop trigger ${sql.id(name)}${pg ? sql` on ${sql.id(s.table)}` : sql``}`.execute(db);
    if (pg) await sql`drop function ${sql.id(`${name}_fn`)}()`.execute(db);
  }
  if (pg) {
    await sql`drop trigger subscriptions_names on subscriptions`.execute(db);
    await sql`drop function subscriptions_names_fn()`.execute(db);
  } else {
    await sql`drop trigger subscriptions_names_insert`.execute(db);
    await sql`drop trigger subscriptions_names_update`.execute(db);
  }
  for (const column of [...NEVER_NULL, 'promo_code']) {
    await db.schema.alterTable('subscriptions').dropColumn(column).execute();
  }
}
