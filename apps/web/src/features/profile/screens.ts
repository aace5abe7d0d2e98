import type { FeatureScreens } from '../../lib/screens';

/** The signed-in user's own profile and password. */
export const screens = {
  '/profile': { key: 'profile', load: () => import('./routes/profile') },
} satisfies FeatureScreens;
