import { PlusOutlined } from '@ant-design/icons';
import type { CodeGroup } from '@dashboard/contracts';
import { Button, Card, Descriptions, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CodeFilters } from '../../../components/code-filters';
import { CountList } from '../../../components/count-list';
import { DateText } from '../../../components/date-text';
import { DeleteButton } from '../../../components/delete-button';
import { EntityList } from '../../../components/entity-list';
import { LoadFailure } from '../../../components/load-failure';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { BackButton, RecordPending, SectionTitle } from '../../../components/record-page';
import { useNameOf } from '../../../components/remote-select';
import { useCodeColumns } from '../../../components/secret-code';
import { langOf } from '../../../lib/names';
import { useScreenHeading } from '../../../lib/screen-heading';
import { codeGroups, groupCodesResource } from '../api/code-groups';
import { GroupContents, periodText } from '../components/code-group-values';

const filterKeys = ['status', 'batch_id'] as const;

/**
 * /subscriptions-codes/:id: a code group — what its codes open, the teacher,
 * the academic year, the price and the period, its counts (total, used,
 * available) — and its codes, searched, filtered by used or not and by batch,
 * exported to print. "Add codes" makes more; the group is deleted (with a
 * confirmation) only while none of its codes is used: after that the server
 * keeps it, and the page says so instead of offering it.
 */
export default function CodeGroupDetailPage() {
  const { t } = useTranslation(['code-groups', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const group = codeGroups.useOne(id);
  const remove = codeGroups.useDelete();
  const g = group.data;
  const back = <BackButton to="/subscriptions-codes">{t('backToList')}</BackButton>;
  if (!g) return <RecordPending query={group} failure={(error) => <LoadFailure error={error} extra={back} />} />;

  return (
    <>
      <PageHeader
        title={g.title}
        crumbs={heading.crumbs}
        extra={
          <Space wrap>
            {back}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`/subscriptions-codes/${g.id}/add`)}>
              {t('addCodes')}
            </Button>
            {g.used_count === 0 && (
              <DeleteButton
                label={`${t('common:actions.delete')}: ${g.title}`}
                confirm={t('confirmDelete', { name: g.title })}
                success={t('messages.deleted')}
                onDelete={async () => {
                  await remove.mutateAsync(g.id);
                  navigate('/subscriptions-codes');
                }}
              />
            )}
          </Space>
        }
      />
      <Flex vertical gap={16}>
        <GroupDetails group={g} />
        <Card title={<SectionTitle>{t('counts')}</SectionTitle>}>
          <CountList
            items={[
              { label: t('fields.code_count'), value: g.code_count },
              { label: t('fields.used_count'), value: g.used_count },
              { label: t('fields.available_count'), value: g.available_count },
            ]}
            testId="group-counts"
          />
          {g.used_count > 0 && (
            <Typography.Paragraph type="secondary" style={{ marginBlock: '12px 0' }}>
              {t('keptWhileUsed')}
            </Typography.Paragraph>
          )}
        </Card>
        <Card>
          <GroupCodes id={id} />
        </Card>
      </Flex>
    </>
  );
}

function GroupDetails({ group: g }: { group: CodeGroup }) {
  const { t } = useTranslation(['code-groups', 'common']);
  const nameOf = useNameOf();
  return (
    <Card title={<SectionTitle>{t('details')}</SectionTitle>}>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle" data-testid="group-details">
        <Descriptions.Item label={t('fields.title')}>
          <span lang={langOf(g.title)}>{g.title}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.teacher')}>
          <span lang={langOf(g.teacher.name)}>{g.teacher.name}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.class')}>{nameOf(g.class)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.content_type')}>{t(`contentTypes.${g.content_type}`)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.contents')} span="filled">
          <GroupContents group={g} nameOf={nameOf} separator={t('common:listSeparator')} links />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.price')}>
          <Money piastres={g.price} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.period')}>{periodText(t, g.period_days)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.created_at')}>
          <DateText value={g.created_at} time />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.updated_at')}>
          <DateText value={g.updated_at} time />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The group's codes, as the codes' list shows them, without their kind and group (the group's all). */
function GroupCodes({ id }: { id: string }) {
  const { t } = useTranslation(['code-groups', 'common']);
  const columns = useCodeColumns({ batchHref: (batch) => `?batch_id=${batch}` });
  return (
    <EntityList
      config={{
        resource: groupCodesResource(id),
        ns: 'codes',
        header: { section: t('codesOfGroup'), testId: 'group-codes' },
        sort: '-created_at',
        filterKeys,
        filters: (value, onChange) => <CodeFilters value={value} onChange={onChange} />,
        remove: false,
        nameOf: (c) => c.code,
        columns,
      }}
    />
  );
}
