import { exportQuery, idFilter, listResponse, nameSchema, pageQuery, searchQuery, sortQuery } from './list.js';
import { z } from './zod-setup.js';

/** A specialization of a class, e.g. علمي علوم (Science), علمي رياضة (Mathematics), أدبي (Literary). */
export const specializationSchema = z.object({
  id: z.number().int(),
  /** Arabic name, e.g. علمي رياضة. */
  name_ar: z.string(),
  /** English name, e.g. Mathematics. */
  name_en: z.string(),
  /** The class the specialization belongs to. */
  class_id: z.number().int(),
  /** The class's Arabic name, for display. */
  class_name_ar: z.string(),
  /** The class's English name, for display. */
  class_name_en: z.string(),
  created_at: z.string(),
});
export type Specialization = z.infer<typeof specializationSchema>;

const specializationFields = z.strictObject({
  name_ar: nameSchema,
  name_en: nameSchema,
  /** The class the specialization belongs to; it must exist. */
  class_id: z.number().int().positive(),
});

/** `POST /specializations` body. */
export const specializationCreateSchema = specializationFields;
export type SpecializationCreate = z.input<typeof specializationCreateSchema>;

/** `PATCH /specializations/:id` body: any of the fields. */
export const specializationUpdateSchema = specializationFields.partial();
export type SpecializationUpdate = z.input<typeof specializationUpdateSchema>;

const specializationFilters = {
  /** `class` is the ladder's order of the classes (stage, then class). */
  sort: sortQuery(['class', 'name_en', 'name_ar', 'created_at'], 'class'),
  q: searchQuery,
  /** Only the specializations of this class. */
  class_id: idFilter,
};
export const specializationListQuery = z.strictObject({ ...pageQuery, ...specializationFilters });
export const specializationExportQuery = z.strictObject({ ...specializationFilters, ...exportQuery });
export type SpecializationListQuery = z.output<typeof specializationListQuery>;
export const specializationListSchema = listResponse(specializationSchema);
