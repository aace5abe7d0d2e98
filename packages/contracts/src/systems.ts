import { exportQuery, idFilter, listResponse, nameSchema, pageQuery, searchQuery, sortQuery } from './list.js';
import { z } from './zod-setup.js';

/** An educational system of a class, e.g. عربي (Arabic) or لغات (Languages). */
export const systemSchema = z.object({
  id: z.number().int(),
  /** Arabic name, e.g. لغات. */
  name_ar: z.string(),
  /** English name, e.g. Languages. */
  name_en: z.string(),
  /** The class the system belongs to. */
  class_id: z.number().int(),
  /** The class's Arabic name, for display. */
  class_name_ar: z.string(),
  /** The class's English name, for display. */
  class_name_en: z.string(),
  created_at: z.string(),
});
export type System = z.infer<typeof systemSchema>;

const systemFields = z.strictObject({
  name_ar: nameSchema,
  name_en: nameSchema,
  /** The class the system belongs to; it must exist. */
  class_id: z.number().int().positive(),
});

/** `POST /systems` body. */
export const systemCreateSchema = systemFields;
export type SystemCreate = z.input<typeof systemCreateSchema>;

/** `PATCH /systems/:id` body: any of the fields. */
export const systemUpdateSchema = systemFields.partial();
export type SystemUpdate = z.input<typeof systemUpdateSchema>;

const systemFilters = {
  /** `class` is the ladder's order of the classes (stage, then class). */
  sort: sortQuery(['class', 'name_en', 'name_ar', 'created_at'], 'class'),
  q: searchQuery,
  /** Only the systems of this class. */
  class_id: idFilter,
};
export const systemListQuery = z.strictObject({ ...pageQuery, ...systemFilters });
export const systemExportQuery = z.strictObject({ ...systemFilters, ...exportQuery });
export type SystemListQuery = z.output<typeof systemListQuery>;
export const systemListSchema = listResponse(systemSchema);
