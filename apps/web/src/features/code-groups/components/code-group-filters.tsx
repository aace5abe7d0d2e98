import { classesResource, codeGroupContentTypes, teachersResource } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/remote-select';
import { ChoiceFilter } from '../../../components/teaching-filters';
import { defineResource } from '../../../lib/resource';

const teachers = defineResource(teachersResource);
const classes = defineResource(classesResource);

export const codeGroupFilterKeys = ['teacher_id', 'class_id', 'content_type'] as const;
type Filters = Partial<Record<(typeof codeGroupFilterKeys)[number], string>>;

const common = { allowClear: true, stringIds: true, style: { inlineSize: 180, maxInlineSize: '100%' } };

/** The groups' filters: the teacher, the academic year and the content type, kept in the URL by the list. */
export function CodeGroupFilters(props: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation(['code-groups', 'common']);
  const { value, onChange } = props;
  return (
    <>
      <RemoteSelect
        {...common}
        resource={teachers}
        labelOf={(x) => x.name}
        aria-label={t('fields.teacher')}
        placeholder={t('fields.teacher')}
        value={value.teacher_id}
        onChange={(v) => onChange({ teacher_id: v as string | undefined })}
        data-testid="filter-teacher"
      />
      <RemoteSelect
        {...common}
        resource={classes}
        aria-label={t('fields.class')}
        placeholder={t('fields.class')}
        value={value.class_id}
        onChange={(v) => onChange({ class_id: v as string | undefined })}
        data-testid="filter-class"
      />
      <ChoiceFilter
        label={t('fields.content_type')}
        value={value.content_type}
        options={codeGroupContentTypes.map((c) => ({ value: c, label: t(`contentTypes.${c}`) }))}
        onChange={(content_type) => onChange({ content_type })}
        inlineSize={150}
        testId="content-type"
      />
    </>
  );
}
