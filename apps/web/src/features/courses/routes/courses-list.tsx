import { coursesResource, type Course } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataColumn } from '../../../components/data-table';
import { EntityList } from '../../../components/entity-list';
import { createdColumn } from '../../../components/name-fields';
import { useNameOf } from '../../../components/remote-select';
import { priceColumn, teachingColumns, viewEditButtons } from '../../../components/teaching-columns';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { useAuth } from '../../../lib/session';
import { CourseFilters, courseFilterKeys } from '../components/course-filters';
import { CourseKind } from '../components/course-kind';
import '../courses.css';

const courses = defineResource(coursesResource);

/** /courses: the courses (a teacher's own), searched and filtered by teacher, class, subject and paid or free. */
export default function CoursesListPage() {
  const { t, i18n } = useTranslation(['courses', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const nameOf = useNameOf();
  const { user } = useAuth();
  const arabic = i18n.language === 'ar';

  const columns: DataColumn<Course>[] = [
    {
      title: t('fields.image'),
      key: 'image',
      // The name beside it says what it shows.
      render: (_: unknown, c) => <img className="course-thumb" src={c.image_url} alt="" loading="lazy" />,
    },
    {
      title: t(arabic ? 'fields.name_ar' : 'fields.name_en'),
      dataIndex: arabic ? 'name_ar' : 'name_en',
      // Names sort in the reader's own script.
      sortField: arabic ? 'name_ar' : 'name_en',
      render: (_: string, c) => <Link to={`/courses/${c.id}`}>{nameOf(c)}</Link>,
    },
    // A teacher's list holds his or her own courses only.
    ...teachingColumns<Course>(t, nameOf, user?.role !== 'teacher'),
    {
      title: t('fields.is_paid'),
      dataIndex: 'is_paid',
      render: (paid: boolean) => <CourseKind paid={paid} />,
    },
    priceColumn<Course>(t),
    createdColumn<Course>(t),
  ];

  return (
    <EntityList
      config={{
        resource: courses,
        ns: 'courses',
        header: heading,
        sort: '-created_at',
        filterKeys: courseFilterKeys,
        filters: (value, onChange) => <CourseFilters value={value} onChange={onChange} />,
        add: { to: '/courses/add' },
        nameOf,
        columns,
        actions: {
          fixed: true,
          // Edited on its own page (the spec's /courses/:id/edit), not in a dialog.
          before: (c) =>
            viewEditButtons({
              navigate,
              page: `/courses/${c.id}`,
              name: nameOf(c),
              viewLabel: t('view'),
              editLabel: t('common:actions.edit'),
            }),
        },
      }}
    />
  );
}
