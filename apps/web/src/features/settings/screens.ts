import type { FeatureScreens } from '../../lib/screens';

/** The platform's general settings. */
export const screens = {
  '/settings': { key: 'settings', load: () => import('./routes/settings') },
} satisfies FeatureScreens;
