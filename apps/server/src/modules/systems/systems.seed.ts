import type { Kysely } from 'kysely';
import type { Seed } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { searchText } from '../../lib/list.js';

/** The educational systems every class offers. */
export const demoSystems = [
  { name_en: 'Arabic', name_ar: 'عربي' },
  { name_en: 'Languages', name_ar: 'لغات' },
] as const;

/** Arabic and Languages for every class (run after the classes' seeder). */
export async function seedSystems(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  const classes = await db
    .selectFrom('classes')
    .innerJoin('stages', 'stages.id', 'classes.stage_id')
    .select('classes.id')
    .orderBy('stages.sort_order')
    .orderBy('classes.sort_order')
    .execute();
  for (const c of classes) {
    for (const s of demoSystems) {
      await db
        .insertInto('systems')
        .values({
          class_id: c.id,
          ...s,
          search_text: searchText(s.name_ar, s.name_en),
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
}

export const seed: Seed = { after: ['classes'], run: seedSystems };
