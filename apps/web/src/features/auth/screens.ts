import type { FeatureScreens } from '../../lib/screens';

/** Signing in and resetting a password (guests only). */
export const screens = {
  '/login': { key: 'login', load: () => import('./routes/login') },
  '/reset-password': { key: 'resetPassword', load: () => import('./routes/reset-password') },
} satisfies FeatureScreens;
