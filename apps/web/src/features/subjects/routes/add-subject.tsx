import { subjectsResource } from '@dashboard/contracts';
import { useScreenHeading } from '../../../lib/screen-heading';
import { FormPage } from '../../../components/entity-form';
import { defineResource } from '../../../lib/resource';
import { subjectForm } from '../components/subject-form';

const subjects = defineResource(subjectsResource);

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
