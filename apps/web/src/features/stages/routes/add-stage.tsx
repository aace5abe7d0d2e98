import { useScreenHeading } from '../../../app/use-screen';
import { FormPage } from '../../../components/entity-form';
import { stages } from '../../../lib/resources';
import { stageForm } from '../components/stage-form';

/** /levels/add */
export default function AddStagePage() {
  const heading = useScreenHeading();
  const create = stages.useCreate();
  return <FormPage config={stageForm} {...heading} create={create.mutateAsync} back="/levels" />;
}
