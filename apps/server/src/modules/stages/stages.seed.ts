import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { searchText } from '../../lib/list.js';

/** The Egyptian school ladder: primary 1–6, preparatory 1–3, secondary 1–3. */
export const demoLadder = [
  {
    code: 'PRI',
    name_en: 'Primary',
    name_ar: 'المرحلة الابتدائية',
    classes: [
      ['Primary 1', 'الصف الأول الابتدائي'],
      ['Primary 2', 'الصف الثاني الابتدائي'],
      ['Primary 3', 'الصف الثالث الابتدائي'],
      ['Primary 4', 'الصف الرابع الابتدائي'],
      ['Primary 5', 'الصف الخامس الابتدائي'],
      ['Primary 6', 'الصف السادس الابتدائي'],
    ],
  },
  {
    code: 'PREP',
    name_en: 'Preparatory',
    name_ar: 'المرحلة الإعدادية',
    classes: [
      ['Preparatory 1', 'الصف الأول الإعدادي'],
      ['Preparatory 2', 'الصف الثاني الإعدادي'],
      ['Preparatory 3', 'الصف الثالث الإعدادي'],
    ],
  },
  {
    code: 'SEC',
    name_en: 'Secondary',
    name_ar: 'المرحلة الثانوية',
    classes: [
      ['Secondary 1', 'الصف الأول الثانوي'],
      ['Secondary 2', 'الصف الثاني الثانوي'],
      ['Secondary 3', 'الصف الثالث الثانوي'],
    ],
  },
] as const;

export async function seedStages(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  for (const [i, s] of demoLadder.entries()) {
    await db
      .insertInto('stages')
      .values({
        code: s.code,
        name_en: s.name_en,
        name_ar: s.name_ar,
        sort_order: i + 1,
        search_text: searchText(s.name_ar, s.name_en, s.code),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
