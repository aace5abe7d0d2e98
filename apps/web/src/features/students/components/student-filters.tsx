import {
  classesResource,
  constants,
  MAX_PIASTRES,
  stagesResource,
  startOfDay,
  systemsResource,
  toLatinDigits,
} from '@dashboard/contracts';
import { Input } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../components/date-picker';
import { FilterField } from '../../../components/list-refusal';
import { RemoteSelect, useNameOf } from '../../../components/remote-select';
import { errorText } from '../../../lib/form';
import { defineResource } from '../../../lib/resource';

const stages = defineResource(stagesResource);
const classes = defineResource(classesResource);
const systems = defineResource(systemsResource);

/**
 * The list's filters, kept in the URL as the API takes them: ids, the
 * registration range as instants (the start of a day in Cairo; the end is
 * the start of the day after the last), the balance range in piastres.
 */
export const studentFilterKeys = [
  'stage_id',
  'class_id',
  'system_id',
  'registered_from',
  'registered_to',
  'balance_min',
  'balance_max',
] as const;
type Filters = Partial<Record<(typeof studentFilterKeys)[number], string>>;

const DAY = 'YYYY-MM-DD';
const selectStyle = { inlineSize: 180, maxInlineSize: '100%' };

/** A calendar day (`YYYY-MM-DD`) moved by `days`. */
function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: constants.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day (`YYYY-MM-DD`) in the platform's time zone an instant falls on; null for none or a value that is no instant. */
function platformDay(instant: string | undefined): string | null {
  if (!instant) return null;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : dayFormat.format(date);
}

/** Whether a balance range's bounds (piastres) are reversed: the API refuses it (`validation.range_reversed`). */
const reversed = (min: string | undefined, max: string | undefined) =>
  min !== undefined && max !== undefined && Number(max) < Number(min);

/**
 * Stage, class (of the chosen stage) and system (of the chosen class): a new
 * stage clears the class and the system, a new class the system. The
 * registration days, and for those who see wallets the balance in pounds,
 * never applied reversed. The server's refusal of a range (a link's) is
 * shown at its field.
 */
export function StudentFilters(props: { value: Filters; onChange: (change: Filters) => void; wallet: boolean }) {
  const { t } = useTranslation('students');
  const nameOf = useNameOf();
  const { value, onChange } = props;
  const common = { allowClear: true, stringIds: true, style: selectStyle };
  const from = platformDay(value.registered_from);
  const to = platformDay(value.registered_to);
  return (
    <>
      <RemoteSelect
        {...common}
        resource={stages}
        aria-label={t('fields.stage')}
        placeholder={t('fields.stage')}
        value={value.stage_id}
        onChange={(v) =>
          onChange({ stage_id: (v as string | undefined) ?? undefined, class_id: undefined, system_id: undefined })
        }
        data-testid="filter-stage"
      />
      <RemoteSelect
        {...common}
        resource={classes}
        scope={value.stage_id ? { stage_id: value.stage_id } : {}}
        groupOf={(c) => nameOf({ name_ar: c.stage_name_ar, name_en: c.stage_name_en })}
        aria-label={t('fields.class')}
        placeholder={t('fields.class')}
        value={value.class_id}
        onChange={(v) => onChange({ class_id: (v as string | undefined) ?? undefined, system_id: undefined })}
        data-testid="filter-class"
      />
      <RemoteSelect
        {...common}
        resource={systems}
        scope={value.class_id ? { class_id: value.class_id } : {}}
        groupOf={(s) => nameOf({ name_ar: s.class_name_ar, name_en: s.class_name_en })}
        aria-label={t('fields.system')}
        placeholder={t('fields.system')}
        value={value.system_id}
        onChange={(v) => onChange({ system_id: (v as string | undefined) ?? undefined })}
        data-testid="filter-system"
      />
      {/* The picker puts the days it is given in order: only a link can hold them reversed. */}
      <FilterField name={['registered_from', 'registered_to']}>
        {(mark) => (
          <DatePicker.RangePicker
            {...mark}
            allowEmpty={[true, true]}
            format="DD-MM-YYYY"
            aria-label={t('filters.registered')}
            placeholder={[t('filters.registeredFrom'), t('filters.registeredTo')]}
            value={[from ? dayjs(from) : null, to ? dayjs(shiftDay(to, -1)) : null]}
            onChange={(range) => {
              const first = range?.[0]?.format(DAY);
              const last = range?.[1]?.format(DAY);
              onChange({
                registered_from: first ? startOfDay(first) : undefined,
                registered_to: last ? startOfDay(shiftDay(last, 1)) : undefined,
              });
            }}
            data-testid="filter-registered"
          />
        )}
      </FilterField>
      {props.wallet && (
        <>
          <PoundsFilter
            name="balance_min"
            label={t('filters.balanceMin')}
            piastres={value.balance_min}
            onChange={(v) => onChange({ balance_min: v })}
            refuses={(v) => reversed(v, value.balance_max)}
            testId="filter-balance-min"
          />
          <PoundsFilter
            name="balance_max"
            label={t('filters.balanceMax')}
            piastres={value.balance_max}
            onChange={(v) => onChange({ balance_max: v })}
            refuses={(v) => reversed(value.balance_min, v)}
            testId="filter-balance-max"
          />
        </>
      )}
    </>
  );
}

const toPounds = (piastres: string | undefined) => (piastres ? String(Number(piastres) / 100) : '');

/** Pounds as typed (Arabic-Indic digits and the Arabic decimal point too) in whole piastres, or undefined for none. */
function typedPiastres(typed: string): string | undefined {
  const digits = toLatinDigits(typed)
    .replace('٫', '.')
    .replace(/[^\d.]/g, '');
  const pounds = Number(digits);
  if (!/\d/.test(digits) || !Number.isFinite(pounds)) return undefined;
  return String(Math.min(Math.round(pounds * 100), MAX_PIASTRES));
}

/**
 * An amount in pounds, applied (in piastres) when the field is left or Enter
 * is pressed, not at each key: one request for what the user meant. It
 * follows the URL's value when that changes (a link, the back button). A
 * plain text field (the list already has one): the number input would add
 * its own code to the page for two filters. An amount that would reverse the
 * range (`refuses`) is not applied: the field says why, as the server would,
 * for as long as it is typed and still reversed.
 */
function PoundsFilter(props: {
  name: string;
  label: string;
  piastres: string | undefined;
  onChange: (piastres: string | undefined) => void;
  refuses: (piastres: string | undefined) => boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { piastres, onChange, refuses } = props;
  const [typed, setTyped] = useState(toPounds(piastres));
  const [shown, setShown] = useState(piastres);
  const [held, setHeld] = useState<string | null>(null);
  if (shown !== piastres) {
    setShown(piastres);
    setTyped(toPounds(piastres));
  }
  const apply = () => {
    const next = typedPiastres(typed);
    if (next === piastres) return;
    if (refuses(next)) setHeld(typed);
    else onChange(next);
  };
  const stillReversed = held !== null && held === typed && refuses(typedPiastres(typed));
  return (
    <FilterField name={props.name} message={stillReversed ? errorText(t, 'validation.range_reversed') : undefined}>
      {(mark) => (
        <Input
          {...mark}
          aria-label={props.label}
          placeholder={props.label}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={apply}
          onPressEnter={apply}
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          style={{ inlineSize: 170, maxInlineSize: '100%' }}
          data-testid={props.testId}
        />
      )}
    </FilterField>
  );
}
