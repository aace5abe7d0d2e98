import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScreenHeading } from '../../../app/use-screen';
import { PageHeader } from '../../../components/page-header';
import { useCreateSubject } from '../api/create-subject';
import { SubjectForm } from '../components/subject-form';

/** /categories/add */
export default function AddSubjectPage() {
  const { t } = useTranslation(['subjects', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const create = useCreateSubject();
  return (
    <>
      <PageHeader title={heading.title} crumbs={heading.crumbs} />
      <Card className="form-card">
        <SubjectForm
          submitLabel={t('add')}
          onCancel={() => navigate('/categories')}
          onSubmit={async (values) => {
            const subject = await create.mutateAsync(values);
            void message.success(t('messages.created'));
            navigate(`/categories/${subject.id}`);
          }}
        />
      </Card>
    </>
  );
}
