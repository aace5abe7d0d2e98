import { describe, expect, it } from 'vitest';
import { blankCount, foldAnswer, markAnswer, splitAtBlanks, type MarkableQuestion } from './question-marking.js';
import { questionCreateSchema } from './questions.js';

const choose: MarkableQuestion = {
  type: 'choose',
  points: 3,
  options: [{ correct: false }, { correct: true }, { correct: false }],
};
const complete: MarkableQuestion = {
  type: 'complete',
  points: 4,
  blanks: [['أحمد شوقي', 'شوقي'], ['١٩٣٢', '1932'], ['الإسكندرية'], ['Cairo']],
};

describe('markAnswer', () => {
  it('marks a choose question by its one correct option, all or nothing', () => {
    expect(markAnswer(choose, { type: 'choose', option: 1 })).toEqual({ correct: true, points: 3 });
    expect(markAnswer(choose, { type: 'choose', option: 0 })).toEqual({ correct: false, points: 0 });
    expect(markAnswer(choose, { type: 'choose', option: null })).toEqual({ correct: false, points: 0 });
    expect(markAnswer(choose, { type: 'choose', option: 9 })).toEqual({ correct: false, points: 0 });
  });

  it('marks a true/false question by its value', () => {
    const q: MarkableQuestion = { type: 'true_false', points: 2, correct: false };
    expect(markAnswer(q, { type: 'true_false', value: false })).toEqual({ correct: true, points: 2 });
    expect(markAnswer(q, { type: 'true_false', value: true })).toEqual({ correct: false, points: 0 });
    expect(markAnswer(q, { type: 'true_false', value: null })).toEqual({ correct: false, points: 0 });
  });

  it('compares complete answers as search does: Arabic letter variants, diacritics, digits, case and spaces alike', () => {
    const all = markAnswer(complete, {
      type: 'complete',
      blanks: ['  احمد   شَوقي ', '1932', 'الاسكندريه', 'cairo'],
    });
    expect(all).toEqual({ correct: true, points: 4 });
    // Arabic-Indic digits typed for Latin ones, and the other way round.
    expect(markAnswer(complete, { type: 'complete', blanks: ['شوقى', '١٩٣٢', 'x', ''] })).toEqual({
      correct: false,
      points: 2,
    });
    expect(markAnswer(complete, { type: 'complete', blanks: [] })).toEqual({ correct: false, points: 0 });
    // An empty answer never matches, even where nothing was accepted.
    expect(markAnswer({ type: 'complete', points: 1, blanks: [[]] }, { type: 'complete', blanks: [''] })).toEqual({
      correct: false,
      points: 0,
    });
  });

  it('leaves paragraph and voice questions, and groups holding a paragraph, to the teacher', () => {
    expect(markAnswer({ type: 'paragraph', points: 5 }, { type: 'paragraph', text: 'anything' })).toBe('by_hand');
    expect(markAnswer({ type: 'voice', points: 5 }, { type: 'voice', audio: null })).toBe('by_hand');
    const group: MarkableQuestion = {
      type: 'group',
      points: 6,
      parts: [{ type: 'true_false', correct: true }, { type: 'paragraph' }],
    };
    expect(markAnswer(group, { type: 'group', parts: [] })).toBe('by_hand');
  });

  it('gives each sub-question of a group the same share of its points', () => {
    const group: MarkableQuestion = {
      type: 'group',
      points: 9,
      parts: [
        { type: 'true_false', correct: true },
        { type: 'choose', options: [{ correct: true }, { correct: false }] },
        { type: 'complete', blanks: [['a'], ['b']] },
      ],
    };
    const answer = (tf: boolean, option: number, blanks: string[]) =>
      markAnswer(group, {
        type: 'group',
        parts: [
          { type: 'true_false', value: tf },
          { type: 'choose', option },
          { type: 'complete', blanks },
        ],
      });
    expect(answer(true, 0, ['A', 'B'])).toEqual({ correct: true, points: 9 });
    expect(answer(true, 1, ['a', 'x'])).toEqual({ correct: false, points: 5 });
    expect(answer(false, 1, [])).toEqual({ correct: false, points: 0 });
    expect(markAnswer(group, { type: 'true_false', value: true })).toEqual({ correct: false, points: 0 });
  });

  it('gives nothing for an answer of another type', () => {
    expect(markAnswer(choose, { type: 'true_false', value: true })).toEqual({ correct: false, points: 0 });
  });

  it('marks a question as the create schema makes it', () => {
    const q = questionCreateSchema.parse({
      type: 'choose',
      curriculum_id: 1,
      points: 5,
      prompt: 'ما ناتج ٢ + ٣؟',
      options: [{ text: '٤' }, { text: '٥', correct: true }],
    });
    expect(markAnswer(q, { type: 'choose', option: 1 })).toEqual({ correct: true, points: 5 });
  });
});

describe('blanks', () => {
  it('are three underscores or more, and cut the text around them', () => {
    expect(blankCount('The ___ of Egypt is ______.')).toBe(2);
    expect(blankCount('a __ b')).toBe(0);
    expect(splitAtBlanks('The ___ of Egypt is ___.')).toEqual(['The ', ' of Egypt is ', '.']);
    expect(foldAnswer(' الإسكندرية  ')).toBe('الاسكندريه');
  });
});
