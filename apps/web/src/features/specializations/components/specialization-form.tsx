import { foldForSearch, specializationCreateSchema, type SpecializationCreate } from '@dashboard/contracts';
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiError, zodRule } from '../../../lib/form';

const shape = specializationCreateSchema.shape;

/** The class list's search: Arabic letter variants, diacritics and case ignored, as the API's search does. */
const classSearch = {
  filterOption: (input: string, option?: { label?: unknown }) =>
    foldForSearch(String(option?.label ?? '')).includes(foldForSearch(input)),
};

export interface ClassOption {
  value: number;
  label: string;
}

/**
 * An specialization's fields, in a dialog. The class is chosen here only
 * when the page is not one class's (`classOptions`); otherwise it is `classId`.
 */
export function SpecializationForm(props: {
  initial?: Partial<SpecializationCreate>;
  classOptions?: ClassOption[];
  submitLabel: string;
  onSubmit: (values: SpecializationCreate) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['specializations', 'common']);
  const [form] = Form.useForm<SpecializationCreate>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: SpecializationCreate) {
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit({ ...values, class_id: values.class_id ?? props.initial?.class_id });
    } catch (err) {
      setError(applyApiError(form, err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={props.initial}
      onFinish={submit}
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
      {props.classOptions && (
        <Form.Item name="class_id" label={t('fields.class')} rules={[zodRule(shape.class_id, t)]}>
          <Select options={props.classOptions} showSearch={classSearch} />
        </Form.Item>
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {props.submitLabel}
        </Button>
        <Button onClick={props.onCancel}>{t('common:actions.cancel')}</Button>
      </Space>
    </Form>
  );
}
