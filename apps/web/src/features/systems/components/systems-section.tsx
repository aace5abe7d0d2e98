import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { System } from '@dashboard/contracts';
import { App, Button, Flex, Modal, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { DeleteButton } from '../../../components/delete-button';
import { ExportButton } from '../../../components/export-button';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../lib/list-params';
import { useCreateSystem } from '../api/create-system';
import { useDeleteSystem } from '../api/delete-system';
import { useSystems } from '../api/get-systems';
import { useUpdateSystem } from '../api/update-system';
import { SystemForm, type ClassOption } from './system-form';

/**
 * The educational systems of one class (`classId` with `classFixed`), or of
 * every class with `classId` as a filter: a titled section with search,
 * export, the table and add/edit in a dialog. Its list parameters live in the
 * URL under `systems.`, so it can share a page with another list.
 */
export function SystemsSection(props: { classId?: number; classFixed: boolean; classOptions?: ClassOption[] }) {
  const { t, i18n } = useTranslation(['systems', 'common']);
  const { message } = App.useApp();
  const headingId = useId();
  const { params, update, query } = useListParams({ sort: 'class', prefix: 'systems.' });
  const filter: Record<string, number> = props.classId !== undefined ? { class_id: props.classId } : {};
  const systems = useSystems({ ...query, ...filter });
  const create = useCreateSystem();
  const save = useUpdateSystem();
  const remove = useDeleteSystem();
  const [editing, setEditing] = useState<System | 'new' | null>(null);
  const ar = i18n.language === 'ar';
  const nameOf = (s: { name_ar: string; name_en: string }) => (ar ? s.name_ar : s.name_en);
  const classOptions = props.classFixed ? undefined : props.classOptions;

  const columns: DataColumn<System>[] = [
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
    ...(props.classFixed
      ? []
      : [
          {
            title: t('fields.class'),
            key: 'class',
            sortField: 'class',
            render: (_: unknown, s: System) => (ar ? s.class_name_ar : s.class_name_en),
          },
        ]),
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
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`${t('common:actions.edit')}: ${nameOf(s)}`}
            onClick={() => setEditing(s)}
          />
          <DeleteButton
            label={`${t('common:actions.delete')}: ${nameOf(s)}`}
            confirm={t('confirmDelete', { name: nameOf(s) })}
            success={t('messages.deleted')}
            onDelete={() => remove.mutateAsync(s.id)}
          />
        </Space>
      ),
    },
  ];

  return (
    <section className="page-section" aria-labelledby={headingId} data-testid="systems-section">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} id={headingId} className="section-title">
          {t('title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      </Flex>
      <Flex className="list-toolbar" gap={12} wrap justify="space-between">
        <SearchBox value={params.q} onSearch={(q) => update({ q })} placeholder={t('search')} />
        <ExportButton resource="systems" query={{ ...query, ...filter }} />
      </Flex>
      <DataTable
        columns={columns}
        data={systems.data}
        loading={systems.isFetching}
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
          <SystemForm
            initial={{ class_id: props.classId }}
            classOptions={classOptions}
            submitLabel={t('add')}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              await create.mutateAsync(values);
              void message.success(t('messages.created'));
              setEditing(null);
            }}
          />
        )}
        {editing !== null && editing !== 'new' && (
          <SystemForm
            initial={editing}
            classOptions={classOptions}
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
    </section>
  );
}
