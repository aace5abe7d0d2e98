import { classCreateSchema, type ClassCreate } from '@dashboard/contracts';
import { Alert, Button, Form, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiError, zodRule } from '../../../lib/form';

const shape = classCreateSchema.shape;

/** What the form edits; the stage is the page's. */
export type ClassFormValues = Omit<ClassCreate, 'stage_id'>;

/** A class's fields, for adding and editing one in a dialog. */
export function ClassForm(props: {
  initial?: Partial<ClassFormValues>;
  submitLabel: string;
  onSubmit: (values: ClassFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['classes', 'common']);
  const [form] = Form.useForm<ClassFormValues>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: ClassFormValues) {
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(values);
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
      initialValues={{ sort_order: 0, ...props.initial }}
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
      <Form.Item name="sort_order" label={t('fields.sort_order')} rules={[zodRule(shape.sort_order, t)]}>
        <InputNumber min={0} max={999} precision={0} style={{ inlineSize: '100%' }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {props.submitLabel}
        </Button>
        <Button onClick={props.onCancel}>{t('common:actions.cancel')}</Button>
      </Space>
    </Form>
  );
}
