import type { FeatureScreens } from '../../lib/screens';

/** The question bank (بنك الأسئلة) of a course and of a curriculum: one page, two banks. */
export const screens = {
  '/courses/:id/questions-bank': {
    key: 'questionBank',
    parent: '/courses/:id',
    load: () => import('./routes/course-bank'),
  },
  '/curriculum/:id/questions-bank': {
    key: 'curriculumQuestionBank',
    parent: '/curriculum/:id',
    load: () => import('./routes/curriculum-bank'),
  },
} satisfies FeatureScreens;
