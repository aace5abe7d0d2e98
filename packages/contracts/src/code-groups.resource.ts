import type { CodeGroup, CodeGroupCreate } from './codes.js';
import type { ApiResource } from './resource.js';

/**
 * `/api/v1/code-groups`. A group shows its teacher's, academic year's and
 * contents' names and its counts of codes, which a code's redemption changes.
 */
export const codeGroupsResource: ApiResource<CodeGroup, CodeGroupCreate, never> = {
  path: 'code-groups',
  dependsOn: ['codes', 'teachers', 'classes', 'curricula', 'courses'],
};
