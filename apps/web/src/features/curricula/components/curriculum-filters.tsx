import { classesResource, subjectsResource, teachersResource } from '@dashboard/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';
import { useAuth } from '../../../lib/session';

const classes = defineResource(classesResource);
const subjects = defineResource(subjectsResource);
const teachers = defineResource(teachersResource);

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
        style={{ inlineSize: 130 }}
        aria-label={t('filters.status')}
        placeholder={t('filters.status')}
        value={props.value.status}
        options={[
          { value: 'open', label: t('status.open') },
          { value: 'closed', label: t('status.closed') },
        ]}
        onChange={(v?: string) => props.onChange({ status: v })}
        data-testid="filter-status"
      />
    </>
  );
}
