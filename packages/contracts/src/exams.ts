import { idFilter, listQueries, nameSchema, searchQuery, sortQuery } from './list.js';
import { QUESTION_LIMITS as L } from './question-marking.js';
import { questionSchema } from './questions.js';
import { uploadNameSchema } from './uploads.js';
import { z } from './zod-setup.js';

/*
 * Exams (الامتحانات): questions chosen from a course's or a curriculum's bank,
 * in order, with a time limit and a pass mark. A lesson's quiz and assignment
 * elements are each an exam of their own (kind `quiz`, `assignment`), made and
 * removed with the element; an exam on a course's or a curriculum's page is
 * kind `exam`. The student app submits a student's answers with an API key
 * (`exams.submit`); the server marks them with `markAnswer`
 * (question-marking.ts), and a teacher marks paragraph and voice answers by
 * hand. An exam's average, median, distribution and each question's share of
 * right answers are kept on write, never counted per request.
 */

export const examKinds = ['exam', 'quiz', 'assignment'] as const;
export type ExamKind = (typeof examKinds)[number];
export const examKindSchema = z.enum(examKinds);

/** The most questions an exam holds. */
export const EXAM_MAX_QUESTIONS = 200;

/** How a result stands: every answer marked, or some waiting for a teacher's hand mark. */
export const examResultStatuses = ['marked', 'awaiting'] as const;
export type ExamResultStatus = (typeof examResultStatuses)[number];

const timeLimit = z.number().int().min(1).max(600);
const passMark = z.number().int().min(0).max(100);
const timestamp = z.iso.datetime({ offset: true });
/** A percentage, 0 to 100, to one decimal place. */
const percent = z.number().min(0).max(100);

const courseRef = z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() });
const curriculumRef = z.object({ id: z.number().int(), title_ar: z.string(), title_en: z.string() });

/** An exam (امتحان), with the figures of its results kept on write. */
export const examSchema = z
  .object({
    id: z.number().int(),
    /** `exam` (on a course's or a curriculum's page), `quiz` or `assignment` (a lesson's element). */
    kind: examKindSchema,
    /** The teacher whose course or curriculum it is in. */
    teacher_id: z.number().int(),
    teacher: z.object({ id: z.number().int(), name: z.string() }),
    /** The course whose bank its questions come from; or `curriculum_id`. */
    course_id: z.number().int().nullable(),
    course: courseRef.nullable(),
    /** The curriculum whose bank its questions come from; or `course_id`. */
    curriculum_id: z.number().int().nullable(),
    curriculum: curriculumRef.nullable(),
    /** The lesson whose quiz or assignment it is; null for an exam. */
    lesson_id: z.number().int().nullable(),
    /** The lesson element (quiz or assignment) it is; null for an exam. */
    lesson_element_id: z.number().int().nullable(),
    title_ar: z.string(),
    title_en: z.string(),
    /** Minutes a student has, from the start. */
    time_limit_minutes: z.number().int(),
    /** The percentage a student needs to pass. */
    pass_mark: z.number().int(),
    question_count: z.number().int(),
    /** What all its questions are worth together. */
    total_points: z.number().int(),
    /** Students who submitted. */
    result_count: z.number().int(),
    /** The mean of the results' percentages; null before any result. */
    average: percent.nullable(),
    pass_count: z.number().int(),
    /** Results with an answer waiting for a hand mark. */
    awaiting_count: z.number().int(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({
    id: 'Exam',
    description:
      'An exam (امتحان), a lesson’s quiz or a lesson’s assignment: questions from a bank, a time limit and a pass mark, with its results’ figures.',
  });
export type Exam = z.output<typeof examSchema>;

/** `POST /exams` body: an exam on a course's or a curriculum's page (a quiz or assignment comes with its lesson element). */
export const examCreateSchema = z
  .strictObject({
    /** The course whose bank its questions come from; or give `curriculum_id`. */
    course_id: z.number().int().min(1).optional(),
    /** The curriculum whose bank its questions come from; or give `course_id`. */
    curriculum_id: z.number().int().min(1).optional(),
    title_ar: nameSchema,
    title_en: nameSchema,
    time_limit_minutes: timeLimit.default(30),
    pass_mark: passMark.default(50),
  })
  .superRefine((e, ctx) => {
    if (e.course_id === undefined && e.curriculum_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['curriculum_id'], message: 'exam.bank_required' });
    } else if (e.course_id !== undefined && e.curriculum_id !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['course_id'], message: 'exam.one_bank' });
    }
  })
  .meta({
    examples: [
      {
        curriculum_id: 1,
        title_ar: 'امتحان الشهر الأول',
        title_en: 'First month exam',
        time_limit_minutes: 45,
        pass_mark: 50,
      },
    ],
  });
export type ExamCreate = z.input<typeof examCreateSchema>;

/** `PATCH /exams/:id` body. A quiz's or assignment's titles, time limit and pass mark are its element's too. */
export const examUpdateSchema = z.strictObject({
  title_ar: nameSchema.optional(),
  title_en: nameSchema.optional(),
  time_limit_minutes: timeLimit.optional(),
  pass_mark: passMark.optional(),
});
export type ExamUpdate = z.input<typeof examUpdateSchema>;

export const { listQuery: examListQuery, exportQuery: examExportQuery } = listQueries({
  sort: sortQuery(['created_at', 'title_en', 'title_ar', 'result_count', 'average'], '-created_at'),
  q: searchQuery,
  course_id: idFilter,
  curriculum_id: idFilter,
  lesson_id: idFilter,
  kind: examKindSchema.optional(),
});
export type ExamListQuery = z.output<typeof examListQuery>;

/** An exam's question: its place (from 1) and the question as its bank holds it. */
export const examQuestionSchema = z
  .object({ position: z.number().int(), question: questionSchema })
  .meta({ id: 'ExamQuestion', description: 'A question of an exam, at its place (from 1).' });
export type ExamQuestion = z.output<typeof examQuestionSchema>;

/** `GET /exams/:id/questions` answer: every question, in order (200 at most). */
export const examQuestionsSchema = z
  .object({ items: z.array(examQuestionSchema) })
  .meta({ id: 'ExamQuestions', description: 'An exam’s questions in order.' });
export type ExamQuestions = z.output<typeof examQuestionsSchema>;

/**
 * `PUT /exams/:id/questions` body: the exam's questions, in order, from its
 * bank (another bank's is 400 `exam.question_not_in_bank`). An exam with
 * results keeps its questions (409 `exam.has_results`).
 */
export const examQuestionsUpdateSchema = z
  .strictObject({
    question_ids: z
      .array(z.number().int().min(1))
      .max(EXAM_MAX_QUESTIONS, { error: 'exam.too_many_questions' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'exam.duplicate_question' }),
  })
  .meta({ examples: [{ question_ids: [12, 15, 9] }] });
export type ExamQuestionsUpdate = z.input<typeof examQuestionsUpdateSchema>;

/** A sub-question's answer, as the student app sends it. */
const partAnswerSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('choose'),
    /** The chosen option's place, from 0; null for none. */
    option: z
      .number()
      .int()
      .min(0)
      .max(L.maxOptions - 1)
      .nullable(),
  }),
  z.strictObject({
    type: z.literal('complete'),
    /** One text a blank, in order. */
    blanks: z.array(z.string().max(L.answer)).max(L.blanks),
  }),
  z.strictObject({ type: z.literal('true_false'), value: z.boolean().nullable() }),
  z.strictObject({ type: z.literal('paragraph'), text: z.string().max(L.prompt) }),
]);

/** A student's answer to a question, by the question's type (the `QuestionAnswer` of question-marking.ts). */
export const questionAnswerSchema = z
  .discriminatedUnion('type', [
    ...partAnswerSchema.options,
    z.strictObject({
      type: z.literal('voice'),
      /** The recorded answer (an upload's name) when the question is answered by speaking. */
      audio: uploadNameSchema.nullable().optional(),
      /** The written answer when it is answered in writing. */
      text: z.string().max(L.prompt).optional(),
    }),
    z.strictObject({ type: z.literal('group'), parts: z.array(partAnswerSchema).max(L.parts) }),
  ])
  .meta({ id: 'QuestionAnswer', description: 'A student’s answer to a question, by its type.' });

/** `POST /exams/:id/submissions` body: a student's answers (the student app's, with an API key). */
export const examSubmissionSchema = z
  .strictObject({
    student_id: z.number().int().min(1),
    /** When the student opened the exam. */
    started_at: timestamp,
    /** When the student handed it in; now when left out. */
    submitted_at: timestamp.optional(),
    /** One answer a question of the exam at most; a question left out is unanswered (it earns nothing). */
    answers: z
      .array(z.strictObject({ question_id: z.number().int().min(1), answer: questionAnswerSchema }))
      .max(EXAM_MAX_QUESTIONS),
  })
  .meta({
    examples: [
      {
        student_id: 1,
        started_at: '2026-11-25T09:00:00.000Z',
        submitted_at: '2026-11-25T09:20:00.000Z',
        answers: [{ question_id: 12, answer: { type: 'true_false', value: true } }],
      },
    ],
  });
export type ExamSubmission = z.input<typeof examSubmissionSchema>;

/** A student's result in an exam: the score, the time taken, pass or fail. */
export const examResultSchema = z
  .object({
    id: z.number().int(),
    exam_id: z.number().int(),
    student_id: z.number().int(),
    student: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
    /** Points earned, hand marks included; answers awaiting a hand mark count nothing yet. */
    score: z.number().int(),
    /** What the exam's questions were worth when it was submitted. */
    max_score: z.number().int(),
    percent,
    /** `percent` reaches the exam's pass mark. */
    passed: z.boolean(),
    /** Seconds from start to hand-in. */
    duration_seconds: z.number().int(),
    started_at: timestamp,
    submitted_at: timestamp,
    /** Answers waiting for a hand mark. */
    awaiting_count: z.number().int(),
    status: z.enum(examResultStatuses),
  })
  .meta({ id: 'ExamResult', description: 'A student’s result in an exam: score, percentage, time, pass or fail.' });
export type ExamResult = z.output<typeof examResultSchema>;

export const { listQuery: examResultListQuery, exportQuery: examResultExportQuery } = listQueries({
  sort: sortQuery(['submitted_at', 'percent', 'duration_seconds', 'student_name'], '-submitted_at'),
  /** Matches the student's name or phone. */
  q: searchQuery,
  passed: z.enum(['true', 'false']).optional(),
  status: z.enum(examResultStatuses).optional(),
});
export type ExamResultListQuery = z.output<typeof examResultListQuery>;

/** `GET /exams/:id/stats` answer: the figures of all its results, kept on write. */
export const examStatsSchema = z
  .object({
    result_count: z.number().int(),
    average: percent.nullable(),
    /** The median percentage (to the whole per cent); null before any result. */
    median: percent.nullable(),
    pass_count: z.number().int(),
    awaiting_count: z.number().int(),
    /** Ten bands of percentage: 0–9, 10–19, …, 90–100. */
    distribution: z.array(z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() })),
    /** Each question's share of right answers among the results. */
    questions: z.array(
      z.object({
        position: z.number().int(),
        question_id: z.number().int(),
        type: z.string(),
        prompt: z.string(),
        /** Results that answered it (hand-marked ones once marked). */
        answered: z.number().int(),
        /** Of them, answered right (full points). */
        correct: z.number().int(),
        /** `correct / answered` as a percentage; null when nobody answered. */
        share: percent.nullable(),
      }),
    ),
  })
  .meta({
    id: 'ExamStats',
    description: 'An exam’s average, median, distribution and each question’s share of right answers.',
  });
export type ExamStats = z.output<typeof examStatsSchema>;

/** How an answer was marked: by the server (`auto`), by a teacher (`hand`), or waiting for a teacher (`awaiting`). */
export const answerMarkings = ['auto', 'hand', 'awaiting'] as const;

/** `GET /exams/:id/solutions/:resultId` answer: a student's answers, each with its question and mark. */
export const examSolutionSchema = z
  .object({
    result: examResultSchema,
    answers: z.array(
      z.object({
        position: z.number().int(),
        question: questionSchema,
        /** The student's answer; null when left unanswered. */
        answer: questionAnswerSchema.nullable(),
        /** Points earned; null while awaiting a hand mark. */
        points: z.number().int().nullable(),
        max_points: z.number().int(),
        /** Full points; null while awaiting a hand mark. */
        correct: z.boolean().nullable(),
        marking: z.enum(answerMarkings),
        /** The teacher who marked it by hand, and when. */
        marked_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
        marked_at: timestamp.nullable(),
      }),
    ),
  })
  .meta({ id: 'ExamSolution', description: 'A student’s answers to an exam, each with its question and mark.' });
export type ExamSolution = z.output<typeof examSolutionSchema>;

/**
 * `PUT /exams/:id/solutions/:resultId/answers/:questionId` body: a hand mark
 * for a paragraph or voice answer (or a group holding a paragraph), 0 to the
 * question's points. The result's score, the exam's figures and the student's
 * averages follow at once. An answer the server marks is 409 `exam.auto_marked`.
 */
export const examHandMarkSchema = z.strictObject({ points: z.number().int().min(0).max(L.maxPoints) }).meta({
  examples: [{ points: 3 }],
});
export type ExamHandMark = z.input<typeof examHandMarkSchema>;
