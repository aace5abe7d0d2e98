import { PAYMENT_SUMMARY_MAX_DAYS, promoCodesResource, subscriptionTypes } from '@dashboard/contracts';
import { theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../components/date-picker';
import { RemoteSelect } from '../../../components/remote-select';
import { ChoiceFilter, TeachingFilters } from '../../../components/teaching-filters';
import { defineResource } from '../../../lib/resource';
import { lastDays, type DayRange } from '../lib/report-range';

const promoCodes = defineResource(promoCodesResource);

/** The report's filters, kept in the URL as the API takes them: days (YYYY-MM-DD in Cairo) and ids. */
export const paymentFilterKeys = [
  'from',
  'to',
  'teacher_id',
  'class_id',
  'subject_id',
  'type',
  'promo_code_id',
] as const;
export type PaymentFilterValues = Partial<Record<(typeof paymentFilterKeys)[number], string>>;

const DAY = 'YYYY-MM-DD';
const filterStyle = { inlineSize: 170, maxInlineSize: '100%' };
/** The ranges offered beside the calendar, in days back from today. */
const presets = [7, 30, 90, 365] as const;

/**
 * The days (the range shown, `range`, with the last 7, 30, 90 and 365 days
 * a click away; no day after today, and no range longer than the summary's
 * 366 days), the teacher, academic year and subject (of the chosen year),
 * the type and the promo code.
 */
export function PaymentFilters(props: {
  value: PaymentFilterValues;
  onChange: (change: PaymentFilterValues) => void;
  range: DayRange;
  today: string;
}) {
  const { t } = useTranslation('payments');
  const { token } = theme.useToken();
  const { value, onChange, range, today } = props;
  // A Select's placeholder is text that axe checks; antd's grey reads under 2:1.
  const styles = { placeholder: { color: token.colorTextSecondary } };
  const span = (days: number): [Dayjs, Dayjs] => {
    const r = lastDays(today, days);
    return [dayjs(r.from), dayjs(r.to)];
  };
  return (
    <>
      <DatePicker.RangePicker
        allowClear={false}
        format="DD-MM-YYYY"
        aria-label={t('filters.days')}
        placeholder={[t('filters.from'), t('filters.to')]}
        value={[dayjs(range.from), dayjs(range.to)]}
        presets={presets.map((days) => ({ label: t('filters.lastDays', { count: days }), value: span(days) }))}
        disabledDate={(day, info) =>
          day.format(DAY) > today ||
          (info.from !== undefined && Math.abs(day.diff(info.from, 'day')) >= PAYMENT_SUMMARY_MAX_DAYS)
        }
        onChange={(days) => {
          const first = days?.[0]?.format(DAY);
          const last = days?.[1]?.format(DAY);
          if (first && last) onChange({ from: first, to: last });
        }}
        data-testid="filter-days"
      />
      <TeachingFilters value={value} onChange={onChange} t={t} teacher scoped style={filterStyle} />
      <ChoiceFilter
        label={t('filters.type')}
        value={value.type}
        options={subscriptionTypes.map((v) => ({ value: v, label: t(`types.${v}`) }))}
        onChange={(type) => onChange({ type })}
        inlineSize={190}
        styles={styles}
        testId="type"
      />
      <RemoteSelect
        resource={promoCodes}
        labelOf={(p) => p.code}
        allowClear
        stringIds
        style={filterStyle}
        aria-label={t('filters.promoCode')}
        placeholder={t('filters.promoCode')}
        value={value.promo_code_id}
        onChange={(v) => onChange({ promo_code_id: v as string | undefined })}
        data-testid="filter-promo-code"
      />
    </>
  );
}
