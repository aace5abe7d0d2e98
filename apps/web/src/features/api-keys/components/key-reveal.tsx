import { CopyOutlined } from '@ant-design/icons';
import type { ApiKeyCreated } from '@dashboard/contracts';
import { Alert, App, Button, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The one time a new key is shown: the key, a copy button, and the warning
 * that it will not be shown again. Closing it forgets the key.
 */
export function KeyReveal({ created, onClose }: { created: ApiKeyCreated | null; onClose: () => void }) {
  const { t } = useTranslation('api-keys');
  const { message } = App.useApp();

  async function copy(key: string) {
    try {
      await navigator.clipboard.writeText(key);
      void message.success(t('reveal.copied'));
    } catch {
      void message.error(t('reveal.copyFailed'));
    }
  }

  return (
    <Modal
      open={created !== null}
      title={t('reveal.title')}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('reveal.done')}
        </Button>
      }
    >
      {created && (
        <Space orientation="vertical" size="middle" className="key-reveal" data-testid="api-key-reveal">
          <Alert type="warning" showIcon role="alert" title={t('reveal.warning')} />
          <Typography.Text>{t('reveal.intro', { name: created.name })}</Typography.Text>
          <Space.Compact block>
            <Input
              readOnly
              dir="ltr"
              value={created.key}
              aria-label={t('reveal.key')}
              onFocus={(e) => e.target.select()}
              className="key-secret"
            />
            <Button icon={<CopyOutlined />} onClick={() => void copy(created.key)}>
              {t('reveal.copy')}
            </Button>
          </Space.Compact>
          <div>
            <Typography.Text type="secondary">{t('reveal.usage')}</Typography.Text>
            {(['bearer', 'header'] as const).map((form) => (
              <bdi key={form} dir="ltr" className="key-usage">
                <Typography.Text code>{t(`reveal.${form}`, { prefix: created.prefix })}</Typography.Text>
              </bdi>
            ))}
          </div>
        </Space>
      )}
    </Modal>
  );
}
