import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers.js';

/**
 * Lists that stay fast on large tables.
 *
 * 1. Every column a list sorts or filters by gets a b-tree index that ends with `id`, so a page
 *    (offset or keyset) walks the index in the list's order instead of sorting the table.
 * 2. What a list shows or sorts by from a child table is kept on the parent row by triggers, so no
 *    write path can forget it and it changes in the same transaction as the write:
 *    `stages.class_count`, and a teacher's (`users`) `rating_count`, `rating_sum`, `rating_average`.
 * 3. On PostgreSQL, `search_text LIKE '%q%'` gets a pg_trgm GIN index when the extension can be
 *    created; when it cannot, the migration goes on without it. SQLite has no index for a
 *    substring LIKE: there a search walks the sort index and tests each row.
 */

/** [table, index name, columns]: created on both databases. */
const indexes: [string, string, string[]][] = [
  ['stages', 'stages_sort_order_list_idx', ['sort_order', 'id']],
  ['stages', 'stages_name_en_list_idx', ['name_en', 'id']],
  ['stages', 'stages_name_ar_list_idx', ['name_ar', 'id']],
  ['stages', 'stages_code_list_idx', ['code', 'id']],
  ['stages', 'stages_created_at_list_idx', ['created_at', 'id']],

  ['classes', 'classes_stage_order_list_idx', ['stage_id', 'sort_order', 'id']],
  ['classes', 'classes_name_en_list_idx', ['name_en', 'id']],
  ['classes', 'classes_name_ar_list_idx', ['name_ar', 'id']],
  ['classes', 'classes_created_at_list_idx', ['created_at', 'id']],

  ['systems', 'systems_class_list_idx', ['class_id', 'id']],
  ['systems', 'systems_name_en_list_idx', ['name_en', 'id']],
  ['systems', 'systems_name_ar_list_idx', ['name_ar', 'id']],
  ['systems', 'systems_created_at_list_idx', ['created_at', 'id']],

  ['specializations', 'specializations_class_list_idx', ['class_id', 'id']],
  ['specializations', 'specializations_name_en_list_idx', ['name_en', 'id']],
  ['specializations', 'specializations_name_ar_list_idx', ['name_ar', 'id']],
  ['specializations', 'specializations_created_at_list_idx', ['created_at', 'id']],

  ['subjects', 'subjects_name_en_list_idx', ['name_en', 'id']],
  ['subjects', 'subjects_name_ar_list_idx', ['name_ar', 'id']],
  ['subjects', 'subjects_code_list_idx', ['code', 'id']],
  ['subjects', 'subjects_created_at_list_idx', ['created_at', 'id']],
  ['subjects', 'subjects_specialization_name_en_list_idx', ['specialization_id', 'name_en', 'id']],
  // The class filter reads subject ids of one class; the primary key (subject_id, class_id) serves
  // the other direction.
  ['subject_classes', 'subject_classes_class_subject_idx', ['class_id', 'subject_id']],

  // Staff lists always filter by role first.
  ['users', 'users_role_name_list_idx', ['role', 'name', 'id']],
  ['users', 'users_role_created_at_list_idx', ['role', 'created_at', 'id']],
  ['users', 'users_role_joined_on_list_idx', ['role', 'joined_on', 'id']],
  ['users', 'users_role_active_name_list_idx', ['role', 'active', 'name', 'id']],
  ['users', 'users_role_rating_list_idx', ['role', 'rating_average', 'rating_count', 'id']],
  ['teacher_subjects', 'teacher_subjects_subject_teacher_idx', ['subject_id', 'teacher_id']],
  ['teacher_classes', 'teacher_classes_class_teacher_idx', ['class_id', 'teacher_id']],

  ['teacher_ratings', 'teacher_ratings_teacher_created_list_idx', ['teacher_id', 'created_at', 'id']],
  ['teacher_ratings', 'teacher_ratings_teacher_stars_list_idx', ['teacher_id', 'stars', 'created_at', 'id']],
  ['teacher_ratings', 'teacher_ratings_student_idx', ['student_id']],

  ['students', 'students_name_list_idx', ['name', 'id']],
  ['students', 'students_created_at_list_idx', ['created_at', 'id']],
];

/** Tables whose `search_text` a list matches with a substring LIKE. */
const searchedTables = ['stages', 'classes', 'systems', 'specializations', 'subjects', 'users', 'students'];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .alterTable('stages')
    .addColumn('class_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('rating_average', pg ? 'double precision' : 'real', (c) => c.notNull().defaultTo(0))
    .execute();

  await sql`update stages set class_count = (select count(*) from classes where classes.stage_id = stages.id)`.execute(
    db,
  );
  await sql`
    update users set
      rating_count = r.n,
      rating_sum = r.total,
      rating_average = r.total * 1.0 / r.n
    from (select teacher_id, count(*) as n, sum(stars) as total from teacher_ratings group by teacher_id) as r
    where r.teacher_id = users.id`.execute(db);

  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);

  for (const [table, name, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }

  if (pg && (await trigramAvailable(db))) {
    for (const table of searchedTables) {
      await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(
        db,
      );
    }
  }
}

async function sqliteTriggers(db: Kysely<any>) {
  const statements = [
    sql`create trigger classes_count_insert after insert on classes begin
      update stages set class_count = class_count + 1 where id = new.stage_id;
    end`,
    sql`create trigger classes_count_delete after delete on classes begin
      update stages set class_count = class_count - 1 where id = old.stage_id;
    end`,
    sql`create trigger classes_count_move after update of stage_id on classes when old.stage_id <> new.stage_id begin
      update stages set class_count = class_count - 1 where id = old.stage_id;
      update stages set class_count = class_count + 1 where id = new.stage_id;
    end`,
    // SET expressions read the row as it was before the update, on both databases.
    sql`create trigger teacher_ratings_summary_insert after insert on teacher_ratings begin
      update users set rating_count = rating_count + 1, rating_sum = rating_sum + new.stars,
        rating_average = (rating_sum + new.stars) * 1.0 / (rating_count + 1)
      where id = new.teacher_id;
    end`,
    sql`create trigger teacher_ratings_summary_delete after delete on teacher_ratings begin
      update users set rating_count = rating_count - 1, rating_sum = rating_sum - old.stars,
        rating_average = case when rating_count = 1 then 0 else (rating_sum - old.stars) * 1.0 / (rating_count - 1) end
      where id = old.teacher_id;
    end`,
    sql`create trigger teacher_ratings_summary_update after update of stars, teacher_id on teacher_ratings begin
      update users set rating_count = rating_count - 1, rating_sum = rating_sum - old.stars,
        rating_average = case when rating_count = 1 then 0 else (rating_sum - old.stars) * 1.0 / (rating_count - 1) end
      where id = old.teacher_id;
      update users set rating_count = rating_count + 1, rating_sum = rating_sum + new.stars,
        rating_average = (rating_sum + new.stars) * 1.0 / (rating_count + 1)
      where id = new.teacher_id;
    end`,
  ];
  for (const statement of statements) await statement.execute(db);
}

async function postgresTriggers(db: Kysely<any>) {
  await sql`
    create function stages_keep_class_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.stage_id is not distinct from old.stage_id then return null; end if;
      if tg_op in ('UPDATE', 'DELETE') then
        update stages set class_count = class_count - 1 where id = old.stage_id;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        update stages set class_count = class_count + 1 where id = new.stage_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger classes_keep_class_count after insert or delete or update of stage_id on classes
    for each row execute function stages_keep_class_count()`.execute(db);

  await sql`
    create function users_keep_rating_summary() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.stars = old.stars and new.teacher_id = old.teacher_id then return null; end if;
      if tg_op in ('UPDATE', 'DELETE') then
        update users set rating_count = rating_count - 1, rating_sum = rating_sum - old.stars,
          rating_average = case when rating_count = 1 then 0 else (rating_sum - old.stars)::float8 / (rating_count - 1) end
        where id = old.teacher_id;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        update users set rating_count = rating_count + 1, rating_sum = rating_sum + new.stars,
          rating_average = (rating_sum + new.stars)::float8 / (rating_count + 1)
        where id = new.teacher_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger teacher_ratings_keep_summary after insert or delete or update of stars, teacher_id on teacher_ratings
    for each row execute function users_keep_rating_summary()`.execute(db);
}

/**
 * Creates pg_trgm if it can. The migrator runs a PostgreSQL migration in a transaction, so a refusal
 * (no privilege, no contrib package) is caught at a savepoint and the list goes on without the
 * search index; run outside a transaction, a refusal aborts nothing.
 */
async function trigramAvailable(db: Kysely<any>): Promise<boolean> {
  const attempt = async (conn: Kysely<any>, inTransaction: boolean) => {
    if (inTransaction) await sql`savepoint pg_trgm_check`.execute(conn);
    try {
      await sql`create extension if not exists pg_trgm`.execute(conn);
      if (inTransaction) await sql`release savepoint pg_trgm_check`.execute(conn);
      return true;
    } catch {
      if (inTransaction) await sql`rollback to savepoint pg_trgm_check`.execute(conn);
      return false;
    }
  };
  return db.isTransaction ? attempt(db, true) : db.connection().execute((conn) => attempt(conn, false));
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  if (pg) {
    for (const table of searchedTables)
      await sql`drop index if exists ${sql.id(`${table}_search_trgm_idx`)}`.execute(db);
  }
  for (const [, name] of indexes) await db.schema.dropIndex(name).execute();
  if (pg) {
    await sql`drop trigger teacher_ratings_keep_summary on teacher_ratings`.execute(db);
    await sql`drop function users_keep_rating_summary()`.execute(db);
    await sql`drop trigger classes_keep_class_count on classes`.execute(db);
    await sql`drop function stages_keep_class_count()`.execute(db);
  } else {
    for (const name of [
      'teacher_ratings_summary_update',
      'teacher_ratings_summary_delete',
      'teacher_ratings_summary_insert',
      'classes_count_move',
      'classes_count_delete',
      'classes_count_insert',
    ]) {
      await sql`drop trigger ${sql.id(name)}`.execute(db);
    }
  }
  for (const column of ['rating_average', 'rating_sum', 'rating_count']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.alterTable('stages').dropColumn('class_count').execute();
}
