import type { Kysely } from 'kysely';
import type { Seed } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { searchText } from '../../lib/list.js';

const primary = ['Primary 1', 'Primary 2', 'Primary 3', 'Primary 4', 'Primary 5', 'Primary 6'];
const upperPrimary = ['Primary 4', 'Primary 5', 'Primary 6'];
const preparatory = ['Preparatory 1', 'Preparatory 2', 'Preparatory 3'];
const secondary = ['Secondary 1', 'Secondary 2', 'Secondary 3'];
const everyClass = [...primary, ...preparatory, ...secondary];

interface DemoSubject {
  code: string;
  name_en: string;
  name_ar: string;
  /** Classes by English name (see the ladder in stages.seed.ts). */
  classes: readonly string[];
  /** A specialization by English name and the class it belongs to. */
  specialization?: { name_en: string; class: string };
}

/**
 * About twenty subjects of the Egyptian curriculum across the ladder. The
 * teachers' seeder links teachers to them by code.
 */
export const demoSubjects: readonly DemoSubject[] = [
  { code: 'ARB', name_en: 'Arabic', name_ar: 'اللغة العربية', classes: everyClass },
  { code: 'ENG', name_en: 'English', name_ar: 'اللغة الإنجليزية', classes: everyClass },
  { code: 'REL', name_en: 'Religion', name_ar: 'التربية الدينية', classes: everyClass },
  { code: 'MATH', name_en: 'Mathematics', name_ar: 'الرياضيات', classes: [...primary, ...preparatory, 'Secondary 1'] },
  { code: 'DISC', name_en: 'Discover', name_ar: 'اكتشف', classes: ['Primary 1', 'Primary 2', 'Primary 3'] },
  { code: 'SCI', name_en: 'Science', name_ar: 'العلوم', classes: [...upperPrimary, ...preparatory] },
  {
    code: 'SOC',
    name_en: 'Social Studies',
    name_ar: 'الدراسات الاجتماعية',
    classes: [...upperPrimary, ...preparatory],
  },
  {
    code: 'ICT',
    name_en: 'ICT',
    name_ar: 'تكنولوجيا المعلومات والاتصالات',
    classes: [...upperPrimary, ...preparatory],
  },
  { code: 'PHY', name_en: 'Physics', name_ar: 'الفيزياء', classes: secondary },
  { code: 'CHEM', name_en: 'Chemistry', name_ar: 'الكيمياء', classes: secondary },
  {
    code: 'BIO',
    name_en: 'Biology',
    name_ar: 'الأحياء',
    classes: secondary,
    specialization: { name_en: 'Science', class: 'Secondary 3' },
  },
  {
    code: 'GEOL',
    name_en: 'Geology',
    name_ar: 'الجيولوجيا',
    classes: ['Secondary 3'],
    specialization: { name_en: 'Science', class: 'Secondary 3' },
  },
  {
    code: 'PMATH',
    name_en: 'Pure Mathematics',
    name_ar: 'الرياضيات البحتة',
    classes: ['Secondary 2', 'Secondary 3'],
    specialization: { name_en: 'Mathematics', class: 'Secondary 3' },
  },
  {
    code: 'AMATH',
    name_en: 'Applied Mathematics',
    name_ar: 'الرياضيات التطبيقية',
    classes: ['Secondary 2', 'Secondary 3'],
    specialization: { name_en: 'Mathematics', class: 'Secondary 3' },
  },
  {
    code: 'HIST',
    name_en: 'History',
    name_ar: 'التاريخ',
    classes: secondary,
    specialization: { name_en: 'Literary', class: 'Secondary 3' },
  },
  {
    code: 'GEOG',
    name_en: 'Geography',
    name_ar: 'الجغرافيا',
    classes: secondary,
    specialization: { name_en: 'Literary', class: 'Secondary 3' },
  },
  {
    code: 'PHIL',
    name_en: 'Philosophy and Logic',
    name_ar: 'الفلسفة والمنطق',
    classes: ['Secondary 1', 'Secondary 2'],
    specialization: { name_en: 'Literary', class: 'Secondary 2' },
  },
  {
    code: 'PSY',
    name_en: 'Psychology and Sociology',
    name_ar: 'علم النفس والاجتماع',
    classes: ['Secondary 2', 'Secondary 3'],
    specialization: { name_en: 'Literary', class: 'Secondary 3' },
  },
  { code: 'FRE', name_en: 'French', name_ar: 'اللغة الفرنسية', classes: [...preparatory, ...secondary] },
  { code: 'GER', name_en: 'German', name_ar: 'اللغة الألمانية', classes: secondary },
  { code: 'CIT', name_en: 'Citizenship', name_ar: 'التربية الوطنية', classes: secondary },
];

/**
 * The demo subjects, linked to the seeded classes and specializations by
 * their English names. A class or specialization that is not there is skipped,
 * so the seeder works whatever the earlier seeders created.
 */
export async function seedSubjects(db: Kysely<Database>): Promise<void> {
  const classes = await db.selectFrom('classes').select(['id', 'name_en']).execute();
  const classId = new Map(classes.map((c) => [c.name_en, c.id]));
  const specializations = await db.selectFrom('specializations').select(['id', 'name_en', 'class_id']).execute();
  const now = new Date().toISOString();
  for (const s of demoSubjects) {
    const ids = [...new Set(s.classes.flatMap((name) => classId.get(name) ?? []))];
    const specClass = s.specialization ? classId.get(s.specialization.class) : undefined;
    const specialization = specializations.find(
      (sp) => sp.name_en === s.specialization?.name_en && sp.class_id === specClass && ids.includes(sp.class_id),
    );
    const { id } = await db
      .insertInto('subjects')
      .values({
        code: s.code,
        name_en: s.name_en,
        name_ar: s.name_ar,
        specialization_id: specialization?.id ?? null,
        search_text: searchText(s.name_ar, s.name_en, s.code),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (ids.length) {
      await db
        .insertInto('subject_classes')
        .values(ids.map((class_id) => ({ subject_id: id, class_id })))
        .execute();
    }
  }
}

export const seed: Seed = { after: ['classes', 'specializations'], run: seedSubjects };
