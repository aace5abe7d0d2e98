import type { SubjectClass } from '@dashboard/contracts';
import { Flex, Tag } from 'antd';
import { useFixedT } from '../../../i18n/language';
import { LazyTooltip } from '../../../components/lazy-popups';
import { NumberText } from '../../../components/number-text';
import { useNameOf } from '../../../components/remote-select';

/** A subject's academic years in a table cell: the first few, and how many more (named on hover and to readers). */
export function ClassTags({ classes, max = 3 }: { classes: SubjectClass[]; max?: number }) {
  const t = useFixedT('subjects'); // drawn on every row: see useFixedT
  const nameOf = useNameOf();
  const hidden = classes.slice(max);
  const hiddenNames = hidden.map(nameOf).join(t('common:listSeparator'));
  return (
    <Flex gap={4} wrap>
      {classes.slice(0, max).map((c) => (
        <Tag key={c.id}>{nameOf(c)}</Tag>
      ))}
      {hidden.length > 0 && (
        <LazyTooltip title={hiddenNames}>
          <Tag>
            <span aria-hidden="true">
              +<NumberText value={hidden.length} />
            </span>
            <span className="sr-only">{hiddenNames}</span>
          </Tag>
        </LazyTooltip>
      )}
    </Flex>
  );
}
