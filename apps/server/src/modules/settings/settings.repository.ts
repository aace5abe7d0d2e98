import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export function allSettings(db: Kysely<Database>) {
  return db.selectFrom('settings').select(['key', 'value']).execute();
}

/** Writes one setting, adding it or replacing its value. */
export async function upsertSetting(db: Kysely<Database>, key: string, value: string, now: string) {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}
