import type { FeatureScreens } from '../../lib/screens';

/** Curricula (the spec's `/curriculum`): the list, the add and edit pages, and a curriculum's page with its outline. */
export const screens = {
  '/curriculum': { key: 'curricula', load: () => import('./routes/curricula-list') },
  '/curriculum/add': { key: 'addCurriculum', parent: '/curriculum', load: () => import('./routes/add-curriculum') },
  '/curriculum/:id': { key: 'curriculum', parent: '/curriculum', load: () => import('./routes/curriculum-detail') },
  '/curriculum/:id/edit': {
    key: 'editCurriculum',
    parent: '/curriculum/:id',
    load: () => import('./routes/edit-curriculum'),
  },
} satisfies FeatureScreens;
