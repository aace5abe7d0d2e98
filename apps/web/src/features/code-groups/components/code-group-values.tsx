import type { CodeGroup } from '@dashboard/contracts';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';

type Named = { id: number; name_ar: string; name_en: string };

/**
 * What a group's codes open, each named in the user's language: the
 * curriculum or the courses, with `links` each one a link to its page.
 */
export function GroupContents(props: {
  group: Pick<CodeGroup, 'content_type' | 'contents'>;
  nameOf: (x: Named) => string;
  separator: string;
  links?: boolean;
}) {
  const { group, nameOf } = props;
  const base = group.content_type === 'curriculum' ? '/curriculum' : '/courses';
  return (
    <>
      {group.contents.map((c, i) => (
        <span key={c.id}>
          {i > 0 && props.separator}
          {props.links ? <Link to={`${base}/${c.id}`}>{nameOf(c)}</Link> : nameOf(c)}
        </span>
      ))}
    </>
  );
}

/** A group's period: the renewal period (a curriculum's) or duration (courses') in days, or "for good". */
export const periodText = (t: TFunction, days: number | null) =>
  days === null ? t('period.forGood') : t('period.days', { count: days });
