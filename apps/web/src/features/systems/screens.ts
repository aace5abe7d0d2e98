import type { FeatureScreens } from '../../lib/screens';

/** A class's educational systems and specializations, on one page. */
export const screens = {
  '/classes/:id?/systems': { key: 'systems', parent: '/levels', load: () => import('./routes/class-systems') },
} satisfies FeatureScreens;
