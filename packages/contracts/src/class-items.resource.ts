import type { ClassItem, ClassItemCreate, ClassItemUpdate } from './class-items.js';
import type { ApiResource } from './resource.js';

/** `/api/v1/systems`. A system shows its class's name. */
export const systemsResource: ApiResource<ClassItem, ClassItemCreate, ClassItemUpdate> = {
  path: 'systems',
  dependsOn: ['classes'],
};

/** `/api/v1/specializations`. A specialization shows its class's name. */
export const specializationsResource: ApiResource<ClassItem, ClassItemCreate, ClassItemUpdate> = {
  path: 'specializations',
  dependsOn: ['classes'],
};
