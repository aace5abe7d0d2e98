import { curriculaResource } from '@dashboard/contracts';
import { App, Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EntityForm } from '../../../components/entity-form';
import { LoadFailure } from '../../../components/load-failure';
import { PageHeader } from '../../../components/page-header';
import { useTitleOf } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { curriculumForm } from '../components/curriculum-form';
import '../curricula.css';

const curricula = defineResource(curriculaResource);

/** /curriculum/:id/edit: the curriculum's form on a page of its own; saved, back to the curriculum. */
export default function EditCurriculumPage() {
  const { t } = useTranslation(['curricula', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const titleOf = useTitleOf();
  const { id = '' } = useParams();
  const curriculum = curricula.useOne(id);
  const save = curricula.useUpdate();
  const c = curriculum.data;
  const page = `/curriculum/${id}`;
  // The curriculum's crumb reads its title once it is known.
  const crumbs = heading.crumbs.map((crumb) => (c && crumb.to === page ? { ...crumb, title: titleOf(c) } : crumb));

  return (
    <>
      <PageHeader title={heading.title} crumbs={crumbs} />
      {c ? (
        <Card className="form-card curriculum-form-card">
          <EntityForm
            config={curriculumForm}
            mode="edit"
            item={c}
            submitLabel={t('common:actions.save')}
            onCancel={() => navigate(page)}
            onSubmit={async (body) => {
              await save.mutateAsync({ ...body, id: c.id });
              void message.success(t('messages.updated'));
              navigate(page);
            }}
          />
        </Card>
      ) : curriculum.isError ? (
        <LoadFailure
          error={curriculum.error}
          extra={<Button onClick={() => navigate('/curriculum')}>{t('backToList')}</Button>}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </>
  );
}
