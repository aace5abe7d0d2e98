import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** Where in the input the first NUL character is, as a dotted field path; null when there is none. */
export function nulPath(input: unknown): string | null {
  // A walk with its own stack: a body nested thousands deep must not overflow the call stack.
  const stack: [value: unknown, path: string][] = [[input, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/**
 * Text the databases cannot hold is refused before anything reads it.
 * PostgreSQL refuses a NUL character in any text (SQLSTATE 22021), which
 * was a 500 for a NUL in a sign-in phone; SQLite would store it and cut it
 * short in places. No field of this API means one, so a NUL anywhere in the
 * path, the query or a JSON body is a 400 naming the field, on both databases.
 */
/** A JSON body's media type, with parameters or not (`application/json; charset=utf-8`). */
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Whether a request sends a body of another type than the JSON its route reads. Fastify reads
 * `text/plain` as a string and `multipart/form-data` as nothing, so such a body was a 400 on a
 * field ("This value is not valid"); it is a 415, as any other type is.
 */
export function notJson(schema: { body?: unknown; consumes?: unknown } | undefined, type: string | undefined) {
  return Boolean(schema?.body) && !schema?.consumes && type !== undefined && !JSON_TYPE.test(type);
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const schema = request.routeOptions.schema as { body?: unknown; consumes?: unknown } | undefined;
      if (notJson(schema, request.headers['content-type'])) {
        throw new AppError(415, 'validation.unsupported_media_type');
      }
      for (const part of [request.params, request.query, request.body]) {
        const path = nulPath(part);
        if (path !== null) throw AppError.field(400, path, 'validation.invalid');
      }
    });
  },
  { name: 'text-input', dependencies: ['errors'] },
);
