import { promoCodesResource, type PromoCode, type PromoCodeState } from '@dashboard/contracts';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { EntityList } from '../../../components/entity-list';
import { createdColumn } from '../../../components/name-fields';
import { numberCells } from '../../../components/number-text';
import { PercentText } from '../../../components/percent-text';
import { RecordHistoryButton } from '../../../components/record-history-button';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';

const promoCodes = defineResource(promoCodesResource);

const filterKeys = ['state'] as const;
const states = ['scheduled', 'active', 'used_up', 'expired'] as const satisfies readonly PromoCodeState[];
/** What each state's tag looks like (the app's tones, styles.css). */
const stateTones: Record<PromoCodeState, string> = {
  scheduled: 'info',
  active: 'positive',
  used_up: 'warning',
  expired: 'neutral',
};

/** A day (YYYY-MM-DD, in Cairo) as DD-MM-YYYY: its noon in UTC is that day in Cairo. */
const Day = ({ value }: { value: string }) => <DateText value={`${value}T12:00:00Z`} />;

/** /promo-codes: the promo codes (أكواد الخصم), their uses and state today, added and edited in a dialog. */
export default function PromoCodesListPage() {
  const { t } = useTranslation(['promo-codes', 'common']);
  const heading = useScreenHeading();

  const columns: DataColumn<PromoCode>[] = [
    {
      title: t('fields.code'),
      dataIndex: 'code',
      sortField: 'code',
      render: (code: string) => <bdi dir="ltr">{code}</bdi>,
    },
    {
      title: t('fields.discount_percent'),
      dataIndex: 'discount_percent',
      sortField: 'discount_percent',
      align: 'end' as const,
      render: (n: number) => <PercentText value={n} />,
    },
    {
      title: t('fields.duration_days'),
      dataIndex: 'duration_days',
      ...numberCells,
    },
    {
      title: t('fields.uses'),
      dataIndex: 'used_count',
      sortField: 'used_count',
      render: (_: number, p) => t('usesOf', { used: p.used_count, limit: p.uses_limit }),
    },
    {
      title: t('fields.uses_left'),
      dataIndex: 'uses_left',
      ...numberCells,
    },
    {
      title: t('fields.starts_on'),
      dataIndex: 'starts_on',
      sortField: 'starts_on',
      render: (v: string) => <Day value={v} />,
    },
    {
      title: t('fields.ends_on'),
      dataIndex: 'ends_on',
      sortField: 'ends_on',
      render: (v: string) => <Day value={v} />,
    },
    {
      title: t('fields.state'),
      dataIndex: 'state',
      render: (s: PromoCodeState) => <Tag className={`promo-${s} tone-${stateTones[s]}`}>{t(`states.${s}`)}</Tag>,
    },
    createdColumn<PromoCode>(t),
  ];

  return (
    <EntityList
      config={{
        resource: promoCodes,
        ns: 'promo-codes',
        header: heading,
        sort: '-created_at',
        filterKeys,
        filters: (value, onChange) => (
          <Select
            allowClear
            style={{ inlineSize: 170, maxInlineSize: '100%' }}
            aria-label={t('fields.state')}
            placeholder={t('fields.state')}
            value={value.state}
            options={states.map((s) => ({ value: s, label: t(`states.${s}`) }))}
            onChange={(v?: string) => onChange({ state: v })}
            data-testid="filter-state"
          />
        ),
        add: { dialog: () => ({}) },
        form: () => import('../components/promo-code-form').then((m) => m.promoCodeForm),
        nameOf: (p) => p.code,
        columns,
        actions: {
          // Kept in view when the wide table scrolls sideways.
          fixed: true,
          before: (p) => <RecordHistoryButton entity="promo-codes" id={p.id} name={p.code} />,
        },
      }}
    />
  );
}
