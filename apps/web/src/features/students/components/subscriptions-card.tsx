import { PlusOutlined } from '@ant-design/icons';
import type { Student, Subscription } from '@dashboard/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Space, Table, Typography, type TableColumnType } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateText, DayText } from '../../../components/date-text';
import { LoadFailure } from '../../../components/load-failure';
import { moneyCells } from '../../../components/money';
import { numberCells } from '../../../components/number-text';
import { Pending } from '../../../components/pending';
import { SectionTitle } from '../../../components/record-page';
import { useNameOf } from '../../../components/remote-select';
import { useRenewal, useRestore } from '../../../components/subscription-parts';
import { contentPath } from '../../../components/subscription-status';
import { SubscriptionStatusTag } from '../../../components/subscription-tag';
import { errorText } from '../../../lib/form';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { langOf } from '../../../lib/names';
import { isRenewable, useStudentSubscriptions } from '../../../lib/subscriptions';
import { walletQuery } from '../api/wallet';

// The add form (its fields, pickers and schemas) is fetched when an admin first opens it.
const SubscriptionAddDialog = lazy(() => import('./subscription-add-dialog'));

/**
 * A student's subscriptions (الاشتراكات), for admins and teachers (a
 * teacher's: those to his or her content): the live ones, then the canceled
 * (deleted) ones with their cancellation dates. An admin adds one (not
 * without a class and a system: said so, the button disabled), renews a live
 * one and restores a canceled one; a payment from the wallet shows at once in
 * the wallet's card and ledger.
 */
export function SubscriptionsCard({ student, writes }: { student: Student; writes: boolean }) {
  const { t } = useTranslation(['subscriptions', 'common']);
  const nameOf = useNameOf();
  const noteId = useId();
  const list = useStudentSubscriptions(student.id);
  // The balance the dialogs show: the wallet card's own query (an admin's: only admins pay).
  const wallet = useInfiniteQuery({ ...walletQuery(student.id), enabled: writes });
  const balance = wallet.data?.pages[0]?.balance;
  const renewal = useRenewal(balance);
  const restore = useRestore();
  const [adding, setAdding] = useState<{ key: string } | null>(null);
  const [made, setMade] = useState(false);
  const canAdd = student.class_id !== null && student.system_id !== null;
  const items = list.data?.items ?? [];
  const live = items.filter((s) => s.deleted_at === null);
  const canceled = items.filter((s) => s.deleted_at !== null);
  const day = (v: string | null) => (v === null ? t('noValue') : <DayText value={v} />);
  // The row's actions name the content: the student is the page's.
  const contentName = (s: Subscription) => nameOf(s.content);

  const common: TableColumnType<Subscription>[] = [
    // Admins and teachers (the only readers here) open the curriculum or the course.
    {
      title: t('fields.content'),
      key: 'content',
      render: (_, s) => <Link to={contentPath(s)}>{nameOf(s.content)}</Link>,
    },
    { title: t('fields.type'), dataIndex: 'type', render: (v: Subscription['type']) => t(`types.${v}`) },
    {
      title: t('fields.teacher'),
      key: 'teacher',
      render: (_, s) => <span lang={langOf(s.teacher.name)}>{s.teacher.name}</span>,
    },
    { title: t('fields.starts_on'), dataIndex: 'starts_on', render: day },
    { title: t('fields.ends_on'), dataIndex: 'ends_on', render: day },
  ];
  const liveColumns: TableColumnType<Subscription>[] = [
    ...common,
    { title: t('fields.next_renewal_on'), dataIndex: 'next_renewal_on', render: day },
    { title: t('fields.renewal_count'), dataIndex: 'renewal_count', ...numberCells },
    { title: t('fields.price'), dataIndex: 'price', ...moneyCells },
    { title: t('fields.paid_total'), dataIndex: 'paid_total', ...moneyCells },
    { title: t('fields.discount_total'), dataIndex: 'discount_total', ...moneyCells },
    {
      title: t('fields.promo_code'),
      dataIndex: 'promo_code',
      render: (v: string | null) => (v ? <bdi dir="ltr">{v}</bdi> : t('noValue')),
    },
    { title: t('fields.status'), key: 'status', render: (_, s) => <SubscriptionStatusTag status={s.status} /> },
    ...(writes
      ? [
          {
            title: t('common:table.actions'),
            key: 'actions',
            render: (_: unknown, s: Subscription) => isRenewable(s) && renewal.button(s, contentName(s)),
          },
        ]
      : []),
  ];
  const canceledColumns: TableColumnType<Subscription>[] = [
    ...common,
    { title: t('fields.paid_total'), dataIndex: 'paid_total', ...moneyCells },
    { title: t('fields.deleted_at'), dataIndex: 'deleted_at', render: (v: string) => <DateText value={v} /> },
    ...(writes
      ? [
          {
            title: t('common:table.actions'),
            key: 'actions',
            render: (_: unknown, s: Subscription) => restore.button(s, contentName(s)),
          },
        ]
      : []),
  ];

  // No rows, no table: an empty table as wide as its columns would scroll with nothing to focus.
  const table = (rows: Subscription[], columns: TableColumnType<Subscription>[], empty: string, testId: string) =>
    rows.length ? (
      <div className="data-table" data-testid={testId}>
        <Table<Subscription> rowKey="id" columns={columns} dataSource={rows} pagination={false} size="middle" />
      </div>
    ) : (
      <Empty description={empty} image={Empty.PRESENTED_IMAGE_SIMPLE} data-testid={testId} />
    );

  return (
    <Card
      title={<SectionTitle>{t('section')}</SectionTitle>}
      extra={
        writes && (
          <Space wrap>
            <Button
              icon={<PlusOutlined />}
              disabled={!canAdd || !list.data}
              aria-describedby={canAdd ? undefined : noteId}
              onClick={() => {
                setMade(true);
                setAdding({ key: newIdempotencyKey() });
              }}
            >
              {t('add')}
            </Button>
          </Space>
        )
      }
      data-testid="subscriptions-card"
    >
      {list.isError && !list.data ? (
        <LoadFailure error={list.error} />
      ) : !list.data ? (
        <Pending rows={4} />
      ) : (
        <Flex vertical gap={16}>
          {writes && !canAdd && (
            <Alert
              type="info"
              showIcon
              id={noteId}
              title={errorText(t, 'subscription.no_class_or_system')}
              data-testid="subscriptions-no-class"
            />
          )}
          {table(live, liveColumns, t('noneYet'), 'student-subscriptions')}
          <Typography.Title level={3} className="subscriptions-canceled-title">
            {t('canceled')}
          </Typography.Title>
          {table(canceled, canceledColumns, t('noneCanceled'), 'canceled-subscriptions')}
        </Flex>
      )}
      {renewal.dialog}
      {made && (
        <Suspense fallback={null}>
          <SubscriptionAddDialog student={student} balance={balance} request={adding} onClose={() => setAdding(null)} />
        </Suspense>
      )}
    </Card>
  );
}
