import { intQuery } from './ids.js';
import { exportQuery, idFilter, listResponse, pageQuery, searchQuery, sortQuery } from './list.js';
import { storedPhoneSchema, userLimits, userNameSchema, userPasswordSchema, userPhoneSchema } from './profile.js';
import { uploadNameSchema } from './uploads.js';
import { trimText } from './text.js';
import { z } from './zod-setup.js';

/** Subjects or classes one teacher may be given. */
export const TEACHER_LINKS_MAX = 50;

/** An optional email: trimmed and lower-cased; an empty one means none (null). */
export const teacherEmailSchema = z
  .string()
  .overwrite(trimText)
  .toLowerCase()
  .max(userLimits.emailMax, { abort: true })
  .refine((v) => v === '' || z.regexes.email.test(v), 'validation.email')
  // The document says what the refinement checks: an email, or empty for none.
  .meta({ anyOf: [{ format: 'email' }, { maxLength: 0 }], description: 'An email address; empty or null for none.' })
  .transform((v) => (v === '' ? null : v))
  .nullable();

/** Ids of subjects or classes; repeated ids count once. */
const linkIds = z
  .array(z.number().int().min(1).max(2_147_483_647))
  .max(TEACHER_LINKS_MAX)
  .transform((ids) => [...new Set(ids)]);

const teacherFields = z.strictObject({
  /** Full name, 2 to 120 characters. */
  name: userNameSchema,
  /** Egyptian mobile number (Arabic-Indic digits accepted), stored normalised; unique among all users. */
  phone: userPhoneSchema,
  /** Email, unique among all users; null or empty for none. */
  email: teacherEmailSchema,
  /** The password the teacher signs in with, 8 to 128 characters (never returned). */
  password: userPasswordSchema,
  /** The stored name of an uploaded photo (`POST /uploads`), or null for none. */
  photo: uploadNameSchema.nullable(),
  /** Subjects the teacher teaches; each must exist. */
  subject_ids: linkIds,
  /** Classes (academic years) the teacher teaches; each must exist. */
  class_ids: linkIds,
  /** False disables the account: the teacher cannot sign in and open sessions end. */
  active: z.boolean(),
});

/** `POST /teachers` body. */
export const teacherCreateSchema = teacherFields
  .extend({
    email: teacherFields.shape.email.default(null),
    photo: teacherFields.shape.photo.default(null),
    subject_ids: teacherFields.shape.subject_ids.default([]),
    class_ids: teacherFields.shape.class_ids.default([]),
    active: teacherFields.shape.active.default(true),
  })
  .meta({
    examples: [
      {
        name: 'منى عبد الرحمن',
        phone: '01012345678',
        email: 'mona.abdelrahman@example.eg',
        password: 'Chemistry@2026',
        photo: null,
        subject_ids: [4],
        class_ids: [12],
        active: true,
      },
    ],
  });
export type TeacherCreate = z.input<typeof teacherCreateSchema>;

/**
 * `PATCH /teachers/:id` body: any of the fields; a missing one stays as it is.
 * A new `password` ends the teacher's sessions, and so does `active: false`.
 */
export const teacherUpdateSchema = teacherFields.partial();
export type TeacherUpdate = z.input<typeof teacherUpdateSchema>;

/** A subject or class as a teacher's item names it. */
export const teacherLinkSchema = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
});
export type TeacherLink = z.infer<typeof teacherLinkSchema>;

/** A teacher. */
export const teacherSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Normalised Egyptian mobile number. */
    phone: storedPhoneSchema,
    email: z.email().nullable(),
    /** The stored photo name (send it back unchanged, or a new upload's name). */
    photo: z.string().nullable(),
    /** Where the photo can be fetched, or null. */
    photo_url: z.string().nullable(),
    active: z.boolean(),
    subjects: z.array(teacherLinkSchema),
    classes: z.array(teacherLinkSchema),
    /** Mean of the teacher's ratings, 0 to 5 with two decimals; 0 when there are none. */
    rating_average: z.number().min(0).max(5),
    /** How many ratings the teacher has. */
    rating_count: z.number().int().min(0),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'Teacher',
    description: 'A teacher (معلم): a user with the teacher role, the subjects and classes taught, and the ratings.',
    examples: [
      {
        id: 2,
        name: 'منى عبد الرحمن',
        phone: '01000000002',
        email: 'mona.teacher@demo.eg',
        photo: null,
        photo_url: null,
        active: true,
        subjects: [{ id: 21, name_ar: 'الرياضيات', name_en: 'Mathematics' }],
        classes: [{ id: 10, name_ar: 'الصف الأول الثانوي', name_en: 'Secondary 1' }],
        rating_average: 4.5,
        rating_count: 12,
        created_at: '2026-01-15T08:30:00.000Z',
      },
    ],
  });
export type Teacher = z.infer<typeof teacherSchema>;

/** `?active=true|false`. */
const booleanFilter = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

const teacherFilters = {
  sort: sortQuery(['name', 'created_at', 'rating'], 'name'),
  /** Name, phone (any digits) or email. */
  q: searchQuery,
  /** Teachers of this subject. */
  subject_id: idFilter,
  /** Teachers of this class. */
  class_id: idFilter,
  /** Only active (`true`) or disabled (`false`) teachers. */
  active: booleanFilter,
};
export const teacherListQuery = z.strictObject({ ...pageQuery, ...teacherFilters });
export const teacherExportQuery = z.strictObject({ ...teacherFilters, ...exportQuery });
export type TeacherListQuery = z.output<typeof teacherListQuery>;

// Ratings

/** Stars a rating can give. */
export const ratingStars = [1, 2, 3, 4, 5] as const;

/** One rating a student gave a teacher. */
export const ratingSchema = z
  .object({
    id: z.number().int(),
    student_id: z.number().int(),
    student_name: z.string(),
    /** 1 to 5. */
    stars: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'Rating',
    description: 'One rating a student gave a teacher.',
    examples: [
      {
        id: 301,
        student_id: 55,
        student_name: 'Omar Khaled',
        stars: 5,
        comment: 'شرح واضح',
        created_at: '2026-03-02T17:45:00.000Z',
      },
    ],
  });
export type Rating = z.infer<typeof ratingSchema>;

const ratingFilters = {
  sort: sortQuery(['created_at', 'stars'], '-created_at'),
  /** Only ratings with this many stars. */
  stars: intQuery({ min: 1, max: 5 }).optional(),
};
/** `GET /teachers/:id/ratings` query. */
export const ratingListQuery = z.strictObject({ ...pageQuery, ...ratingFilters });
export const ratingExportQuery = z.strictObject({ ...ratingFilters, ...exportQuery });
export type RatingListQuery = z.output<typeof ratingListQuery>;

/** How many ratings gave each number of stars. */
export const ratingDistributionSchema = z.object({
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
});
export type RatingDistribution = z.infer<typeof ratingDistributionSchema>;

/** `GET /teachers/:id/ratings` answer: the summary of all the teacher's ratings and a page of them. */
export const teacherRatingsSchema = listResponse(ratingSchema)
  .extend({
    /** The teacher rated. */
    teacher: z.object({ id: z.number().int(), name: z.string(), photo_url: z.string().nullable() }),
    /** Mean stars over all the teacher's ratings (two decimals), 0 when there are none. */
    average: z.number(),
    /** All the teacher's ratings (`total` counts those matching the filter). */
    count: z.number().int(),
    distribution: ratingDistributionSchema,
  })
  .meta({
    id: 'TeacherRatings',
    description: "A teacher's ratings: the summary of all of them and a page of those the filter keeps.",
  });
export type TeacherRatings = z.infer<typeof teacherRatingsSchema>;
