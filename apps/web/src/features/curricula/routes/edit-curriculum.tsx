import { curriculaResource } from '@dashboard/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EditPage } from '../../../components/edit-page';
import { LoadFailure } from '../../../components/load-failure';
import { useTitleOf } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';
import { curriculumForm } from '../components/curriculum-form';
import '../curricula.css';

const curricula = defineResource(curriculaResource);

/** /curriculum/:id/edit: the curriculum's form on a page of its own; saved, back to the curriculum. */
export default function EditCurriculumPage() {
  const { t } = useTranslation(['curricula', 'common']);
  const navigate = useNavigate();
  const titleOf = useTitleOf();
  return (
    <EditPage
      resource={curricula}
      config={curriculumForm}
      page={(id) => `/curriculum/${id}`}
      nameOf={titleOf}
      cardClassName="curriculum-form-card"
      failure={(error) => (
        <LoadFailure error={error} extra={<Button onClick={() => navigate('/curriculum')}>{t('backToList')}</Button>} />
      )}
    />
  );
}
