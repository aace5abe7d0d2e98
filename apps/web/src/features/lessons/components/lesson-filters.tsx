import { curriculaResource } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import { RemoteSelect, useTitleOf } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';

const curricula = defineResource(curriculaResource);

export const lessonFilterKeys = ['curriculum_id'] as const;
type Filters = Partial<Record<(typeof lessonFilterKeys)[number], string>>;

/** The list's filter: the curriculum (a teacher's own, as the API answers them). */
export function LessonFilters(props: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('lessons');
  const titleOf = useTitleOf();
  return (
    <RemoteSelect
      resource={curricula}
      stringIds
      allowClear
      labelOf={titleOf}
      style={{ inlineSize: 260, maxInlineSize: '100%' }}
      aria-label={t('filters.curriculum')}
      placeholder={t('filters.curriculum')}
      value={props.value.curriculum_id}
      onChange={(v) => props.onChange({ curriculum_id: v as string | undefined })}
      data-testid="filter-curriculum"
    />
  );
}
