import { ApartmentOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Class } from '@dashboard/contracts';
import { App, Button, Flex, Modal, Result, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useScreenHeading } from '../../../app/use-screen';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { DeleteButton } from '../../../components/delete-button';
import { ExportButton } from '../../../components/export-button';
import { NumberText } from '../../../components/number-text';
import { PageHeader } from '../../../components/page-header';
import { SearchBox } from '../../../components/search-box';
import { errorText } from '../../../lib/form';
import { useListParams } from '../../../lib/list-params';
import { useCreateClass } from '../api/create-class';
import { useDeleteClass } from '../api/delete-class';
import { useClasses } from '../api/get-classes';
import { useStage } from '../api/get-stage';
import { useUpdateClass } from '../api/update-class';
import { ClassForm } from '../components/class-form';

/** /levels/:id/classes: the classes of one academic stage, each with its systems one click away. */
export default function ClassesListPage() {
  const { t, i18n } = useTranslation(['classes', 'common']);
  const heading = useScreenHeading();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const stageId = Number(useParams().id);
  const stage = useStage(stageId);
  const { params, update, query } = useListParams({ sort: 'sort_order' });
  const classes = useClasses({ ...query, stage_id: stageId });
  const create = useCreateClass();
  const save = useUpdateClass();
  const remove = useDeleteClass();
  const [editing, setEditing] = useState<Class | 'new' | null>(null);

  const ar = i18n.language === 'ar';
  const nameOf = (c: { name_ar: string; name_en: string }) => (ar ? c.name_ar : c.name_en);
  const title = stage.data ? t('titleOf', { stage: nameOf(stage.data) }) : heading.title;
  const crumbs = [...heading.crumbs.slice(0, -1), { title }];

  if (stage.isError) {
    return (
      <>
        <PageHeader title={title} crumbs={crumbs} />
        <Result
          status="404"
          title={errorText(t, 'resource.not_found')}
          extra={<Button onClick={() => navigate('/levels')}>{t('common:actions.back')}</Button>}
        />
      </>
    );
  }

  const columns: DataColumn<Class>[] = [
    {
      title: t('fields.sort_order'),
      dataIndex: 'sort_order',
      sortField: 'sort_order',
      render: (n: number) => <NumberText value={n} />,
    },
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
      title: t('fields.system_count'),
      dataIndex: 'system_count',
      render: (n: number, c) => <Link to={`/classes/${c.id}/systems`}>{t('systemCount', { count: n })}</Link>,
    },
    {
      title: t('fields.specialization_count'),
      dataIndex: 'specialization_count',
      render: (n: number) => t('specializationCount', { count: n }),
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
      render: (_, c) => (
        <Space size={0}>
          <Tooltip title={t('systemsOf')}>
            <Button
              type="text"
              icon={<ApartmentOutlined />}
              aria-label={`${t('systemsOf')}: ${nameOf(c)}`}
              onClick={() => navigate(`/classes/${c.id}/systems`)}
            />
          </Tooltip>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`${t('common:actions.edit')}: ${nameOf(c)}`}
            onClick={() => setEditing(c)}
          />
          <DeleteButton
            label={`${t('common:actions.delete')}: ${nameOf(c)}`}
            confirm={t('confirmDelete', { name: nameOf(c) })}
            success={t('messages.deleted')}
            onDelete={() => remove.mutateAsync(c.id)}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbs}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        }
      />
      <Flex className="list-toolbar" gap={12} wrap justify="space-between">
        <SearchBox value={params.q} onSearch={(q) => update({ q })} placeholder={t('search')} />
        <ExportButton resource="classes" query={{ ...query, stage_id: stageId }} />
      </Flex>
      <DataTable
        columns={columns}
        data={classes.data}
        loading={classes.isFetching}
        params={params}
        onChange={update}
        emptyText={t('empty')}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('add') : t('edit')}
        footer={null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {editing === 'new' && (
          <ClassForm
            initial={{ sort_order: (classes.data?.total ?? 0) + 1 }}
            submitLabel={t('add')}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              await create.mutateAsync({ ...values, stage_id: stageId });
              void message.success(t('messages.created'));
              setEditing(null);
            }}
          />
        )}
        {editing !== null && editing !== 'new' && (
          <ClassForm
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
