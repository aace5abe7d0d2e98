import { freeTrialKeys, type Settings } from '@dashboard/contracts';
import { Alert, App, Button, Card, Form, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pending } from '../../../components/pending';
import { useScreenHeading } from '../../../lib/screen-heading';
import { PageHeader } from '../../../components/page-header';
import { applyApiError, errorText } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { useSaveSettings } from '../api/save-settings';
import { useSettings } from '../api/get-settings';

/** /settings: the general settings: the free-trial switches, saved together with one button. */
export default function SettingsPage() {
  const { t } = useTranslation(['settings', 'common']);
  const heading = useScreenHeading();
  const { message } = App.useApp();
  const settings = useSettings();
  const save = useSaveSettings();
  const [form] = Form.useForm<Settings>();
  const [error, setError] = useState<string | null>(null);

  async function submit(values: Settings) {
    setError(null);
    try {
      await save.mutateAsync({
        freeTrial: Object.fromEntries(
          freeTrialKeys.map((k) => [k, Boolean(values.freeTrial?.[k])]),
        ) as Settings['freeTrial'],
      });
      void message.success(t('messages.saved'));
    } catch (err) {
      setError(applyApiError(form, err, t));
    }
  }

  return (
    <>
      <PageHeader title={heading.title} crumbs={heading.crumbs} />
      <Card className="form-card">
        {settings.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={errorText(t, settings.error instanceof ApiError ? settings.error.code : 'server.error')}
          />
        ) : !settings.data ? (
          <Pending rows={6} />
        ) : (
          <Form
            form={form}
            layout="horizontal"
            initialValues={settings.data}
            onFinish={submit}
            className="entity-form settings-form"
            data-testid="settings-form"
          >
            {error && <Alert type="error" title={error} showIcon role="alert" className="form-error" />}
            <section aria-labelledby="free-trial-title">
              <Typography.Title level={2} id="free-trial-title" className="section-title">
                {t('freeTrial.title')}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{t('freeTrial.intro')}</Typography.Paragraph>
              {freeTrialKeys.map((key) => (
                <Form.Item
                  key={key}
                  name={['freeTrial', key]}
                  label={t(`freeTrial.${key}`)}
                  valuePropName="checked"
                  colon={false}
                  labelCol={{ flex: '220px' }}
                >
                  <Switch data-testid={`switch-${key}`} />
                </Form.Item>
              ))}
            </section>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('common:actions.save')}
            </Button>
          </Form>
        )}
      </Card>
      <Card className="form-card" style={{ marginBlockStart: 16 }}>
        <section aria-labelledby="api-keys-title">
          <Typography.Title level={2} id="api-keys-title" className="section-title">
            {t('apiKeys.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('apiKeys.intro')}</Typography.Paragraph>
          <Link to="/settings/api-keys">{t('apiKeys.open')}</Link>
        </section>
      </Card>
    </>
  );
}
