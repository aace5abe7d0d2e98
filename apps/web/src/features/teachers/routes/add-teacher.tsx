import { useScreenHeading } from '../../../app/use-screen';
import { FormPage } from '../../../components/entity-form';
import { teachers } from '../../../lib/resources';
import { teacherForm } from '../components/teacher-form';
import '../teachers.css';

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
