import { studentsResource, subscriptionStatuses, subscriptionTypes } from '@dashboard/contracts';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/remote-select';
import { ChoiceFilter, TeachingFilters } from '../../../components/teaching-filters';
import { defineResource } from '../../../lib/resource';

const students = defineResource(studentsResource);
const filterStyle = { inlineSize: 170, maxInlineSize: '100%' };

export const subscriptionFilterKeys = ['type', 'status', 'student_id', 'teacher_id', 'class_id', 'subject_id'] as const;
type Filters = Partial<Record<(typeof subscriptionFilterKeys)[number], string>>;

/**
 * The subscriptions' filters (the API has no free-text search): type, status
 * today, the student (searched by name or phone), the teacher (an admin's
 * only: a teacher's lists hold his or her own), the academic year and the
 * subject (of the chosen year; another year clears it).
 */
export function SubscriptionFilters(props: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('subscriptions');
  const { token } = theme.useToken();
  // A Select's placeholder is text that axe checks; antd's grey reads under 2:1.
  const styles = { placeholder: { color: token.colorTextSecondary } };
  return (
    <>
      <ChoiceFilter
        label={t('filters.type')}
        value={props.value.type}
        options={subscriptionTypes.map((v) => ({ value: v, label: t(`types.${v}`) }))}
        onChange={(type) => props.onChange({ type })}
        inlineSize={190}
        styles={styles}
        testId="type"
      />
      <ChoiceFilter
        label={t('filters.status')}
        value={props.value.status}
        options={subscriptionStatuses.map((v) => ({ value: v, label: t(`statuses.${v}`) }))}
        onChange={(status) => props.onChange({ status })}
        inlineSize={150}
        styles={styles}
        testId="status"
      />
      <RemoteSelect
        resource={students}
        labelOf={(s) => t('studentOption', { name: s.name, phone: s.phone })}
        allowClear
        stringIds
        style={filterStyle}
        aria-label={t('filters.student')}
        placeholder={t('filters.student')}
        value={props.value.student_id}
        onChange={(v) => props.onChange({ student_id: v as string | undefined })}
        data-testid="filter-student"
      />
      <TeachingFilters value={props.value} onChange={props.onChange} t={t} teacher scoped style={filterStyle} />
    </>
  );
}
