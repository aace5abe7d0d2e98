import { useFixedT } from '../../../i18n/language';
import { LazyTooltip } from '../../../components/lazy-popups';
import { useNameOf } from '../../../components/remote-select';

/**
 * Subjects or classes in a table cell: the first few, then "+N" with the
 * rest in a tooltip (a screen reader hears the whole list).
 */
export function NamesCell({
  items,
  shown = 2,
}: {
  items: { id: number; name_ar: string; name_en: string }[];
  shown?: number;
}) {
  const t = useFixedT('teachers');
  const nameOf = useNameOf();
  const separator = t('common:listSeparator');
  const all = items.map(nameOf).join(separator);
  if (items.length <= shown + 1) return <span className="teacher-names">{all}</span>;
  return (
    <span className="teacher-names">
      <span aria-hidden="true">
        {items.slice(0, shown).map(nameOf).join(separator)}
        {separator}
        <LazyTooltip title={all}>
          <span className="teacher-more">{t('more', { count: items.length - shown })}</span>
        </LazyTooltip>
      </span>
      <span className="sr-only">{all}</span>
    </span>
  );
}
