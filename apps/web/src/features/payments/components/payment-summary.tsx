import { formatDate, formatNumber } from '@dashboard/contracts';
import { Typography } from 'antd';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, refusesQuery } from '../../../components/list-refusal';
import { Money } from '../../../components/money';
import { Pending } from '../../../components/pending';
import { useLanguage } from '../../../i18n/language';
import { usePaymentSummary, type SummaryQuery } from '../api/get-payment-summary';
import '../../../components/count-list.css';

// The chart is a chunk of its own, fetched with the summary it draws: the page's first script holds none of it.
const PaidChart = lazy(() => import('./paid-chart'));

const CHART_HEIGHT = 260;

/**
 * The totals of everything the filter keeps (not only the page shown): how
 * many payments, their original prices, the discounts and what was paid,
 * then the paid amounts a day as a chart. Read from `/payments/summary`,
 * which sums them on the server whatever their number.
 */
export function PaymentSummary({ query }: { query: SummaryQuery }) {
  const { t } = useTranslation('payments');
  const lang = useLanguage();
  const headingId = useId();
  const summary = usePaymentSummary(query);
  const refused = refusesQuery(summary.error, query);
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, lang);
  const data = summary.data;
  const totals = data && [
    { key: 'payments', value: formatNumber(data.totals.payments, lang) },
    { key: 'original_price', value: <Money piastres={data.totals.original_price} /> },
    { key: 'discount', value: <Money piastres={data.totals.discount} /> },
    { key: 'paid', value: <Money piastres={data.totals.paid} /> },
  ];
  return (
    <section
      className="page-section payments-summary"
      aria-labelledby={headingId}
      aria-busy={summary.isFetching}
      data-testid="payments-summary"
    >
      <Typography.Title level={2} id={headingId} className="section-title payments-summary-title">
        {t('summary.title', { from: day(query.from), to: day(query.to) })}
      </Typography.Title>
      {summary.isError && !data ? (
        // A refused filter is said by the list's refusal already (`ListRefusal`): shown here too, said once.
        <Typography.Text type="danger" role={refused ? undefined : 'alert'}>
          {refusalText(t, summary.error)}
        </Typography.Text>
      ) : !totals ? (
        <Pending rows={2} />
      ) : (
        <div className={summary.isPlaceholderData ? 'payments-summary-body is-stale' : 'payments-summary-body'}>
          <dl className="count-list payments-totals" data-testid="payments-totals">
            {totals.map((f) => (
              <div key={f.key} className="count-list-item" data-total={f.key}>
                <dt>{t(`summary.totals.${f.key}`)}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
          <Suspense fallback={<div style={{ blockSize: CHART_HEIGHT }} />}>
            <PaidChart summary={data} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
