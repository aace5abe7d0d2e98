import type { Class, ClassCreate, ClassUpdate } from './classes.js';
import type { ApiResource } from './resource.js';

/** `/api/v1/classes`. A class shows its stage's name and its systems' and specializations' counts. */
export const classesResource: ApiResource<Class, ClassCreate, ClassUpdate> = {
  path: 'classes',
  dependsOn: ['stages', 'systems', 'specializations'],
};
