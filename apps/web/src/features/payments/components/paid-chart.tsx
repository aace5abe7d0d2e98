import { formatDate, type PaymentSummary } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import DailyMoneyChart from '../../../components/daily-money-chart';
import { useLanguage } from '../../../i18n/language';

/** The paid amounts a day over the report's range. Its own chunk: the report's page loads it with the summary. */
export default function PaidChart({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation('payments');
  const lang = useLanguage();
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, lang);
  return (
    <DailyMoneyChart
      days={summary.days}
      caption={t('summary.chart', { from: day(summary.from), to: day(summary.to) })}
      dayHeading={t('summary.day')}
      amountHeading={t('summary.totals.paid')}
      testId="payments-chart"
    />
  );
}
