import type { Kysely } from 'kysely';
import type { Seed } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { searchText } from '../../lib/list.js';

const upperSecondary = [
  { name_en: 'Science', name_ar: 'علمي علوم' },
  { name_en: 'Mathematics', name_ar: 'علمي رياضة' },
  { name_en: 'Literary', name_ar: 'أدبي' },
] as const;

/** The specializations of the secondary classes, by the class's English name (see stages.seed.ts). */
export const demoSpecializations: Record<string, readonly { name_en: string; name_ar: string }[]> = {
  'Secondary 1': [{ name_en: 'General', name_ar: 'عام' }],
  'Secondary 2': upperSecondary,
  'Secondary 3': upperSecondary,
};

/** Secondary 1: General; Secondary 2 and 3: Science, Mathematics, Literary (run after the classes' seeder). */
export async function seedSpecializations(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  for (const [className, specializations] of Object.entries(demoSpecializations)) {
    const { id: classId } = await db
      .selectFrom('classes')
      .select('id')
      .where('name_en', '=', className)
      .executeTakeFirstOrThrow();
    for (const s of specializations) {
      await db
        .insertInto('specializations')
        .values({
          class_id: classId,
          name_en: s.name_en,
          name_ar: s.name_ar,
          search_text: searchText(s.name_ar, s.name_en),
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
}

export const seed: Seed = { after: ['classes'], run: seedSpecializations };
