import { ArrowLeftOutlined, ArrowRightOutlined, EditOutlined } from '@ant-design/icons';
import { subjectsResource, type SubjectClass } from '@dashboard/contracts';
import { Button, Card, Descriptions, Flex, Result, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Pending } from '../../../components/pending';
import { useScreenHeading } from '../../../lib/screen-heading';
import { DateText } from '../../../components/date-text';
import { DeleteButton } from '../../../components/delete-button';
import { FormDialog } from '../../../components/entity-form';
import { PageHeader } from '../../../components/page-header';
import { RecordHistory } from '../../../components/record-history';
import { useNameOf } from '../../../components/remote-select';
import { errorText } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { defineResource } from '../../../lib/resource';
import { subjectForm } from '../components/subject-form';

const subjects = defineResource(subjectsResource);

interface Named {
  id: number;
  name_ar: string;
  name_en: string;
}

/** The classes grouped by their stage, in the order the API gives them (stage, then class). */
function byStage(classes: SubjectClass[]) {
  const groups: { stage: Named; classes: SubjectClass[] }[] = [];
  for (const c of classes) {
    let group = groups.find((g) => g.stage.id === c.stage_id);
    if (!group) {
      group = { stage: { id: c.stage_id, name_ar: c.stage_name_ar, name_en: c.stage_name_en }, classes: [] };
      groups.push(group);
    }
    group.classes.push(c);
  }
  return groups;
}

/** /categories/:id: one subject, its academic years and specialization, with edit and delete. */
export default function SubjectDetailPage() {
  const { t, i18n } = useTranslation(['subjects', 'common']);
  const heading = useScreenHeading();
  const nameOf = useNameOf();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const subject = subjects.useOne(id);
  const remove = subjects.useDelete();
  const save = subjects.useUpdate();
  const [editing, setEditing] = useState(false);
  const specializationText = (sp: Named & { class_id: number }, classes: SubjectClass[]) => {
    const owner = classes.find((c) => c.id === sp.class_id);
    return owner ? `${nameOf(sp)} (${nameOf(owner)})` : nameOf(sp);
  };
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  const back = (
    <Button icon={<BackIcon />} onClick={() => navigate('/categories')}>
      {t('backToList')}
    </Button>
  );

  if (subject.isError) {
    const err = subject.error;
    const missing = err instanceof ApiError && (err.status === 404 || err.status === 400);
    return (
      <>
        <PageHeader title={heading.title} crumbs={heading.crumbs} />
        <Result
          status={missing ? '404' : 'error'}
          title={missing ? t('notFound') : errorText(t, err instanceof ApiError ? err.code : 'server.error')}
          extra={back}
        />
      </>
    );
  }

  const s = subject.data;
  if (!s) {
    return (
      <>
        <PageHeader title={heading.title} crumbs={heading.crumbs} />
        <Pending rows={8} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={nameOf(s)}
        crumbs={heading.crumbs}
        extra={
          <Space wrap>
            {back}
            <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('edit')}
            </Button>
            <DeleteButton
              label={`${t('common:actions.delete')}: ${nameOf(s)}`}
              confirm={t('confirmDelete', { name: nameOf(s) })}
              success={t('messages.deleted')}
              onDelete={async () => {
                await remove.mutateAsync(s.id);
                navigate('/categories');
              }}
            />
          </Space>
        }
      />
      <Flex vertical gap={16}>
        <Card>
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
            <Descriptions.Item label={t('fields.code')}>
              <bdi>{s.code}</bdi>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.specialization')}>
              {s.specialization ? specializationText(s.specialization, s.classes) : t('none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.name_ar')}>
              <span lang="ar">{s.name_ar}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.name_en')}>
              <span lang="en">{s.name_en}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.teacher_count')}>
              {t('teacherCount', { count: s.teacher_count })}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.created_at')}>
              <DateText value={s.created_at} />
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card
          title={
            <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
              {t('fields.classes')}
            </Typography.Title>
          }
        >
          <Flex vertical gap={12} data-testid="subject-classes-by-stage">
            {byStage(s.classes).map((g) => (
              <Flex key={g.stage.id} gap={8} wrap align="center">
                <Typography.Text strong>{nameOf(g.stage)}</Typography.Text>
                {g.classes.map((c) => (
                  <Tag key={c.id}>{nameOf(c)}</Tag>
                ))}
              </Flex>
            ))}
          </Flex>
        </Card>
        <Card
          title={
            <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
              {t('audit-log:history.title')}
            </Typography.Title>
          }
        >
          <RecordHistory entity="subjects" id={s.id} />
        </Card>
      </Flex>
      <FormDialog
        config={subjectForm}
        state={editing ? { mode: 'edit', item: s } : null}
        save={(body) => save.mutateAsync({ ...body, id: s.id })}
        onClose={() => setEditing(false)}
      />
    </>
  );
}
