import type { Unit, UnitCreate, UnitUpdate } from './curricula.js';
import type { ApiResource } from './resource.js';

/** `/api/v1/units`. A unit shows its counts of lessons and elements; a curriculum's delete takes its units. */
export const unitsResource: ApiResource<Unit, UnitCreate, UnitUpdate> = {
  path: 'units',
  dependsOn: ['lessons', 'curricula'],
};
