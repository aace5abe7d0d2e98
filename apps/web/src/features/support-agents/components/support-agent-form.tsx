import {
  supportAgentCreateSchema,
  todayInCairo,
  userLimits,
  type SupportAgent,
  type SupportAgentCreate,
  z,
} from '@dashboard/contracts';
import { Alert, Button, DatePicker, Form, Input, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiError, zodRule } from '../../../lib/form';

const shape = supportAgentCreateSchema.shape;
const DAY = 'YYYY-MM-DD';
/** On edit an empty password means "keep the current one". */
const optionalPassword = z.preprocess((v) => (v === '' ? undefined : v), shape.password.optional());

export type SupportAgentValues = Omit<SupportAgentCreate, 'password'> & { password?: string };

/**
 * A support agent's fields, for adding one (a page: the password is required)
 * and editing one (a dialog: an empty password keeps the current one).
 */
export function SupportAgentForm(props: {
  mode: 'create' | 'edit';
  initial?: SupportAgent;
  submitLabel: string;
  onSubmit: (values: SupportAgentValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['support-agents', 'common']);
  const [form] = Form.useForm<SupportAgentValues>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = props.mode === 'edit';

  async function submit(values: SupportAgentValues) {
    setBusy(true);
    setError(null);
    try {
      const { password, ...rest } = values;
      await props.onSubmit(password ? { ...rest, password } : rest);
    } catch (err) {
      setError(applyApiError(form, err, t));
    } finally {
      setBusy(false);
    }
  }

  const initial: Partial<SupportAgentValues> = props.initial
    ? {
        name: props.initial.name,
        email: props.initial.email,
        phone: props.initial.phone,
        joined_on: props.initial.joined_on,
        active: props.initial.active,
      }
    : { active: true, joined_on: todayInCairo() };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      validateTrigger="onSubmit"
      noValidate
      className="entity-form"
      data-testid="support-agent-form"
    >
      {error && <Alert type="error" title={error} showIcon role="alert" className="form-error" />}
      <Form.Item name="name" label={t('fields.name')} rules={[zodRule(shape.name, t)]}>
        <Input dir="auto" maxLength={userLimits.nameMax + 10} autoComplete="off" />
      </Form.Item>
      <Form.Item name="email" label={t('fields.email')} rules={[zodRule(shape.email, t)]}>
        <Input type="email" dir="ltr" autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={t('fields.phone')} rules={[zodRule(shape.phone, t)]}>
        <Input type="tel" dir="ltr" inputMode="tel" autoComplete="off" placeholder="01xxxxxxxxx" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('fields.password')}
        extra={editing ? t('passwordHint') : undefined}
        rules={[zodRule(editing ? optionalPassword : shape.password, t)]}
      >
        <Input.Password dir="ltr" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="joined_on"
        label={t('fields.joined_on')}
        rules={[zodRule(shape.joined_on, t)]}
        getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value, DAY) : null })}
        normalize={(value: Dayjs | null) => (value ? value.format(DAY) : undefined)}
      >
        <DatePicker
          format="DD-MM-YYYY"
          style={{ inlineSize: '100%' }}
          disabledDate={(d) => d.format(DAY) > todayInCairo()}
        />
      </Form.Item>
      <Form.Item name="active" label={t('fields.active')} valuePropName="checked" extra={t('activeHint')}>
        <Switch />
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
