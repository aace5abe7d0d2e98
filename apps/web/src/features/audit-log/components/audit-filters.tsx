import { auditActions, type AuditUser } from '@dashboard/contracts';
import { Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DatePicker } from '../../../components/date-picker';
import { FilterField } from '../../../components/list-refusal';
import { useAuditText } from '../../../components/record-history';
import { RemoteSelect } from '../../../components/remote-select';
import { auditUsers, useAuditEntities } from '../../../lib/audit-log';

/** The filters the screen keeps in its URL: dates are calendar days (`YYYY-MM-DD`) in the platform's time zone. */
export const auditFilterKeys = ['user_id', 'action', 'entity', 'entity_id', 'from', 'to'] as const;
export type AuditScreenFilters = Partial<Record<(typeof auditFilterKeys)[number], string>>;

const DAY = 'YYYY-MM-DD';

/** By whom, what, on which entity, and between which days. */
export function AuditFilters(props: { value: AuditScreenFilters; onChange: (change: AuditScreenFilters) => void }) {
  const { value, onChange } = props;
  const entities = useAuditEntities();
  // Each entity is named by its own namespace: the chosen one's at once, every one's once the list opens.
  const [listed, setListed] = useState(false);
  const { t, label } = useAuditText(listed ? entities : [value.entity]);
  return (
    <>
      <RemoteSelect<AuditUser>
        resource={auditUsers}
        stringIds
        allowClear
        style={{ inlineSize: 220, maxInlineSize: '100%' }}
        aria-label={t('filters.user')}
        placeholder={t('filters.allUsers')}
        labelOf={(u) => u.name}
        groupOf={(u) => label('roles', u.role)}
        value={value.user_id}
        onChange={(v) => onChange({ user_id: (v as string | null | undefined) ?? undefined })}
        data-testid="filter-user"
      />
      <Select
        allowClear
        style={{ inlineSize: 180, maxInlineSize: '100%' }}
        aria-label={t('filters.action')}
        placeholder={t('filters.allActions')}
        value={value.action}
        options={auditActions.map((a) => ({ value: a, label: label('actions', a) }))}
        onChange={(v?: string) => onChange({ action: v })}
        data-testid="filter-action"
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ inlineSize: 200, maxInlineSize: '100%' }}
        aria-label={t('filters.entity')}
        placeholder={t('filters.allEntities')}
        value={value.entity}
        options={entities.map((e) => ({ value: e, label: label('entities', e) }))}
        // A record's id means nothing without its entity: both go together.
        onChange={(v?: string) => onChange({ entity: v, entity_id: undefined })}
        onOpenChange={(open) => open && setListed(true)}
        data-testid="filter-entity"
      />
      {/* The API's `from` and `to` are these days' starts: its refusal of either (a link's) is shown here. */}
      <FilterField name={['from', 'to']}>
        {(mark) => (
          <DatePicker.RangePicker
            {...mark}
            allowEmpty={[true, true]}
            format="DD-MM-YYYY"
            aria-label={t('filters.dates')}
            placeholder={[t('filters.from'), t('filters.to')]}
            value={[value.from ? dayjs(value.from) : null, value.to ? dayjs(value.to) : null]}
            onChange={(range) => onChange({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
            data-testid="filter-dates"
          />
        )}
      </FilterField>
    </>
  );
}
