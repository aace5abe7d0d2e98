import { z } from './zod-setup.js';

/** The kinds of content a free trial can open, in the order the settings screen shows them. */
export const freeTrialKeys = ['lives', 'videos', 'documents', 'quizzes', 'assignments', 'discussionGroups'] as const;
export type FreeTrialKey = (typeof freeTrialKeys)[number];

/** The free-trial switches (التجربة المجانية): which content a student on a free trial may open. */
export const freeTrialSchema = z.strictObject({
  /** Live sessions (الحصص المباشرة). */
  lives: z.boolean(),
  /** Videos (الفيديوهات). */
  videos: z.boolean(),
  /** Documents (الملفات). */
  documents: z.boolean(),
  /** Quizzes (الاختبارات القصيرة). */
  quizzes: z.boolean(),
  /** Assignments (الواجبات). */
  assignments: z.boolean(),
  /** Discussion groups (مجموعات النقاش). */
  discussionGroups: z.boolean(),
});
export type FreeTrial = z.infer<typeof freeTrialSchema>;

/**
 * The general settings (الإعدادات العامة). `GET /api/v1/settings` answers them;
 * `PUT /api/v1/settings` takes the whole object (strict: unknown fields are
 * refused) and saves every part together.
 */
export const settingsSchema = z
  .strictObject({
    freeTrial: freeTrialSchema,
  })
  .meta({
    id: 'Settings',
    description: 'The general settings (الإعدادات العامة): which content a student on a free trial may open.',
    examples: [
      {
        freeTrial: {
          lives: true,
          videos: true,
          documents: false,
          quizzes: false,
          assignments: false,
          discussionGroups: false,
        },
      },
    ],
  });
export type Settings = z.infer<typeof settingsSchema>;

/** What a fresh platform starts with: nothing is open on a free trial. */
export const defaultSettings: Settings = {
  freeTrial: {
    lives: false,
    videos: false,
    documents: false,
    quizzes: false,
    assignments: false,
    discussionGroups: false,
  },
};
