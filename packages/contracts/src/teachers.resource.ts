import type { ApiResource } from './resource.js';
import type { Teacher, TeacherCreate, TeacherUpdate } from './teachers.js';

/** `/api/v1/teachers`. A teacher shows the names of his or her subjects and classes. */
export const teachersResource: ApiResource<Teacher, TeacherCreate, TeacherUpdate> = {
  path: 'teachers',
  dependsOn: ['subjects', 'classes'],
};
