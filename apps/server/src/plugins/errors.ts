import { isErrorCode, type ErrorCode, type FieldError, type Problem } from '@dashboard/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { databaseError } from '../lib/db-errors.js';
import { acceptedLanguage, problemMessage } from '../lib/i18n.js';

/**
 * A problem answer. `message` is in the language `Accept-Language` asks for
 * (ar or en, English by default); `code` and the field errors' codes stay the
 * stable keys a client translates itself.
 */
function send(reply: FastifyReply, status: number, code: ErrorCode, errors?: FieldError[]) {
  const params = errors?.[0]?.params ?? {};
  const lang = acceptedLanguage(reply.request.headers);
  const message = problemMessage(lang, code, params);
  const body: Problem = { status, code, message, ...(errors?.length ? { errors } : {}) };
  // Caches keep one answer per language; the header says which one this is.
  reply.header('content-language', lang).header('vary', varyWith(reply.getHeader('vary'), 'Accept-Language'));
  return reply.code(status).type('application/problem+json').send(body);
}

/** `Vary` with `name` added once to what it already lists. */
function varyWith(current: unknown, name: string): string {
  const listed = (Array.isArray(current) ? current.join(',') : typeof current === 'string' ? current : '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (listed.some((v) => v === '*' || v.toLowerCase() === name.toLowerCase())) return listed.join(', ');
  return [...listed, name].join(', ');
}

type ZodIssueParams = {
  keys?: string[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  /** A custom issue's placeholders (`ctx.addIssue({ code: 'custom', params: { max: 366 } })`). */
  params?: Record<string, unknown>;
};

/** Zod's issues as our field errors: dotted paths, our codes, the placeholders' values. */
function fieldErrors(error: { validation: { instancePath: string; message?: string; params: unknown }[] }) {
  const out: FieldError[] = [];
  // A whole number past 2^53 fails zod's own bound of `.int()` as well as the field's: only the
  // field's is news to the client ("Must be at most 100000000", not 9007199254740991).
  const safeBounds = new Set<FieldError>();
  for (const issue of error.validation) {
    const base = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const code = issue.message && isErrorCode(issue.message) ? issue.message : 'validation.invalid';
    const p = (issue.params ?? {}) as ZodIssueParams;
    if (p.keys?.length) {
      for (const key of p.keys) out.push({ path: base ? `${base}.${key}` : key, code: 'validation.unknown_field' });
      continue;
    }
    const params: Record<string, number> = {};
    if (p.minimum !== undefined) params.min = Number(p.minimum);
    if (p.maximum !== undefined) params.max = Number(p.maximum);
    for (const [name, value] of Object.entries(p.params ?? {})) if (typeof value === 'number') params[name] = value;
    const found: FieldError = { path: base, code, ...(Object.keys(params).length ? { params } : {}) };
    if (Math.abs(params.max ?? params.min ?? 0) === Number.MAX_SAFE_INTEGER) safeBounds.add(found);
    out.push(found);
  }
  return out.filter((e) => !safeBounds.has(e) || !out.some((other) => other !== e && other.path === e.path));
}

const fastifyCodes: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'validation.malformed_body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'validation.malformed_body'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'validation.malformed_body'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'validation.unsupported_media_type'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'validation.body_too_large'],
  FST_ERR_VALIDATION: [400, 'validation.invalid'],
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods the API has for a path none of whose routes took the request's method (for 405 + `Allow`). */
    allowedMethods(url: string): string[];
  }
}

/** A route path as a pattern: `:name` matches one segment (even an empty one, as Fastify's router does). */
function routePattern(url: string): RegExp {
  const segments = url.split('/').map((s) => (s.startsWith(':') ? '[^/]*' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

/** The path of a request URL as the router reads it: no query string, percent-decoded. */
function requestPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Errors Fastify answers before any route or hook runs: a URL that is not
 * percent-decodable, a path parameter past `maxParamLength`. Fastify's own
 * answer is plain JSON; these are problems like every other error.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 400, 'validation.invalid');
  }
  request.log.error({ err }, 'unexpected error');
  return send(reply, 500, 'server.error');
}

/**
 * Every error leaves as `application/problem+json` with a stable code. Input
 * errors keep their 4xx; anything unexpected is logged and answered with a
 * plain 500 that tells nothing of the inside.
 */
export default fp(
  async (app) => {
    // The API's paths and their methods: a known path asked with a method it lacks is a 405, not a 404.
    const apiPaths = new Map<string, { pattern: RegExp; methods: Set<string> }>();
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.includes('*')) return;
      const entry = apiPaths.get(route.url) ?? { pattern: routePattern(route.url), methods: new Set<string>() };
      for (const method of ([] as string[]).concat(route.method)) entry.methods.add(method);
      apiPaths.set(route.url, entry);
    });
    app.decorate('allowedMethods', (url: string) => {
      const path = requestPath(url);
      const allowed = new Set<string>();
      for (const { pattern, methods } of apiPaths.values()) {
        if (pattern.test(path)) for (const m of methods) allowed.add(m);
      }
      return [...allowed].sort();
    });

    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof AppError) {
        for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
        return send(reply, err.statusCode, err.code, err.errors);
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const errors = fieldErrors(err);
        return send(
          reply,
          400,
          errors[0]?.code && isErrorCode(errors[0].code) ? errors[0].code : 'validation.invalid',
          errors,
        );
      }
      const db = databaseError(err);
      const known: [number, ErrorCode] | undefined = db
        ? [db.status, db.code]
        : err.code
          ? fastifyCodes[err.code]
          : undefined;
      if (known) {
        // A clash between transactions: the request changed nothing and may be sent again at once.
        if (db?.kind === 'busy') {
          request.log.warn({ err }, 'transaction clash');
          reply.header('retry-after', '1');
        }
        return send(reply, known[0], known[1]);
      }
      if (err.statusCode === 429) return send(reply, 429, 'http.too_many_requests');
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        return send(reply, err.statusCode, err.statusCode === 404 ? 'http.not_found' : 'validation.invalid');
      }
      request.log.error({ err }, 'unexpected error');
      return send(reply, 500, 'server.error');
    });
  },
  { name: 'errors' },
);

export { send as sendProblem };
