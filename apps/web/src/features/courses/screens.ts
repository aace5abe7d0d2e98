import type { FeatureScreens } from '../../lib/screens';

/** Courses: the list, the add and edit pages, and a course's page with its image and promotional video. */
export const screens = {
  '/courses': { key: 'courses', load: () => import('./routes/courses-list') },
  '/courses/add': { key: 'addCourse', parent: '/courses', load: () => import('./routes/add-course') },
  '/courses/:id': { key: 'course', parent: '/courses', load: () => import('./routes/course-detail') },
  '/courses/:id/edit': { key: 'editCourse', parent: '/courses/:id', load: () => import('./routes/edit-course') },
} satisfies FeatureScreens;
