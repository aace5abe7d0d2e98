import { dayInputSchema } from './common.js';
import type { ErrorCode } from './errors.js';
import { missingAs } from './ids.js';
import { listQueries, searchQuery, sortQuery } from './list.js';
import { trimText } from './text.js';
import { z } from './zod-setup.js';

/**
 * Promo codes (أكواد الخصم): a code a student types when subscribing, for a
 * discount in percent on the subscription and on its renewals for a number
 * of days. Money is not involved here: only the percentage.
 *
 * - `code`: 3–32 letters, digits, `-` or `_`, trimmed and stored upper-case,
 *   unique whatever the case (`ramadan26` is `RAMADAN26`): a clash is 409
 *   `promo_code.code_taken` on `code`.
 * - `starts_on` and `ends_on` are days (YYYY-MM-DD) in Cairo, both counted:
 *   the code is usable from the start of the first to the end of the last.
 * - A use is one subscription taking the code; `used_count` never passes
 *   `uses_limit`, however many uses arrive at once (one conditional update).
 */

/** What a promo code is now, from today in Cairo: see `promoCodeStateOf`. */
export const promoCodeStates = ['scheduled', 'active', 'used_up', 'expired'] as const;
export const promoCodeStateSchema = z.enum(promoCodeStates);
export type PromoCodeState = (typeof promoCodeStates)[number];

/** The bounds of a promo code's fields, shared by the server's schemas and the form. */
export const promoCodeLimits = {
  codeMin: 3,
  codeMax: 32,
  durationMax: 3650,
  usesMax: 1_000_000,
  discountMax: 100,
} as const;

/**
 * A promo code's state on `today` (YYYY-MM-DD in Cairo), first that holds:
 * `scheduled` before `starts_on`, `expired` after `ends_on`, `used_up` when
 * every use is taken, else `active`. Only an active code can be used.
 */
export function promoCodeStateOf(
  code: { starts_on: string; ends_on: string; used_count: number; uses_limit: number },
  today: string,
): PromoCodeState {
  if (today < code.starts_on) return 'scheduled';
  if (today > code.ends_on) return 'expired';
  if (code.used_count >= code.uses_limit) return 'used_up';
  return 'active';
}

/** A whole number from 1 to `max`; "… is required" (`code`) when missing. */
const count = (max: number, code: ErrorCode) =>
  z
    .number({ error: missingAs(code) })
    .int()
    .min(1)
    .max(max);

/** A promo code (كود الخصم). */
export const promoCodeSchema = z
  .object({
    id: z.number().int(),
    /** The code a student types, upper-case (it is matched whatever the case). */
    code: z.string(),
    /**
     * How many days the discount keeps applying from a subscription's first
     * use of the code: its renewals within them are discounted too.
     */
    duration_days: z.number().int(),
    /** How many subscriptions may use the code. */
    uses_limit: z.number().int(),
    /** How many subscriptions used it; never more than `uses_limit`. */
    used_count: z.number().int(),
    /** `uses_limit − used_count`. */
    uses_left: z.number().int(),
    /** The discount, a whole per cent from 1 to 100. */
    discount_percent: z.number().int(),
    /** The first day the code may be used (in Cairo). */
    starts_on: z.iso.date(),
    /** The last day the code may be used (in Cairo). */
    ends_on: z.iso.date(),
    /** What it is today in Cairo: `scheduled`, `active`, `used_up` or `expired` (`promoCodeStateOf`). */
    state: promoCodeStateSchema,
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'PromoCode',
    description:
      'A promo code (كود الخصم): a discount in percent for subscriptions, within dates and a number of uses.',
    examples: [
      {
        id: 4,
        code: 'RAMADAN26',
        duration_days: 30,
        uses_limit: 500,
        used_count: 312,
        uses_left: 188,
        discount_percent: 25,
        starts_on: '2026-02-18',
        ends_on: '2026-03-19',
        state: 'expired',
        created_at: '2026-02-01T08:30:00.000Z',
        updated_at: '2026-02-01T08:30:00.000Z',
      },
    ],
  });
export type PromoCode = z.infer<typeof promoCodeSchema>;

const promoCodeFields = z.strictObject({
  /** 3–32 letters, digits, `-` or `_`; trimmed and stored upper-case. "Code is required" when missing. */
  code: z
    .string({ error: missingAs('promo_code.code_required') })
    .overwrite(trimText)
    .toUpperCase()
    .min(1, { error: 'promo_code.code_required', abort: true })
    .min(promoCodeLimits.codeMin)
    .max(promoCodeLimits.codeMax)
    .regex(/^[A-Z0-9_-]+$/),
  /** Days the discount applies from a subscription's first use, 1–3650. "Duration is required" when missing. */
  duration_days: count(promoCodeLimits.durationMax, 'promo_code.duration_required'),
  /** How many subscriptions may use it, 1–1,000,000. "Number of uses is required" when missing. */
  uses_limit: count(promoCodeLimits.usesMax, 'promo_code.uses_required'),
  /** A whole per cent, 1–100. "Discount percentage is required" when missing. */
  discount_percent: count(promoCodeLimits.discountMax, 'promo_code.discount_required'),
  /** The first day it may be used. */
  starts_on: dayInputSchema,
  /** The last day it may be used: not before `starts_on` (400 `promo_code.ends_before_start` on `ends_on`). */
  ends_on: dayInputSchema,
});

/** `POST /promo-codes` body. */
export const promoCodeCreateSchema = promoCodeFields.meta({
  examples: [
    {
      code: 'RAMADAN26',
      duration_days: 30,
      uses_limit: 500,
      discount_percent: 25,
      starts_on: '2026-02-18',
      ends_on: '2026-03-19',
    },
  ],
});
export type PromoCodeCreate = z.input<typeof promoCodeCreateSchema>;

/**
 * `PATCH /promo-codes/:id` body: any of the fields, checked with the others
 * as stored. `uses_limit` may not go below the uses already taken (400
 * `promo_code.limit_below_used`).
 */
export const promoCodeUpdateSchema = promoCodeFields.partial();
export type PromoCodeUpdate = z.input<typeof promoCodeUpdateSchema>;

export const { listQuery: promoCodeListQuery, exportQuery: promoCodeExportQuery } = listQueries({
  sort: sortQuery(['code', 'starts_on', 'ends_on', 'discount_percent', 'used_count', 'created_at'], '-created_at'),
  /** Matches the code, whatever the case. */
  q: searchQuery,
  /** Only the codes in this state today (in Cairo). */
  state: promoCodeStateSchema.optional(),
});
export type PromoCodeListQuery = z.output<typeof promoCodeListQuery>;
