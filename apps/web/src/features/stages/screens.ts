import type { FeatureScreens } from '../../lib/screens';

/** Academic stages (the spec's `/levels`): the list and the add page. */
export const screens = {
  '/levels': { key: 'levels', load: () => import('./routes/stages-list') },
  '/levels/add': { key: 'addLevel', parent: '/levels', load: () => import('./routes/add-stage') },
} satisfies FeatureScreens;
