import { useTranslation } from 'react-i18next';
import { ChoiceFilter, TeachingFilters } from '../../../components/teaching-filters';

const filterStyle = { inlineSize: 160, maxInlineSize: '100%' };

export const teacherFilterKeys = ['subject_id', 'class_id', 'active'] as const;
type Filters = Partial<Record<(typeof teacherFilterKeys)[number], string>>;

/** The list's filters: subject, class and status, kept in the URL by the list. */
export function TeacherFilters(props: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('teachers');
  return (
    <>
      <TeachingFilters value={props.value} onChange={props.onChange} t={t} subjectFirst style={filterStyle} />
      <ChoiceFilter
        label={t('filters.status')}
        value={props.value.active}
        options={[
          { value: 'true', label: t('status.active') },
          { value: 'false', label: t('status.disabled') },
        ]}
        onChange={(v) => props.onChange({ active: v })}
        inlineSize={130}
        testId="active"
      />
    </>
  );
}
