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
export function intQuery({ min, max }: { min: number; max: number }) {
  return z
    .string()
    .refine((text) => canonicalDigits.test(text), { error: 'validation.integer', abort: true })
    .transform(Number)
    .pipe(z.number().min(min).max(max))
    .meta({ type: 'integer', minimum: min, maximum: max });
}

/** An id in a URL: `/:id`, `?stage_id=`. */
export const idSchema = intQuery({ min: 1, max: MAX_ID });

/** `/:id` of every item route. */
export const idParams = z.strictObject({ id: idSchema });
