import { foldForSearch } from './text.js';

// No zod here: the question bank's list, its preview and (later) an exam's solutions read the
// question types and mark answers without loading a schema.

/** The kinds of question a bank holds (بنك الأسئلة), in the order the screens offer them. */
export const questionTypes = ['choose', 'complete', 'group', 'paragraph', 'true_false', 'voice'] as const;
export type QuestionType = (typeof questionTypes)[number];

/** The kinds a group's sub-question may be. */
export const questionPartTypes = ['choose', 'complete', 'true_false', 'paragraph'] as const;
export type QuestionPartType = (typeof questionPartTypes)[number];

/** How a voice question is answered: by recording a spoken answer, or in writing. Both are marked by hand. */
export const voiceAnswerModes = ['spoken', 'written'] as const;
export type VoiceAnswerMode = (typeof voiceAnswerModes)[number];

/** The limits the contract and the forms share. */
export const QUESTION_LIMITS = {
  prompt: 5000,
  option: 500,
  answer: 200,
  minOptions: 2,
  maxOptions: 6,
  blanks: 20,
  answersPerBlank: 10,
  parts: 10,
  minPoints: 1,
  maxPoints: 100,
} as const;

/** A blank in a complete question's text: three or more underscores (`___`). */
export const BLANK_PATTERN = /_{3,}/g;

/** How many blanks a complete question's text has. */
export function blankCount(text: string): number {
  return text.match(BLANK_PATTERN)?.length ?? 0;
}

/** A complete question's text cut at its blanks: the pieces around them, one more than the blanks. */
export function splitAtBlanks(text: string): string[] {
  return text.split(BLANK_PATTERN);
}

/** What marking needs of a question (a stored one, or one a form is making). */
export type MarkablePart =
  | { type: 'choose'; options: readonly { correct: boolean }[] }
  | { type: 'complete'; blanks: readonly (readonly string[])[] }
  | { type: 'true_false'; correct: boolean }
  | { type: 'paragraph' };

export type MarkableQuestion = { points: number } & (
  MarkablePart | { type: 'voice' } | { type: 'group'; parts: readonly MarkablePart[] }
);

/** A student's answer to a sub-question of a group. */
export type PartAnswer =
  | { type: 'choose'; /** The chosen option's place, from 0; null for none. */ option: number | null }
  | { type: 'complete'; /** One text a blank, in order. */ blanks: readonly string[] }
  | { type: 'true_false'; value: boolean | null }
  | { type: 'paragraph'; text: string };

/** A student's answer to a question. */
export type QuestionAnswer =
  | PartAnswer
  | { type: 'voice'; /** The recorded answer (an upload's name), or null. */ audio?: string | null; text?: string }
  | { type: 'group'; parts: readonly PartAnswer[] };

/** The mark of an answer: right or not and the points it earns, or `by_hand` when a teacher marks it. */
export type Mark = { correct: boolean; points: number } | 'by_hand';

/** A blank's answer as it is compared: Arabic letter variants, diacritics, digits and case alike, spaces collapsed. */
export function foldAnswer(text: string): string {
  return foldForSearch(text).replace(/\s+/g, ' ');
}

/** The share of a part answered right, 0 to 1, or null when a teacher must mark it. */
function partScore(part: MarkablePart, answer: PartAnswer | undefined): number | null {
  if (part.type === 'paragraph') return null;
  if (!answer || answer.type !== part.type) return 0;
  switch (part.type) {
    case 'choose': {
      const chosen = (answer as Extract<PartAnswer, { type: 'choose' }>).option;
      return chosen !== null && part.options[chosen]?.correct === true ? 1 : 0;
    }
    case 'true_false':
      return (answer as Extract<PartAnswer, { type: 'true_false' }>).value === part.correct ? 1 : 0;
    case 'complete': {
      const given = (answer as Extract<PartAnswer, { type: 'complete' }>).blanks;
      if (!part.blanks.length) return 0;
      const right = part.blanks.filter((accepted, i) => {
        const text = foldAnswer(given[i] ?? '');
        return text !== '' && accepted.some((a) => foldAnswer(a) === text);
      }).length;
      return right / part.blanks.length;
    }
  }
}

/**
 * Marks a student's answer to a question: the one rule the server and the
 * screens (the preview, an exam's solutions) share.
 *
 * - choose: the one correct option, all or nothing;
 * - true_false: the correct value, all or nothing;
 * - complete: each blank is right when its text is one of its accepted
 *   answers, compared with `foldForSearch` (أ إ آ ا alike, ى ي, ة ه,
 *   diacritics, Arabic-Indic digits, case, extra spaces); the points are the
 *   share of blanks right, rounded; correct when every blank is;
 * - group: each sub-question weighs the same share of the group's points
 *   (a complete one by its share of blanks); correct when all are; a group
 *   with a paragraph among its sub-questions is marked by hand;
 * - paragraph and voice are marked by hand.
 *
 * An answer of another type than the question earns nothing.
 */
export function markAnswer(question: MarkableQuestion, answer: QuestionAnswer): Mark {
  if (question.type === 'paragraph' || question.type === 'voice') return 'by_hand';
  if (question.type === 'group') {
    if (question.parts.some((p) => p.type === 'paragraph')) return 'by_hand';
    const given = answer.type === 'group' ? answer.parts : [];
    const scores = question.parts.map((part, i) => partScore(part, given[i]) ?? 0);
    const total = scores.reduce((a, b) => a + b, 0);
    const share = question.parts.length ? total / question.parts.length : 0;
    return { correct: share === 1, points: Math.round(question.points * share) };
  }
  const score = partScore(question, answer as PartAnswer) ?? 0;
  return { correct: score === 1, points: Math.round(question.points * score) };
}
