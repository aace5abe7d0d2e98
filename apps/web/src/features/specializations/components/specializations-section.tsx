import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Specialization } from '@dashboard/contracts';
import { App, Button, Flex, Modal, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { DeleteButton } from '../../../components/delete-button';
import { ExportButton } from '../../../components/export-button';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../lib/list-params';
import { useCreateSpecialization } from '../api/create-specialization';
import { useDeleteSpecialization } from '../api/delete-specialization';
import { useSpecializations } from '../api/get-specializations';
import { useUpdateSpecialization } from '../api/update-specialization';
import { SpecializationForm, type ClassOption } from './specialization-form';

/**
 * The specializations of one class (`classId` with `classFixed`), or of
 * every class with `classId` as a filter: a titled section with search,
 * export, the table and add/edit in a dialog. Its list parameters live in the
 * URL under `specializations.`, so it can share a page with another list.
 */
export function SpecializationsSection(props: { classId?: number; classFixed: boolean; classOptions?: ClassOption[] }) {
  const { t, i18n } = useTranslation(['specializations', 'common']);
  const { message } = App.useApp();
  const headingId = useId();
  const { params, update, query } = useListParams({ sort: 'class', prefix: 'specializations.' });
  const filter: Record<string, number> = props.classId !== undefined ? { class_id: props.classId } : {};
  const specializations = useSpecializations({ ...query, ...filter });
  const create = useCreateSpecialization();
  const save = useUpdateSpecialization();
  const remove = useDeleteSpecialization();
  const [editing, setEditing] = useState<Specialization | 'new' | null>(null);
  const ar = i18n.language === 'ar';
  const nameOf = (s: { name_ar: string; name_en: string }) => (ar ? s.name_ar : s.name_en);
  const classOptions = props.classFixed ? undefined : props.classOptions;

  const columns: DataColumn<Specialization>[] = [
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
            render: (_: unknown, s: Specialization) => (ar ? s.class_name_ar : s.class_name_en),
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
    <section className="page-section" aria-labelledby={headingId} data-testid="specializations-section">
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
        <ExportButton resource="specializations" query={{ ...query, ...filter }} />
      </Flex>
      <DataTable
        columns={columns}
        data={specializations.data}
        loading={specializations.isFetching}
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
          <SpecializationForm
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
          <SpecializationForm
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
