import type { ApiResource } from './resource.js';
import type { Student, StudentUpdate } from './students.js';

/** `/api/v1/students`. A student shows the names of his or her class, stage and system. */
export const studentsResource: ApiResource<Student, never, StudentUpdate> = {
  path: 'students',
  dependsOn: ['classes', 'systems', 'stages'],
};
