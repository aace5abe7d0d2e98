import { MinusCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import type { Student, WalletMove } from '@dashboard/contracts';
import { Button, Card, Empty, Flex, Space, Table, Typography, type TableColumnType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { LoadFailure } from '../../../components/load-failure';
import { Money, moneyCells } from '../../../components/money';
import { Pending } from '../../../components/pending';
import { useNameOf } from '../../../components/remote-select';
import { SectionTitle } from '../../../components/record-page';
import { langOf } from '../../../lib/names';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useWallet } from '../api/wallet';
import { SignedMoney } from './student-values';
import type { WalletMoveRequest } from './wallet-move-dialog';

// The move's form (its fields, the amount's input and schemas) is fetched when an admin first opens it.
const WalletMoveDialog = lazy(() => import('./wallet-move-dialog'));

/**
 * A student's wallet (المحفظة), for admins and support agents: the balance,
 * then the ledger newest first ("show older moves" reads on by keyset). An
 * admin credits or debits it with a reason; the balance, the ledger, the
 * list and the record's history follow.
 */
export function WalletCard({ student, moves }: { student: Student; moves: boolean }) {
  const { t } = useTranslation(['students', 'common']);
  const nameOf = useNameOf();
  const wallet = useWallet(student.id);
  const [request, setRequest] = useState<WalletMoveRequest | null>(null);
  const [made, setMade] = useState(false);
  const pages = wallet.data?.pages ?? [];
  const balance = pages[0]?.balance;
  const ledger = pages.flatMap((p) => p.moves);

  // A new key each time the dialog opens: every try of this one move is sent with it.
  const open = (direction: WalletMoveRequest['direction']) => {
    setMade(true);
    setRequest({ direction, idempotencyKey: newIdempotencyKey() });
  };

  const columns: TableColumnType<WalletMove>[] = [
    { title: t('wallet.date'), dataIndex: 'created_at', render: (v: string) => <DateText value={v} time /> },
    { title: t('wallet.kind'), dataIndex: 'kind', render: (k: WalletMove['kind']) => t(`wallet.kinds.${k}`) },
    {
      title: t('wallet.amount'),
      dataIndex: 'amount',
      align: 'end',
      render: (v: number) => <SignedMoney piastres={v} />,
    },
    { title: t('wallet.balanceAfter'), dataIndex: 'balance_after', ...moneyCells },
    {
      title: t('wallet.reason'),
      dataIndex: 'reason',
      // A subscription's payment says what it paid for: the content, in the user's language.
      render: (v: string | null, m) =>
        m.subscription ? <span>{nameOf(m.subscription.content)}</span> : v ? <span dir="auto">{v}</span> : t('noValue'),
    },
    {
      title: t('wallet.by'),
      key: 'by',
      render: (_: unknown, m) => <span lang={langOf(m.actor.name)}>{m.actor.name}</span>,
    },
  ];

  return (
    <Card
      title={<SectionTitle>{t('wallet.title')}</SectionTitle>}
      extra={
        moves && (
          <Space wrap>
            <Button icon={<PlusCircleOutlined />} onClick={() => open('credit')} disabled={balance === undefined}>
              {t('wallet.credit')}
            </Button>
            <Button icon={<MinusCircleOutlined />} onClick={() => open('debit')} disabled={balance === undefined}>
              {t('wallet.debit')}
            </Button>
          </Space>
        )
      }
      data-testid="wallet-card"
    >
      {wallet.isError && !wallet.data ? (
        <LoadFailure error={wallet.error} />
      ) : balance === undefined ? (
        <Pending rows={4} />
      ) : (
        <Flex vertical gap={16}>
          <Flex align="baseline" gap={12} wrap>
            <Typography.Text type="secondary">{t('wallet.balance')}</Typography.Text>
            <span className="wallet-balance" data-testid="wallet-balance">
              <Money piastres={balance} />
            </span>
          </Flex>
          <Typography.Title level={3} className="wallet-ledger-title">
            {t('wallet.ledger')}
          </Typography.Title>
          {/* Its rows hold nothing to focus: the region itself takes the keyboard, to scroll it sideways on a phone. */}
          <div
            className="table-scroll"
            tabIndex={0}
            role="region"
            aria-label={t('wallet.ledger')}
            data-testid="wallet-ledger"
          >
            <Table<WalletMove>
              rowKey="id"
              columns={columns}
              dataSource={ledger}
              pagination={false}
              size="middle"
              locale={{ emptyText: <Empty description={t('wallet.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
            />
          </div>
          {wallet.hasNextPage && (
            <Flex justify="center">
              <Button onClick={() => void wallet.fetchNextPage()} loading={wallet.isFetchingNextPage}>
                {t('wallet.more')}
              </Button>
            </Flex>
          )}
        </Flex>
      )}
      {made && balance !== undefined && (
        <Suspense fallback={null}>
          <WalletMoveDialog student={student} balance={balance} request={request} onClose={() => setRequest(null)} />
        </Suspense>
      )}
    </Card>
  );
}
