import { StarFilled } from '@ant-design/icons';
import { teachersResource, type Teacher } from '@dashboard/contracts';
import { App, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenHeading } from '../../../lib/screen-heading';
import type { DataColumn } from '../../../components/data-table';
import { EntityList } from '../../../components/entity-list';
import { TextLook } from '../../../components/looks';
import { NumberText } from '../../../components/number-text';
import { RecordHistoryButton } from '../../../components/record-history-button';
import { errorText } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { defineResource } from '../../../lib/resource';
import { langOf } from '../../../lib/names';
import { NamesCell } from '../components/names-cell';
import { PersonAvatar } from '../../../components/person-avatar';
import { TeacherFilters, teacherFilterKeys } from '../components/teacher-filters';
import '../teachers.css';

const teachers = defineResource(teachersResource);

/** /teachers: the teachers, searched and filtered by subject, class and status. */
export default function TeachersListPage() {
  const { t } = useTranslation(['teachers', 'common']);
  const heading = useScreenHeading();
  const { message } = App.useApp();
  const save = teachers.useUpdate();
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
        <div className="teacher-person">
          <PersonAvatar name={name} photoUrl={x.photo_url} />
          <div className="teacher-person-text">
            <span lang={langOf(name)} className="teacher-name">
              {name}
            </span>
            {x.email && (
              <TextLook as="span" type="secondary" className="teacher-email">
                <bdi dir="ltr">{x.email}</bdi>
              </TextLook>
            )}
          </div>
        </div>
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
        <div className="teacher-teaches">
          <NamesCell items={x.subjects} />
          <span className="teacher-classes">
            <NamesCell items={x.classes} />
          </span>
        </div>
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
  ];

  return (
    <EntityList
      config={{
        resource: teachers,
        ns: 'teachers',
        header: heading,
        sort: 'name',
        filterKeys: teacherFilterKeys,
        filters: (value, onChange) => <TeacherFilters value={value} onChange={onChange} />,
        add: { to: '/teachers/add' },
        // Fetched when the edit dialog first opens: the photo upload and the schemas are no part of the list.
        form: () => import('../components/teacher-form').then((m) => m.teacherForm),
        nameOf: (x) => x.name,
        columns,
        actions: { before: (x) => <RecordHistoryButton entity="teachers" id={x.id} name={x.name} /> },
      }}
    />
  );
}
