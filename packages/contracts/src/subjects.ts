import { exportQuery, idFilter, nameSchema, pageQuery, searchQuery, sortQuery } from './list.js';
import { trimText } from './text.js';
import { z } from './zod-setup.js';

/** Subject codes: letters, digits, `-` and `_`, as typed by the admin (e.g. `MATH`, `PHY-3`). */
export const subjectCodeSchema = z
  .string()
  .overwrite(trimText)
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/);

/** At most this many academic years (classes) a subject. */
export const MAX_SUBJECT_CLASSES = 50;

/** A class (academic year) a subject is taught in. */
export const subjectClassSchema = z.object({
  id: z.number().int(),
  /** e.g. الصف الأول الثانوي. */
  name_ar: z.string(),
  /** e.g. Secondary 1. */
  name_en: z.string(),
  /** The academic stage the class belongs to. */
  stage_id: z.number().int(),
  /** The stage's Arabic name, for display. */
  stage_name_ar: z.string(),
  /** The stage's English name, for display. */
  stage_name_en: z.string(),
});
export type SubjectClass = z.infer<typeof subjectClassSchema>;

/** The specialization (شعبة) a subject belongs to. */
export const subjectSpecializationSchema = z.object({
  id: z.number().int(),
  /** e.g. علمي علوم. */
  name_ar: z.string(),
  /** e.g. Science. */
  name_en: z.string(),
  /** The class the specialization belongs to. */
  class_id: z.number().int(),
});

/** A subject (المادة الدراسية). */
export const subjectSchema = z
  .object({
    id: z.number().int(),
    /** Arabic name, e.g. الرياضيات. */
    name_ar: z.string(),
    /** English name, e.g. Mathematics. */
    name_en: z.string(),
    /** Unique short code, e.g. MATH. */
    code: z.string(),
    /** The specialization, when the subject belongs to one; it belongs to one of the subject's classes. */
    specialization_id: z.number().int().nullable(),
    specialization: subjectSpecializationSchema.nullable(),
    /** The academic years (classes) the subject is taught in, by stage and class order. */
    class_ids: z.array(z.number().int()),
    classes: z.array(subjectClassSchema),
    /** Teachers who teach the subject. */
    teacher_count: z.number().int(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'Subject',
    description: 'A subject (مادة دراسية), taught in some classes and maybe of one specialization.',
    examples: [
      {
        id: 21,
        name_ar: 'الرياضيات',
        name_en: 'Mathematics',
        code: 'MATH-S1',
        specialization_id: null,
        specialization: null,
        class_ids: [10],
        classes: [
          {
            id: 10,
            name_ar: 'الصف الأول الثانوي',
            name_en: 'Secondary 1',
            stage_id: 3,
            stage_name_ar: 'المرحلة الثانوية',
            stage_name_en: 'Secondary',
          },
        ],
        teacher_count: 2,
        created_at: '2026-01-15T08:30:00.000Z',
        updated_at: '2026-02-01T10:00:00.000Z',
      },
    ],
  });
export type Subject = z.infer<typeof subjectSchema>;

const subjectFields = z.strictObject({
  name_ar: nameSchema,
  name_en: nameSchema,
  code: subjectCodeSchema,
  /** Optional; when given it must belong to one of `class_ids` (else 400 `subject.specialization_mismatch`). */
  specialization_id: z.number().int().min(1).nullable(),
  /** The academic years: at least one, each an existing class. */
  class_ids: z.array(z.number().int().min(1)).min(1).max(MAX_SUBJECT_CLASSES),
});

/** `POST /subjects` body. */
export const subjectCreateSchema = subjectFields
  .extend({ specialization_id: subjectFields.shape.specialization_id.default(null) })
  .meta({
    examples: [{ name_ar: 'الفيزياء', name_en: 'Physics', code: 'PHY', specialization_id: null, class_ids: [10, 11] }],
  });
export type SubjectCreate = z.input<typeof subjectCreateSchema>;

/** `PATCH /subjects/:id` body: any of the fields (none has a default, so a missing one stays as it is). */
export const subjectUpdateSchema = subjectFields.partial();
export type SubjectUpdate = z.input<typeof subjectUpdateSchema>;

const subjectFilters = {
  sort: sortQuery(['name_en', 'name_ar', 'code', 'created_at'], 'name_en'),
  /** Matches the names and the code. */
  q: searchQuery,
  /** Subjects taught in a class of this stage. */
  stage_id: idFilter,
  /** Subjects taught in this class. */
  class_id: idFilter,
  /** Subjects of this specialization. */
  specialization_id: idFilter,
  /** Subjects this teacher teaches (what his or her curricula and courses may be of). */
  teacher_id: idFilter,
};
export const subjectListQuery = z.strictObject({ ...pageQuery, ...subjectFilters });
export const subjectExportQuery = z.strictObject({ ...subjectFilters, ...exportQuery });
export type SubjectListQuery = z.output<typeof subjectListQuery>;
