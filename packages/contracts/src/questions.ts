import { errorCodeSchema } from './common.js';
import { idFilter, listQueries, searchQuery, sortQuery } from './list.js';
import { idSchema } from './ids.js';
import {
  blankCount,
  QUESTION_LIMITS as L,
  questionPartTypes,
  questionTypes,
  voiceAnswerModes,
} from './question-marking.js';
import { uploadNameSchema } from './uploads.js';
import { trimText } from './text.js';
import { z } from './zod-setup.js';

/*
 * The question bank (بنك الأسئلة): questions of a course's bank or of a
 * curriculum's (narrowed, if the teacher likes, to a unit and a lesson of
 * it). Each question has its type's own content: a choose question's
 * options, a complete question's blanks, a group's passage and
 * sub-questions, a paragraph's model answer, a true/false question's value,
 * a voice question's recording. Bodies and items are discriminated by
 * `type`; `markAnswer` (question-marking.ts) marks an answer to any of them.
 */

export const questionTypeSchema = z.enum(questionTypes);
export const questionPartTypeSchema = z.enum(questionPartTypes);

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

const optionalPrompt = z.string().overwrite(trimText).max(L.prompt);
const requiredPrompt = z.string().overwrite(trimText).min(1).max(L.prompt);
const answerText = z.string().overwrite(trimText).min(1).max(L.answer);

/** A choose question's option: a text, an image, or both; one of a question's options is `correct`. */
export const questionOptionSchema = z
  .strictObject({
    text: z.string().overwrite(trimText).max(L.option).default(''),
    /** An uploaded image (its name), or null. */
    image: uploadNameSchema.nullable().default(null),
    correct: z.boolean().default(false),
  })
  .superRefine((o, ctx) => {
    if (!o.text && !o.image) issue(ctx, ['text'], 'question.option_empty');
  });
export type QuestionOption = z.output<typeof questionOptionSchema>;

/** Each type's own fields (with `prompt`), before its rules are added. */
const shapes = {
  choose: {
    type: z.literal('choose'),
    /** The question's text; may be empty when it has an image. */
    prompt: optionalPrompt.default(''),
    /** The question as an uploaded image (its name), or null. */
    image: uploadNameSchema.nullable().default(null),
    /** 2 to 6 options, exactly one of them correct. */
    options: z
      .array(questionOptionSchema)
      .min(L.minOptions, { error: 'question.options_count' })
      .max(L.maxOptions, { error: 'question.options_count' }),
  },
  complete: {
    type: z.literal('complete'),
    /** The text, with each blank written as three underscores or more (`___`). */
    prompt: requiredPrompt,
    /** For each blank in order, the answers it accepts (compared as search compares). */
    blanks: z.array(z.array(answerText).min(1).max(L.answersPerBlank)).min(1).max(L.blanks),
  },
  group: {
    type: z.literal('group'),
    /** The passage the sub-questions are about. */
    prompt: requiredPrompt,
  },
  paragraph: {
    type: z.literal('paragraph'),
    prompt: requiredPrompt,
    /** What a good answer says, for the teacher who marks it (it is marked by hand). */
    model_answer: z.string().overwrite(trimText).max(L.prompt).default(''),
  },
  true_false: {
    type: z.literal('true_false'),
    prompt: requiredPrompt,
    /** Whether the statement is true. */
    correct: z.boolean(),
  },
  voice: {
    type: z.literal('voice'),
    /** The question's text; may be empty when it has a recording. */
    prompt: optionalPrompt.default(''),
    /** The question as an uploaded (or recorded) audio file, or null. */
    audio: uploadNameSchema.nullable().default(null),
    /** `spoken`: the student records the answer; `written`: types it. Either is marked by hand. */
    answer: z.enum(voiceAnswerModes).default('spoken'),
  },
};

type ChooseLike = { prompt: string; image: string | null; options: { correct: boolean }[] };

/** The rules across a type's fields: each type's own, checked wherever the type appears. */
const rules = {
  choose: (q: ChooseLike, ctx: Ctx) => {
    if (!q.prompt && !q.image) issue(ctx, ['prompt'], 'question.prompt_required');
    if (q.options.filter((o) => o.correct).length !== 1) issue(ctx, ['options'], 'question.one_correct');
  },
  complete: (q: { prompt: string; blanks: string[][] }, ctx: Ctx) => {
    const count = blankCount(q.prompt);
    if (!count) issue(ctx, ['prompt'], 'question.no_blanks');
    else if (count !== q.blanks.length) issue(ctx, ['blanks'], 'question.blanks_mismatch');
  },
  voice: (q: { prompt: string; audio: string | null; answer: string }, ctx: Ctx) => {
    if (!q.audio && q.answer !== 'spoken') issue(ctx, ['audio'], 'question.voice_empty');
    else if (!q.prompt && !q.audio) issue(ctx, ['prompt'], 'question.prompt_required');
  },
};

/** A group's sub-question: a choose, complete, true/false or paragraph question of its own. */
export const questionPartSchema = z.discriminatedUnion('type', [
  z.strictObject(shapes.choose).superRefine(rules.choose),
  z.strictObject(shapes.complete).superRefine(rules.complete),
  z.strictObject(shapes.true_false),
  z.strictObject(shapes.paragraph),
]);
export type QuestionPart = z.output<typeof questionPartSchema>;

const groupShape = {
  ...shapes.group,
  /** 1 to 10 sub-questions; each weighs the same share of the group's points. */
  parts: z.array(questionPartSchema).min(1).max(L.parts),
};

/** The bank a question is in and its points: what every type has. */
const bankShape = {
  /** A course's bank; or give `curriculum_id`. */
  course_id: z.number().int().min(1).optional(),
  /** A curriculum's bank; or give `course_id`. */
  curriculum_id: z.number().int().min(1).optional(),
  /** A unit of the curriculum, to file the question under; null for none. */
  unit_id: z.number().int().min(1).nullable().optional(),
  /** A lesson of the curriculum (of the unit, when one is given); null for none. */
  lesson_id: z.number().int().min(1).nullable().optional(),
  /** What a right answer earns, 1 to 100. */
  points: z.number().int().min(L.minPoints).max(L.maxPoints).default(1),
};

/** A question's content by type, without its bank: what an update is checked against once merged. */
export const questionContentSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...shapes.choose, points: bankShape.points }).superRefine(rules.choose),
  z.strictObject({ ...shapes.complete, points: bankShape.points }).superRefine(rules.complete),
  z.strictObject({ ...groupShape, points: bankShape.points }),
  z.strictObject({ ...shapes.paragraph, points: bankShape.points }),
  z.strictObject({ ...shapes.true_false, points: bankShape.points }),
  z.strictObject({ ...shapes.voice, points: bankShape.points }).superRefine(rules.voice),
]);
export type QuestionContent = z.output<typeof questionContentSchema>;

/** `POST /questions` body: the bank (a course or a curriculum), the points and the type's own fields. */
export const questionCreateSchema = z
  .discriminatedUnion('type', [
    z.strictObject({ ...bankShape, ...shapes.choose }).superRefine(rules.choose),
    z.strictObject({ ...bankShape, ...shapes.complete }).superRefine(rules.complete),
    z.strictObject({ ...bankShape, ...groupShape }),
    z.strictObject({ ...bankShape, ...shapes.paragraph }),
    z.strictObject({ ...bankShape, ...shapes.true_false }),
    z.strictObject({ ...bankShape, ...shapes.voice }).superRefine(rules.voice),
  ])
  .meta({
    examples: [
      {
        type: 'true_false',
        curriculum_id: 1,
        points: 2,
        prompt: 'The sum of the angles of a triangle is 180 degrees.',
        correct: true,
      },
    ],
  });
export type QuestionCreate = z.input<typeof questionCreateSchema>;

/**
 * `PATCH /questions/:id` body: any of the fields. The question as changed is
 * checked as a whole against its type's rules (a new `type` needs that
 * type's fields); its bank stays, its unit and lesson may change within it.
 */
export const questionUpdateSchema = z.strictObject({
  type: questionTypeSchema.optional(),
  unit_id: bankShape.unit_id,
  lesson_id: bankShape.lesson_id,
  points: bankShape.points.unwrap().optional(),
  prompt: optionalPrompt.optional(),
  image: uploadNameSchema.nullable().optional(),
  options: shapes.choose.options.optional(),
  blanks: shapes.complete.blanks.optional(),
  parts: groupShape.parts.optional(),
  model_answer: shapes.paragraph.model_answer.unwrap().optional(),
  correct: z.boolean().optional(),
  audio: uploadNameSchema.nullable().optional(),
  answer: z.enum(voiceAnswerModes).optional(),
});
export type QuestionUpdate = z.input<typeof questionUpdateSchema>;

const ref = z.object({ id: z.number().int(), title_ar: z.string(), title_en: z.string() });

/** What every question item has, whatever its type. */
const itemBase = {
  id: z.number().int(),
  /** The teacher whose bank it is (the course's or the curriculum's). */
  teacher_id: z.number().int(),
  course_id: z.number().int().nullable(),
  curriculum_id: z.number().int().nullable(),
  unit_id: z.number().int().nullable(),
  lesson_id: z.number().int().nullable(),
  /** The unit it is filed under, by its titles, or null. */
  unit: ref.nullable(),
  /** The lesson it is filed under, by its titles, or null. */
  lesson: ref.nullable(),
  points: z.number().int(),
  prompt: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
};

const optionItem = z.object({ text: z.string(), image: z.string().nullable(), correct: z.boolean() });
const partItem = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('choose'),
    prompt: z.string(),
    image: z.string().nullable(),
    options: z.array(optionItem),
  }),
  z.object({ type: z.literal('complete'), prompt: z.string(), blanks: z.array(z.array(z.string())) }),
  z.object({ type: z.literal('true_false'), prompt: z.string(), correct: z.boolean() }),
  z.object({ type: z.literal('paragraph'), prompt: z.string(), model_answer: z.string() }),
]);

/** A question of a bank: what every type has, and its type's own fields. */
export const questionSchema = z
  .discriminatedUnion('type', [
    z.object({ ...itemBase, type: z.literal('choose'), image: z.string().nullable(), options: z.array(optionItem) }),
    z.object({ ...itemBase, type: z.literal('complete'), blanks: z.array(z.array(z.string())) }),
    z.object({ ...itemBase, type: z.literal('group'), parts: z.array(partItem) }),
    z.object({ ...itemBase, type: z.literal('paragraph'), model_answer: z.string() }),
    z.object({ ...itemBase, type: z.literal('true_false'), correct: z.boolean() }),
    z.object({ ...itemBase, type: z.literal('voice'), audio: z.string().nullable(), answer: z.enum(voiceAnswerModes) }),
  ])
  .meta({
    id: 'Question',
    description:
      'A question of a course’s or a curriculum’s bank (بنك الأسئلة): choose, complete, group, paragraph, true/false or voice, with its type’s own fields.',
    examples: [
      {
        id: 12,
        teacher_id: 2,
        course_id: null,
        curriculum_id: 1,
        unit_id: 3,
        lesson_id: null,
        unit: { id: 3, title_ar: 'الوحدة الأولى: الجبر', title_en: 'Unit 1: Algebra' },
        lesson: null,
        type: 'true_false',
        points: 2,
        prompt: 'The sum of the angles of a triangle is 180 degrees.',
        correct: true,
        created_at: '2026-11-25T09:30:00.000Z',
        updated_at: '2026-11-25T09:30:00.000Z',
      },
    ],
  });
export type Question = z.output<typeof questionSchema>;

export const { listQuery: questionListQuery, exportQuery: questionExportQuery } = listQueries({
  sort: sortQuery(['created_at', 'type'], '-created_at'),
  /** Matches the question's text, its options and accepted answers. */
  q: searchQuery,
  course_id: idFilter,
  curriculum_id: idFilter,
  unit_id: idFilter,
  lesson_id: idFilter,
  type: questionTypeSchema.optional(),
});
export type QuestionListQuery = z.output<typeof questionListQuery>;

/** The columns of the bulk-add template, in order; the file's headings name them in English or Arabic. */
export const questionImportColumns = [
  'type',
  'question',
  'points',
  'option_1',
  'option_2',
  'option_3',
  'option_4',
  'option_5',
  'option_6',
  'correct',
  'answers',
  'model_answer',
] as const;
export type QuestionImportColumn = (typeof questionImportColumns)[number];

/** The types a file can add (the others need images, recordings or sub-questions). */
export const importableQuestionTypes = ['choose', 'complete', 'true_false', 'paragraph'] as const;

/** The most rows one file may add. */
export const QUESTION_IMPORT_MAX_ROWS = 10_000;
/** The largest file taken, in bytes. */
export const QUESTION_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** `GET /questions/template` query: the file's format and the language of its headings and examples. */
export const questionTemplateQuery = z.strictObject({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  lang: z.enum(['en', 'ar']).default('en'),
});

/** `POST /questions/import` query. */
export const questionImportQuery = z.strictObject({
  /** `true`: check the file and answer what is wrong, saving nothing. */
  dryRun: z.enum(['true', 'false']).default('false'),
});

/** The bank the rows go to, as the multipart form's text fields give it. */
export const questionImportBankSchema = z.strictObject({
  course_id: idSchema.optional(),
  curriculum_id: idSchema.optional(),
  unit_id: idSchema.optional(),
  lesson_id: idSchema.optional(),
});

/** `POST /questions/import` body, as the document shows it: the file and the bank, as multipart fields. */
export const questionImportFormSchema = z
  .object({
    file: z.string().meta({
      format: 'binary',
      description: `A CSV (UTF-8) or XLSX file headed as the template is, in English or Arabic; ${QUESTION_IMPORT_MAX_ROWS} rows at most.`,
    }),
    course_id: z.string().optional().meta({ type: 'integer', description: 'A course’s bank; or `curriculum_id`.' }),
    curriculum_id: z.string().optional().meta({ type: 'integer', description: 'A curriculum’s bank; or `course_id`.' }),
    unit_id: z.string().optional().meta({ type: 'integer', description: 'A unit of the curriculum, or none.' }),
    lesson_id: z.string().optional().meta({ type: 'integer', description: 'A lesson of the curriculum, or none.' }),
  })
  .meta({
    id: 'QuestionImportForm',
    description: 'The file (multipart field `file`) and the bank its questions go to.',
  });

/** One refused cell of an imported file: its row (the headings are row 1), its column as the file heads it, and why. */
export const questionImportErrorSchema = z
  .object({
    row: z.number().int(),
    /** The column's heading as the file writes it (or the template's, for a missing column). */
    column: z.string(),
    code: errorCodeSchema,
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'QuestionImportError', description: 'A refused cell of the file: row, column and error code.' });
export type QuestionImportError = z.output<typeof questionImportErrorSchema>;

/** What a check (a dry run) or an import answers. */
export const questionImportResultSchema = z
  .object({
    /** Rows read, the headings not counted (empty rows skipped). */
    total: z.number().int(),
    /** Rows with nothing wrong. */
    valid: z.number().int(),
    /** Questions saved: 0 for a dry run. */
    saved: z.number().int(),
    /** Every refused cell, row by row; empty when the file is good. */
    errors: z.array(questionImportErrorSchema),
  })
  .meta({
    id: 'QuestionImportResult',
    description: 'How many rows the file has, how many are good, how many were saved, and every refused cell.',
  });
export type QuestionImportResult = z.output<typeof questionImportResultSchema>;
