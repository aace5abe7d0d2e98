import type { Kysely } from 'kysely';
import type { Seed } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { stages } from './stages.service.js';

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
  for (const [i, { code, name_en, name_ar }] of demoLadder.entries()) {
    await stages.create(db, { code, name_en, name_ar, sort_order: i + 1 });
  }
}

export const seed: Seed = { run: seedStages };
