import { supportAgentsResource } from '@dashboard/contracts';
import { useScreenHeading } from '../../../lib/screen-heading';
import { FormPage } from '../../../components/entity-form';
import { defineResource } from '../../../lib/resource';
import { supportAgentForm } from '../components/support-agent-form';

const supportAgents = defineResource(supportAgentsResource);

/** /support-agent/add */
export default function AddSupportAgentPage() {
  const heading = useScreenHeading();
  const create = supportAgents.useCreate();
  return <FormPage config={supportAgentForm} {...heading} create={create.mutateAsync} back="/support-agent" />;
}
