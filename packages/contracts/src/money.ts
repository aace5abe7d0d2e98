import { intQuery } from './ids.js';
import { MAX_PIASTRES } from './money-constants.js';
import { z } from './zod-setup.js';

/**
 * Money is integer piastres (1 EGP = 100) everywhere: the database, the API
 * and the exports. A screen shows it as EGP with `formatMoney` (Intl), and a
 * form edits pounds (`PoundsInput`) and sends piastres; nothing on the way
 * holds a fraction.
 */

/** A sum of money as answers carry it: whole piastres. */
export const piastresSchema = z.number().int().meta({ description: 'Whole piastres (1 EGP = 100).' });

/** An amount a request moves: whole piastres, at least 1, at most 1,000,000 EGP. */
export const amountSchema = z
  .number()
  .int()
  .min(1)
  .max(MAX_PIASTRES)
  .meta({ description: 'Whole piastres (1 EGP = 100), 1 to 100,000,000.', examples: [5_000] });

/** An amount in a query string (`?balance_min=`): whole piastres, 0 to 1,000,000 EGP. */
export const piastresQuery = intQuery({ min: 0, max: MAX_PIASTRES });

/**
 * The `Idempotency-Key` header of a money-moving `POST`: 8 to 128 of
 * `A-Z a-z 0-9 _ -` (a UUID fits). A repeat with the same key and body has
 * one effect and gets the first answer; the same key with another body is a
 * 409 `idempotency.key_reused`.
 */
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/)
  .meta({ description: 'A key the client makes once per intended operation (a UUID): a repeat has one effect.' });
