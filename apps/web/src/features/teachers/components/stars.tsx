import { StarFilled } from '@ant-design/icons';
import { useFixedT } from '../../../i18n/language';

/** A rating's 1 to 5 stars, read as "4 stars" by a screen reader. */
export function Stars({ value }: { value: number }) {
  const t = useFixedT('teachers'); // drawn on every row: see useFixedT
  return (
    <span className="teacher-stars" role="img" aria-label={t('ratings.stars', { count: value })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarFilled key={n} aria-hidden className={n <= value ? 'teacher-star-on' : 'teacher-star-off'} />
      ))}
    </span>
  );
}
