import {
  coursesResource,
  curriculaResource,
  studentsResource,
  subscriptionStatuses,
  subscriptionTypes,
} from '@dashboard/contracts';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteSelect, useTitleOf } from '../../../components/remote-select';
import { ChoiceFilter, TeachingFilters } from '../../../components/teaching-filters';
import { defineResource } from '../../../lib/resource';
import { useAuth } from '../../../lib/session';

const students = defineResource(studentsResource);
const curricula = defineResource(curriculaResource);
const courses = defineResource(coursesResource);
const filterStyle = { inlineSize: 170, maxInlineSize: '100%' };

export const subscriptionFilterKeys = [
  'type',
  'status',
  'student_id',
  'teacher_id',
  'class_id',
  'subject_id',
  'curriculum_id',
  'course_id',
] as const;
type Filters = Partial<Record<(typeof subscriptionFilterKeys)[number], string>>;

/**
 * The subscriptions' filters (the API has no free-text search): type, status
 * today, the student (searched by name or phone), the teacher (an admin's
 * only: a teacher's lists hold his or her own), the academic year and the
 * subject (of the chosen year; another year clears it), and the curriculum or
 * the course (of the teacher, year and subject chosen, so choosing another
 * clears it; the one the type allows; not a support agent's, who reads no
 * teaching content).
 */
export function SubscriptionFilters(props: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('subscriptions');
  const { token } = theme.useToken();
  // A Select's placeholder is text that axe checks; antd's grey reads under 2:1.
  const styles = { placeholder: { color: token.colorTextSecondary } };
  const { user } = useAuth();
  const titleOf = useTitleOf();
  const { type, teacher_id, class_id, subject_id } = props.value;
  // The content's own scope: what its teacher, year and subject filters leave.
  const scope = Object.fromEntries(
    Object.entries({ teacher_id, class_id, subject_id }).filter(([, v]) => v !== undefined),
  ) as Record<string, string>;
  const content = user?.role !== 'support-agent';
  // A select of ids kept in the URL, named by its filter's label (`filter-<name>` to the tests).
  const byId = (key: 'student_id' | 'curriculum_id' | 'course_id', name: string) => ({
    allowClear: true,
    stringIds: true,
    style: filterStyle,
    'aria-label': t(`filters.${name}`),
    placeholder: t(`filters.${name}`),
    value: props.value[key],
    onChange: (v: unknown) => props.onChange({ [key]: v as string | undefined }),
    'data-testid': `filter-${name}`,
  });
  return (
    <>
      <ChoiceFilter
        label={t('filters.type')}
        value={props.value.type}
        options={subscriptionTypes.map((v) => ({ value: v, label: t(`types.${v}`) }))}
        onChange={(next) =>
          props.onChange({
            type: next,
            ...(next === 'course' ? { curriculum_id: undefined } : {}),
            ...(next === 'monthly' ? { course_id: undefined } : {}),
          })
        }
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
        {...byId('student_id', 'student')}
      />
      <TeachingFilters
        value={props.value}
        onChange={(change) => props.onChange({ ...change, curriculum_id: undefined, course_id: undefined })}
        t={t}
        teacher
        scoped
        style={filterStyle}
      />
      {content && type !== 'course' && (
        <RemoteSelect resource={curricula} scope={scope} labelOf={titleOf} {...byId('curriculum_id', 'curriculum')} />
      )}
      {content && type !== 'monthly' && (
        <RemoteSelect resource={courses} scope={scope} {...byId('course_id', 'course')} />
      )}
    </>
  );
}
