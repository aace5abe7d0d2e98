import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScreenHeading } from '../../../app/use-screen';
import { PageHeader } from '../../../components/page-header';
import { useCreateStage } from '../api/create-stage';
import { StageForm } from '../components/stage-form';

/** /levels/add */
export default function AddStagePage() {
  const { t } = useTranslation(['stages', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const create = useCreateStage();
  return (
    <>
      <PageHeader title={heading.title} crumbs={heading.crumbs} />
      <Card className="form-card">
        <StageForm
          submitLabel={t('add')}
          onCancel={() => navigate('/levels')}
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            void message.success(t('messages.created'));
            navigate('/levels');
          }}
        />
      </Card>
    </>
  );
}
