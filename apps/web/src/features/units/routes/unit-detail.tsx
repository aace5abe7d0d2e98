import { EditOutlined } from '@ant-design/icons';
import { curriculaResource, unitsResource, type Unit } from '@dashboard/contracts';
import { Button, Card, Descriptions, Flex, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CountList } from '../../../components/count-list';
import { DateText } from '../../../components/date-text';
import { DeleteButton } from '../../../components/delete-button';
import { FormDialog } from '../../../components/entity-form';
import { LoadFailure } from '../../../components/load-failure';
import { PageHeader } from '../../../components/page-header';
import { BackButton, RecordPending, SectionTitle } from '../../../components/record-page';
import { useTitleOf } from '../../../components/remote-select';
import { UnitLessons } from '../../../components/unit-lessons';
import type { FormConfig } from '../../../components/entity-form';
import type { TitledValues } from '../../../components/titled-form';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { useOrderLessons, useUnitLessons } from '../api/unit-lessons';

const units = defineResource(unitsResource);
const curricula = defineResource(curriculaResource);

// The dialogs' forms (and their schemas) are fetched when a dialog first opens.
const forms = () => import('../components/unit-forms');
const lessonForm = () => forms().then((m) => m.lessonForm);

const counts = [
  'lesson_count',
  'video_count',
  'document_count',
  'quiz_count',
  'assignment_count',
] as const satisfies readonly (keyof Unit)[];

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
  const [unitForm, setUnitForm] = useState<FormConfig<Unit, TitledValues>>();
  const [editing, setEditing] = useState(false);
  const edit = () =>
    void forms().then((m) => {
      setUnitForm(m.unitForm);
      setEditing(true);
    });

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
        <Card title={<SectionTitle>{t('details')}</SectionTitle>}>
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle" data-testid="unit-details">
            <Descriptions.Item label={t('fields.title_ar')}>
              <span lang="ar">{u.title_ar}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.title_en')}>
              <span lang="en">{u.title_en}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.curriculum_id')}>
              {curriculum.data ? <Link to={curriculumPage}>{titleOf(curriculum.data)}</Link> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.created_at')}>
              <DateText value={u.created_at} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.description')} span={2}>
              {u.description ? (
                <span dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                  {u.description}
                </span>
              ) : (
                t('noDescription')
              )}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={<SectionTitle>{t('counts')}</SectionTitle>}>
          <CountList items={counts.map((key) => ({ label: t(`fields.${key}`), value: u[key] }))} testId="unit-counts" />
        </Card>
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
            <Skeleton active paragraph={{ rows: 4 }} />
          )}
        </Card>
      </Flex>
      {unitForm && (
        <FormDialog
          config={unitForm}
          state={editing ? { mode: 'edit', item: u } : null}
          save={(body) => save.mutateAsync({ ...body, id: u.id })}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}
