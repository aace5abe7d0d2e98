import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClassOptions } from '../api/get-class-options';
import { useSubjectOptions } from '../api/get-subject-options';
import { selectSearch, useNameOf } from './names';

const filterStyle = { inlineSize: 160, maxInlineSize: '100%' };

export const teacherFilterKeys = ['subject_id', 'class_id', 'active'] as const;
type Filters = Partial<Record<(typeof teacherFilterKeys)[number], string>>;

/** The list's filters: subject, class and status, kept in the URL by the list. */
export function TeacherFilters(props: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('teachers');
  const nameOf = useNameOf();
  const subjects = useSubjectOptions();
  const classes = useClassOptions();
  const options = (items: { id: number; name_ar: string; name_en: string }[] | undefined) =>
    (items ?? []).map((x) => ({ value: String(x.id), label: nameOf(x) }));

  return (
    <>
      <Select
        allowClear
        showSearch={selectSearch}
        style={filterStyle}
        aria-label={t('filters.subject')}
        placeholder={t('filters.subject')}
        value={props.value.subject_id}
        options={options(subjects.data?.items)}
        loading={subjects.isLoading}
        onChange={(v?: string) => props.onChange({ subject_id: v })}
        data-testid="filter-subject"
      />
      <Select
        allowClear
        showSearch={selectSearch}
        style={filterStyle}
        aria-label={t('filters.class')}
        placeholder={t('filters.class')}
        value={props.value.class_id}
        options={options(classes.data?.items)}
        loading={classes.isLoading}
        onChange={(v?: string) => props.onChange({ class_id: v })}
        data-testid="filter-class"
      />
      <Select
        allowClear
        style={{ inlineSize: 130 }}
        aria-label={t('filters.status')}
        placeholder={t('filters.status')}
        value={props.value.active}
        options={[
          { value: 'true', label: t('status.active') },
          { value: 'false', label: t('status.disabled') },
        ]}
        onChange={(v?: string) => props.onChange({ active: v })}
        data-testid="filter-active"
      />
    </>
  );
}
