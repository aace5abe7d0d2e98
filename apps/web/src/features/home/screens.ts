import type { FeatureScreens } from '../../lib/screens';

/** Home: the dashboard's figures. */
export const screens = {
  '/': { key: 'home', load: () => import('./routes/home') },
} satisfies FeatureScreens;
