import type { LessonElement, LessonElementCreate, LessonElementUpdate } from './curricula.js';
import type { ApiResource } from './resource.js';

/** `/api/v1/lesson-elements`: a lesson's videos, documents, quizzes and assignments; a lesson's delete takes them. */
export const lessonElementsResource: ApiResource<LessonElement, LessonElementCreate, LessonElementUpdate> = {
  path: 'lesson-elements',
  dependsOn: ['lessons', 'units', 'curricula'],
};
