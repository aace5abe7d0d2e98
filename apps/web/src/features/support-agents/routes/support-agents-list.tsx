import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { supportAgentsResource, type SupportAgent } from '@dashboard/contracts';
import { App, Badge, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useScreenHeading } from '../../../lib/screen-heading';
import type { DataColumn } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { EntityList } from '../../../components/entity-list';
import { LazyPopconfirm, LazyTooltip } from '../../../components/lazy-popups';
import { IconButtonLook } from '../../../components/looks';
import { RecordHistoryButton } from '../../../components/record-history-button';
import { errorText } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { defineResource } from '../../../lib/resource';

const supportAgents = defineResource(supportAgentsResource);

const filterKeys = ['active'] as const;

/** A name in Arabic or Latin script, marked so screen readers and fonts follow it. */
function PersonName({ name }: { name: string }) {
  return <span lang={/[\u0600-\u06FF]/.test(name) ? 'ar' : 'en'}>{name}</span>;
}

/** /support-agent: the support agents (موظفو الدعم), with edit, disable and delete. */
export default function SupportAgentsListPage() {
  const { t } = useTranslation(['support-agents', 'common']);
  const heading = useScreenHeading();
  const { message } = App.useApp();
  const save = supportAgents.useUpdate();

  async function setActive(agent: SupportAgent, active: boolean) {
    try {
      await save.mutateAsync({ id: agent.id, active });
      void message.success(t(active ? 'messages.enabled' : 'messages.disabled'));
    } catch (err) {
      void message.error(errorText(t, err instanceof ApiError ? err.code : 'server.error'));
    }
  }

  const columns: DataColumn<SupportAgent>[] = [
    {
      title: t('fields.name'),
      dataIndex: 'name',
      sortField: 'name',
      render: (v: string) => <PersonName name={v} />,
    },
    {
      title: t('fields.phone'),
      dataIndex: 'phone',
      render: (v: string) => <bdi dir="ltr">{v}</bdi>,
    },
    {
      title: t('fields.email'),
      dataIndex: 'email',
      render: (v: string) => <bdi dir="ltr">{v}</bdi>,
    },
    {
      title: t('fields.joined_on'),
      dataIndex: 'joined_on',
      sortField: 'joined_on',
      render: (v: string) => <DateText value={`${v}T12:00:00Z`} />,
    },
    {
      title: t('fields.status'),
      dataIndex: 'active',
      render: (active: boolean) => (
        <Badge status={active ? 'success' : 'default'} text={t(active ? 'status.active' : 'status.disabled')} />
      ),
    },
  ];

  return (
    <EntityList
      config={{
        resource: supportAgents,
        ns: 'support-agents',
        header: heading,
        sort: 'name',
        filterKeys,
        filters: (value, onChange) => (
          <Select
            style={{ inlineSize: 180, maxInlineSize: '100%' }}
            aria-label={t('fields.status')}
            value={value.active ?? ''}
            options={[
              { value: '', label: t('status.all') },
              { value: 'true', label: t('status.active') },
              { value: 'false', label: t('status.disabled') },
            ]}
            onChange={(v: string) => onChange({ active: v || undefined })}
            data-testid="filter-active"
          />
        ),
        add: { to: '/support-agent/add' },
        form: () => import('../components/support-agent-form').then((m) => m.supportAgentForm),
        nameOf: (a) => a.name,
        columns,
        actions: {
          before: (a) => <RecordHistoryButton entity="support-agents" id={a.id} name={a.name} />,
          after: (a) =>
            a.active ? (
              <LazyPopconfirm
                title={t('confirmDisable', { name: a.name })}
                okText={t('disable')}
                cancelText={t('common:actions.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => setActive(a, false)}
              >
                <LazyTooltip title={t('disable')}>
                  <IconButtonLook icon={<StopOutlined />} aria-label={`${t('disable')}: ${a.name}`} />
                </LazyTooltip>
              </LazyPopconfirm>
            ) : (
              <LazyTooltip title={t('enable')}>
                <IconButtonLook
                  icon={<CheckCircleOutlined />}
                  aria-label={`${t('enable')}: ${a.name}`}
                  onClick={() => setActive(a, true)}
                />
              </LazyTooltip>
            ),
        },
      }}
    />
  );
}
