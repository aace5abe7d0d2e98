import type { Lesson, LessonCreate, LessonUpdate } from './curricula.js';
import type { ApiResource } from './resource.js';

/** `/api/v1/lessons`. A lesson shows its unit's and its curriculum's titles; their deletes take it. */
export const lessonsResource: ApiResource<Lesson, LessonCreate, LessonUpdate> = {
  path: 'lessons',
  dependsOn: ['units', 'curricula'],
};
