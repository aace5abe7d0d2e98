import type { Curriculum, CurriculumCreate, CurriculumUpdate } from './curricula.js';
import type { ApiResource } from './resource.js';

/**
 * `/api/v1/curricula`. A curriculum shows its teacher, class, subject and
 * specializations by name, and its counts of units, lessons and elements;
 * its outline (`…/:id/outline`) is a key under it, so it shows its units' and
 * lessons' changes too.
 */
export const curriculaResource: ApiResource<Curriculum, CurriculumCreate, CurriculumUpdate> = {
  path: 'curricula',
  dependsOn: ['units', 'lessons', 'teachers', 'classes', 'subjects', 'specializations'],
};
