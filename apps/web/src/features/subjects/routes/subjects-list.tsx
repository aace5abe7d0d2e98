import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { Subject } from '@dashboard/contracts';
import { Button, Flex, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useScreenHeading } from '../../../app/use-screen';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { DeleteButton } from '../../../components/delete-button';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../lib/list-params';
import { useDeleteSubject } from '../api/delete-subject';
import { useSubjects } from '../api/get-subjects';
import { ClassTags } from '../components/class-tags';
import { EditSubjectModal } from '../components/edit-subject-modal';
import { useNameOf } from '../components/names';
import { SubjectFilters, subjectFilterKeys } from '../components/subject-filters';

/** /categories: the subjects, searched and filtered by stage, class and specialization. */
export default function SubjectsListPage() {
  const { t, i18n } = useTranslation(['subjects', 'common']);
  const heading = useScreenHeading();
  const nameOf = useNameOf();
  const navigate = useNavigate();
  const arabic = i18n.language === 'ar';
  // Names sort in the reader's own script unless the URL says otherwise.
  const { params, update, query } = useListParams({ sort: arabic ? 'name_ar' : 'name_en' }, subjectFilterKeys);
  const subjects = useSubjects(query);
  const remove = useDeleteSubject();
  const [editing, setEditing] = useState<Subject | null>(null);

  const name = (lang: 'ar' | 'en') => (v: string, s: Subject) =>
    (lang === 'ar') === arabic ? <Link to={`/categories/${s.id}`}>{v}</Link> : <span lang={lang}>{v}</span>;

  const columns: DataColumn<Subject>[] = [
    { title: t('fields.code'), dataIndex: 'code', sortField: 'code', render: (v: string) => <bdi>{v}</bdi> },
    { title: t('fields.name_ar'), dataIndex: 'name_ar', sortField: 'name_ar', render: name('ar') },
    { title: t('fields.name_en'), dataIndex: 'name_en', sortField: 'name_en', render: name('en') },
    {
      title: t('fields.classes'),
      dataIndex: 'classes',
      render: (_: unknown, s) => <ClassTags classes={s.classes} max={2} />,
    },
    {
      title: t('fields.specialization'),
      dataIndex: 'specialization',
      render: (_: unknown, s) => (s.specialization ? nameOf(s.specialization) : t('none')),
    },
    {
      title: t('fields.teacher_count'),
      dataIndex: 'teacher_count',
      render: (n: number) => t('teacherCount', { count: n }),
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
      // Kept in view when the table scrolls sideways on narrower screens.
      fixed: 'end',
      render: (_, s) => (
        <Space size={0}>
          <Tooltip title={t('view')}>
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`${t('view')}: ${nameOf(s)}`}
              onClick={() => navigate(`/categories/${s.id}`)}
            />
          </Tooltip>
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
    <>
      <PageHeader
        title={heading.title}
        crumbs={heading.crumbs}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/categories/add')}>
            {t('add')}
          </Button>
        }
      />
      <Flex className="list-toolbar" gap={12} wrap justify="space-between">
        <Flex gap={12} wrap>
          <SearchBox value={params.q} onSearch={(q) => update({ q })} placeholder={t('search')} />
          <SubjectFilters value={params.filters} onChange={(filters) => update({ filters })} />
        </Flex>
        <ExportButton resource="subjects" query={query} />
      </Flex>
      <DataTable
        columns={columns}
        data={subjects.data}
        loading={subjects.isFetching}
        params={params}
        onChange={update}
        emptyText={t('empty')}
      />
      <EditSubjectModal subject={editing} onClose={() => setEditing(null)} />
    </>
  );
}
