import { todayInCairo, type Payment, type SubscriptionType } from '@dashboard/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../../components/data-table';
import { DayText } from '../../../components/date-text';
import { EntityList } from '../../../components/entity-list';
import { moneyCells } from '../../../components/money';
import { useNameOf } from '../../../components/remote-select';
import { contentPath } from '../../../components/subscription-status';
import { useListParams } from '../../../lib/list-params';
import { langOf } from '../../../lib/names';
import { useScreenHeading } from '../../../lib/screen-heading';
import { payments } from '../api/get-payments';
import type { SummaryQuery } from '../api/get-payment-summary';
import { PaymentFilters, paymentFilterKeys, type PaymentFilterValues } from '../components/payment-filters';
import { PaymentSummary } from '../components/payment-summary';
import { reportRange } from '../lib/report-range';
import '../payments.css';

const SORT = '-paid_on';

/**
 * /payments (admins): the payments report, تقرير المدفوعات. Every payment of
 * a subscription (its first period or a renewal) between two days (the last
 * 30 by default, in Cairo), filtered by teacher, academic year, subject, type
 * and promo code, the view kept in the URL; over the table, the totals of
 * the whole filter and the paid amounts a day; exported as filtered.
 */
export default function PaymentsReportPage() {
  const { t } = useTranslation(['payments', 'common']);
  const heading = useScreenHeading();
  const nameOf = useNameOf();
  // Today in Cairo, as the page opened: the default range does not move under the user at midnight.
  const [today] = useState(() => todayInCairo());
  const { params } = useListParams({ sort: SORT }, paymentFilterKeys);
  const filters = params.filters as PaymentFilterValues;
  const range = reportRange(filters, today);
  // The range as shown, sent with the list and the export: the URL holds a range only once one is chosen.
  const scope = useMemo(() => ({ from: range.from, to: range.to }), [range.from, range.to]);
  const summaryQuery: SummaryQuery = { ...filters, ...scope };

  const columns: DataColumn<Payment>[] = [
    {
      title: t('fields.paid_on'),
      dataIndex: 'paid_on',
      sortField: 'paid_on',
      render: (v: string) => <DayText value={v} />,
    },
    {
      title: t('fields.student'),
      dataIndex: 'student',
      render: (_: unknown, p) => (
        <Link to={`/students/${p.student.id}`} lang={langOf(p.student.name)}>
          {p.student.name}
        </Link>
      ),
    },
    {
      title: t('fields.subscription'),
      dataIndex: 'content',
      render: (_: unknown, p) => (
        <>
          <Link to={contentPath(p)}>{nameOf(p.content)}</Link>
          <div className="payment-kind">{t(`kinds.${p.kind}`)}</div>
        </>
      ),
    },
    { title: t('fields.subject'), dataIndex: 'subject', render: (_: unknown, p) => nameOf(p.subject) },
    { title: t('fields.class'), dataIndex: 'class', render: (_: unknown, p) => nameOf(p.class) },
    { title: t('fields.type'), dataIndex: 'type', render: (v: SubscriptionType) => t(`types.${v}`) },
    {
      title: t('fields.original_price'),
      dataIndex: 'original_price',
      sortField: 'original_price',
      ...moneyCells,
    },
    { title: t('fields.discount'), dataIndex: 'discount', ...moneyCells },
    { title: t('fields.paid'), dataIndex: 'paid', sortField: 'paid', ...moneyCells },
    {
      title: t('fields.promo_code'),
      dataIndex: 'promo_code',
      render: (v: string | null) => (v ? <bdi dir="ltr">{v}</bdi> : t('noValue')),
    },
    {
      title: t('fields.teacher'),
      dataIndex: 'teacher',
      render: (_: unknown, p) => <span lang={langOf(p.teacher.name)}>{p.teacher.name}</span>,
    },
    {
      title: t('fields.subscription_starts_on'),
      dataIndex: 'subscription_starts_on',
      render: (v: string) => <DayText value={v} />,
    },
  ];

  return (
    <EntityList
      config={{
        resource: payments,
        ns: 'payments',
        header: heading,
        sort: SORT,
        search: false,
        filterKeys: paymentFilterKeys,
        filters: (value, onChange) => <PaymentFilters value={value} onChange={onChange} range={range} today={today} />,
        scope,
        aboveTable: <PaymentSummary query={summaryQuery} />,
        // Payments are written by their subscriptions, never here.
        remove: false,
        nameOf: (p) => p.student.name,
        columns,
      }}
    />
  );
}
