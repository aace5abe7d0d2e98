import { LockOutlined, PhoneOutlined } from '@ant-design/icons';
import { limits } from '@dashboard/contracts';
import { Alert, Button, Form } from 'antd';
// The input and the password input alone: `Input` from 'antd' carries its search, text area and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardLook, TextLook } from '../../../components/looks';
import { applyApiError, useErrorsFollowValues, zodRule } from '../../../lib/form';
import { SignInContext } from '../../../lib/session';

const schema = () => import('../login-schema').then((m) => m.loginRequestSchema);
const phoneSchema = () => schema().then((s) => s.shape.phone);
const passwordSchema = () => schema().then((s) => s.shape.password);

interface LoginValues {
  phone: string;
  password: string;
}

/**
 * Sign in with a phone number and a password. What follows is the provider's
 * (`SignInContext`): inside the app the guard sends the user home; on a first
 * visit, where this page is shown alone (`app/sign-in-root.tsx`), the app is
 * loaded and shows home. It imports no router, query client or layout.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const signIn = useContext(SignInContext);
  const [form] = Form.useForm<LoginValues>();
  const { refused, changed, follower } = useErrorsFollowValues(form);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: LoginValues) {
    setError(null);
    setBusy(true);
    try {
      await signIn(values);
    } catch (err) {
      setError(applyApiError(form, err, t));
      refused();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="login-page">
      <CardLook className="login-card">
        <TextLook as="h1" className="login-title">
          {t('screens.login')}
        </TextLook>
        <TextLook as="div" type="secondary">
          {t('login.intro')}
        </TextLook>
        {error && <Alert type="error" title={error} showIcon className="login-error" role="alert" />}
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          requiredMark={false}
          onFinishFailed={refused}
          onValuesChange={changed}
          validateTrigger="onSubmit"
          noValidate
        >
          {follower}
          <Form.Item name="phone" label={t('login.phone')} rules={[zodRule(phoneSchema, t)]}>
            <Input
              prefix={<PhoneOutlined aria-hidden="true" />}
              inputMode="tel"
              autoComplete="username"
              dir="ltr"
              maxLength={limits.phoneMax}
              placeholder={t('common.phoneExample')}
            />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[zodRule(passwordSchema, t)]}>
            <Password
              prefix={<LockOutlined aria-hidden="true" />}
              autoComplete="current-password"
              maxLength={limits.passwordMax}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
      </CardLook>
    </div>
  );
}
