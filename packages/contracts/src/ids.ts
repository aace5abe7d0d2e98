import type { ErrorCode } from './errors.js';
import { z } from './zod-setup.js';

/** The largest id: ids are 32-bit `integer` (SQLite) / `serial` (PostgreSQL) columns. */
export const MAX_ID = 2_147_483_647;

/** Canonical decimal digits: no sign, no leading zero, no space, no point, no exponent. */
const canonicalDigits = /^(0|[1-9][0-9]*)$/;

/**
 * An integer written in a URL (a path segment or a query parameter), read
 * strictly. `Number()` and `z.coerce` read `0x10` as 16, `1e1` as 10, `02`
 * and ` 2` as 2, so `DELETE /teachers/0x10` deleted teacher 16. Here only
 * canonical decimal digits within `min`..`max` pass; anything else is
 * `validation.integer` (or `validation.min_value`/`max_value` with the
 * bound), which the server answers as a 400 naming the field.
 *
 * The OpenAPI document shows it as what it stands for, an integer with its
 * bounds: a client sends a number, written as digits.
 */
export function intQuery(
  { min, max }: { min: number; max: number },
  documented: Record<string, unknown> = { type: 'integer', minimum: min, maximum: max },
) {
  return z
    .string()
    .refine((text) => canonicalDigits.test(text), { error: 'validation.integer', abort: true })
    .transform(Number)
    .pipe(z.number().min(min).max(max))
    .meta(documented);
}

/** An id in a URL: `/:id`, `?stage_id=`. */
export const idSchema = intQuery({ min: 1, max: MAX_ID });

/**
 * `after=` of a list whose keyset is its ids (a ledger, a student's payments): the `nextCursor` of
 * the answer before, which is a text as every list's cursor is (a generated client passes one to
 * the other as it is), holding an id.
 */
export const idCursorSchema = intQuery(
  { min: 1, max: MAX_ID },
  { type: 'string', pattern: '^[1-9][0-9]{0,9}$', description: 'A previous answer’s `nextCursor`.' },
);

/** `/:id` of every item route. */
export const idParams = z.strictObject({ id: idSchema });

/** A zod `error` for a missing value (or an empty text): `code`, its "… is required"; anything else keeps the usual codes. */
export const missingAs = (code: ErrorCode) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? code : undefined;

/**
 * An id in a JSON body: a whole number from 1 to `MAX_ID`, "… is required" (`code`) when missing.
 * Its bound is inclusive (`min(1)`, not `positive()`), so a 0 is told "Must be at least 1".
 */
export const bodyId = (code?: ErrorCode) =>
  z
    .number(code ? { error: missingAs(code) } : undefined)
    .int()
    .min(1)
    .max(MAX_ID);
