import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, TeachingFilters } from '../../../components/teaching-filters';

const filterStyle = { inlineSize: 170, maxInlineSize: '100%' };

export const courseFilterKeys = ['teacher_id', 'class_id', 'subject_id', 'is_paid'] as const;
type Filters = Partial<Record<(typeof courseFilterKeys)[number], string>>;

/**
 * The list's filters: teacher (an admin's only: a teacher's list holds his or
 * her own), class, subject (of the chosen class) and paid or free. Choosing
 * another class clears the subject.
 */
export function CourseFilters(props: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('courses');
  const { token } = theme.useToken();
  return (
    <>
      <TeachingFilters value={props.value} onChange={props.onChange} t={t} teacher scoped style={filterStyle} />
      <ChoiceFilter
        label={t('filters.kind')}
        value={props.value.is_paid}
        options={[
          { value: 'true', label: t('kind.paid') },
          { value: 'false', label: t('kind.free') },
        ]}
        onChange={(v) => props.onChange({ is_paid: v })}
        inlineSize={150}
        // A Select's placeholder is text that axe checks; antd's grey reads under 2:1.
        styles={{ placeholder: { color: token.colorTextSecondary } }}
        testId="kind"
      />
    </>
  );
}
