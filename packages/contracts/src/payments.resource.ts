import type { ApiResource } from './resource.js';
import type { Payment } from './subscriptions.js';

/**
 * `/api/v1/payments`: the payments report, read only. A payment is written by
 * its cause (a subscription added or renewed), so a change to a subscription
 * makes its reads stale, as do the names it shows (student, content, subject,
 * class, teacher, promo code).
 */
export const paymentsResource: ApiResource<Payment, never, never> = {
  path: 'payments',
  dependsOn: ['subscriptions', 'students', 'curricula', 'courses', 'teachers', 'classes', 'subjects', 'promo-codes'],
};
