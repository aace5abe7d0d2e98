import type { FeatureScreens } from '../../lib/screens';

/**
 * Subscriptions (الاشتراكات): the admin's list (renew, delete), the deleted
 * ones (every role: a teacher his or her own; an admin restores), and a
 * teacher's own, read only. They are added on a student's profile.
 */
export const screens = {
  '/subscriptions': { key: 'subscriptions', load: () => import('./routes/subscriptions-list') },
  '/subscriptions/deleted': { key: 'deletedSubscriptions', load: () => import('./routes/deleted-subscriptions-list') },
  '/teacher/subscriptions': { key: 'teacherSubscriptions', load: () => import('./routes/teacher-subscriptions-list') },
} satisfies FeatureScreens;
