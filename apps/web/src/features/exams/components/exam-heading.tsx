import type { Exam } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import type { Crumb } from '../../../components/page-header';
import { useNameOf, useTitleOf } from '../../../components/remote-select';
import { useScreenHeading } from '../../../lib/screen-heading';

/** Where an exam lives: its course's or its curriculum's page, by name. */
export function useExamHome() {
  const nameOf = useNameOf();
  const titleOf = useTitleOf();
  return (exam: Exam): { to: string; name: string } | null =>
    exam.course
      ? { to: `/courses/${exam.course.id}`, name: nameOf(exam.course) }
      : exam.curriculum
        ? { to: `/curriculum/${exam.curriculum.id}`, name: titleOf(exam.curriculum) }
        : null;
}

/**
 * An exam's screens' breadcrumb: home, its course or curriculum, the exam
 * (by its title), then the screen itself when it is the results or solutions.
 */
export function useExamCrumbs(exam: Exam | undefined): Crumb[] {
  const { t } = useTranslation();
  const heading = useScreenHeading();
  const titleOf = useTitleOf();
  const home = useExamHome();
  if (!exam) return heading.crumbs;
  const where = home(exam);
  const [first, ...rest] = heading.crumbs;
  const examCrumb = { title: titleOf(exam), to: rest.length > 1 ? `/exams/${exam.id}` : undefined };
  return [
    first ?? { title: t('screens.home'), to: '/' },
    ...(where ? [{ title: where.name, to: where.to }] : []),
    examCrumb,
    ...rest.slice(1),
  ];
}
