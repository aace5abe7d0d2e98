// The subscriptions' and payments' constants and status rule, in a module free of zod: a screen
// reads them without loading the schemas of subscriptions.ts and payments.ts (the package is
// `sideEffects: false`).

export const subscriptionTypes = ['monthly', 'course'] as const;
export type SubscriptionType = (typeof subscriptionTypes)[number];

/** The spec's statuses (docs/subscriptions.md). */
export const subscriptionStatuses = ['active', 'expired', 'permanent', 'free', 'uncertain'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * How a payment was made: taken from the student's wallet, cash an admin
 * received, or a subscription code the student redeemed (sold beforehand).
 */
export const paymentMethods = ['wallet', 'cash', 'code'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A payment's cause: a subscription's first period, or a renewal. */
export const paymentKinds = ['subscription', 'renewal'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

export const subscriptionLimits = { periodMax: 3650 } as const;

/** The longest range the payments summary's series covers, in days. */
export const PAYMENT_SUMMARY_MAX_DAYS = 366;

/**
 * A subscription's status on `today` (YYYY-MM-DD in Cairo), the first that
 * holds: `expired` (its last day is past), `permanent` (no last day: a
 * course bought for good), `uncertain` (it starts after today: neither
 * running nor over), `free` (running, at a price of 0: a free course or a
 * trial), else `active` (running and paid for).
 */
export function subscriptionStatusOf(
  s: { starts_on: string; ends_on: string | null; price: number },
  today: string,
): SubscriptionStatus {
  if (s.ends_on !== null && s.ends_on < today) return 'expired';
  if (s.ends_on === null) return 'permanent';
  if (s.starts_on > today) return 'uncertain';
  if (s.price === 0) return 'free';
  return 'active';
}
