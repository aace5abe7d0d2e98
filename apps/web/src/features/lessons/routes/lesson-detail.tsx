import { EditOutlined, ReadOutlined } from '@ant-design/icons';
import { apiPermissions, lessonsResource, roleAllowed, type Lesson } from '@dashboard/contracts';
import { Button, Card, Descriptions, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DateText } from '../../../components/date-text';
import { DeleteButton } from '../../../components/delete-button';
import { useEditDialog } from '../../../components/edit-dialog';
import { LoadFailure } from '../../../components/load-failure';
import { PageHeader } from '../../../components/page-header';
import { BackButton, RecordPending, SectionTitle } from '../../../components/record-page';
import { useTitleOf } from '../../../components/remote-select';
import { CountsCard, elementCountKeys, TitledDetails } from '../../../components/titled-details';
import { defineResource } from '../../../lib/resource';
import { useAuth } from '../../../lib/session';
import { useLessonCrumbs } from '../components/lesson-crumbs';
import { LessonElements } from '../components/lesson-elements';

const lessons = defineResource(lessonsResource);
const lessonForm = () => import('../components/lesson-form').then((m) => m.lessonForm);

const counts = elementCountKeys satisfies readonly (keyof Lesson)[];

/**
 * /lessons/:id: a lesson's titles, description and counts, its place
 * (curriculum, unit), its elements in order and the way to its content. A
 * support agent reads it; whoever may change it edits it in a dialog, deletes
 * it, and adds, edits, deletes and reorders its elements here.
 */
export default function LessonDetailPage() {
  const { t } = useTranslation(['lessons', 'lesson-elements', 'common']);
  const navigate = useNavigate();
  const titleOf = useTitleOf();
  const role = useAuth().user?.role ?? null;
  const writes = roleAllowed(apiPermissions['lessons.write'], role);
  const opens = roleAllowed(apiPermissions['curricula.read'], role);
  const { id = '' } = useParams();
  const lesson = lessons.useOne(id);
  const l = lesson.data;
  const save = lessons.useUpdate();
  const remove = lessons.useDelete();
  // The form (and its schemas) is fetched when the dialog first opens.
  const { edit, dialog } = useEditDialog(lessonForm);
  const crumbs = useLessonCrumbs(l, l ? [{ title: titleOf(l) }] : []);

  if (!l) {
    return (
      <RecordPending
        query={lesson}
        failure={(error) => (
          <LoadFailure error={error} extra={<Button onClick={() => navigate('/lessons')}>{t('backToList')}</Button>} />
        )}
      />
    );
  }

  const title = titleOf(l);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbs}
        extra={
          <Space wrap>
            <BackButton to="/lessons">{t('backToList')}</BackButton>
            <Button icon={<ReadOutlined />} onClick={() => navigate(`/lessons/${l.id}/index2`)}>
              {t('content')}
            </Button>
            {writes && (
              <>
                <Button type="primary" icon={<EditOutlined />} onClick={edit}>
                  {t('edit')}
                </Button>
                <DeleteButton
                  label={`${t('common:actions.delete')}: ${title}`}
                  confirm={t('confirmDelete', { name: title })}
                  success={t('messages.deleted')}
                  onDelete={async () => {
                    await remove.mutateAsync(l.id);
                    navigate(opens ? `/units/${l.unit.id}` : '/lessons');
                  }}
                />
              </>
            )}
          </Space>
        }
      />
      <Flex vertical gap={16}>
        <TitledDetails
          title={t('details')}
          record={l}
          t={t}
          testId="lesson-details"
          description={{ text: l.description, empty: t('noDescription') }}
        >
          <Descriptions.Item label={t('fields.curriculum')}>
            {opens ? <Link to={`/curriculum/${l.curriculum.id}`}>{titleOf(l.curriculum)}</Link> : titleOf(l.curriculum)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.unit')}>
            {opens ? <Link to={`/units/${l.unit.id}`}>{titleOf(l.unit)}</Link> : titleOf(l.unit)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.created_at')} span={2}>
            <DateText value={l.created_at} />
          </Descriptions.Item>
        </TitledDetails>
        <CountsCard title={t('counts')} keys={counts} record={l} t={t} testId="lesson-counts" />
        <Card title={<SectionTitle>{t('lesson-elements:title')}</SectionTitle>}>
          <LessonElements lessonId={l.id} writes={writes} />
        </Card>
      </Flex>
      {writes && dialog(l, (body) => save.mutateAsync({ ...body, id: l.id }))}
    </>
  );
}
