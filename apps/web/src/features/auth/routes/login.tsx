import { LockOutlined, PhoneOutlined } from '@ant-design/icons';
import { limits, loginRequestSchema } from '@dashboard/contracts';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth';
import { applyApiError, zodRule } from '../../../lib/form';

interface LoginValues {
  phone: string;
  password: string;
}

/** Sign in with a phone number and a password. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: LoginValues) {
    setError(null);
    setBusy(true);
    try {
      await login(values);
      navigate('/', { replace: true });
    } catch (err) {
      setError(applyApiError(form, err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="login-page">
      <Card className="login-card">
        <Typography.Title level={1} className="login-title">
          {t('screens.login')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.intro')}</Typography.Paragraph>
        {error && <Alert type="error" title={error} showIcon className="login-error" role="alert" />}
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          requiredMark={false}
          validateTrigger="onSubmit"
          noValidate
        >
          <Form.Item name="phone" label={t('login.phone')} rules={[zodRule(loginRequestSchema.shape.phone, t)]}>
            <Input
              prefix={<PhoneOutlined aria-hidden="true" />}
              inputMode="tel"
              autoComplete="username"
              dir="ltr"
              maxLength={limits.phoneMax}
              placeholder="01XXXXXXXXX"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[zodRule(loginRequestSchema.shape.password, t)]}
          >
            <Input.Password
              prefix={<LockOutlined aria-hidden="true" />}
              autoComplete="current-password"
              maxLength={limits.passwordMax}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
