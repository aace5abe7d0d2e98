import { ArrowLeftOutlined, ArrowRightOutlined, EditOutlined } from '@ant-design/icons';
import { curriculaResource, lessonsResource, unitsResource, type Lesson, type Unit } from '@dashboard/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CountList } from '../../../components/count-list';
import { DateText } from '../../../components/date-text';
import { DeleteButton } from '../../../components/delete-button';
import { ElementCounts } from '../../../components/element-counts';
import { FormDialog } from '../../../components/entity-form';
import { LoadFailure } from '../../../components/load-failure';
import { OrderedList } from '../../../components/ordered-list';
import { PageHeader } from '../../../components/page-header';
import { useTitleOf } from '../../../components/remote-select';
import type { FormConfig } from '../../../components/entity-form';
import type { TitledValues } from '../../../components/titled-form';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { useOrderLessons, useUnitLessons } from '../api/unit-lessons';

const units = defineResource(unitsResource);
const lessons = defineResource(lessonsResource);
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

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
      {children}
    </Typography.Title>
  );
}

/**
 * /units/:id: a unit's titles, description and counts, and its lessons in
 * order (added, edited, deleted and put in order here, as on its
 * curriculum's page); the breadcrumb goes back through its curriculum.
 */
export default function UnitDetailPage() {
  const { t, i18n } = useTranslation(['units', 'curricula', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const titleOf = useTitleOf();
  const client = useQueryClient();
  const { id = '' } = useParams();
  const unit = units.useOne(id);
  const u = unit.data;
  const curriculum = curricula.useOne(u?.curriculum_id);
  const outline = useUnitLessons(u?.curriculum_id, Number(id));
  const save = units.useUpdate();
  const remove = units.useDelete();
  const orderLessons = useOrderLessons(Number(id));
  const createLesson = lessons.useCreate();
  const saveLesson = lessons.useUpdate();
  const removeLesson = lessons.useDelete();
  const [unitForm, setUnitForm] = useState<FormConfig<Unit, TitledValues>>();
  const [editing, setEditing] = useState(false);
  const edit = () =>
    void forms().then((m) => {
      setUnitForm(m.unitForm);
      setEditing(true);
    });
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;

  if (!u) {
    return (
      <>
        <PageHeader title={heading.title} crumbs={heading.crumbs} />
        {unit.isError ? (
          <LoadFailure
            error={unit.error}
            extra={<Button onClick={() => navigate('/curriculum')}>{t('curricula:backToList')}</Button>}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </>
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
            <Button icon={<BackIcon />} onClick={() => navigate(curriculumPage)}>
              {t('backToCurriculum')}
            </Button>
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
            <OrderedList<(typeof outline.lessons)[number], Lesson, TitledValues, TitledValues>
              items={outline.lessons}
              ns="lessons"
              orderNs="curricula"
              label={t('lessons')}
              nameOf={titleOf}
              empty={t('noLessons')}
              render={(lesson) => (
                <>
                  <Link to={`/lessons/${lesson.id}`} className="ordered-item-title">
                    {titleOf(lesson)}
                  </Link>
                  <ElementCounts counts={lesson} />
                </>
              )}
              form={lessonForm}
              // An outline's lesson has no description: the dialog starts from the whole lesson.
              editable={(lesson) => client.fetchQuery(lessons.oneQuery(lesson.id))}
              add={{
                label: t('curricula:addLesson'),
                create: (body) => createLesson.mutateAsync({ ...body, unit_id: u.id }),
              }}
              save={(lessonId, body) => saveLesson.mutateAsync({ ...body, id: lessonId })}
              remove={(lesson) => removeLesson.mutateAsync(lesson.id)}
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
