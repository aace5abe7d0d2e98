import { teachersResource } from '@dashboard/contracts';
import { useScreenHeading } from '../../../lib/screen-heading';
import { FormPage } from '../../../components/entity-form';
import { defineResource } from '../../../lib/resource';
import { teacherForm } from '../components/teacher-form';
import '../teachers.css';

const teachers = defineResource(teachersResource);

/** /teachers/add */
export default function AddTeacherPage() {
  const heading = useScreenHeading();
  const create = teachers.useCreate();
  return (
    <FormPage
      config={teacherForm}
      {...heading}
      create={create.mutateAsync}
      back="/teachers"
      cardClassName="teacher-form-card"
    />
  );
}
