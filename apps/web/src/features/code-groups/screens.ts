import type { FeatureScreens } from '../../lib/screens';

/**
 * Subscription code groups (مجموعات أكواد الاشتراك), admins only: the list,
 * a new group with its first codes, a group's page with its codes, and
 * more codes for a group.
 */
export const screens = {
  '/subscriptions-codes': { key: 'subscriptionCodes', load: () => import('./routes/code-groups-list') },
  '/subscriptions-codes/add': {
    key: 'addCodeGroup',
    parent: '/subscriptions-codes',
    load: () => import('./routes/add-code-group'),
  },
  '/subscriptions-codes/:id': {
    key: 'codeGroup',
    parent: '/subscriptions-codes',
    load: () => import('./routes/code-group-detail'),
  },
  '/subscriptions-codes/:id/add': {
    key: 'addCodesToGroup',
    parent: '/subscriptions-codes/:id',
    load: () => import('./routes/add-group-codes'),
  },
} satisfies FeatureScreens;
