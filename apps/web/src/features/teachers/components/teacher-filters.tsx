import { classesResource, subjectsResource } from '@dashboard/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';

const classes = defineResource(classesResource);
const subjects = defineResource(subjectsResource);

const filterStyle = { inlineSize: 160, maxInlineSize: '100%' };

export const teacherFilterKeys = ['subject_id', 'class_id', 'active'] as const;
type Filters = Partial<Record<(typeof teacherFilterKeys)[number], string>>;

/** The list's filters: subject, class and status, kept in the URL by the list. */
export function TeacherFilters(props: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('teachers');
  return (
    <>
      <RemoteSelect
        resource={subjects}
        stringIds
        allowClear
        style={filterStyle}
        aria-label={t('filters.subject')}
        placeholder={t('filters.subject')}
        value={props.value.subject_id}
        onChange={(v) => props.onChange({ subject_id: v as string | undefined })}
        data-testid="filter-subject"
      />
      <RemoteSelect
        resource={classes}
        stringIds
        allowClear
        style={filterStyle}
        aria-label={t('filters.class')}
        placeholder={t('filters.class')}
        value={props.value.class_id}
        onChange={(v) => props.onChange({ class_id: v as string | undefined })}
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
