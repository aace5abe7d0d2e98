import type { FeatureScreens } from '../../lib/screens';

/** A stage's classes. */
export const screens = {
  '/levels/:id/classes': { key: 'classes', parent: '/levels', load: () => import('./routes/classes-list') },
} satisfies FeatureScreens;
