import type { FeatureScreens } from '../../lib/screens';

/**
 * Students (الطلاب): the list and a student's profile with the wallet. Every
 * role opens both; a teacher sees only the students of his or her classes,
 * without their wallets.
 */
export const screens = {
  '/students': { key: 'students', load: () => import('./routes/students-list') },
  '/students/:id': { key: 'student', parent: '/students', load: () => import('./routes/student-profile') },
} satisfies FeatureScreens;
