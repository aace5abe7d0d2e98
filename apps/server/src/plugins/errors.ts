import { formatMessage, isErrorCode, type ErrorCode, type FieldError, type Problem } from '@dashboard/contracts';
import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { databaseError } from '../lib/db-errors.js';

function send(reply: FastifyReply, status: number, code: ErrorCode, errors?: FieldError[]) {
  const params = errors?.[0]?.params ?? {};
  const body: Problem = { status, code, message: formatMessage(code, params), ...(errors?.length ? { errors } : {}) };
  return reply.code(status).type('application/problem+json').send(body);
}

type ZodIssueParams = { keys?: string[]; minimum?: number | bigint; maximum?: number | bigint; origin?: string };

/** Zod's issues as our field errors: dotted paths, our codes, the placeholders' values. */
function fieldErrors(error: { validation: { instancePath: string; message?: string; params: unknown }[] }) {
  const out: FieldError[] = [];
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
    out.push({ path: base, code, ...(Object.keys(params).length ? { params } : {}) });
  }
  return out;
}

const fastifyCodes: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'validation.malformed_body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'validation.malformed_body'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'validation.malformed_body'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'validation.unsupported_media_type'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'validation.body_too_large'],
  FST_ERR_VALIDATION: [400, 'validation.invalid'],
};

/**
 * Every error leaves as `application/problem+json` with a stable code. Input
 * errors keep their 4xx; anything unexpected is logged and answered with a
 * plain 500 that tells nothing of the inside.
 */
export default fp(
  async (app) => {
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
      if (known) return send(reply, known[0], known[1]);
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
