import { classesResource, subjectsResource, teachersResource } from '@dashboard/contracts';
import { Select, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';
import { useAuth } from '../../../lib/session';

const classes = defineResource(classesResource);
const subjects = defineResource(subjectsResource);
const teachers = defineResource(teachersResource);

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
  const { user } = useAuth();
  const { class_id } = props.value;
  const common = { allowClear: true, stringIds: true, style: filterStyle };
  return (
    <>
      {user?.role === 'admin' && (
        <RemoteSelect
          {...common}
          resource={teachers}
          labelOf={(x) => x.name}
          aria-label={t('filters.teacher')}
          placeholder={t('filters.teacher')}
          value={props.value.teacher_id}
          onChange={(v) => props.onChange({ teacher_id: v as string | undefined })}
          data-testid="filter-teacher"
        />
      )}
      <RemoteSelect
        {...common}
        resource={classes}
        aria-label={t('filters.class')}
        placeholder={t('filters.class')}
        value={class_id}
        onChange={(v) => props.onChange({ class_id: v as string | undefined, subject_id: undefined })}
        data-testid="filter-class"
      />
      <RemoteSelect
        {...common}
        resource={subjects}
        scope={class_id ? { class_id } : {}}
        aria-label={t('filters.subject')}
        placeholder={t('filters.subject')}
        value={props.value.subject_id}
        onChange={(v) => props.onChange({ subject_id: v as string | undefined })}
        data-testid="filter-subject"
      />
      <Select
        allowClear
        style={{ inlineSize: 150 }}
        aria-label={t('filters.kind')}
        placeholder={t('filters.kind')}
        value={props.value.is_paid}
        options={[
          { value: 'true', label: t('kind.paid') },
          { value: 'false', label: t('kind.free') },
        ]}
        onChange={(v?: string) => props.onChange({ is_paid: v })}
        // A Select's placeholder is text that axe checks; antd's grey reads under 2:1.
        styles={{ placeholder: { color: token.colorTextSecondary } }}
        data-testid="filter-kind"
      />
    </>
  );
}
