import type { FeatureScreens } from '../../lib/screens';

/** A unit of a curriculum (the spec's `/units/:id`): its details and its lessons in order. */
export const screens = {
  '/units/:id': { key: 'unit', parent: '/curriculum', load: () => import('./routes/unit-detail') },
} satisfies FeatureScreens;
