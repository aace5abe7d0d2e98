import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { curriculaResource, type Curriculum } from '@dashboard/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataColumn } from '../../../components/data-table';
import { EntityList } from '../../../components/entity-list';
import { LazyTooltip } from '../../../components/lazy-popups';
import { IconButtonLook } from '../../../components/looks';
import { Money } from '../../../components/money';
import { createdColumn } from '../../../components/name-fields';
import { useNameOf, useTitleOf } from '../../../components/remote-select';
import { langOf } from '../../../lib/names';
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
    ...(user?.role === 'teacher'
      ? []
      : [
          {
            title: t('fields.teacher'),
            dataIndex: 'teacher',
            render: (_: unknown, c: Curriculum) => <span lang={langOf(c.teacher.name)}>{c.teacher.name}</span>,
          },
        ]),
    { title: t('fields.class'), dataIndex: 'class', render: (_: unknown, c) => nameOf(c.class) },
    { title: t('fields.subject'), dataIndex: 'subject', render: (_: unknown, c) => nameOf(c.subject) },
    {
      title: t('fields.price'),
      dataIndex: 'price',
      sortField: 'price',
      render: (p: number) => <Money piastres={p} />,
    },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      render: (s: Curriculum['status']) => (
        <Tag className={s === 'open' ? 'curriculum-open' : 'curriculum-closed'}>{t(`status.${s}`)}</Tag>
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
          before: (c) => (
            <>
              <LazyTooltip title={t('view')}>
                <IconButtonLook
                  icon={<EyeOutlined />}
                  aria-label={`${t('view')}: ${titleOf(c)}`}
                  onClick={() => navigate(`/curriculum/${c.id}`)}
                />
              </LazyTooltip>
              {/* Edited on its own page (the spec's /curriculum/:id/edit), not in a dialog. */}
              <IconButtonLook
                icon={<EditOutlined />}
                aria-label={`${t('common:actions.edit')}: ${titleOf(c)}`}
                onClick={() => navigate(`/curriculum/${c.id}/edit`)}
              />
            </>
          ),
        },
      }}
    />
  );
}
