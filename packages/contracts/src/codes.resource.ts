import type { Code, CodeBatchCreate } from './codes.js';
import type { ApiResource } from './resource.js';

/**
 * `/api/v1/codes`: the secret codes, wallet and subscription codes alike. A
 * code shows its group's title and its student's name, so it reads again when
 * either changes.
 */
export const codesResource: ApiResource<Code, CodeBatchCreate, never> = {
  path: 'codes',
  dependsOn: ['code-groups', 'students'],
};
