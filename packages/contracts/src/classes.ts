import { exportQuery, idFilter, nameSchema, pageQuery, searchQuery, sortQuery } from './list.js';
import { z } from './zod-setup.js';

/** A class (academic year) of a stage, e.g. الصف الأول الثانوي. */
export const classSchema = z
  .object({
    id: z.number().int(),
    /** Arabic name, e.g. الصف الأول الثانوي. */
    name_ar: z.string(),
    /** English name, e.g. Secondary 1. */
    name_en: z.string(),
    /** Position inside its stage, smallest first. */
    sort_order: z.number().int(),
    /** The academic stage the class belongs to. */
    stage_id: z.number().int(),
    /** The stage's Arabic name, for display. */
    stage_name_ar: z.string(),
    /** The stage's English name, for display. */
    stage_name_en: z.string(),
    /** Educational systems of this class. */
    system_count: z.number().int(),
    /** Specializations of this class. */
    specialization_count: z.number().int(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'Class',
    description: 'A class (صف دراسي), an academic year of a stage.',
    examples: [
      {
        id: 10,
        name_ar: 'الصف الأول الثانوي',
        name_en: 'Secondary 1',
        sort_order: 1,
        stage_id: 3,
        stage_name_ar: 'المرحلة الثانوية',
        stage_name_en: 'Secondary',
        system_count: 2,
        specialization_count: 0,
        created_at: '2026-01-15T08:30:00.000Z',
      },
    ],
  });
export type Class = z.infer<typeof classSchema>;

const classFields = z.strictObject({
  name_ar: nameSchema,
  name_en: nameSchema,
  sort_order: z.number().int().min(0).max(999),
  /** The stage the class belongs to; it must exist. */
  stage_id: z.number().int().min(1),
});

/** `POST /classes` body. */
export const classCreateSchema = classFields
  .extend({ sort_order: classFields.shape.sort_order.default(0) })
  .meta({ examples: [{ name_ar: 'الصف الأول الثانوي', name_en: 'Secondary 1', stage_id: 3, sort_order: 1 }] });
export type ClassCreate = z.input<typeof classCreateSchema>;

/** `PATCH /classes/:id` body: any of the fields (none has a default, so a missing one stays as it is). */
export const classUpdateSchema = classFields.partial();
export type ClassUpdate = z.input<typeof classUpdateSchema>;

const classFilters = {
  /**
   * `sort_order` is the ladder's order: the stage's order first, then the
   * class's order inside it.
   */
  sort: sortQuery(['sort_order', 'name_en', 'name_ar', 'created_at'], 'sort_order'),
  q: searchQuery,
  /** Only the classes of this stage. */
  stage_id: idFilter,
  /** Only the classes this teacher teaches (where his or her curricula and courses may go). */
  teacher_id: idFilter,
};
export const classListQuery = z.strictObject({ ...pageQuery, ...classFilters });
export const classExportQuery = z.strictObject({ ...classFilters, ...exportQuery });
export type ClassListQuery = z.output<typeof classListQuery>;
