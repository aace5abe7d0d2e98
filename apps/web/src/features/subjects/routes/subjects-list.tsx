import { EyeOutlined } from '@ant-design/icons';
import { subjectsResource, type Subject } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useScreenHeading } from '../../../lib/screen-heading';
import { EntityList } from '../../../components/entity-list';
import { LazyTooltip } from '../../../components/lazy-popups';
import { IconButtonLook } from '../../../components/looks';
import { createdColumn } from '../../../components/name-fields';
import { useNameOf } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';
import { ClassTags } from '../components/class-tags';
import { SubjectFilters, subjectFilterKeys } from '../components/subject-filters';

const subjects = defineResource(subjectsResource);

/** /categories: the subjects, searched and filtered by stage, class and specialization. */
export default function SubjectsListPage() {
  const { t, i18n } = useTranslation(['subjects', 'common']);
  const heading = useScreenHeading();
  const nameOf = useNameOf();
  const navigate = useNavigate();
  const arabic = i18n.language === 'ar';
  const name = (lang: 'ar' | 'en') => (v: string, s: Subject) =>
    (lang === 'ar') === arabic ? <Link to={`/categories/${s.id}`}>{v}</Link> : <span lang={lang}>{v}</span>;

  return (
    <EntityList
      config={{
        resource: subjects,
        ns: 'subjects',
        header: heading,
        // Names sort in the reader's own script unless the URL says otherwise.
        sort: arabic ? 'name_ar' : 'name_en',
        filterKeys: subjectFilterKeys,
        filters: (value, onChange) => <SubjectFilters value={value} onChange={onChange} />,
        add: { to: '/categories/add' },
        form: () => import('../components/subject-form').then((m) => m.subjectForm),
        nameOf,
        columns: [
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
          createdColumn<Subject>(t),
        ],
        actions: {
          fixed: true,
          before: (s) => (
            <LazyTooltip title={t('view')}>
              <IconButtonLook
                icon={<EyeOutlined />}
                aria-label={`${t('view')}: ${nameOf(s)}`}
                onClick={() => navigate(`/categories/${s.id}`)}
              />
            </LazyTooltip>
          ),
        },
      }}
    />
  );
}
