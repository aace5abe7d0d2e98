import { ArrowLeftOutlined, ArrowRightOutlined, DatabaseOutlined, EditOutlined } from '@ant-design/icons';
import { curriculaResource, type Curriculum } from '@dashboard/contracts';
import { Button, Card, Descriptions, Flex, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ContentSubscriptionsButton } from '../../../components/content-subscriptions-button';
import { CountList } from '../../../components/count-list';
import { DateText } from '../../../components/date-text';
import { DeleteButton } from '../../../components/delete-button';
import { ExamsSection } from '../../../components/exams-section';
import { LoadFailure } from '../../../components/load-failure';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { Pending } from '../../../components/pending';
import { SectionTitle } from '../../../components/record-page';
import { useNameOf, useTitleOf } from '../../../components/remote-select';
import { teachingItems } from '../../../components/teaching-items';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { CurriculumOutlineSection } from '../components/curriculum-outline';
import '../curricula.css';

const curricula = defineResource(curriculaResource);

const counts = [
  'unit_count',
  'lesson_count',
  'video_count',
  'document_count',
  'quiz_count',
  'assignment_count',
] as const satisfies readonly (keyof Curriculum)[];

/**
 * /curriculum/:id: a curriculum's details and counts, then its outline (units
 * and lessons in order, edited and ordered in place). Another teacher's is
 * refused by the server (403), and said so.
 */
export default function CurriculumDetailPage() {
  const { t, i18n } = useTranslation(['curricula', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const nameOf = useNameOf();
  const titleOf = useTitleOf();
  const { id = '' } = useParams();
  const curriculum = curricula.useOne(id);
  const remove = curricula.useDelete();
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  const back = (
    <Button icon={<BackIcon />} onClick={() => navigate('/curriculum')}>
      {t('backToList')}
    </Button>
  );

  const c = curriculum.data;
  if (!c) {
    return (
      <>
        <PageHeader title={heading.title} crumbs={heading.crumbs} />
        {curriculum.isError ? <LoadFailure error={curriculum.error} extra={back} /> : <Pending rows={8} />}
      </>
    );
  }

  const title = titleOf(c);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={heading.crumbs}
        extra={
          <Space wrap>
            {back}
            <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/curriculum/${c.id}/edit`)}>
              {t('edit')}
            </Button>
            <Button icon={<DatabaseOutlined />} onClick={() => navigate(`/curriculum/${c.id}/questions-bank`)}>
              {t('common:screens.questionBank')}
            </Button>
            <ContentSubscriptionsButton filter={{ curriculum_id: c.id }} />
            <DeleteButton
              label={`${t('common:actions.delete')}: ${title}`}
              confirm={t('confirmDelete', { name: title })}
              success={t('messages.deleted')}
              onDelete={async () => {
                await remove.mutateAsync(c.id);
                navigate('/curriculum');
              }}
            />
          </Space>
        }
      />
      <Flex vertical gap={16}>
        <Card title={<SectionTitle>{t('details')}</SectionTitle>}>
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle" data-testid="curriculum-details">
            <Descriptions.Item label={t('fields.title_ar')}>
              <span lang="ar">{c.title_ar}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.title_en')}>
              <span lang="en">{c.title_en}</span>
            </Descriptions.Item>
            {teachingItems(t, nameOf, c)}
            <Descriptions.Item label={t('fields.specializations')}>
              {c.specializations.length ? c.specializations.map((s) => <Tag key={s.id}>{nameOf(s)}</Tag>) : t('none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.price')}>
              <Money piastres={c.price} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.status')}>
              <Tag className={c.status === 'open' ? 'tone-positive' : 'tone-neutral'}>{t(`status.${c.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.created_at')}>
              <DateText value={c.created_at} />
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={<SectionTitle>{t('counts')}</SectionTitle>}>
          <CountList
            items={counts.map((key) => ({ label: t(`fields.${key}`), value: c[key] }))}
            testId="curriculum-counts"
          />
        </Card>
        <Card title={<SectionTitle>{t('outline')}</SectionTitle>}>
          <CurriculumOutlineSection curriculumId={c.id} />
        </Card>
        <Card>
          <ExamsSection bank={{ curriculum_id: c.id }} />
        </Card>
      </Flex>
    </>
  );
}
