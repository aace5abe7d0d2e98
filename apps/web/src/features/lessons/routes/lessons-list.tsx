import { EyeOutlined } from '@ant-design/icons';
import { apiPermissions, lessonsResource, roleAllowed, type Lesson } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataColumn } from '../../../components/data-table';
import { ElementCounts } from '../../../components/element-counts';
import { EntityList } from '../../../components/entity-list';
import { LazyTooltip } from '../../../components/lazy-popups';
import { IconButtonLook } from '../../../components/looks';
import { createdColumn } from '../../../components/name-fields';
import { useTitleOf } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { useAuth } from '../../../lib/session';
import { LessonFilters, lessonFilterKeys } from '../components/lesson-filters';

const lessons = defineResource(lessonsResource);

/**
 * /lessons: every lesson the user may see, across curricula (a teacher's own;
 * a support agent reads them all and changes none), searched and filtered by
 * curriculum. Lessons are added under their unit, not here.
 */
export default function LessonsListPage() {
  const { t, i18n } = useTranslation(['lessons', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const titleOf = useTitleOf();
  const role = useAuth().user?.role ?? null;
  const arabic = i18n.language === 'ar';
  // A support agent reads lessons only: the curricula and their units are not his or hers to open.
  const writes = roleAllowed(apiPermissions['lessons.write'], role);
  const opensCurricula = roleAllowed(apiPermissions['curricula.read'], role);

  const columns: DataColumn<Lesson>[] = [
    {
      title: t(arabic ? 'fields.title_ar' : 'fields.title_en'),
      dataIndex: arabic ? 'title_ar' : 'title_en',
      sortField: arabic ? 'title_ar' : 'title_en',
      render: (_: string, l) => <Link to={`/lessons/${l.id}`}>{titleOf(l)}</Link>,
    },
    {
      title: t('fields.curriculum'),
      dataIndex: 'curriculum',
      render: (_: unknown, l) =>
        opensCurricula ? (
          <Link to={`/curriculum/${l.curriculum.id}`}>{titleOf(l.curriculum)}</Link>
        ) : (
          titleOf(l.curriculum)
        ),
    },
    {
      title: t('fields.unit'),
      dataIndex: 'unit',
      render: (_: unknown, l) =>
        opensCurricula ? <Link to={`/units/${l.unit.id}`}>{titleOf(l.unit)}</Link> : titleOf(l.unit),
    },
    {
      title: t('elementCounts'),
      key: 'elements',
      render: (_: unknown, l) => <ElementCounts counts={l} />,
    },
    createdColumn<Lesson>(t),
  ];

  return (
    <EntityList
      config={{
        resource: lessons,
        ns: 'lessons',
        header: heading,
        sort: arabic ? 'title_ar' : 'title_en',
        ...(opensCurricula
          ? {
              filterKeys: lessonFilterKeys,
              filters: (value, onChange) => <LessonFilters value={value} onChange={onChange} />,
            }
          : {}),
        // Edited in a dialog, fetched when it first opens; never deleted by whoever only reads.
        ...(writes
          ? { form: () => import('../components/lesson-form').then((m) => m.lessonEditForm) }
          : { remove: false as const }),
        nameOf: titleOf,
        columns,
        actions: {
          fixed: true,
          before: (l) => (
            <LazyTooltip title={t('view')}>
              <IconButtonLook
                icon={<EyeOutlined />}
                aria-label={t('open', { name: titleOf(l) })}
                onClick={() => navigate(`/lessons/${l.id}`)}
              />
            </LazyTooltip>
          ),
        },
      }}
    />
  );
}
