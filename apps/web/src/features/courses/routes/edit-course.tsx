import { lazy, Suspense } from 'react';
import { coursesResource } from '@dashboard/contracts';
import { EditPage } from '../../../components/edit-page';
import { useNameOf } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';
import { courseForm } from '../components/course-form';
import '../courses.css';

// Drawn only when the course cannot be shown (not found, another teacher's): fetched then.
const CourseFailure = lazy(() => import('../components/course-failure').then((m) => ({ default: m.CourseFailure })));

const courses = defineResource(coursesResource);

/** /courses/:id/edit: the course's form on a page of its own; saved, back to the course. */
export default function EditCoursePage() {
  const nameOf = useNameOf();
  return (
    <EditPage
      resource={courses}
      config={courseForm}
      page={(id) => `/courses/${id}`}
      nameOf={nameOf}
      cardClassName="course-form-card"
      failure={(error) => (
        <Suspense>
          <CourseFailure error={error} />
        </Suspense>
      )}
    />
  );
}
