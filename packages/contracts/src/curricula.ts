import { isVideoLink, VIDEO_LINK_MAX } from './video-links.js';
import { idFilter, listQueries, nameSchema, searchQuery, sortQuery } from './list.js';
import { trimText } from './text.js';
import { z } from './zod-setup.js';

/*
 * Curricula (المناهج) and what they are made of: units (الوحدات) in order,
 * lessons (الدروس) in order inside a unit, and a lesson's elements in order:
 * videos, documents, quizzes and assignments. A curriculum belongs to one
 * teacher; its units and lessons are that teacher's too.
 */

/** Curriculum statuses: open to students or closed. */
export const curriculumStatuses = ['open', 'closed'] as const;
export const curriculumStatusSchema = z.enum(curriculumStatuses);
export type CurriculumStatus = z.infer<typeof curriculumStatusSchema>;

/** Prices in piastres (1 EGP = 100): a whole number, 0 for free, at most 1,000,000 EGP. */
export const priceSchema = z.number().int().min(0).max(100_000_000);

/** The kinds of a lesson's elements, in the order the counts are shown. */
export const lessonElementTypes = ['video', 'document', 'quiz', 'assignment'] as const;
export const lessonElementTypeSchema = z.enum(lessonElementTypes);
export type LessonElementType = z.infer<typeof lessonElementTypeSchema>;

/** How many elements of each kind a lesson, a unit or a curriculum holds (kept on write). */
export const elementCountsSchema = z.object({
  video_count: z.number().int(),
  document_count: z.number().int(),
  quiz_count: z.number().int(),
  assignment_count: z.number().int(),
});
export type ElementCounts = z.infer<typeof elementCountsSchema>;

/** A linked record as a row names it: its id and its two names. */
const namedRef = z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() });

/** A curriculum (منهج). */
export const curriculumSchema = z
  .object({
    id: z.number().int(),
    /** Arabic title, e.g. الكيمياء للصف الثالث الثانوي. */
    title_ar: z.string(),
    /** English title. */
    title_en: z.string(),
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
    /** Price in piastres (1 EGP = 100). */
    price: z.number().int(),
    status: curriculumStatusSchema,
    unit_count: z.number().int(),
    lesson_count: z.number().int(),
    ...elementCountsSchema.shape,
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'Curriculum',
    description: 'A curriculum (منهج) of a teacher: units of lessons, for a class and subject.',
  });
export type Curriculum = z.infer<typeof curriculumSchema>;

const specializationIds = z.array(z.number().int().min(1)).max(20);

const curriculumFields = z.strictObject({
  title_ar: nameSchema,
  title_en: nameSchema,
  /** The teacher: an admin names one; a teacher's own curricula are his or hers (leave it out). */
  teacher_id: z.number().int().min(1).optional(),
  class_id: z.number().int().min(1),
  subject_id: z.number().int().min(1),
  /** At least one when the class has specializations; each must be one of the class's. */
  specialization_ids: specializationIds,
  price: priceSchema,
  status: curriculumStatusSchema,
});

/** `POST /curricula` body. */
export const curriculumCreateSchema = curriculumFields
  .extend({
    specialization_ids: specializationIds.default([]),
    status: curriculumStatusSchema.default('open'),
  })
  .meta({
    examples: [
      {
        title_ar: 'الكيمياء للصف الثالث الثانوي',
        title_en: 'Chemistry for Secondary 3',
        class_id: 12,
        subject_id: 4,
        teacher_id: 2,
        specialization_ids: [],
        price: 25_000,
        status: 'open',
      },
    ],
  });
export type CurriculumCreate = z.input<typeof curriculumCreateSchema>;

/** `PATCH /curricula/:id` body: any of the fields. */
export const curriculumUpdateSchema = curriculumFields.partial();
export type CurriculumUpdate = z.input<typeof curriculumUpdateSchema>;

export const { listQuery: curriculumListQuery, exportQuery: curriculumExportQuery } = listQueries({
  sort: sortQuery(['title_en', 'title_ar', 'price', 'created_at'], '-created_at'),
  /** Matches the titles, the teacher's name and the subject's names. */
  q: searchQuery,
  teacher_id: idFilter,
  class_id: idFilter,
  subject_id: idFilter,
  status: curriculumStatusSchema.optional(),
});
export type CurriculumListQuery = z.output<typeof curriculumListQuery>;

/** A unit (وحدة) of a curriculum. */
export const unitSchema = z
  .object({
    id: z.number().int(),
    curriculum_id: z.number().int(),
    title_ar: z.string(),
    title_en: z.string(),
    description: z.string(),
    /** Its place in the curriculum, from 0. */
    sort_order: z.number().int(),
    lesson_count: z.number().int(),
    ...elementCountsSchema.shape,
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Unit', description: 'A unit (وحدة) of a curriculum: lessons in order.' });
export type Unit = z.infer<typeof unitSchema>;

const descriptionSchema = z.string().overwrite(trimText).max(2000);

const unitFields = z.strictObject({
  title_ar: nameSchema,
  title_en: nameSchema,
  description: descriptionSchema,
});

/** `POST /units` body: a unit is added at the end of its curriculum. */
export const unitCreateSchema = unitFields
  .extend({ curriculum_id: z.number().int().min(1), description: descriptionSchema.default('') })
  .meta({
    examples: [
      {
        curriculum_id: 1,
        title_ar: 'الوحدة الأولى: الكيمياء العضوية',
        title_en: 'Unit 1: Organic chemistry',
        description: '',
      },
    ],
  });
export type UnitCreate = z.input<typeof unitCreateSchema>;
export const unitUpdateSchema = unitFields.partial();
export type UnitUpdate = z.input<typeof unitUpdateSchema>;

export const { listQuery: unitListQuery, exportQuery: unitExportQuery } = listQueries({
  sort: sortQuery(['sort_order', 'title_en', 'title_ar', 'created_at'], 'sort_order'),
  q: searchQuery,
  curriculum_id: idFilter,
});
export type UnitListQuery = z.output<typeof unitListQuery>;

/** A lesson (درس) of a unit. */
export const lessonSchema = z
  .object({
    id: z.number().int(),
    unit_id: z.number().int(),
    curriculum_id: z.number().int(),
    teacher_id: z.number().int(),
    title_ar: z.string(),
    title_en: z.string(),
    description: z.string(),
    /** Its place in the unit, from 0. */
    sort_order: z.number().int(),
    ...elementCountsSchema.shape,
    unit: z.object({ id: z.number().int(), title_ar: z.string(), title_en: z.string() }),
    curriculum: z.object({ id: z.number().int(), title_ar: z.string(), title_en: z.string() }),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Lesson', description: 'A lesson (درس) of a unit: videos, documents, quizzes and assignments.' });
export type Lesson = z.infer<typeof lessonSchema>;

const lessonFields = z.strictObject({
  title_ar: nameSchema,
  title_en: nameSchema,
  description: descriptionSchema,
});

/** `POST /lessons` body: a lesson is added at the end of its unit. */
export const lessonCreateSchema = lessonFields
  .extend({ unit_id: z.number().int().min(1), description: descriptionSchema.default('') })
  .meta({
    examples: [{ unit_id: 1, title_ar: 'الدرس الأول: الألكانات', title_en: 'Lesson 1: Alkanes', description: '' }],
  });
export type LessonCreate = z.input<typeof lessonCreateSchema>;
export const lessonUpdateSchema = lessonFields.partial();
export type LessonUpdate = z.input<typeof lessonUpdateSchema>;

export const { listQuery: lessonListQuery, exportQuery: lessonExportQuery } = listQueries({
  sort: sortQuery(['title_en', 'title_ar', 'created_at'], 'title_en'),
  /** Matches the lesson's titles and its curriculum's. */
  q: searchQuery,
  curriculum_id: idFilter,
  unit_id: idFilter,
  teacher_id: idFilter,
});
export type LessonListQuery = z.output<typeof lessonListQuery>;

/** `PUT …/order` body: every child's id, once, in the new order. */
export const orderSchema = z
  .strictObject({ ids: z.array(z.number().int().min(1)).max(1000) })
  .meta({ id: 'Order', description: 'Every child’s id, each once, in the new order.', examples: [{ ids: [3, 1, 2] }] });
export type Order = z.infer<typeof orderSchema>;

/** A curriculum's units in order, each with its lessons in order: the detail page's outline. */
export const curriculumOutlineSchema = z
  .object({
    curriculum_id: z.number().int(),
    units: z.array(
      unitSchema.extend({
        lessons: z.array(
          z.object({
            id: z.number().int(),
            title_ar: z.string(),
            title_en: z.string(),
            sort_order: z.number().int(),
            ...elementCountsSchema.shape,
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'CurriculumOutline', description: 'A curriculum’s units in order, each with its lessons in order.' });
export type CurriculumOutline = z.infer<typeof curriculumOutlineSchema>;

/** A lesson's element (عنصر الدرس): a video, a document, a quiz or an assignment, in the lesson's order. */
export const lessonElementSchema = z
  .object({
    id: z.number().int(),
    lesson_id: z.number().int(),
    type: lessonElementTypeSchema,
    title_ar: z.string(),
    title_en: z.string(),
    /** Its place in the lesson, from 0. */
    sort_order: z.number().int(),
    /** A video's YouTube or Vimeo link; null for an uploaded video and the other kinds. */
    url: z.string().nullable(),
    /** The uploaded file's name: a video, a document's PDF, an assignment's attachment; null for none. */
    file: z.string().nullable(),
    /** Where the file is read (`GET /uploads/{name}`, with ranges for a video), or null. */
    file_url: z.string().nullable(),
    /** An assignment's instructions; null for the other kinds. */
    body: z.string().nullable(),
    /** A quiz's time limit in minutes; null for the other kinds. */
    time_limit_minutes: z.number().int().nullable(),
    /** A quiz's pass mark in percent; null for the other kinds. */
    pass_mark: z.number().int().nullable(),
    /** An assignment's due date; null for none and the other kinds. */
    due_at: z.iso.datetime({ offset: true }).nullable(),
    /**
     * The exam holding a quiz's or an assignment's questions (`GET /exams/{id}`), made, renamed and
     * deleted with the element; null for videos and documents.
     */
    exam_id: z.number().int().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'LessonElement', description: 'A video, document, quiz or assignment of a lesson.' });
export type LessonElement = z.infer<typeof lessonElementSchema>;

/** A video's link: https to YouTube or Vimeo, naming a video; anything else is 400 `lesson.video_not_allowed`. */
const elementVideoLink = z
  .string()
  .overwrite(trimText)
  .max(VIDEO_LINK_MAX)
  .refine(isVideoLink, { error: 'lesson.video_not_allowed' });
const uploadName = z.string().overwrite(trimText).min(1).max(100);
const instructions = z.string().overwrite(trimText).min(1).max(5000);
const timeLimit = z.number().int().min(1).max(600);
const passMark = z.number().int().min(0).max(100);
const dueAt = z.iso.datetime({ offset: true });

const elementBase = { lesson_id: z.number().int().min(1), title_ar: nameSchema, title_en: nameSchema };

/** `POST /lesson-elements` body, by kind: it goes at the end of its lesson. */
export const lessonElementCreateSchema = z
  .discriminatedUnion('type', [
    z.strictObject({
      ...elementBase,
      type: z.literal('video'),
      /** A YouTube or Vimeo link, or leave it out and give `file` (an uploaded video): one of the two. */
      url: elementVideoLink.optional(),
      file: uploadName.optional(),
    }),
    z.strictObject({ ...elementBase, type: z.literal('document'), /** An uploaded PDF. */ file: uploadName }),
    z.strictObject({ ...elementBase, type: z.literal('quiz'), time_limit_minutes: timeLimit, pass_mark: passMark }),
    z.strictObject({
      ...elementBase,
      type: z.literal('assignment'),
      body: instructions,
      /** An uploaded PDF or image, or none. */
      file: uploadName.optional(),
      due_at: dueAt.optional(),
    }),
  ])
  .meta({
    examples: [
      {
        type: 'quiz',
        lesson_id: 1,
        title_ar: 'اختبار قصير على الدرس',
        title_en: 'Lesson quiz',
        time_limit_minutes: 20,
        pass_mark: 50,
      },
    ],
  });
export type LessonElementCreate = z.input<typeof lessonElementCreateSchema>;

/** `PATCH /lesson-elements/:id` body: the fields of the element's own kind (another kind's field is a 400). */
export const lessonElementUpdateSchema = z.strictObject({
  title_ar: nameSchema.optional(),
  title_en: nameSchema.optional(),
  url: elementVideoLink.nullable().optional(),
  file: uploadName.nullable().optional(),
  body: instructions.optional(),
  time_limit_minutes: timeLimit.optional(),
  pass_mark: passMark.optional(),
  due_at: dueAt.nullable().optional(),
});
export type LessonElementUpdate = z.input<typeof lessonElementUpdateSchema>;

export const { listQuery: lessonElementListQuery, exportQuery: lessonElementExportQuery } = listQueries({
  sort: sortQuery(['sort_order', 'created_at'], 'sort_order'),
  lesson_id: idFilter,
  type: lessonElementTypeSchema.optional(),
});
export type LessonElementListQuery = z.output<typeof lessonElementListQuery>;
