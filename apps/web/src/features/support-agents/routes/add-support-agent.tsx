import { useScreenHeading } from '../../../app/use-screen';
import { FormPage } from '../../../components/entity-form';
import { supportAgents } from '../../../lib/resources';
import { supportAgentForm } from '../components/support-agent-form';

/** /support-agent/add */
export default function AddSupportAgentPage() {
  const heading = useScreenHeading();
  const create = supportAgents.useCreate();
  return <FormPage config={supportAgentForm} {...heading} create={create.mutateAsync} back="/support-agent" />;
}
