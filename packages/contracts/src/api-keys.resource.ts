import type { ApiKey, ApiKeyCreate } from './api-keys.js';
import type { ApiResource } from './resource.js';

/** `/api/v1/api-keys`: the student app's keys (admins only); a create answers the key once, with the secret. */
export const apiKeysResource: ApiResource<ApiKey, ApiKeyCreate> = { path: 'api-keys' };
