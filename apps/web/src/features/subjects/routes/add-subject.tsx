import { useScreenHeading } from '../../../app/use-screen';
import { FormPage } from '../../../components/entity-form';
import { subjects } from '../../../lib/resources';
import { subjectForm } from '../components/subject-form';

/** /categories/add: once added, the new subject's page. */
export default function AddSubjectPage() {
  const heading = useScreenHeading();
  const create = subjects.useCreate();
  return (
    <FormPage
      config={subjectForm}
      {...heading}
      create={create.mutateAsync}
      back="/categories"
      after={(s) => `/categories/${s.id}`}
    />
  );
}
