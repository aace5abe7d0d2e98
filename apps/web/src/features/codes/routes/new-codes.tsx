import { PlusOutlined } from '@ant-design/icons';
import { codesResource, formatNumber, type CodeBatch } from '@dashboard/contracts';
import { Alert, Button, Card, Descriptions, Empty, Flex, Space } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CodeFilters } from '../../../components/code-filters';
import { DateText } from '../../../components/date-text';
import { EntityList } from '../../../components/entity-list';
import { ExportButton } from '../../../components/export-button';
import { Money } from '../../../components/money';
import { NumberText } from '../../../components/number-text';
import { PageHeader } from '../../../components/page-header';
import { Pending } from '../../../components/pending';
import { BackButton, SectionTitle } from '../../../components/record-page';
import { useCodeColumns } from '../../../components/secret-code';
import { useLanguage } from '../../../i18n/language';
import { langOf } from '../../../lib/names';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';

const codes = defineResource(codesResource);
const filterKeys = ['status'] as const;

/** What the generate page hands this one: the batch as made, and whether this is the latest batch found for a bare URL. */
interface Handed {
  batch?: CodeBatch;
  latest?: boolean;
}

const batchOf = (search: URLSearchParams) => {
  const n = Number(search.get('batch'));
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /codes/add_new: a batch of codes just made (`?batch=<id>`, where the
 * generate page leads): its summary, its codes (searched, filtered by used
 * or not) and its export for printing, CSV or XLSX, of exactly that batch.
 *
 * Opened without a batch (the breadcrumb, a bookmark): the user expects the
 * newest codes, so the page shows the most recent batch of wallet codes —
 * what "Generate codes" makes — and says so, with the URL then naming that
 * batch (so a reload or a shared link keeps showing it, whatever is made
 * next). With no wallet codes at all it says there are none yet and offers
 * to generate some.
 */
export default function NewCodesPage() {
  const { t } = useTranslation(['codes', 'common']);
  const heading = useScreenHeading();
  const [search] = useSearchParams();
  const batchId = batchOf(search);
  const handed = (useLocation().state ?? {}) as Handed;
  const navigate = useNavigate();
  const actions = (
    <>
      <BackButton to="/codes">{t('backToList')}</BackButton>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/codes/add')}>
        {t('add')}
      </Button>
    </>
  );
  return (
    <>
      <PageHeader
        title={heading.title}
        crumbs={heading.crumbs}
        extra={
          <Space wrap>
            {batchId !== null && <ExportButton resource="codes" query={{ batch_id: batchId, sort: 'created_at' }} />}
            {actions}
          </Space>
        }
      />
      {batchId === null ? (
        <LatestBatch />
      ) : (
        <Flex vertical gap={16}>
          {handed.latest && <Alert type="info" showIcon title={t('batch.latest')} />}
          <BatchSummary id={batchId} made={handed.batch?.id === batchId ? handed.batch : undefined} />
          <BatchCodes id={batchId} />
        </Flex>
      )}
    </>
  );
}

/** No batch named: the most recent batch of wallet codes, or a pointer to generate some. */
function LatestBatch() {
  const { t } = useTranslation(['codes', 'common']);
  const navigate = useNavigate();
  const latest = codes.useList({ page: 1, pageSize: 1, sort: '-created_at', kind: 'wallet' });
  const found = latest.data?.items[0]?.batch_id;
  useEffect(() => {
    if (found !== undefined)
      navigate(`/codes/add_new?batch=${found}`, { replace: true, state: { latest: true } satisfies Handed });
  }, [found, navigate]);
  if (latest.data && found === undefined)
    return (
      <Card>
        <Empty description={t('batch.none')}>
          <Link to="/codes/add">{t('add')}</Link>
        </Empty>
      </Card>
    );
  return <Pending rows={6} />;
}

/**
 * A batch's summary: its number, how many codes (as made, when this page was
 * led here from the generate page; else as the list counts them, "10,000+"
 * past its count), each one's price, their worth, kind and group, and when.
 */
function BatchSummary({ id, made }: { id: number; made?: CodeBatch }) {
  const { t } = useTranslation(['codes', 'common']);
  const lang = useLanguage();
  const first = codes.useList({ page: 1, pageSize: 1, sort: 'created_at', batch_id: id });
  const page = first.data;
  const code = page?.items[0];
  if (!page) return <Pending rows={3} />;
  if (!code && !made)
    return (
      <Card>
        <Empty description={t('batch.notFound', { batch: id })}>
          <Link to="/codes">{t('backToList')}</Link>
        </Empty>
      </Card>
    );
  const count = made?.count ?? (page.totalCapped ? null : page.total);
  const price = made?.price ?? code!.price;
  return (
    <Card title={<SectionTitle>{t('batch.summary')}</SectionTitle>}>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle" data-testid="batch-summary">
        <Descriptions.Item label={t('fields.batch')}>
          <NumberText value={id} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.count')}>
          {count === null ? (
            t('batch.countCapped', { total: formatNumber(page.total, lang) })
          ) : (
            <NumberText value={count} />
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.price')}>
          <Money piastres={price} />
        </Descriptions.Item>
        <Descriptions.Item label={t('batch.worth')}>
          {count === null ? t('noValue') : <Money piastres={count * price} />}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.kind')}>{t(`kinds.${made?.kind ?? code!.kind}`)}</Descriptions.Item>
        {code?.group ? (
          <Descriptions.Item label={t('fields.group')}>
            <Link to={`/subscriptions-codes/${code.group.id}`} lang={langOf(code.group.title)}>
              {code.group.title}
            </Link>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('fields.created_at')}>
          <DateText value={made?.created_at ?? code!.created_at} time />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The batch's codes, in the order they were made (as printed), searched and filtered by used or not. */
function BatchCodes({ id }: { id: number }) {
  const { t } = useTranslation(['codes', 'common']);
  const columns = useCodeColumns({});
  const scope = useMemo(() => ({ batch_id: id }), [id]);
  return (
    <Card>
      <EntityList
        config={{
          resource: codes,
          ns: 'codes',
          header: { section: t('batch.codes'), testId: 'batch-codes' },
          sort: 'created_at',
          scope,
          filterKeys,
          filters: (value, onChange) => <CodeFilters value={value} onChange={onChange} batch={false} />,
          // The header's export is the batch's, whatever the list is searched for.
          exportPath: false,
          remove: false,
          nameOf: (c) => c.code,
          columns,
        }}
      />
    </Card>
  );
}
