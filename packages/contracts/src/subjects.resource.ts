import type { ApiResource } from './resource.js';
import type { Subject, SubjectCreate, SubjectUpdate } from './subjects.js';

/** `/api/v1/subjects`. A subject shows its classes (with their stages), its specialization and its teacher count. */
export const subjectsResource: ApiResource<Subject, SubjectCreate, SubjectUpdate> = {
  path: 'subjects',
  dependsOn: ['stages', 'classes', 'specializations', 'teachers'],
};
