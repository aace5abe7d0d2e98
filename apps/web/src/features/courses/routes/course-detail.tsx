import { ArrowLeftOutlined, ArrowRightOutlined, DatabaseOutlined, EditOutlined } from '@ant-design/icons';
import { coursesResource } from '@dashboard/contracts';
import { Button, Card, Col, Descriptions, Flex, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ContentSubscriptionsButton } from '../../../components/content-subscriptions-button';
import { DateText } from '../../../components/date-text';
import { DeleteButton } from '../../../components/delete-button';
import { ExamsSection } from '../../../components/exams-section';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { Pending } from '../../../components/pending';
import { SectionTitle } from '../../../components/record-page';
import { useNameOf } from '../../../components/remote-select';
import { teachingItems } from '../../../components/teaching-items';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { CourseFailure } from '../components/course-failure';
import { CourseKind } from '../components/course-kind';
import { VideoPreview } from '../components/video-preview';
import '../courses.css';

const courses = defineResource(coursesResource);

/**
 * /courses/:id: a course's details, its image and its promotional video's
 * player, with edit and delete. Another teacher's is refused by the server
 * (403), and said so.
 */
export default function CourseDetailPage() {
  const { t, i18n } = useTranslation(['courses', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const nameOf = useNameOf();
  const { id = '' } = useParams();
  const course = courses.useOne(id);
  const remove = courses.useDelete();
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;

  const c = course.data;
  if (!c) {
    return (
      <>
        <PageHeader title={heading.title} crumbs={heading.crumbs} />
        {course.isError ? <CourseFailure error={course.error} /> : <Pending rows={8} />}
      </>
    );
  }

  const name = nameOf(c);
  return (
    <>
      <PageHeader
        title={name}
        crumbs={heading.crumbs}
        extra={
          <Space wrap>
            <Button icon={<BackIcon />} onClick={() => navigate('/courses')}>
              {t('backToList')}
            </Button>
            <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/courses/${c.id}/edit`)}>
              {t('edit')}
            </Button>
            <Button icon={<DatabaseOutlined />} onClick={() => navigate(`/courses/${c.id}/questions-bank`)}>
              {t('common:screens.questionBank')}
            </Button>
            <ContentSubscriptionsButton filter={{ course_id: c.id }} />
            <DeleteButton
              label={`${t('common:actions.delete')}: ${name}`}
              confirm={t('confirmDelete', { name })}
              success={t('messages.deleted')}
              onDelete={async () => {
                await remove.mutateAsync(c.id);
                navigate('/courses');
              }}
            />
          </Space>
        }
      />
      <Flex vertical gap={16}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10}>
            <Card title={<SectionTitle>{t('fields.image')}</SectionTitle>}>
              <img className="course-image" src={c.image_url} alt={t('imageAlt', { name })} />
            </Card>
          </Col>
          <Col xs={24} lg={14}>
            <Card title={<SectionTitle>{t('previewHeading')}</SectionTitle>}>
              {c.promo_video_url ? (
                <Flex vertical gap={8}>
                  <VideoPreview link={c.promo_video_url} title={t('preview', { name })} />
                  <Typography.Link href={c.promo_video_url} target="_blank" rel="noopener noreferrer">
                    <bdi dir="ltr">{c.promo_video_url}</bdi>
                  </Typography.Link>
                </Flex>
              ) : (
                <Typography.Text type="secondary">{t('noVideo')}</Typography.Text>
              )}
            </Card>
          </Col>
        </Row>
        <Card>
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
            <Descriptions.Item label={t('fields.name_ar')}>
              <span lang="ar">{c.name_ar}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.name_en')}>
              <span lang="en">{c.name_en}</span>
            </Descriptions.Item>
            {teachingItems(t, nameOf, c)}
            <Descriptions.Item label={t('fields.specializations')}>
              {c.specializations.length ? c.specializations.map(nameOf).join(t('common:listSeparator')) : t('none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.is_paid')}>
              <CourseKind paid={c.is_paid} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.price')}>
              <Money piastres={c.price} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.description')} span="filled">
              {c.description ? (
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>
                  <span dir="auto">{c.description}</span>
                </Typography.Paragraph>
              ) : (
                t('none')
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.created_at')}>
              <DateText value={c.created_at} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.updated_at')}>
              <DateText value={c.updated_at} />
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card>
          <ExamsSection bank={{ course_id: c.id }} />
        </Card>
      </Flex>
    </>
  );
}
