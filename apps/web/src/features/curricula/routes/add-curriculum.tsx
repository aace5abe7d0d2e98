import { curriculaResource } from '@dashboard/contracts';
import { FormPage } from '../../../components/entity-form';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { curriculumForm } from '../components/curriculum-form';
import '../curricula.css';

const curricula = defineResource(curriculaResource);

/** /curriculum/add: once added, the new curriculum's page, where its units and lessons are added. */
export default function AddCurriculumPage() {
  const heading = useScreenHeading();
  const create = curricula.useCreate();
  return (
    <FormPage
      config={curriculumForm}
      {...heading}
      create={create.mutateAsync}
      back="/curriculum"
      after={(c) => `/curriculum/${c.id}`}
      cardClassName="curriculum-form-card"
    />
  );
}
