import { classesResource, specializationsResource, stagesResource } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';

const classes = defineResource(classesResource);
const specializations = defineResource(specializationsResource);
const stages = defineResource(stagesResource);

const filterStyle = { inlineSize: 180, maxInlineSize: '100%' };

export const subjectFilterKeys = ['stage_id', 'class_id', 'specialization_id'] as const;
type Filters = Partial<Record<(typeof subjectFilterKeys)[number], string>>;

/**
 * The list's filters: stage, class (of the chosen stage) and specialization
 * (of the chosen class). Choosing a wider filter clears the narrower ones.
 */
export function SubjectFilters(props: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('subjects');
  const { stage_id, class_id, specialization_id } = props.value;
  const common = { allowClear: true, stringIds: true, style: filterStyle };
  return (
    <>
      <RemoteSelect
        {...common}
        resource={stages}
        scope={{ sort: 'sort_order' }}
        aria-label={t('filters.stage')}
        placeholder={t('filters.stage')}
        value={stage_id}
        onChange={(v) =>
          props.onChange({ stage_id: v as string | undefined, class_id: undefined, specialization_id: undefined })
        }
        data-testid="filter-stage"
      />
      <RemoteSelect
        {...common}
        resource={classes}
        scope={stage_id ? { stage_id } : {}}
        aria-label={t('filters.class')}
        placeholder={t('filters.class')}
        value={class_id}
        onChange={(v) => props.onChange({ class_id: v as string | undefined, specialization_id: undefined })}
        data-testid="filter-class"
      />
      <RemoteSelect
        {...common}
        resource={specializations}
        scope={class_id ? { class_id } : {}}
        enabled={Boolean(class_id)}
        aria-label={t('filters.specialization')}
        placeholder={t('filters.specialization')}
        notFoundContent={class_id ? undefined : t('chooseClass')}
        value={specialization_id}
        onChange={(v) => props.onChange({ specialization_id: v as string | undefined })}
        data-testid="filter-specialization"
      />
    </>
  );
}
