import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { ExamBank } from './exam-form';

// The list (the table kit) is fetched with the section, after the page that shows it.
const ExamsList = lazy(() => import('./exams-list').then((m) => ({ default: m.ExamsList })));

/**
 * A course's or a curriculum's exams (الامتحانات), for its page: each with its
 * questions, results and average, links to the exam and its results, and the
 * add dialog. Shared UI because two features' pages show it and a feature
 * imports no other; the exam's own screens are `features/exams`.
 */
export function ExamsSection({ bank }: { bank: ExamBank }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <ExamsList bank={bank} />
    </Suspense>
  );
}
