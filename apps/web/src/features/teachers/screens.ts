import type { FeatureScreens } from '../../lib/screens';

/** Teachers: the list, the add page and a teacher's ratings (a teacher sees only his or her own). */
export const screens = {
  '/teachers': { key: 'teachers', load: () => import('./routes/teachers-list') },
  '/teachers/add': { key: 'addTeacher', parent: '/teachers', load: () => import('./routes/add-teacher') },
  '/teachers/:id/rates': {
    key: 'ratings',
    parent: '/teachers',
    ownerParam: 'id',
    load: () => import('./routes/teacher-ratings'),
  },
} satisfies FeatureScreens;
