import type { ApiResource } from './resource.js';
import type { Subscription, SubscriptionCreate } from './subscriptions.js';

/**
 * `/api/v1/subscriptions`: the live subscriptions. A subscription shows its
 * student, content (a curriculum or a course), subject, class, teacher and
 * promo code by name. It is never edited: it is renewed, deleted and
 * restored through its own commands.
 */
export const subscriptionsResource: ApiResource<Subscription, SubscriptionCreate, never> = {
  path: 'subscriptions',
  dependsOn: ['students', 'curricula', 'courses', 'teachers', 'classes', 'subjects', 'promo-codes'],
};

/**
 * `/api/v1/subscriptions/deleted`: the deleted ones, with their cancellation
 * dates. A delete or a restore of a subscription moves a row into or out of it.
 */
export const deletedSubscriptionsResource: ApiResource<Subscription, never, never> = {
  path: 'subscriptions/deleted',
  dependsOn: ['subscriptions', 'students', 'curricula', 'courses', 'teachers', 'classes', 'subjects', 'promo-codes'],
};
