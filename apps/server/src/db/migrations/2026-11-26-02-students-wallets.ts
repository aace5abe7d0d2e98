import { sql, type Kysely } from 'kysely';
import { appendOnly, dropAppendOnly, isPostgres, timestampType, withId } from './schema-helpers.js';

/**
 * Students take their own screens: the permission to comment, the wallet
 * and its ledger, the money-moving requests' idempotency keys, and an index
 * for every sort and filter of the students' list.
 *
 * - `students.wallet_balance` (piastres, never below 0) changes only with a
 *   row of `wallet_moves` written in the same transaction (`lib/wallet.ts`);
 *   the ledger is append-only in the database (a correction is a reversing row).
 * - A sort key is never null (keyset reading): a nullable column sorts by
 *   `coalesce(column, …)`, indexed as that expression.
 * - `idempotency_keys`: a money-moving `POST`'s key, the hash of its request
 *   and its first answer, so a repeat gets that answer and has no effect.
 */
const sortIndexes: [string, string][] = [
  ['students_phone_idx', 'phone, id'],
  ['students_email_idx', "coalesce(email, ''), id"],
  ['students_class_sort_idx', 'coalesce(class_id, 0), id'],
  ['students_system_sort_idx', 'coalesce(system_id, 0), id'],
  ['students_balance_idx', 'wallet_balance, id'],
  ['students_comment_idx', 'can_comment, id'],
  ['students_quiz_average_sort_idx', 'coalesce(quiz_average, -1), id'],
  ['students_assignment_average_sort_idx', 'coalesce(assignment_average, -1), id'],
  ['students_completion_rate_sort_idx', 'coalesce(completion_rate, -1), id'],
  // A class's or a system's students, newest first (the list's default order).
  ['students_class_created_idx', 'class_id, created_at, id'],
  ['students_system_created_idx', 'system_id, created_at, id'],
];

/** Indexes of earlier migrations the ones above replace (a nullable sort key, or a prefix of a longer index). */
const replaced: [string, string][] = [
  ['students_quiz_average_idx', 'quiz_average, id'],
  ['students_assignment_average_idx', 'assignment_average, id'],
  ['students_completion_rate_idx', 'completion_rate, id'],
  ['students_class_idx', 'class_id'],
  ['students_system_idx', 'system_id'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .alterTable('students')
    .addColumn('can_comment', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('students')
    .addColumn('wallet_balance', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`wallet_balance >= 0`),
    )
    .execute();

  for (const [name] of replaced) await db.schema.dropIndex(name).ifExists().execute();
  for (const [name, columns] of sortIndexes) {
    await db.schema.createIndex(name).on('students').expression(sql.raw(columns)).execute();
  }

  await withId(db.schema.createTable('wallet_moves'), pg)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id'))
    // Piastres: above 0 a credit, below 0 a debit; never 0.
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)')
    // Who moved it, with the name at the time (a user or an API key; no foreign key, as in the audit trail).
    .addColumn('actor_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('actor_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', timestampType(pg), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_moves_student_idx').on('wallet_moves').columns(['student_id', 'id']).execute();
  await db.schema
    .createIndex('wallet_moves_student_kind_idx')
    .on('wallet_moves')
    .columns(['student_id', 'kind', 'id'])
    .execute();
  await appendOnly(db, 'wallet_moves');

  await db.schema
    .createTable('idempotency_keys')
    // `user:<id>` or `key:<id>`: a key is the client's, so two clients may pick the same one.
    .addColumn('principal', 'varchar(40)', (c) => c.notNull())
    .addColumn('key', 'varchar(128)', (c) => c.notNull())
    // The method and route, and the SHA-256 of the path and body: the same key with another request is a 409.
    .addColumn('route', 'varchar(200)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType(pg), (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['principal', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await dropAppendOnly(db, 'wallet_moves');
  await db.schema.dropTable('wallet_moves').execute();
  for (const [name] of sortIndexes) await db.schema.dropIndex(name).execute();
  for (const [name, columns] of replaced) {
    await db.schema.createIndex(name).on('students').expression(sql.raw(columns)).execute();
  }
  await db.schema.alterTable('students').dropColumn('wallet_balance').execute();
  await db.schema.alterTable('students').dropColumn('can_comment').execute();
}
