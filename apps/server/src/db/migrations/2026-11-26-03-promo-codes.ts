import { sql, type Kysely } from 'kysely';
import { addSearchIndex, isPostgres, timestampType, withId } from './schema-helpers.js';

/**
 * Promo codes (docs/promo-codes.md). The code is stored upper-case, so one
 * unique index on it makes it unique whatever the case a code is typed in.
 * Days are `YYYY-MM-DD` text on both databases (they compare as text). The
 * checks hold what the service keeps, whatever writes: a use never passes
 * the limit (the use's conditional update counts on it), the end is not
 * before the start. Every sort has its `(column, id)` index; the state
 * filters walk the date indexes (`starts_on > today`, `ends_on < today`, and
 * the codes within their dates, which are few, for active and used up).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(pg);

  await withId(db.schema.createTable('promo_codes'), pg)
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('uses_limit', 'integer', (c) => c.notNull())
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_percent', 'integer', (c) => c.notNull())
    .addColumn('starts_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('ends_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('search_text', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('promo_codes_code_upper', sql`code = upper(code)`)
    .addCheckConstraint('promo_codes_uses_within_limit', sql`used_count >= 0 and used_count <= uses_limit`)
    .addCheckConstraint('promo_codes_discount_percent', sql`discount_percent between 1 and 100`)
    .addCheckConstraint('promo_codes_ends_after_start', sql`ends_on >= starts_on`)
    .execute();

  await db.schema.createIndex('promo_codes_code_key').on('promo_codes').column('code').unique().execute();
  const indexes: [string, string[]][] = [
    ['promo_codes_code_idx', ['code', 'id']],
    ['promo_codes_starts_on_idx', ['starts_on', 'id']],
    ['promo_codes_ends_on_idx', ['ends_on', 'id']],
    ['promo_codes_discount_idx', ['discount_percent', 'id']],
    ['promo_codes_used_count_idx', ['used_count', 'id']],
    ['promo_codes_created_idx', ['created_at', 'id']],
  ];
  for (const [name, columns] of indexes) await db.schema.createIndex(name).on('promo_codes').columns(columns).execute();

  await addSearchIndex(db, 'promo_codes');
}

export async function down(db: Kysely<any>): Promise<void> {
  // SQLite's search table (`addSearchIndex`); the triggers go with their table.
  if (!isPostgres(db)) await sql`drop table if exists promo_codes_search`.execute(db);
  await db.schema.dropTable('promo_codes').ifExists().execute();
}
