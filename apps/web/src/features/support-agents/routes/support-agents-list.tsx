import { CheckCircleOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import type { SupportAgent } from '@dashboard/contracts';
import { App, Badge, Button, Flex, Modal, Popconfirm, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScreenHeading } from '../../../app/use-screen';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { DeleteButton } from '../../../components/delete-button';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { SearchBox } from '../../../components/search-box';
import { errorText } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { useListParams } from '../../../lib/list-params';
import { useDeleteSupportAgent } from '../api/delete-support-agent';
import { useSupportAgents } from '../api/get-support-agents';
import { useUpdateSupportAgent } from '../api/update-support-agent';
import { SupportAgentForm } from '../components/support-agent-form';

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
  const { params, update, query } = useListParams({ sort: 'name' }, filterKeys);
  const agents = useSupportAgents(query);
  const remove = useDeleteSupportAgent();
  const save = useUpdateSupportAgent();
  const [editing, setEditing] = useState<SupportAgent | null>(null);
  const navigate = useNavigate();

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
    {
      title: t('common:table.actions'),
      key: 'actions',
      render: (_, a) => (
        <Space size={0}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`${t('common:actions.edit')}: ${a.name}`}
            onClick={() => setEditing(a)}
          />
          {a.active ? (
            <Popconfirm
              title={t('confirmDisable', { name: a.name })}
              okText={t('disable')}
              cancelText={t('common:actions.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => setActive(a, false)}
            >
              <Tooltip title={t('disable')}>
                <Button type="text" icon={<StopOutlined />} aria-label={`${t('disable')}: ${a.name}`} />
              </Tooltip>
            </Popconfirm>
          ) : (
            <Tooltip title={t('enable')}>
              <Button
                type="text"
                icon={<CheckCircleOutlined />}
                aria-label={`${t('enable')}: ${a.name}`}
                onClick={() => setActive(a, true)}
              />
            </Tooltip>
          )}
          <DeleteButton
            label={`${t('common:actions.delete')}: ${a.name}`}
            confirm={t('confirmDelete', { name: a.name })}
            success={t('messages.deleted')}
            onDelete={() => remove.mutateAsync(a.id)}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={heading.title}
        crumbs={heading.crumbs}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/support-agent/add')}>
            {t('add')}
          </Button>
        }
      />
      <Flex className="list-toolbar" gap={12} wrap justify="space-between">
        <Flex gap={12} wrap style={{ flex: '1 1 480px' }}>
          <SearchBox value={params.q} onSearch={(q) => update({ q })} placeholder={t('search')} />
          <Select
            style={{ inlineSize: 180, maxInlineSize: '100%' }}
            aria-label={t('fields.status')}
            value={params.filters.active ?? ''}
            options={[
              { value: '', label: t('status.all') },
              { value: 'true', label: t('status.active') },
              { value: 'false', label: t('status.disabled') },
            ]}
            onChange={(v: string) => update({ filters: { active: v || undefined } })}
            data-testid="filter-active"
          />
        </Flex>
        <ExportButton resource="support-agents" query={query} />
      </Flex>
      <DataTable
        columns={columns}
        data={agents.data}
        loading={agents.isFetching}
        params={params}
        onChange={update}
        emptyText={t('empty')}
      />
      <Modal open={editing !== null} title={t('edit')} footer={null} onCancel={() => setEditing(null)} destroyOnHidden>
        {editing && (
          <SupportAgentForm
            mode="edit"
            initial={editing}
            submitLabel={t('common:actions.save')}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              await save.mutateAsync({ id: editing.id, ...values });
              void message.success(t('messages.updated'));
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </>
  );
}
