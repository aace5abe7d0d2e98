import { lessonsResource, questionTypes, unitsResource } from '@dashboard/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteSelect, useTitleOf } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';

const units = defineResource(unitsResource);
const lessons = defineResource(lessonsResource);

const filterStyle = { inlineSize: 180, maxInlineSize: '100%' };

export const questionFilterKeys = ['type', 'unit_id', 'lesson_id'] as const;
type Filters = Partial<Record<(typeof questionFilterKeys)[number], string>>;

/**
 * The bank's filters: the type, and for a curriculum's bank its unit and
 * lesson (of the chosen unit, when one is). Choosing another unit clears the
 * lesson.
 */
export function QuestionFilters(props: {
  curriculumId: string | null;
  value: Filters;
  onChange: (filters: Filters) => void;
}) {
  const { t } = useTranslation('questions');
  const titleOf = useTitleOf();
  const { curriculumId, value } = props;
  const common = { allowClear: true, stringIds: true, style: filterStyle, labelOf: titleOf };
  return (
    <>
      <Select
        allowClear
        style={filterStyle}
        aria-label={t('filters.type')}
        placeholder={t('filters.type')}
        value={value.type}
        options={questionTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        onChange={(v?: string) => props.onChange({ type: v })}
        data-testid="filter-type"
      />
      {curriculumId && (
        <>
          <RemoteSelect
            {...common}
            resource={units}
            scope={{ curriculum_id: curriculumId }}
            aria-label={t('filters.unit')}
            placeholder={t('filters.unit')}
            value={value.unit_id}
            onChange={(v) => props.onChange({ unit_id: v as string | undefined, lesson_id: undefined })}
            data-testid="filter-unit"
          />
          <RemoteSelect
            {...common}
            resource={lessons}
            scope={{ curriculum_id: curriculumId, ...(value.unit_id ? { unit_id: value.unit_id } : {}) }}
            aria-label={t('filters.lesson')}
            placeholder={t('filters.lesson')}
            value={value.lesson_id}
            onChange={(v) => props.onChange({ lesson_id: v as string | undefined })}
            data-testid="filter-lesson"
          />
        </>
      )}
    </>
  );
}
