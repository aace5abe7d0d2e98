import type { Generated } from 'kysely';

/** Migration 2026-11-26-03. */
export interface PromoCodesTable {
  id: Generated<number>;
  /** Upper-case, unique. */
  code: string;
  duration_days: number;
  uses_limit: number;
  /** Uses taken, never above `uses_limit` (a check); only `usePromoCode` raises it. */
  used_count: Generated<number>;
  discount_percent: number;
  /** Days, `YYYY-MM-DD` in Cairo. */
  starts_on: string;
  ends_on: string;
  /** `foldForSearch` of the code. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

declare module '../../db/types.js' {
  interface Database {
    promo_codes: PromoCodesTable;
  }
}
