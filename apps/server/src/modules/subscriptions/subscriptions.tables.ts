import type { Generated } from 'kysely';
import type { SubscriptionType } from '@dashboard/contracts';

/** A student's subscription (migration 2026-11-26-04): a curriculum's (monthly) or a course's. */
export interface SubscriptionsTable {
  id: Generated<number>;
  student_id: number;
  /** The student's name and phone, kept current by a trigger (migration 2026-12-03-01). */
  student_name: string;
  student_phone: string;
  type: SubscriptionType;
  curriculum_id: number | null;
  course_id: number | null;
  /** The content's teacher, subject and class, copied in when it is made. */
  teacher_id: number;
  subject_id: number;
  class_id: number;
  /** Its content's, subject's, class's and teacher's card (`moneyCard`, migration 2026-12-04-01). */
  card_id: number;
  /** Days, YYYY-MM-DD in Cairo, both counted; `ends_on` null when permanent. */
  starts_on: string;
  ends_on: string | null;
  period_days: number | null;
  last_renewed_on: string | null;
  renewal_count: Generated<number>;
  /** Piastres a period, before a discount. */
  price: number;
  paid_total: Generated<number>;
  discount_total: Generated<number>;
  promo_code_id: number | null;
  /** The promo code's discount in per cent, fixed when the code was used (migration 2026-12-02-01). */
  promo_percent: number | null;
  /** The last day the promo code's discount applies to a renewal. */
  promo_until: string | null;
  /** The cancellation: when it was deleted; null while it is not. Its history is `subscription_changes`. */
  deleted_at: string | null;
  /** The subscription code whose redemption opened it and paid its first period (migration 2026-12-02-03). */
  code_id: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * A subscription deleted or restored (migration 2026-12-02-02): append-only,
 * written in the transaction of the change. Who is null only for the
 * deletions the migration filled in.
 */
export interface SubscriptionChangesTable {
  id: Generated<number>;
  subscription_id: number;
  /** The subscription's student, copied in: a student's timeline reads by it. */
  student_id: number;
  kind: 'deleted' | 'restored';
  actor_kind: 'user' | 'key' | null;
  actor_id: number | null;
  actor_name: string | null;
  created_at: string;
}

/**
 * A combination of content, subject, class and teacher that subscriptions and payments name
 * (migration 2026-12-04-01): ids only, made once (`moneyCard`), never changed or deleted. 0 for
 * the kind of content a row lacks.
 */
export interface MoneyCardsTable {
  id: Generated<number>;
  curriculum_id: number;
  course_id: number;
  subject_id: number;
  class_id: number;
  teacher_id: number;
}

declare module '../../db/types.js' {
  interface Database {
    money_cards: MoneyCardsTable;
    subscriptions: SubscriptionsTable;
    subscription_changes: SubscriptionChangesTable;
  }
}
