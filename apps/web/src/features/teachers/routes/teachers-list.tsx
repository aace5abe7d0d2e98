import { EditOutlined, PlusOutlined, StarFilled } from '@ant-design/icons';
import type { Teacher } from '@dashboard/contracts';
import { App, Button, Flex, Modal, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useScreenHeading } from '../../../app/use-screen';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DeleteButton } from '../../../components/delete-button';
import { ExportButton } from '../../../components/export-button';
import { NumberText } from '../../../components/number-text';
import { PageHeader } from '../../../components/page-header';
import { SearchBox } from '../../../components/search-box';
import { errorText } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { useListParams } from '../../../lib/list-params';
import { useDeleteTeacher } from '../api/delete-teacher';
import { useTeachers } from '../api/get-teachers';
import { useUpdateTeacher } from '../api/update-teacher';
import { langOf } from '../components/names';
import { NamesCell } from '../components/names-cell';
import { TeacherAvatar } from '../components/teacher-avatar';
import { TeacherFilters, teacherFilterKeys } from '../components/teacher-filters';
import { TeacherForm } from '../components/teacher-form';
import '../teachers.css';

/** /teachers: the teachers, searched and filtered by subject, class and status. */
export default function TeachersListPage() {
  const { t } = useTranslation(['teachers', 'common']);
  const heading = useScreenHeading();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { params, update, query } = useListParams({ sort: 'name' }, teacherFilterKeys);
  const teachers = useTeachers(query);
  const remove = useDeleteTeacher();
  const save = useUpdateTeacher();
  const [editing, setEditing] = useState<Teacher | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);

  async function toggle(teacher: Teacher, active: boolean) {
    setToggling(teacher.id);
    try {
      await save.mutateAsync({ id: teacher.id, active });
      void message.success(t(active ? 'messages.enabled' : 'messages.disabled'));
    } catch (err) {
      void message.error(errorText(t, err instanceof ApiError ? err.code : 'server.error'));
    } finally {
      setToggling(null);
    }
  }

  const columns: DataColumn<Teacher>[] = [
    {
      title: t('fields.name'),
      dataIndex: 'name',
      sortField: 'name',
      render: (name: string, x) => (
        <Flex align="center" gap={12}>
          <TeacherAvatar name={name} photoUrl={x.photo_url} />
          <Flex vertical>
            <span lang={langOf(name)} className="teacher-name">
              {name}
            </span>
            {x.email && (
              <Typography.Text type="secondary" className="teacher-email">
                <bdi dir="ltr">{x.email}</bdi>
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('fields.phone'),
      dataIndex: 'phone',
      render: (v: string) => <bdi dir="ltr">{v}</bdi>,
    },
    {
      title: t('fields.teaches'),
      key: 'teaches',
      render: (_: unknown, x) => (
        <Flex vertical gap={2} className="teacher-teaches">
          <NamesCell items={x.subjects} />
          <span className="teacher-classes">
            <NamesCell items={x.classes} />
          </span>
        </Flex>
      ),
    },
    {
      title: t('fields.rating'),
      dataIndex: 'rating_average',
      sortField: 'rating',
      render: (avg: number, x) => (
        <Link to={`/teachers/${x.id}/rates`} className="teacher-rating-link">
          <span className="sr-only">{t('ratingsOf', { name: x.name })}: </span>
          <span className="teacher-rating-average">
            <StarFilled aria-hidden className="teacher-star-on" /> <NumberText value={avg} />
          </span>
          <span className="teacher-rating-count">{t('ratingCount', { count: x.rating_count })}</span>
        </Link>
      ),
    },
    {
      title: t('fields.active'),
      dataIndex: 'active',
      render: (active: boolean, x) => (
        <Switch
          checked={active}
          loading={toggling === x.id}
          aria-label={t('toggleActive', { name: x.name })}
          onChange={(on) => void toggle(x, on)}
        />
      ),
    },
    {
      title: t('common:table.actions'),
      key: 'actions',
      render: (_, x) => (
        <Space size={0}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`${t('common:actions.edit')}: ${x.name}`}
            onClick={() => setEditing(x)}
          />
          <DeleteButton
            label={`${t('common:actions.delete')}: ${x.name}`}
            confirm={t('confirmDelete', { name: x.name })}
            success={t('messages.deleted')}
            onDelete={() => remove.mutateAsync(x.id)}
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
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/teachers/add')}>
            {t('add')}
          </Button>
        }
      />
      <Flex className="list-toolbar" gap={12} wrap align="center">
        <SearchBox value={params.q} onSearch={(q) => update({ q })} placeholder={t('search')} />
        <TeacherFilters value={params.filters} onChange={(filters) => update({ filters })} />
        <span className="teacher-toolbar-end">
          <ExportButton resource="teachers" query={query} />
        </span>
      </Flex>
      <DataTable
        columns={columns}
        data={teachers.data}
        loading={teachers.isFetching}
        params={params}
        onChange={update}
        emptyText={t('empty')}
      />
      <Modal
        open={editing !== null}
        title={t('edit')}
        footer={null}
        width={760}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {editing && (
          <TeacherForm
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
