import { useTranslation } from 'react-i18next';
import { ChoiceFilter, TeachingFilters } from '../../../components/teaching-filters';

const filterStyle = { inlineSize: 170, maxInlineSize: '100%' };

export const curriculumFilterKeys = ['teacher_id', 'class_id', 'subject_id', 'status'] as const;
type Filters = Partial<Record<(typeof curriculumFilterKeys)[number], string>>;

/**
 * The list's filters: teacher (an admin's only: a teacher's list holds his or
 * her own), class, subject (of the chosen class) and status. Choosing another
 * class clears the subject.
 */
export function CurriculumFilters(props: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('curricula');
  return (
    <>
      <TeachingFilters value={props.value} onChange={props.onChange} t={t} teacher scoped style={filterStyle} />
      <ChoiceFilter
        label={t('filters.status')}
        value={props.value.status}
        options={[
          { value: 'open', label: t('status.open') },
          { value: 'closed', label: t('status.closed') },
        ]}
        onChange={(v) => props.onChange({ status: v })}
        inlineSize={130}
        testId="status"
      />
    </>
  );
}
