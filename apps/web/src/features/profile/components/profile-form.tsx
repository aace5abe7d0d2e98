import {
  profileEmailSchema,
  userEmailSchema,
  userNameSchema,
  type Profile,
  type ProfileUpdate,
} from '@dashboard/contracts';
import { Alert, App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnyLanguageInput } from '../../../components/any-language-input';
import { PhotoUpload } from '../../../components/photo-upload';
import { applyApiError, useErrorsFollowValues, zodRule } from '../../../lib/form';
import { useUpdateProfile } from '../api/update-profile';

type Values = { name: string; email: string; photo?: string | null };

/** The stored name of a photo served from our uploads, or undefined for anything else (kept as it is). */
function uploadName(url: string | null): string | null | undefined {
  if (!url) return null;
  return /\/api\/v1\/uploads\/([a-f0-9]{32}\.(?:png|jpg|webp))$/.exec(url)?.[1];
}

/** The signed-in user's name, email and photo. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['profile', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { refused, changed, follower } = useErrorsFollowValues(form);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();

  async function submit(values: Values) {
    setError(null);
    try {
      const body: ProfileUpdate = { name: values.name, email: values.email.trim() || null };
      if (values.photo !== undefined) body.photo = values.photo;
      const saved = await update.mutateAsync(body);
      form.setFieldsValue({ name: saved.username, email: saved.email ?? '' });
      void message.success(t('messages.saved'));
    } catch (err) {
      setError(applyApiError(form, err, t));
      refused();
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ name: profile.username, email: profile.email ?? '', photo: uploadName(profile.photo) }}
      onFinish={submit}
      onFinishFailed={refused}
      onValuesChange={changed}
      validateTrigger="onSubmit"
      noValidate
      className="entity-form"
      data-testid="profile-form"
    >
      {follower}
      {error && <Alert type="error" title={error} showIcon role="alert" className="form-error" />}
      <Form.Item name="photo" label={t('fields.photo')}>
        <PhotoUpload url={profile.photo} />
      </Form.Item>
      <Form.Item name="name" label={t('fields.name')} rules={[zodRule(userNameSchema, t)]}>
        <AnyLanguageInput autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('fields.email')}
        rules={[zodRule(profile.role === 'support-agent' ? userEmailSchema : profileEmailSchema, t)]}
      >
        <Input type="email" dir="ltr" autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('fields.phone')} extra={t('phoneHint')}>
        <Typography.Text data-testid="profile-phone">
          <bdi dir="ltr">{profile.phone}</bdi>
        </Typography.Text>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('common:actions.save')}
      </Button>
    </Form>
  );
}
