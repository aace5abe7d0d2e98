import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../lib/use-near-viewport';
import type { ExamBank } from './exam-form';
import { Pending } from './pending';
import { SectionTitle } from './record-page';

// The list (the table kit, about 55 KB) is fetched when the section comes near the viewport: it
// stands below the page's own content, and a phone opening the page need not wait for it.
const ExamsList = lazy(() => import('./exams-list').then((m) => ({ default: m.ExamsList })));

/**
 * A course's or a curriculum's exams (الامتحانات), for its page: each with its
 * questions, results and average, links to the exam and its results, and the
 * add dialog. Shared UI because two features' pages show it and a feature
 * imports no other; the exam's own screens are `features/exams`. Until the
 * user scrolls near it, its heading and a skeleton hold its place.
 */
export function ExamsSection({ bank }: { bank: ExamBank }) {
  const { t } = useTranslation('exams');
  const { ref, near } = useNearViewport<HTMLElement>();
  const pending = (
    <section ref={ref} className="page-section" data-testid="exams-section-pending">
      <SectionTitle>{t('section')}</SectionTitle>
      <Pending rows={3} />
    </section>
  );
  if (!near) return pending;
  return (
    <Suspense fallback={pending}>
      <ExamsList bank={bank} />
    </Suspense>
  );
}
