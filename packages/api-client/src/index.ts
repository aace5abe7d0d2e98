import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from '../schema.js';

export type { ClientOptions };
export type { components, operations, paths } from '../schema.js';

/**
 * A client of the dashboard API whose every path, parameter, body and answer
 * is typed from the OpenAPI document. `baseUrl` is the server's origin (the
 * paths start with `/api/v1`); pass `headers: { authorization: 'Bearer …' }`
 * once signed in, or `fetch` to route the requests elsewhere (a test's app).
 */
export function createApiClient(options: ClientOptions = {}) {
  return createClient<paths>(options);
}

export type ApiClient = ReturnType<typeof createApiClient>;
