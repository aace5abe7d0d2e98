import { z } from './zod-setup.js';

/** One field error of a problem answer. */
export const fieldErrorSchema = z.object({
  /** Dotted path of the field, e.g. `phone` or `items.0.name`. */
  path: z.string(),
  /** Error code, a key of `errorMessages`. */
  code: z.string(),
  /** Values for the message's placeholders, e.g. `{ min: 3 }`. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every error answer (`application/problem+json`). */
export const problemSchema = z.object({
  status: z.number().int(),
  /** Stable error code, e.g. `auth.invalid_credentials`. */
  code: z.string(),
  /** The English text of the code. */
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });

/** A message pushed to a user's open dashboards and shown as a toast. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** An empty body, for routes that take none. */
export const emptyBodySchema = z.strictObject({}).nullish();
/** An empty query string, for routes that take none: unknown parameters are refused. */
export const emptyQuerySchema = z.strictObject({});
