import { lazy, Suspense } from 'react';
import { coursesResource } from '@dashboard/contracts';
import { App, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EntityForm } from '../../../components/entity-form';
import { PageHeader } from '../../../components/page-header';
import { useNameOf } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { courseForm } from '../components/course-form';
import '../courses.css';

// Drawn only when the course cannot be shown (not found, another teacher's): fetched then.
const CourseFailure = lazy(() => import('../components/course-failure').then((m) => ({ default: m.CourseFailure })));

const courses = defineResource(coursesResource);

/** /courses/:id/edit: the course's form on a page of its own; saved, back to the course. */
export default function EditCoursePage() {
  const { t } = useTranslation(['courses', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const nameOf = useNameOf();
  const { id = '' } = useParams();
  const course = courses.useOne(id);
  const save = courses.useUpdate();
  const c = course.data;
  const page = `/courses/${id}`;
  // The course's crumb reads its name once it is known.
  const crumbs = heading.crumbs.map((crumb) => (c && crumb.to === page ? { ...crumb, title: nameOf(c) } : crumb));

  return (
    <>
      <PageHeader title={heading.title} crumbs={crumbs} />
      {c ? (
        <Card className="form-card course-form-card">
          <EntityForm
            config={courseForm}
            mode="edit"
            item={c}
            submitLabel={t('common:actions.save')}
            onCancel={() => navigate(page)}
            onSubmit={async (body) => {
              await save.mutateAsync({ ...body, id: c.id });
              void message.success(t('messages.updated'));
              navigate(page);
            }}
          />
        </Card>
      ) : course.isError ? (
        <Suspense>
          <CourseFailure error={course.error} />
        </Suspense>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </>
  );
}
