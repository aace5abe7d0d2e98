import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScreenHeading } from '../../../app/use-screen';
import { PageHeader } from '../../../components/page-header';
import { useCreateSupportAgent } from '../api/create-support-agent';
import { SupportAgentForm } from '../components/support-agent-form';

/** /support-agent/add */
export default function AddSupportAgentPage() {
  const { t } = useTranslation(['support-agents', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const create = useCreateSupportAgent();
  return (
    <>
      <PageHeader title={heading.title} crumbs={heading.crumbs} />
      <Card className="form-card">
        <SupportAgentForm
          mode="create"
          submitLabel={t('add')}
          onCancel={() => navigate('/support-agent')}
          onSubmit={async (values) => {
            await create.mutateAsync({ ...values, password: values.password ?? '' });
            void message.success(t('messages.created'));
            navigate('/support-agent');
          }}
        />
      </Card>
    </>
  );
}
