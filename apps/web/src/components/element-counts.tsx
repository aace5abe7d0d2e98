import type { ElementCounts as Counts, LessonElementType } from '@dashboard/contracts';
import { useFixedT } from '../i18n/language';
import './element-counts.css';

// The contract's `lessonElementTypes`, in the order the counts are shown (its module holds schemas:
// zod would come with it).
const kinds = ['video', 'document', 'quiz', 'assignment'] as const satisfies readonly LessonElementType[];

/**
 * How many videos, documents, quizzes and assignments a lesson, a unit or a
 * curriculum holds, in words (the lessons catalogue's `<kind>Count` plurals),
 * as a list: a line of counts on a row, read one by one.
 */
export function ElementCounts({ counts }: { counts: Counts }) {
  const t = useFixedT('lessons'); // drawn on every row: see useFixedT
  return (
    <ul className="element-counts">
      {kinds.map((kind) => {
        const count = counts[`${kind}_count`];
        return (
          <li key={kind} className={count ? undefined : 'element-count-none'}>
            {t(`${kind}Count`, { count })}
          </li>
        );
      })}
    </ul>
  );
}
