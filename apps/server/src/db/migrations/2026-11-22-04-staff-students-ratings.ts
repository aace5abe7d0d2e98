import { sql, type Kysely } from 'kysely';
import { isPostgres, timestampType, withId } from './schema-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(pg);

  // Staff: the day a support agent (or teacher) joined, and what `?q=` matches.
  await db.schema.alterTable('users').addColumn('joined_on', 'varchar(10)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('search_text', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('teacher_subjects')
    .addColumn('teacher_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('teacher_subjects_pk', ['teacher_id', 'subject_id'])
    .execute();
  await db.schema.createIndex('teacher_subjects_subject_idx').on('teacher_subjects').column('subject_id').execute();

  await db.schema
    .createTable('teacher_classes')
    .addColumn('teacher_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('teacher_classes_pk', ['teacher_id', 'class_id'])
    .execute();
  await db.schema.createIndex('teacher_classes_class_idx').on('teacher_classes').column('class_id').execute();

  // Students: the fields ratings need now; the students feature adds the rest.
  await withId(db.schema.createTable('students'), pg)
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.unique())
    .addColumn('class_id', 'integer', (c) => c.references('classes.id').onDelete('restrict'))
    .addColumn('system_id', 'integer', (c) => c.references('systems.id').onDelete('restrict'))
    .addColumn('search_text', 'varchar(400)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('students_class_idx').on('students').column('class_id').execute();
  await db.schema.createIndex('students_system_idx').on('students').column('system_id').execute();

  // One rating a student gives a teacher: 1 to 5 stars and an optional comment.
  await withId(db.schema.createTable('teacher_ratings'), pg)
    .addColumn('teacher_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('stars', 'integer', (c) => c.notNull().check(sql`stars between 1 and 5`))
    .addColumn('comment', 'varchar(1000)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('teacher_ratings_once', ['teacher_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('teacher_ratings_teacher_idx')
    .on('teacher_ratings')
    .columns(['teacher_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['teacher_ratings', 'students', 'teacher_classes', 'teacher_subjects']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('search_text').execute();
  await db.schema.alterTable('users').dropColumn('joined_on').execute();
}
