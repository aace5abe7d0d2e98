import { apiPermissions, roleAllowed, type Lesson } from '@dashboard/contracts';
import type { Crumb } from '../../../components/page-header';
import { useTitleOf } from '../../../components/remote-select';
import { useScreenHeading } from '../../../lib/screen-heading';
import { useAuth } from '../../../lib/session';

/**
 * The breadcrumb of a lesson's pages: home, the lessons, its curriculum, its
 * unit (links for whoever may open them: not a support agent), the lesson.
 */
export function useLessonCrumbs(lesson: Lesson | undefined, tail: Crumb[]): Crumb[] {
  const heading = useScreenHeading();
  const titleOf = useTitleOf();
  const opens = roleAllowed(apiPermissions['curricula.read'], useAuth().user?.role ?? null);
  const [home, list] = heading.crumbs;
  if (!lesson) return heading.crumbs;
  return [
    home!,
    list!,
    { title: titleOf(lesson.curriculum), to: opens ? `/curriculum/${lesson.curriculum.id}` : undefined },
    { title: titleOf(lesson.unit), to: opens ? `/units/${lesson.unit.id}` : undefined },
    ...tail,
  ];
}
