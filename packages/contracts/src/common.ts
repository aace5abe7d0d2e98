import { errorMessages, type ErrorCode } from './errors.js';
import { addDays, dayLimits, startOfDay } from './format.js';
import { z } from './zod-setup.js';

/**
 * An error code. The OpenAPI document lists every code the server sends
 * (the server's own types allow no other); the type stays `string` so that a
 * client built before a code was added still reads the answer.
 */
export const errorCodeSchema = z.string().meta({
  id: 'ErrorCode',
  enum: Object.keys(errorMessages) as ErrorCode[],
  description: 'A stable error code; the catalogues turn it into Arabic or English text.',
});

/** One field error of a problem answer. */
export const fieldErrorSchema = z
  .object({
    /** Dotted path of the field, e.g. `phone` or `items.0.name`. */
    path: z.string().meta({ description: 'Dotted path of the field, e.g. `phone` or `class_ids.1`.' }),
    /** Error code, a key of `errorMessages`. */
    code: errorCodeSchema,
    /** Values for the message's placeholders, e.g. `{ min: 3 }`. */
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ description: 'Values of the code\'s placeholders, e.g. `{ "min": 2 }`.' }),
  })
  .meta({
    id: 'ValidationIssue',
    description: 'One field of the request the server refused, and why.',
    examples: [{ path: 'name_en', code: 'validation.min', params: { min: 2 } }],
  });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every error answer (`application/problem+json`). */
export const problemSchema = z
  .object({
    status: z.number().int().min(400).max(599).meta({ description: 'The HTTP status, repeated.' }),
    /** Stable error code, e.g. `auth.invalid_credentials`. */
    code: errorCodeSchema,
    /** The text of the code, in the language `Accept-Language` asks for. */
    message: z.string().meta({ description: 'The text of the code, in Arabic or English (`Accept-Language`).' }),
    errors: z
      .array(fieldErrorSchema)
      .optional()
      .meta({ description: 'The refused fields, for an answer about the input.' }),
  })
  .meta({
    id: 'Problem',
    description: 'Every error answer, sent as `application/problem+json`.',
    examples: [
      {
        status: 400,
        code: 'validation.min',
        message: 'Must be at least 2 characters',
        errors: [{ path: 'name_en', code: 'validation.min', params: { min: 2 } }],
      },
    ],
  });
export type Problem = z.infer<typeof problemSchema>;

export const healthSchema = z
  .object({ status: z.literal('ok') })
  .meta({ id: 'Health', description: 'The server and its database answer.', examples: [{ status: 'ok' }] });

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

/** A day a client gives (YYYY-MM-DD, a real one, in Cairo) within `dayLimits`; any other is `validation.day_range`. */
export const dayInputSchema = z.iso
  .date({ abort: true })
  .refine((day) => day >= dayLimits.first && day <= dayLimits.last, { error: 'validation.day_range' })
  .meta({ description: `A day, YYYY-MM-DD, in Cairo, from ${dayLimits.first} to ${dayLimits.last}.` });

/** The first and last instant an `instantInputSchema` takes, as milliseconds; made when first asked. */
let instantLimits: { first: number; last: number } | undefined;

/**
 * An instant a client gives as a filter's bound (ISO 8601 with its offset; the web sends the start
 * of a day in Cairo): from the start of `dayLimits.first` in Cairo to the start of the day after
 * `dayLimits.last`, where a range ending on the last day ends. Any other is `validation.day_range`,
 * as a day is: a year 0, or an instant past 9999 in UTC, was a 500 on PostgreSQL.
 */
export const instantInputSchema = z.iso
  .datetime({ offset: true, abort: true })
  .refine(
    (instant) => {
      instantLimits ??= {
        first: Date.parse(startOfDay(dayLimits.first)),
        last: Date.parse(startOfDay(addDays(dayLimits.last, 1))),
      };
      const at = Date.parse(instant);
      return at >= instantLimits.first && at <= instantLimits.last;
    },
    { error: 'validation.day_range' },
  )
  .meta({
    description: `An instant, ISO 8601 with its offset (e.g. \`2026-11-23T00:00:00+02:00\`), from the start of ${dayLimits.first} in Cairo to the end of ${dayLimits.last} there.`,
  });
