import type { Exam, ExamCreate, ExamUpdate } from './exams.js';
import type { ApiResource } from './resource.js';

/**
 * `/api/v1/exams`. An exam shows its course's or curriculum's name and its questions' count and
 * points; a lesson element's change (a quiz's titles) and a question's edit show in it.
 */
export const examsResource: ApiResource<Exam, ExamCreate, ExamUpdate> = {
  path: 'exams',
  dependsOn: ['courses', 'curricula', 'questions', 'lesson-elements', 'teachers'],
};
