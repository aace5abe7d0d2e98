import type { Course, CourseCreate, CourseUpdate } from './courses.js';
import type { ApiResource } from './resource.js';

/** `/api/v1/courses`. A course shows the names of its teacher, class, subject and specializations. */
export const coursesResource: ApiResource<Course, CourseCreate, CourseUpdate> = {
  path: 'courses',
  dependsOn: ['teachers', 'classes', 'subjects', 'specializations'],
};
