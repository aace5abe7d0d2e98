import { sql, type Kysely } from 'kysely';
import { appendOnly, dropAppendOnly, isPostgres } from './schema-helpers';

/**
 * Where a subscription's and a payment's names come from: each kept column
 * (`names`) is the column of `table` whose id the row holds in `key`. A
 * curriculum and a course both give the content's names; a row has one of
 * them. A payment keeps its promo code as it was used (migration
 * 2026-11-26-04), so the promo codes are a subscription's source only.
 */
const SOURCES = [
  { table: 'curricula', key: 'curriculum_id', names: { content_name_ar: 'title_ar', content_name_en: 'title_en' } },
  { table: 'courses', key: 'course_id', names: { content_name_ar: 'name_ar', content_name_en: 'name_en' } },
  { table: 'subjects', key: 'subject_id', names: { subject_name_ar: 'name_ar', subject_name_en: 'name_en' } },
  { table: 'classes', key: 'class_id', names: { class_name_ar: 'name_ar', class_name_en: 'name_en' } },
  { table: 'users', key: 'teacher_id', names: { teacher_name: 'name' } },
  { table: 'promo_codes', key: 'promo_code_id', names: { promo_code: 'code' }, subscriptionsOnly: true },
] as const;

type Table = 'subscriptions' | 'payments';
const sourcesOf = (table: Table) => SOURCES.filter((s) => table === 'subscriptions' || !('subscriptionsOnly' in s));

/** The copies every row has (a subscription's promo code is null without one). */
const NEVER_NULL = [
  'content_name_ar',
  'content_name_en',
  'subject_name_ar',
  'subject_name_en',
  'class_name_ar',
  'class_name_en',
  'teacher_name',
];

/** Every column the triggers keep on `table`. */
export const keptOn = (table: Table) => (table === 'subscriptions' ? [...NEVER_NULL, 'promo_code'] : NEVER_NULL);

/** Every copy of `table` as its source has it, by the ids of the row `from` names (`new`, the table). */
function copiedNames(table: Table, from: string) {
  const row = sql.raw(from);
  return sql.join(
    [['content_name_ar', 'title_ar', 'name_ar'] as const, ['content_name_en', 'title_en', 'name_en'] as const]
      .map(
        ([copy, curriculum, course]) =>
          sql`${sql.id(copy)} = coalesce((select ${sql.id(curriculum)} from curricula where id = ${row}.curriculum_id),
            (select ${sql.id(course)} from courses where id = ${row}.course_id), '')`,
      )
      .concat(
        sourcesOf(table)
          .filter((s) => s.table !== 'curricula' && s.table !== 'courses')
          .flatMap((s) =>
            Object.entries(s.names).map(([copy, name]) => {
              const read = sql`(select ${sql.id(name)} from ${sql.id(s.table)} where id = ${row}.${sql.id(s.key)})`;
              return sql`${sql.id(copy)} = ${NEVER_NULL.includes(copy) ? sql`coalesce(${read}, '')` : read}`;
            }),
          ),
      ),
  );
}

/**
 * PostgreSQL's reads of a new row's names from their sources (`new.…`), each `for share`, and
 * on an update only those whose id changed.
 */
function sourceReads(table: Table) {
  return sourcesOf(table).map((s) => {
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
}

/**
 * A subscription and a payment keep the names they show — the content's,
 * subject's and class's in both languages, the teacher's, a subscription's
 * promo code — as they keep their student's (migration 2026-12-03-01):
 * PostgreSQL's copy of a million subscriptions joined six tables a row for
 * them, 1.9 of its 4.9 s.
 *
 * A trigger on each source rewrites the copies when a name changes (a
 * payment's follow its own ids: the teacher it was paid to). A
 * subscription's own trigger fills them when it is written and when one of
 * its ids changes (its content moved: `followContent`; a renewal's promo
 * code); on PostgreSQL it reads each source `for share`, so a rename
 * committed between that read and the subscription's commit cannot leave the
 * old name: the rename waits, then rewrites the new row too. Only the sources
 * whose id changed are read on an update: a renewal takes no lock it did not
 * take before. A payment is written with its subscription locked (a renewal)
 * or just made (a new subscription), which a rename must wait for too: its
 * names are the subscription's, read from its row, or from the sources, as a
 * subscription's, when their ids differ. On SQLite (one writer) a trigger
 * after the write sets them. A payment stays append-only: its names are
 * among the columns an update may set (`appendOnly`'s `kept`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const table of ['subscriptions', 'payments'] as const) {
    for (const column of NEVER_NULL) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
  }
  await db.schema.alterTable('subscriptions').addColumn('promo_code', 'text').execute();
  await fillContentNames(db);

  if (pg) {
    for (const table of ['subscriptions', 'payments'] as const) {
      for (const column of NEVER_NULL) {
        await db.schema
          .alterTable(table)
          .alterColumn(column, (c) => c.dropDefault())
          .execute();
      }
    }
    await sql`
      create function subscriptions_names_fn() returns trigger language plpgsql as $$
      begin
        ${sql.join(sourceReads('subscriptions'), sql``)}
        return new;
      end $$`.execute(db);
    await sql`create trigger subscriptions_names before insert or update of ${sql.join(
      sourcesOf('subscriptions').map((s) => sql.id(s.key)),
    )} on subscriptions for each row execute function subscriptions_names_fn()`.execute(db);
    const copies = sql.join(NEVER_NULL.map((c) => sql.raw(`new.${c}`)));
    await sql`
      create function payments_names_fn() returns trigger language plpgsql as $$
      begin
        select ${sql.join(NEVER_NULL.map((c) => sql.id(c)))} into ${copies} from subscriptions s
          where s.id = new.subscription_id and (s.curriculum_id, s.course_id, s.subject_id, s.class_id, s.teacher_id)
            is not distinct from (new.curriculum_id, new.course_id, new.subject_id, new.class_id, new.teacher_id);
        if not found then
          ${sql.join(sourceReads('payments'), sql``)}
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger payments_names before insert on payments
      for each row execute function payments_names_fn()`.execute(db);
    for (const s of SOURCES) {
      const names = Object.entries(s.names);
      const changed = sql.join(
        names.map(([, name]) => sql`old.${sql.id(name)} is distinct from new.${sql.id(name)}`),
        sql` or `,
      );
      const set = sql.join(names.map(([copy, name]) => sql`${sql.id(copy)} = new.${sql.id(name)}`));
      await sql`
        create function ${sql.id(`${s.table}_keep_money_names_fn`)}() returns trigger language plpgsql as $$
        begin
          update subscriptions set ${set} where ${sql.id(s.key)} = new.id;
          ${'subscriptionsOnly' in s ? sql`` : sql`update payments set ${set} where ${sql.id(s.key)} = new.id;`}
          return null;
        end $$`.execute(db);
      await sql`create trigger ${sql.id(`${s.table}_keep_money_names`)}
        after update of ${sql.join(names.map(([, name]) => sql.id(name)))} on ${sql.id(s.table)}
        for each row when (${changed}) execute function ${sql.id(`${s.table}_keep_money_names_fn`)}()`.execute(db);
    }
  } else {
    const keys = sourcesOf('subscriptions');
    await sql`create trigger subscriptions_names_insert after insert on subscriptions begin
      update subscriptions set ${copiedNames('subscriptions', 'new')} where id = new.id;
    end`.execute(db);
    await sql`create trigger subscriptions_names_update after update of ${sql.join(keys.map((s) => sql.id(s.key)))}
      on subscriptions when ${sql.join(
        keys.map((s) => sql`old.${sql.id(s.key)} is not new.${sql.id(s.key)}`),
        sql` or `,
      )} begin
      update subscriptions set ${copiedNames('subscriptions', 'new')} where id = new.id;
    end`.execute(db);
    await sql`create trigger payments_names_insert after insert on payments begin
      update payments set ${copiedNames('payments', 'new')} where id = new.id;
    end`.execute(db);
    for (const s of SOURCES) {
      const names = Object.entries(s.names);
      const set = sql.join(names.map(([copy, name]) => sql`${sql.id(copy)} = new.${sql.id(name)}`));
      await sql`create trigger ${sql.id(`${s.table}_keep_money_names`)}
        after update of ${sql.join(names.map(([, name]) => sql.id(name)))} on ${sql.id(s.table)}
        when ${sql.join(
          names.map(([, name]) => sql`old.${sql.id(name)} is not new.${sql.id(name)}`),
          sql` or `,
        )} begin
        update subscriptions set ${set} where ${sql.id(s.key)} = new.id;
        ${'subscriptionsOnly' in s ? sql`` : sql`update payments set ${set} where ${sql.id(s.key)} = new.id;`}
      end`.execute(db);
    }
  }
}

/**
 * Gives every subscription and payment the names of its content, subject, class and teacher (and
 * a subscription its promo code's) as they are, a pass over each table; a payment stays append-only
 * but for the names kept on it.
 */
export async function fillContentNames(db: Kysely<any>): Promise<void> {
  await sql`update subscriptions set ${copiedNames('subscriptions', 'subscriptions')}`.execute(db);
  await dropAppendOnly(db, 'payments');
  await sql`update payments set ${copiedNames('payments', 'payments')}`.execute(db);
  await appendOnly(db, 'payments', ['student_name', ...NEVER_NULL]);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const s of SOURCES) {
    const name = `${s.table}_keep_money_names`;
    await sql`drop trigger ${sql.id(name)}${pg ? sql` on ${sql.id(s.table)}` : sql``}`.execute(db);
    if (pg) await sql`drop function ${sql.id(`${name}_fn`)}()`.execute(db);
  }
  if (pg) {
    await sql`drop trigger subscriptions_names on subscriptions`.execute(db);
    await sql`drop function subscriptions_names_fn()`.execute(db);
    await sql`drop trigger payments_names on payments`.execute(db);
    await sql`drop function payments_names_fn()`.execute(db);
  } else {
    for (const trigger of ['subscriptions_names_insert', 'subscriptions_names_update', 'payments_names_insert']) {
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    }
  }
  await dropAppendOnly(db, 'payments');
  for (const column of NEVER_NULL) await db.schema.alterTable('payments').dropColumn(column).execute();
  await appendOnly(db, 'payments', ['student_name']);
  for (const column of keptOn('subscriptions')) {
    await db.schema.alterTable('subscriptions').dropColumn(column).execute();
  }
}
