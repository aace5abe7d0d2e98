import type { FeatureScreens } from '../../lib/screens';

/** Subjects (the spec's `/categories`): the list, the add page and a subject's page. */
export const screens = {
  '/categories': { key: 'subjects', load: () => import('./routes/subjects-list') },
  '/categories/add': { key: 'addSubject', parent: '/categories', load: () => import('./routes/add-subject') },
  '/categories/:id': { key: 'subject', parent: '/categories', load: () => import('./routes/subject-detail') },
} satisfies FeatureScreens;
