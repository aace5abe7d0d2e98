import type { FeatureScreens } from '../../lib/screens';

/** Lessons across curricula: the list, a lesson's page and its content (`index2`, the spec's name), a PDF's page. */
export const screens = {
  '/lessons': { key: 'lessons', load: () => import('./routes/lessons-list') },
  '/lessons/:id': { key: 'lesson', parent: '/lessons', load: () => import('./routes/lesson-detail') },
  '/lessons/:id/index2': {
    key: 'lessonContent',
    parent: '/lessons/:id',
    load: () => import('./routes/lesson-content'),
  },
  // A PDF the user may read (a lesson's document, an assignment's attachment), in the browser's own viewer.
  '/show-pdf': { key: 'showPdf', load: () => import('./routes/show-pdf') },
} satisfies FeatureScreens;
