import { priceSchema } from './curricula.js';
import { idFilter, listQueries, nameSchema, searchQuery, sortQuery } from './list.js';
import { uploadExtensions } from './uploads.js';
import { isVideoLink, VIDEO_LINK_MAX } from './video-links.js';
import { trimText } from './text.js';
import { z } from './zod-setup.js';

/*
 * Courses (الكورسات): a teacher's course for a class and subject, paid or
 * free, with an image and a promotional video on YouTube or Vimeo. A
 * course belongs to one teacher; an admin names the teacher.
 */

/** A linked record as a row names it: its id and its two names. */
const namedRef = z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() });

/** A course (كورس). */
export const courseSchema = z
  .object({
    id: z.number().int(),
    /** Arabic name, e.g. مراجعة ليلة الامتحان في الكيمياء. */
    name_ar: z.string(),
    /** English name. */
    name_en: z.string(),
    description: z.string(),
    /** The promotional video's link (YouTube or Vimeo), or null for none. */
    promo_video_url: z.string().nullable(),
    /** The stored name of the course's image (an upload the course owns). */
    image: z.string(),
    /** Where the image is served (to whoever may read the course). */
    image_url: z.string(),
    /** Paid (with a price) or free (price 0). */
    is_paid: z.boolean(),
    /** Price in piastres (1 EGP = 100); 0 for a free course. */
    price: z.number().int(),
    /** The teacher it belongs to. */
    teacher_id: z.number().int(),
    teacher: z.object({ id: z.number().int(), name: z.string() }),
    /** The academic grade (class). */
    class_id: z.number().int(),
    class: namedRef,
    subject_id: z.number().int(),
    subject: namedRef,
    /** The specializations it is for (the class's); empty when the class has none. */
    specialization_ids: z.array(z.number().int()),
    specializations: z.array(namedRef),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'Course',
    description:
      'A course (كورس) of a teacher, for a class and subject: paid or free, with an image and a promo video.',
  });
export type Course = z.infer<typeof courseSchema>;

/**
 * A promotional video's link: https to YouTube or Vimeo, naming a video
 * (`embeddedVideo` in video-links.ts gives its player's address); anything
 * else is 400 `course.video_not_allowed`.
 */
export const promoVideoSchema = z
  .string()
  .overwrite(trimText)
  .max(VIDEO_LINK_MAX)
  .refine(isVideoLink, { error: 'course.video_not_allowed' })
  .meta({
    format: 'uri',
    pattern: '^https://(www\\.|m\\.)?youtube\\.com/|^https://youtu\\.be/|^https://(player\\.)?vimeo\\.com/',
    description:
      'An https link to a YouTube (youtube.com, www., m., youtu.be) or Vimeo (vimeo.com, player.vimeo.com) video; null for none.',
    examples: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  });

/**
 * The course's image: the stored name of an uploaded image (`POST /uploads`)
 * no other record owns. Missing, it is `course.image_required`.
 */
const imageSchema = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'course.image_required' : undefined),
  })
  .regex(new RegExp(`^[a-f0-9]{32}\\.(${uploadExtensions.join('|')})$`));

const specializationIds = z.array(z.number().int().min(1)).max(20);

const courseFields = z.strictObject({
  name_ar: nameSchema,
  name_en: nameSchema,
  description: z.string().overwrite(trimText).max(2000),
  promo_video_url: promoVideoSchema.nullable(),
  image: imageSchema,
  /** True for a paid course, which needs a price above 0; a free one's price is 0 (400 on `price` otherwise). */
  is_paid: z.boolean(),
  price: priceSchema,
  /** The teacher: an admin names one; a teacher's own courses are his or hers (leave it out). */
  teacher_id: z.number().int().min(1).optional(),
  class_id: z.number().int().min(1),
  /** A subject taught in the class. */
  subject_id: z.number().int().min(1),
  /** At least one when the class has specializations; each must be one of the class's. */
  specialization_ids: specializationIds,
});

/** `POST /courses` body. */
export const courseCreateSchema = courseFields
  .extend({
    description: courseFields.shape.description.default(''),
    promo_video_url: courseFields.shape.promo_video_url.default(null),
    is_paid: courseFields.shape.is_paid.default(false),
    price: priceSchema.default(0),
    specialization_ids: specializationIds.default([]),
  })
  .meta({
    examples: [
      {
        name_ar: 'مراجعة ليلة الامتحان في الكيمياء',
        name_en: 'Chemistry: the night before the exam',
        description: 'Every chapter in two hours, with the questions that come every year.',
        promo_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        image: '3f2a9c1b7d4e4f60a8b2c5d6e7f80912.png',
        is_paid: true,
        price: 15_000,
        class_id: 12,
        subject_id: 4,
        teacher_id: 2,
        specialization_ids: [],
      },
    ],
  });
export type CourseCreate = z.input<typeof courseCreateSchema>;

/** `PATCH /courses/:id` body: any of the fields; a new image lets the old one go. */
export const courseUpdateSchema = courseFields.partial();
export type CourseUpdate = z.input<typeof courseUpdateSchema>;

export const { listQuery: courseListQuery, exportQuery: courseExportQuery } = listQueries({
  sort: sortQuery(['name_en', 'name_ar', 'price', 'created_at'], '-created_at'),
  /** Matches the names, the teacher's name and the subject's names. */
  q: searchQuery,
  teacher_id: idFilter,
  class_id: idFilter,
  subject_id: idFilter,
  /** `true`: paid courses only; `false`: free ones only. */
  is_paid: z.enum(['true', 'false']).optional(),
});
export type CourseListQuery = z.output<typeof courseListQuery>;
