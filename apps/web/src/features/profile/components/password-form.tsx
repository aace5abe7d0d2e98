import { passwordChangeSchema, type PasswordChange } from '@dashboard/contracts';
import { Alert, App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiError, useErrorsFollowValues, zodRule } from '../../../lib/form';
import { useChangePassword } from '../api/change-password';

const shape = passwordChangeSchema.shape;
type Values = PasswordChange & { confirm_password: string };

/** Changes the password given the current one; the user's other devices are signed out. */
export function PasswordForm() {
  const { t } = useTranslation(['profile', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { refused, changed, follower } = useErrorsFollowValues(form);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  async function submit({ current_password, new_password }: Values) {
    setError(null);
    try {
      await change.mutateAsync({ current_password, new_password });
      form.resetFields();
      void message.success(t('messages.passwordChanged'));
    } catch (err) {
      setError(applyApiError(form, err, t));
      refused();
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ current_password: '', new_password: '', confirm_password: '' }}
      onFinish={submit}
      onFinishFailed={refused}
      onValuesChange={changed}
      validateTrigger="onSubmit"
      noValidate
      className="entity-form"
      data-testid="password-form"
    >
      {follower}
      {error && <Alert type="error" title={error} showIcon role="alert" className="form-error" />}
      <Typography.Paragraph type="secondary">{t('password.hint')}</Typography.Paragraph>
      <Form.Item
        name="current_password"
        label={t('fields.current_password')}
        rules={[zodRule(shape.current_password, t)]}
      >
        <Input.Password dir="ltr" autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="new_password" label={t('fields.new_password')} rules={[zodRule(shape.new_password, t)]}>
        <Input.Password dir="ltr" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label={t('fields.confirm_password')}
        dependencies={['new_password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string) => {
              if (value !== getFieldValue('new_password')) throw new Error(t('mismatch'));
            },
          }),
        ]}
      >
        <Input.Password dir="ltr" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('password.submit')}
      </Button>
    </Form>
  );
}
