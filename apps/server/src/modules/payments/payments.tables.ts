import type { PaymentKind, PaymentMethod, SubscriptionType } from '@dashboard/contracts';
import type { Generated } from 'kysely';

/** One payment (migrations 2026-11-26-04, its content 2026-12-01-02): append-only, written with its cause (`recordPayment`). */
export interface PaymentsTable {
  id: Generated<number>;
  student_id: number;
  /** The student's name, kept current by a trigger (migration 2026-12-03-01): the one column an update may set. */
  student_name: string;
  subscription_id: number;
  /** The subscription's content, as the subscription has it (one of the two). */
  curriculum_id: number | null;
  course_id: number | null;
  kind: PaymentKind;
  method: PaymentMethod;
  type: SubscriptionType;
  teacher_id: number;
  subject_id: number;
  class_id: number;
  /** Its content's, subject's, class's and teacher's card, as its subscription's was when paid (migration 2026-12-04-01). */
  card_id: number;
  /** Piastres. */
  original_price: number;
  discount: number;
  paid: number;
  promo_code_id: number | null;
  promo_code: string | null;
  subscription_starts_on: string;
  /** The day it was paid, YYYY-MM-DD in Cairo. */
  paid_on: string;
  wallet_move_id: number | null;
  actor_kind: 'user' | 'key';
  actor_id: number;
  actor_name: string;
  created_at: string;
}

/** The payments' sums a day and a combination of the report's filters, kept by `recordPayment`. */
export interface PaymentDaysTable {
  paid_on: string;
  teacher_id: number;
  subject_id: number;
  class_id: number;
  type: SubscriptionType;
  /** 0 for the payments without a promo code. */
  promo_code_id: number;
  payments: number;
  original_price: number;
  discount: number;
  paid: number;
}

/**
 * The payments' sums a day for one value of one of the report's filters (`all` 0, a teacher's,
 * subject's, class's or promo code's id, `type` 0 monthly or 1 course), kept by `recordPayment`.
 */
export interface PaymentDaySumsTable {
  dimension: DaySumDimension;
  value: number;
  paid_on: string;
  payments: number;
  original_price: number;
  discount: number;
  paid: number;
}
export type DaySumDimension = 'all' | 'teacher' | 'subject' | 'class' | 'type' | 'promo';

declare module '../../db/types.js' {
  interface Database {
    payments: PaymentsTable;
    payment_days: PaymentDaysTable;
    payment_day_sums: PaymentDaySumsTable;
  }
}
