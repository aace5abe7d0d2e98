import { sql, type Kysely } from 'kysely';
import { addSearchIndex, isPostgres, timestampType, withId } from './schema-helpers.js';

/**
 * Secret codes and subscription code groups (docs/codes.md).
 *
 * - `code_groups`: what a group's codes open (a curriculum, or courses in
 *   `code_group_courses`), at what price, with its codes' counts kept on
 *   write (the list sorts by them).
 * - `code_batches`: one row a request that made codes.
 * - `codes`: one row a code, unique; `used_at` and `student_id` are set
 *   once, by one conditional update (a code is redeemed at most once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(pg);

  await withId(db.schema.createTable('code_groups'), pg)
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('teacher_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id'))
    .addColumn('content_type', 'varchar(12)', (c) => c.notNull())
    .addColumn('curriculum_id', 'integer', (c) => c.references('curricula.id'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('period_days', 'integer')
    .addColumn('code_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('available_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint(
      'code_groups_content',
      sql`(content_type = 'curriculum' and curriculum_id is not null and period_days is not null)
        or (content_type = 'course' and curriculum_id is null)`,
    )
    .addCheckConstraint(
      'code_groups_counts',
      sql`price >= 0 and used_count >= 0 and used_count <= code_count and available_count = code_count - used_count`,
    )
    .execute();
  const groupIndexes: [string, string[]][] = [
    ['code_groups_created_idx', ['created_at', 'id']],
    ['code_groups_updated_idx', ['updated_at', 'id']],
    ['code_groups_title_idx', ['title', 'id']],
    ['code_groups_count_idx', ['code_count', 'id']],
    ['code_groups_available_idx', ['available_count', 'id']],
    ['code_groups_teacher_idx', ['teacher_id', 'created_at', 'id']],
    ['code_groups_class_idx', ['class_id', 'created_at', 'id']],
    ['code_groups_type_idx', ['content_type', 'created_at', 'id']],
  ];
  for (const [name, columns] of groupIndexes)
    await db.schema.createIndex(name).on('code_groups').columns(columns).execute();
  await addSearchIndex(db, 'code_groups');

  await db.schema
    .createTable('code_group_courses')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('code_groups.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addPrimaryKeyConstraint('code_group_courses_pk', ['group_id', 'course_id'])
    .execute();
  await db.schema.createIndex('code_group_courses_course_idx').on('code_group_courses').column('course_id').execute();

  await withId(db.schema.createTable('code_batches'), pg)
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.references('code_groups.id').onDelete('cascade'))
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('codes'), pg)
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.references('code_groups.id').onDelete('cascade'))
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('code_batches.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.references('students.id'))
    .addColumn('used_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addCheckConstraint(
      'codes_kind',
      sql`(kind = 'wallet' and group_id is null) or (kind = 'subscription' and group_id is not null)`,
    )
    .addCheckConstraint('codes_used', sql`(used_at is null) = (student_id is null)`)
    .execute();
  await db.schema.createIndex('codes_code_key').on('codes').column('code').unique().execute();
  const codeIndexes: [string, string][] = [
    ['codes_created_idx', 'created_at, id'],
    ['codes_price_idx', 'price, id'],
    // An unused code sorts first (a sort key is never null).
    ['codes_used_at_idx', "coalesce(used_at, '1970-01-01T00:00:00.000Z'), id"],
    ['codes_batch_idx', 'batch_id, created_at, id'],
    ['codes_group_idx', 'group_id, created_at, id'],
    ['codes_student_idx', 'student_id, created_at, id'],
    ['codes_kind_idx', 'kind, created_at, id'],
  ];
  for (const [name, columns] of codeIndexes) {
    await db.schema.createIndex(name).on('codes').expression(sql.raw(columns)).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('codes').execute();
  await db.schema.dropTable('code_batches').execute();
  await db.schema.dropTable('code_group_courses').execute();
  if (!isPostgres(db)) await sql`drop table if exists code_groups_search`.execute(db);
  await db.schema.dropTable('code_groups').execute();
}
