import { coursesResource } from '@dashboard/contracts';
import { EditPage } from '../../../components/edit-page';
import { useNameOf } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';
import { CourseFailure } from '../components/course-failure';
import { courseForm } from '../components/course-form';
import '../courses.css';

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
      failure={(error) => <CourseFailure error={error} />}
    />
  );
}
