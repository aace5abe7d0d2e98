import type { ApiResource } from './resource.js';
import type { Stage, StageCreate } from './stages.js';

/** `/api/v1/stages`. A stage shows its class count. */
export const stagesResource: ApiResource<Stage, StageCreate> = { path: 'stages', dependsOn: ['classes'] };
