import { curriculaResource, type Curriculum } from '@dashboard/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataColumn } from '../../../components/data-table';
import { EntityList } from '../../../components/entity-list';
import { createdColumn } from '../../../components/name-fields';
import { useNameOf, useTitleOf } from '../../../components/remote-select';
import { priceColumn, teachingColumns, viewEditButtons } from '../../../components/teaching-columns';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { useAuth } from '../../../lib/session';
import { CurriculumFilters, curriculumFilterKeys } from '../components/curriculum-filters';
import '../curricula.css';

const curricula = defineResource(curriculaResource);

/** /curriculum: the curricula (a teacher's own), searched and filtered by teacher, class, subject and status. */
export default function CurriculaListPage() {
  const { t, i18n } = useTranslation(['curricula', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const nameOf = useNameOf();
  const titleOf = useTitleOf();
  const { user } = useAuth();
  const arabic = i18n.language === 'ar';

  const columns: DataColumn<Curriculum>[] = [
    {
      title: t(arabic ? 'fields.title_ar' : 'fields.title_en'),
      dataIndex: arabic ? 'title_ar' : 'title_en',
      // Titles sort in the reader's own script.
      sortField: arabic ? 'title_ar' : 'title_en',
      render: (_: string, c) => <Link to={`/curriculum/${c.id}`}>{titleOf(c)}</Link>,
    },
    // A teacher's list holds his or her own curricula only.
    ...teachingColumns<Curriculum>(t, nameOf, user?.role !== 'teacher'),
    priceColumn<Curriculum>(t),
    {
      title: t('fields.status'),
      dataIndex: 'status',
      render: (s: Curriculum['status']) => (
        <Tag className={s === 'open' ? 'tone-positive' : 'tone-neutral'}>{t(`status.${s}`)}</Tag>
      ),
    },
    {
      title: t('counts'),
      key: 'counts',
      render: (_: unknown, c) => (
        <span className="curriculum-counts">
          <span>{t('unitCount', { count: c.unit_count })}</span>
          <span>{t('lessonCount', { count: c.lesson_count })}</span>
        </span>
      ),
    },
    createdColumn<Curriculum>(t),
  ];

  return (
    <EntityList
      config={{
        resource: curricula,
        ns: 'curricula',
        header: heading,
        sort: '-created_at',
        filterKeys: curriculumFilterKeys,
        filters: (value, onChange) => <CurriculumFilters value={value} onChange={onChange} />,
        add: { to: '/curriculum/add' },
        nameOf: titleOf,
        columns,
        actions: {
          fixed: true,
          // Edited on its own page (the spec's /curriculum/:id/edit), not in a dialog.
          before: (c) =>
            viewEditButtons({
              navigate,
              page: `/curriculum/${c.id}`,
              name: titleOf(c),
              viewLabel: t('view'),
              editLabel: t('common:actions.edit'),
            }),
        },
      }}
    />
  );
}
