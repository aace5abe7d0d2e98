import {
  classesResource,
  specializationsResource,
  foldForSearch,
  subjectCreateSchema,
  type Class,
  type Subject,
  type SubjectCreate,
} from '@dashboard/contracts';
import { useQueries } from '@tanstack/react-query';
import { Form, Input, Select, theme, type FormInstance } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormConfig } from '../../../components/entity-form';
import { RemoteSelect, useNameOf } from '../../../components/remote-select';
import { NameFields } from '../../../components/name-fields';
import { zodRule } from '../../../lib/form';
import { defineResource } from '../../../lib/resource';

const classes = defineResource(classesResource);
const specializations = defineResource(specializationsResource);

const shape = subjectCreateSchema.shape;

interface Values {
  name_ar: string;
  name_en: string;
  code: string;
  class_ids: number[];
  specialization_id: number | null | undefined;
}

/** A Select's search over its labels: Arabic letter variants, diacritics and case ignored, as the API's search does. */
const foldedSearch = {
  filterOption: (input: string, option?: { label?: unknown }) =>
    foldForSearch(String(option?.label ?? '')).includes(foldForSearch(input)),
};

/** A class's specializations are few: one request a chosen class, each cached on its own. */
function useSpecializationsOf(classIds: readonly number[]) {
  return useQueries({
    queries: classIds.map((id) => specializations.optionsQuery({ class_id: id, pageSize: 100 })),
    combine: (results) => ({
      items: results.flatMap((r) => r.data?.items ?? []),
      loading: results.some((r) => r.isLoading),
    }),
  });
}

function SubjectFields({ item, form }: { item?: Subject; form: FormInstance<Values> }) {
  const { t } = useTranslation(['subjects', 'common']);
  const nameOf = useNameOf();
  const { token } = theme.useToken();
  const chosen = Form.useWatch('class_ids', form);
  const chosenClasses = useMemo(() => [...new Set(chosen ?? [])].sort((a, b) => a - b), [chosen]);
  const specs = useSpecializationsOf(chosenClasses);
  const className = (s: { class_name_ar: string; class_name_en: string }) =>
    nameOf({ name_ar: s.class_name_ar, name_en: s.class_name_en });

  // The chosen specialization goes when its academic year is unchosen.
  const specializationId = Form.useWatch('specialization_id', form);
  const owner =
    specs.items.find((s) => s.id === specializationId)?.class_id ??
    (item?.specialization?.id === specializationId ? item?.specialization?.class_id : undefined);
  useEffect(() => {
    if (specializationId && owner !== undefined && chosen && !chosen.includes(owner))
      form.setFieldValue('specialization_id', undefined);
  }, [chosen, owner, specializationId, form]);

  const specializationGroups = chosenClasses.flatMap((classId) => {
    const options = specs.items
      .filter((s) => s.class_id === classId)
      .map((s) => ({ value: s.id, label: `${nameOf(s)} (${className(s)})` }));
    if (!options.length) return [];
    const label = className(specs.items.find((s) => s.class_id === classId)!);
    return [{ label, title: label, options }];
  });

  return (
    <>
      <NameFields shape={shape} t={t} />
      <Form.Item name="code" label={t('fields.code')} rules={[zodRule(shape.code, t)]}>
        <Input dir="ltr" maxLength={20} />
      </Form.Item>
      <Form.Item name="class_ids" label={t('fields.classes')} rules={[zodRule(shape.class_ids, t)]}>
        <RemoteSelect
          resource={classes}
          mode="multiple"
          allowClear
          // The subject's own classes carry their names and stages: no request for them.
          known={item?.classes as unknown as Class[] | undefined}
          groupOf={(c) => nameOf({ name_ar: c.stage_name_ar, name_en: c.stage_name_en })}
          placeholder={t('classesPlaceholder')}
          data-testid="subject-classes"
        />
      </Form.Item>
      <Form.Item name="specialization_id" label={t('fields.specialization')} extra={t('specializationHint')}>
        <Select
          allowClear
          showSearch={foldedSearch}
          options={specializationGroups}
          loading={specs.loading}
          placeholder={t('noSpecialization')}
          notFoundContent={chosenClasses.length ? undefined : t('chooseClassesFirst')}
          styles={{ placeholder: { color: token.colorTextSecondary } }}
          data-testid="subject-specialization"
        />
      </Form.Item>
    </>
  );
}

/** The subject's form, for adding one (a page) and editing one (a dialog, from the list or its page). */
export const subjectForm: FormConfig<Subject, Values, SubjectCreate> = {
  ns: 'subjects',
  Fields: SubjectFields,
  initialValues: (s) => ({
    name_ar: s?.name_ar,
    name_en: s?.name_en,
    code: s?.code,
    class_ids: s?.class_ids ?? [],
    specialization_id: s?.specialization_id ?? undefined,
  }),
  toBody: (v) => ({
    name_ar: v.name_ar,
    name_en: v.name_en,
    code: v.code,
    class_ids: v.class_ids,
    specialization_id: v.specialization_id ?? null,
  }),
};
