import type { FeatureScreens } from '../../lib/screens';

/** An exam (الامتحان): its settings and questions, its results (النتائج) and the students' solutions (الإجابات). */
export const screens = {
  '/exams/:id': { key: 'exam', load: () => import('./routes/exam-detail') },
  '/exams/:id?/results': { key: 'examResults', parent: '/exams/:id', load: () => import('./routes/exam-results') },
  '/exams/:id?/solutions': {
    key: 'examSolutions',
    parent: '/exams/:id',
    load: () => import('./routes/exam-solutions'),
  },
} satisfies FeatureScreens;
