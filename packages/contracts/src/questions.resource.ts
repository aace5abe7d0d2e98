import type { Question, QuestionCreate, QuestionUpdate } from './questions.js';
import type { ApiResource } from './resource.js';

/**
 * `/api/v1/questions`. A question shows its unit's and lesson's titles; a
 * curriculum's or a course's delete takes its bank with it.
 */
export const questionsResource: ApiResource<Question, QuestionCreate, QuestionUpdate> = {
  path: 'questions',
  dependsOn: ['units', 'lessons', 'curricula', 'courses'],
};
