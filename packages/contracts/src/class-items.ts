import { idFilter, listQueries, nameSchema, searchQuery, sortQuery } from './list.js';
import { z } from './zod-setup.js';

/**
 * What a class has a list of, named in two languages: its educational
 * systems (`/systems`) and its specializations (`/specializations`). Both
 * are this one contract.
 */
export const classItemSchema = z.object({
  id: z.number().int(),
  /** Arabic name, e.g. لغات or علمي رياضة. */
  name_ar: z.string(),
  /** English name, e.g. Languages or Mathematics. */
  name_en: z.string(),
  /** The class it belongs to. */
  class_id: z.number().int(),
  /** The class's Arabic name, for display. */
  class_name_ar: z.string(),
  /** The class's English name, for display. */
  class_name_en: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type ClassItem = z.infer<typeof classItemSchema>;

/** `POST` body: the names and the class, which must exist. */
export const classItemCreateSchema = z
  .strictObject({
    name_ar: nameSchema,
    name_en: nameSchema,
    /** The class it belongs to; it must exist. */
    class_id: z.number().int().min(1),
  })
  .meta({ examples: [{ name_ar: 'لغات', name_en: 'Languages', class_id: 10 }] });
export type ClassItemCreate = z.input<typeof classItemCreateSchema>;

/** `PATCH /:id` body: any of the fields. */
export const classItemUpdateSchema = classItemCreateSchema.partial();
export type ClassItemUpdate = z.input<typeof classItemUpdateSchema>;

export const { listQuery: classItemListQuery, exportQuery: classItemExportQuery } = listQueries({
  /** `class` is the ladder's order of the classes (stage, then class). */
  sort: sortQuery(['class', 'name_en', 'name_ar', 'created_at'], 'class'),
  q: searchQuery,
  /** Only the items of this class. */
  class_id: idFilter,
});
export type ClassItemListQuery = z.output<typeof classItemListQuery>;

/** An educational system of a class, e.g. عربي (Arabic) or لغات (Languages). */
export const systemSchema = classItemSchema.meta({
  id: 'System',
  description: 'An educational system (نظام تعليمي) of a class, e.g. Arabic or Languages.',
  examples: [
    {
      id: 4,
      name_ar: 'لغات',
      name_en: 'Languages',
      class_id: 10,
      class_name_ar: 'الصف الأول الثانوي',
      class_name_en: 'Secondary 1',
      created_at: '2026-01-15T08:30:00.000Z',
    },
  ],
});
export type System = ClassItem;
export const systemCreateSchema = classItemCreateSchema;
export type SystemCreate = ClassItemCreate;
export const systemUpdateSchema = classItemUpdateSchema;
export type SystemUpdate = ClassItemUpdate;
export const systemListQuery = classItemListQuery;
export const systemExportQuery = classItemExportQuery;

/** A specialization of a class, e.g. علمي علوم (Science), علمي رياضة (Mathematics), أدبي (Literary). */
export const specializationSchema = classItemSchema.meta({
  id: 'Specialization',
  description: 'A specialization (شعبة) of a class, e.g. Science, Mathematics, Literary.',
  examples: [
    {
      id: 7,
      name_ar: 'علمي رياضة',
      name_en: 'Mathematics',
      class_id: 12,
      class_name_ar: 'الصف الثالث الثانوي',
      class_name_en: 'Secondary 3',
      created_at: '2026-01-15T08:30:00.000Z',
    },
  ],
});
export type Specialization = ClassItem;
export const specializationCreateSchema = classItemCreateSchema;
export type SpecializationCreate = ClassItemCreate;
export const specializationUpdateSchema = classItemUpdateSchema;
export type SpecializationUpdate = ClassItemUpdate;
export const specializationListQuery = classItemListQuery;
export const specializationExportQuery = classItemExportQuery;
