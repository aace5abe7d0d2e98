import { EditOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { Stage } from '@dashboard/contracts';
import { App, Button, Flex, Modal, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useScreenHeading } from '../../../app/use-screen';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { NumberText } from '../../../components/number-text';
import { DeleteButton } from '../../../components/delete-button';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../lib/list-params';
import { useDeleteStage } from '../api/delete-stage';
import { useStages } from '../api/get-stages';
import { useUpdateStage } from '../api/update-stage';
import { StageForm } from '../components/stage-form';

/** /levels: the academic stages, with their classes one click away. */
export default function StagesListPage() {
  const { t } = useTranslation(['stages', 'common']);
  const heading = useScreenHeading();
  const { message } = App.useApp();
  const { params, update, query } = useListParams({ sort: 'sort_order' });
  const stages = useStages(query);
  const remove = useDeleteStage();
  const save = useUpdateStage();
  const [editing, setEditing] = useState<Stage | null>(null);
  const navigate = useNavigate();

  const columns: DataColumn<Stage>[] = [
    { title: t('fields.code'), dataIndex: 'code', sortField: 'code', render: (v: string) => <bdi>{v}</bdi> },
    {
      title: t('fields.name_ar'),
      dataIndex: 'name_ar',
      sortField: 'name_ar',
      render: (v: string) => <span lang="ar">{v}</span>,
    },
    {
      title: t('fields.name_en'),
      dataIndex: 'name_en',
      sortField: 'name_en',
      render: (v: string) => <span lang="en">{v}</span>,
    },
    {
      title: t('fields.sort_order'),
      dataIndex: 'sort_order',
      sortField: 'sort_order',
      render: (n: number) => <NumberText value={n} />,
    },
    {
      title: t('fields.class_count'),
      dataIndex: 'class_count',
      render: (n: number, s) => <Link to={`/levels/${s.id}/classes`}>{t('classCount', { count: n })}</Link>,
    },
    {
      title: t('fields.created_at'),
      dataIndex: 'created_at',
      sortField: 'created_at',
      render: (v: string) => <DateText value={v} />,
    },
    {
      title: t('common:table.actions'),
      key: 'actions',
      render: (_, s) => (
        <Space size={0}>
          <Tooltip title={t('classesOf')}>
            <Button
              type="text"
              icon={<UnorderedListOutlined />}
              aria-label={`${t('classesOf')}: ${s.name_en}`}
              onClick={() => navigate(`/levels/${s.id}/classes`)}
            />
          </Tooltip>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`${t('common:actions.edit')}: ${s.name_en}`}
            onClick={() => setEditing(s)}
          />
          <DeleteButton
            label={`${t('common:actions.delete')}: ${s.name_en}`}
            confirm={t('confirmDelete', { name: s.name_en })}
            success={t('messages.deleted')}
            onDelete={() => remove.mutateAsync(s.id)}
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
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/levels/add')}>
            {t('add')}
          </Button>
        }
      />
      <Flex className="list-toolbar" gap={12} wrap justify="space-between">
        <SearchBox value={params.q} onSearch={(q) => update({ q })} placeholder={t('search')} />
        <ExportButton resource="stages" query={query} />
      </Flex>
      <DataTable
        columns={columns}
        data={stages.data}
        loading={stages.isFetching}
        params={params}
        onChange={update}
        emptyText={t('empty')}
      />
      <Modal open={editing !== null} title={t('edit')} footer={null} onCancel={() => setEditing(null)} destroyOnHidden>
        {editing && (
          <StageForm
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
