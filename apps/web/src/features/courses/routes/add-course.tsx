import { coursesResource } from '@dashboard/contracts';
import { FormPage } from '../../../components/entity-form';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { courseForm } from '../components/course-form';
import '../courses.css';

const courses = defineResource(coursesResource);

/** /courses/add: once added, the new course's page. */
export default function AddCoursePage() {
  const heading = useScreenHeading();
  const create = courses.useCreate();
  return (
    <FormPage
      config={courseForm}
      {...heading}
      create={create.mutateAsync}
      back="/courses"
      after={(c) => `/courses/${c.id}`}
      cardClassName="course-form-card"
    />
  );
}
