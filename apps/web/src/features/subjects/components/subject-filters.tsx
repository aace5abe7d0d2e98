import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClassOptions } from '../api/get-class-options';
import { useSpecializationOptions } from '../api/get-specialization-options';
import { useStageOptions } from '../api/get-stage-options';
import { selectSearch, useNameOf, useSelectStyles } from './names';

const filterStyle = { inlineSize: 180, maxInlineSize: '100%' };

export const subjectFilterKeys = ['stage_id', 'class_id', 'specialization_id'] as const;
type Filters = Partial<Record<(typeof subjectFilterKeys)[number], string>>;

/**
 * The list's filters: stage, class (of the chosen stage) and specialization
 * (of the chosen class). Choosing a wider filter clears the narrower ones.
 */
export function SubjectFilters(props: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('subjects');
  const nameOf = useNameOf();
  const styles = useSelectStyles();
  const { stage_id, class_id, specialization_id } = props.value;
  const stages = useStageOptions();
  const classes = useClassOptions(stage_id);
  const specializations = useSpecializationOptions(class_id);
  const options = (items: { id: number; name_ar: string; name_en: string }[] | undefined) =>
    (items ?? []).map((x) => ({ value: String(x.id), label: nameOf(x) }));

  return (
    <>
      <Select
        allowClear
        showSearch={selectSearch}
        style={filterStyle}
        styles={styles}
        aria-label={t('filters.stage')}
        placeholder={t('filters.stage')}
        value={stage_id}
        options={options(stages.data?.items)}
        loading={stages.isLoading}
        onChange={(v?: string) => props.onChange({ stage_id: v, class_id: undefined, specialization_id: undefined })}
        data-testid="filter-stage"
      />
      <Select
        allowClear
        showSearch={selectSearch}
        style={filterStyle}
        styles={styles}
        aria-label={t('filters.class')}
        placeholder={t('filters.class')}
        value={class_id}
        options={options(classes.data?.items)}
        loading={classes.isLoading}
        onChange={(v?: string) => props.onChange({ class_id: v, specialization_id: undefined })}
        data-testid="filter-class"
      />
      <Select
        allowClear
        showSearch={selectSearch}
        style={filterStyle}
        styles={styles}
        aria-label={t('filters.specialization')}
        placeholder={t('filters.specialization')}
        notFoundContent={class_id ? undefined : t('chooseClass')}
        value={specialization_id}
        options={options(specializations.data?.items)}
        loading={specializations.isLoading}
        onChange={(v?: string) => props.onChange({ specialization_id: v })}
        data-testid="filter-specialization"
      />
    </>
  );
}
