import { EditOutlined } from '@ant-design/icons';
import { curriculaResource, unitsResource, type Unit } from '@dashboard/contracts';
import { Button, Card, Descriptions, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DateText } from '../../../components/date-text';
import { DeleteButton } from '../../../components/delete-button';
import { useEditDialog } from '../../../components/edit-dialog';
import { LoadFailure } from '../../../components/load-failure';
import { PageHeader } from '../../../components/page-header';
import { Pending } from '../../../components/pending';
import { BackButton, RecordPending, SectionTitle } from '../../../components/record-page';
import { useTitleOf } from '../../../components/remote-select';
import { CountsCard, elementCountKeys, TitledDetails } from '../../../components/titled-details';
import { UnitLessons } from '../../../components/unit-lessons';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { useOrderLessons, useUnitLessons } from '../api/unit-lessons';

const units = defineResource(unitsResource);
const curricula = defineResource(curriculaResource);

// The dialogs' forms (and their schemas) are fetched when a dialog first opens.
const forms = () => import('../components/unit-forms');
const unitForm = () => forms().then((m) => m.unitForm);
const lessonForm = () => forms().then((m) => m.lessonForm);

const counts = ['lesson_count', ...elementCountKeys] as const satisfies readonly (keyof Unit)[];

/**
 * /units/:id: a unit's titles, description and counts, and its lessons in
 * order (added, edited, deleted and put in order here, as on its
 * curriculum's page); the breadcrumb goes back through its curriculum.
 */
export default function UnitDetailPage() {
  const { t } = useTranslation(['units', 'curricula', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const titleOf = useTitleOf();
  const { id = '' } = useParams();
  const unit = units.useOne(id);
  const u = unit.data;
  const curriculum = curricula.useOne(u?.curriculum_id);
  const outline = useUnitLessons(u?.curriculum_id, Number(id));
  const save = units.useUpdate();
  const remove = units.useDelete();
  const orderLessons = useOrderLessons(Number(id));
  const { edit, dialog } = useEditDialog(unitForm);

  if (!u) {
    return (
      <RecordPending
        query={unit}
        failure={(error) => (
          <LoadFailure
            error={error}
            extra={<Button onClick={() => navigate('/curriculum')}>{t('curricula:backToList')}</Button>}
          />
        )}
      />
    );
  }

  const title = titleOf(u);
  const curriculumPage = `/curriculum/${u.curriculum_id}`;
  // Home, the curricula, the unit's curriculum (by its title once known), the unit.
  const crumbs = [
    ...heading.crumbs.slice(0, -1),
    { title: curriculum.data ? titleOf(curriculum.data) : t('common:screens.curriculum'), to: curriculumPage },
    { title },
  ];

  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbs}
        extra={
          <Space wrap>
            <BackButton to={curriculumPage}>{t('backToCurriculum')}</BackButton>
            <Button type="primary" icon={<EditOutlined />} onClick={edit}>
              {t('edit')}
            </Button>
            <DeleteButton
              label={`${t('common:actions.delete')}: ${title}`}
              confirm={t('confirmDelete', { name: title })}
              success={t('messages.deleted')}
              onDelete={async () => {
                await remove.mutateAsync(u.id);
                navigate(curriculumPage);
              }}
            />
          </Space>
        }
      />
      <Flex vertical gap={16}>
        <TitledDetails
          title={t('details')}
          record={u}
          t={t}
          testId="unit-details"
          description={{ text: u.description, empty: t('noDescription') }}
        >
          <Descriptions.Item label={t('fields.curriculum_id')}>
            {curriculum.data ? <Link to={curriculumPage}>{titleOf(curriculum.data)}</Link> : null}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.created_at')}>
            <DateText value={u.created_at} />
          </Descriptions.Item>
        </TitledDetails>
        <CountsCard title={t('counts')} keys={counts} record={u} t={t} testId="unit-counts" />
        <Card title={<SectionTitle>{t('lessons')}</SectionTitle>}>
          {outline.lessons ? (
            <UnitLessons
              unitId={u.id}
              items={outline.lessons}
              label={t('lessons')}
              form={lessonForm}
              reorder={(ids) => orderLessons.mutateAsync(ids)}
              testId="unit-lessons"
            />
          ) : outline.isError ? (
            <LoadFailure error={outline.error} />
          ) : (
            <Pending rows={4} />
          )}
        </Card>
      </Flex>
      {dialog(u, (body) => save.mutateAsync({ ...body, id: u.id }))}
    </>
  );
}
