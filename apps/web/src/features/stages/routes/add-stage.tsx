import { stagesResource } from '@dashboard/contracts';
import { useScreenHeading } from '../../../lib/screen-heading';
import { FormPage } from '../../../components/entity-form';
import { defineResource } from '../../../lib/resource';
import { stageForm } from '../components/stage-form';

const stages = defineResource(stagesResource);

/** /levels/add */
export default function AddStagePage() {
  const heading = useScreenHeading();
  const create = stages.useCreate();
  return <FormPage config={stageForm} {...heading} create={create.mutateAsync} back="/levels" />;
}
