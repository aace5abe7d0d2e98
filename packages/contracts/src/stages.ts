import { listQueries, nameSchema, searchQuery, sortQuery } from './list.js';
import { trimText } from './text.js';
import { z } from './zod-setup.js';

/** Stage codes: letters, digits, `-` and `_`, as typed by the admin (e.g. `PRI`, `SEC`). */
export const stageCodeSchema = z
  .string()
  .overwrite(trimText)
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/);

/** An academic stage (primary, preparatory, secondary). */
export const stageSchema = z
  .object({
    id: z.number().int(),
    /** Arabic name, e.g. المرحلة الابتدائية. */
    name_ar: z.string(),
    /** English name, e.g. Primary. */
    name_en: z.string(),
    /** Unique short code. */
    code: z.string(),
    /** Position in lists, smallest first. */
    sort_order: z.number().int(),
    /** Classes in this stage. */
    class_count: z.number().int(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'Stage',
    description: 'An academic stage (مرحلة دراسية): primary, preparatory, secondary.',
    examples: [
      {
        id: 1,
        name_ar: 'المرحلة الابتدائية',
        name_en: 'Primary',
        code: 'PRI',
        sort_order: 1,
        class_count: 6,
        created_at: '2026-01-15T08:30:00.000Z',
      },
    ],
  });
export type Stage = z.infer<typeof stageSchema>;

const stageFields = z.strictObject({
  name_ar: nameSchema,
  name_en: nameSchema,
  code: stageCodeSchema,
  sort_order: z.number().int().min(0).max(999),
});

/** `POST /stages` body. */
export const stageCreateSchema = stageFields
  .extend({ sort_order: stageFields.shape.sort_order.default(0) })
  .meta({ examples: [{ name_ar: 'المرحلة الثانوية', name_en: 'Secondary', code: 'SEC', sort_order: 3 }] });
export type StageCreate = z.input<typeof stageCreateSchema>;

/** `PATCH /stages/:id` body: any of the fields (none has a default, so a missing one stays as it is). */
export const stageUpdateSchema = stageFields.partial();

export const { listQuery: stageListQuery, exportQuery: stageExportQuery } = listQueries({
  sort: sortQuery(['sort_order', 'name_en', 'name_ar', 'code', 'created_at'], 'sort_order'),
  q: searchQuery,
});
export type StageListQuery = z.output<typeof stageListQuery>;
