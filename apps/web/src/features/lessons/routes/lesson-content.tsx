import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { apiPermissions, lessonsResource, roleAllowed } from '@dashboard/contracts';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { PageHeader } from '../../../components/page-header';
import { Pending } from '../../../components/pending';
import { useTitleOf } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { useAuth } from '../../../lib/session';
import { useLessonCrumbs } from '../components/lesson-crumbs';
import { LessonElements } from '../components/lesson-elements';

const lessons = defineResource(lessonsResource);

/**
 * /lessons/:id/index2 (the spec's name): the lesson as a student meets it,
 * its elements in order (videos played, documents opened, a quiz's limits,
 * an assignment's instructions); whoever may change the lesson adds, edits,
 * deletes and reorders them here too, a support agent reads them.
 */
export default function LessonContentPage() {
  const { t, i18n } = useTranslation(['lessons', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const titleOf = useTitleOf();
  const writes = roleAllowed(apiPermissions['lessons.write'], useAuth().user?.role ?? null);
  const { id = '' } = useParams();
  const lesson = lessons.useOne(id);
  const l = lesson.data;
  const crumbs = useLessonCrumbs(l, l ? [{ title: titleOf(l), to: `/lessons/${l.id}` }, { title: heading.title }] : []);
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  const back = (
    <Button icon={<BackIcon />} onClick={() => navigate(l ? `/lessons/${l.id}` : '/lessons')}>
      {l ? t('backToLesson') : t('backToList')}
    </Button>
  );

  if (!l) {
    return (
      <>
        <PageHeader title={heading.title} crumbs={heading.crumbs} />
        {lesson.isError ? <LoadFailure error={lesson.error} extra={back} /> : <Pending rows={6} />}
      </>
    );
  }

  return (
    <>
      <PageHeader title={heading.title} crumbs={crumbs} extra={back} />
      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {titleOf(l)}
          </Typography.Title>
        }
      >
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>{t('contentIntro')}</Typography.Paragraph>
          <LessonElements lessonId={l.id} writes={writes} />
        </Flex>
      </Card>
    </>
  );
}
