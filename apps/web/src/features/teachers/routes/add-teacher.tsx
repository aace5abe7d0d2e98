import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScreenHeading } from '../../../app/use-screen';
import { PageHeader } from '../../../components/page-header';
import { useCreateTeacher } from '../api/create-teacher';
import { TeacherForm } from '../components/teacher-form';
import '../teachers.css';

/** /teachers/add */
export default function AddTeacherPage() {
  const { t } = useTranslation(['teachers', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const create = useCreateTeacher();
  return (
    <>
      <PageHeader title={heading.title} crumbs={heading.crumbs} />
      <Card className="form-card teacher-form-card">
        <TeacherForm
          submitLabel={t('add')}
          onCancel={() => navigate('/teachers')}
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            void message.success(t('messages.created'));
            navigate('/teachers');
          }}
        />
      </Card>
    </>
  );
}
