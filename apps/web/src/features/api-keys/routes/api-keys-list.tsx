import { apiKeysResource, type ApiKey, type ApiKeyCreated } from '@dashboard/contracts';
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenHeading } from '../../../lib/screen-heading';
import { DateText } from '../../../components/date-text';
import { EntityList } from '../../../components/entity-list';
import { createdColumn } from '../../../components/name-fields';
import { defineResource } from '../../../lib/resource';
import { KeyReveal } from '../components/key-reveal';
import '../api-keys.css';

const apiKeys = defineResource(apiKeysResource);

/** /settings/api-keys: the student app's keys: made (and shown once), listed without the key, revoked. */
export default function ApiKeysListPage() {
  const { t } = useTranslation(['api-keys', 'common']);
  const heading = useScreenHeading();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  return (
    <>
      <EntityList
        config={{
          resource: apiKeys,
          ns: 'api-keys',
          header: heading,
          sort: '-created_at',
          add: { dialog: () => ({}) },
          form: () => import('../components/api-key-form').then((m) => m.apiKeyForm),
          edit: false,
          onCreated: (item) => {
            if ('key' in item && typeof item.key === 'string') setCreated(item as ApiKeyCreated);
          },
          removeVerb: t('revoke'),
          exportPath: false,
          nameOf: (k) => k.name,
          columns: [
            { title: t('fields.name'), dataIndex: 'name', sortField: 'name' },
            {
              title: t('fields.prefix'),
              dataIndex: 'prefix',
              render: (prefix: string) => (
                <bdi dir="ltr">
                  <Typography.Text code>{prefix}…</Typography.Text>
                </bdi>
              ),
            },
            {
              title: t('fields.permissions'),
              dataIndex: 'permissions',
              render: (permissions: ApiKey['permissions']) =>
                permissions.map((p) => <Tag key={p}>{t(`permission.${p}`)}</Tag>),
            },
            createdColumn<ApiKey>(t),
            {
              title: t('fields.last_used_at'),
              dataIndex: 'last_used_at',
              render: (at: string | null) => (at ? <DateText value={at} time /> : t('never')),
            },
          ],
        }}
      />
      <KeyReveal created={created} onClose={() => setCreated(null)} />
    </>
  );
}
