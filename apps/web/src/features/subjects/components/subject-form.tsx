import { subjectCreateSchema, type Subject, type SubjectCreate } from '@dashboard/contracts';
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiError, zodRule } from '../../../lib/form';
import { useClassOptions } from '../api/get-class-options';
import { useSpecializationsOfClasses } from '../api/get-specialization-options';
import { useStageOptions } from '../api/get-stage-options';
import { selectSearch, useNameOf, useSelectStyles } from './names';

const shape = subjectCreateSchema.shape;

interface Values {
  name_ar: string;
  name_en: string;
  code: string;
  class_ids: number[];
  specialization_id: number | null | undefined;
}

/** The subject's fields, for adding one (a page) and editing one (a dialog). */
export function SubjectForm(props: {
  initial?: Subject;
  submitLabel: string;
  onSubmit: (values: SubjectCreate) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['subjects', 'common']);
  const nameOf = useNameOf();
  const selectStyles = useSelectStyles();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const stages = useStageOptions();
  const classes = useClassOptions();
  const chosen = Form.useWatch('class_ids', form);
  const chosenClasses = useMemo(() => [...new Set(chosen ?? [])].sort((a, b) => a - b), [chosen]);
  const specializations = useSpecializationsOfClasses(chosenClasses);

  // Which class each listed specialization belongs to, to drop the chosen one when its class is unchosen.
  const initialSpecialization = props.initial?.specialization;
  const classOfSpecialization = useMemo(() => {
    const map = new Map(specializations.items.map((s) => [s.id, s.class_id]));
    if (initialSpecialization) map.set(initialSpecialization.id, initialSpecialization.class_id);
    return map;
  }, [specializations.items, initialSpecialization]);

  const classGroups = useMemo(() => {
    const items = classes.data?.items ?? [];
    const order = (stages.data?.items ?? []).map((s) => s.id);
    const stageIds = [...new Set([...order, ...items.map((c) => c.stage_id)])];
    return stageIds.flatMap((stageId) => {
      const stage = stages.data?.items.find((s) => s.id === stageId);
      const options = items.filter((c) => c.stage_id === stageId).map((c) => ({ value: c.id, label: nameOf(c) }));
      if (!options.length) return [];
      const label = stage ? nameOf(stage) : '';
      return [{ label, title: label, options }];
    });
  }, [classes.data, stages.data, nameOf]);

  const specializationGroups = useMemo(() => {
    const className = new Map((classes.data?.items ?? []).map((c) => [c.id, nameOf(c)]));
    return chosenClasses.flatMap((classId) => {
      const options = specializations.items
        .filter((s) => s.class_id === classId)
        .map((s) => ({ value: s.id, label: `${nameOf(s)} (${className.get(classId) ?? ''})` }));
      if (!options.length) return [];
      const label = className.get(classId) ?? '';
      return [{ label, title: label, options }];
    });
  }, [chosenClasses, specializations.items, classes.data, nameOf]);

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit({
        name_ar: values.name_ar,
        name_en: values.name_en,
        code: values.code,
        class_ids: values.class_ids,
        specialization_id: values.specialization_id ?? null,
      });
    } catch (err) {
      setError(applyApiError(form, err, t));
    } finally {
      setBusy(false);
    }
  }

  const initial = props.initial;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{
        name_ar: initial?.name_ar,
        name_en: initial?.name_en,
        code: initial?.code,
        class_ids: initial?.class_ids ?? [],
        specialization_id: initial?.specialization_id ?? undefined,
      }}
      onFinish={submit}
      onValuesChange={(changed: Partial<Values>, all) => {
        if (!changed.class_ids || !all.specialization_id) return;
        const owner = classOfSpecialization.get(all.specialization_id);
        if (owner !== undefined && !changed.class_ids.includes(owner))
          form.setFieldValue('specialization_id', undefined);
      }}
      validateTrigger="onSubmit"
      noValidate
      className="entity-form"
    >
      {error && <Alert type="error" title={error} showIcon role="alert" className="form-error" />}
      <Form.Item name="name_ar" label={t('fields.name_ar')} rules={[zodRule(shape.name_ar, t)]}>
        <Input dir="rtl" lang="ar" />
      </Form.Item>
      <Form.Item name="name_en" label={t('fields.name_en')} rules={[zodRule(shape.name_en, t)]}>
        <Input dir="ltr" lang="en" />
      </Form.Item>
      <Form.Item name="code" label={t('fields.code')} rules={[zodRule(shape.code, t)]}>
        <Input dir="ltr" maxLength={20} />
      </Form.Item>
      <Form.Item name="class_ids" label={t('fields.classes')} rules={[zodRule(shape.class_ids, t)]}>
        <Select
          mode="multiple"
          allowClear
          showSearch={selectSearch}
          options={classGroups}
          loading={classes.isLoading || stages.isLoading}
          placeholder={t('classesPlaceholder')}
          styles={selectStyles}
          data-testid="subject-classes"
        />
      </Form.Item>
      <Form.Item name="specialization_id" label={t('fields.specialization')} extra={t('specializationHint')}>
        <Select
          allowClear
          showSearch={selectSearch}
          options={specializationGroups}
          loading={specializations.loading}
          placeholder={t('noSpecialization')}
          notFoundContent={chosenClasses.length ? undefined : t('chooseClassesFirst')}
          styles={selectStyles}
          data-testid="subject-specialization"
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {props.submitLabel}
        </Button>
        {props.onCancel && <Button onClick={props.onCancel}>{t('common:actions.cancel')}</Button>}
      </Space>
    </Form>
  );
}
