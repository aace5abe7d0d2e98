import { StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A rating's 1 to 5 stars, read as "4 stars" by a screen reader. */
export function Stars({ value }: { value: number }) {
  const { t } = useTranslation('teachers');
  return (
    <span className="teacher-stars" role="img" aria-label={t('ratings.stars', { count: value })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarFilled key={n} aria-hidden className={n <= value ? 'teacher-star-on' : 'teacher-star-off'} />
      ))}
    </span>
  );
}
