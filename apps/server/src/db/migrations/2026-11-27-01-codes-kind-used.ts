import { sql, type Kysely } from 'kysely';

/**
 * `codes_kind_used_idx`: a kind's codes used or not, newest first, as the
 * codes list filters and sorts them by default (`codes.service.ts`, with an
 * unused code's `used_at` as its sort key holds it). The unused wallet codes
 * (the cards still to sell) were read through the kind's index, each row
 * looked up for its `used_at`: at a million codes, about 20,000 lookups to
 * count them up to the cap, again after every redemption.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('codes_kind_used_idx')
    .on('codes')
    .expression(sql.raw("kind, coalesce(used_at, '1970-01-01T00:00:00.000Z'), created_at, id"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('codes_kind_used_idx').execute();
}
