import { codeKinds, codeStatuses } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import { BatchFilter } from './batch-filter';
import { ChoiceFilter } from './teaching-filters';

// Shared by the secret codes' screens and the code groups' (a feature imports no other).

/** The URL parameters of a codes list's filters (`kind` only where wallet and group codes are listed together). */
export const codeFilterKeys = ['status', 'kind', 'batch_id'] as const;
type Filters = Partial<Record<(typeof codeFilterKeys)[number], string>>;

/** A codes list's filters: used or not, the kind (with `kind`), and a batch's number (unless `batch` is false: a batch's own list). */
export function CodeFilters(props: {
  value: Filters;
  onChange: (filters: Filters) => void;
  kind?: boolean;
  batch?: boolean;
}) {
  const { t } = useTranslation(['codes', 'common']);
  const { value, onChange } = props;
  return (
    <>
      <ChoiceFilter
        label={t('fields.status')}
        value={value.status}
        options={codeStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        onChange={(status) => onChange({ status })}
        inlineSize={150}
        testId="status"
      />
      {props.kind && (
        <ChoiceFilter
          label={t('fields.kind')}
          value={value.kind}
          options={codeKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          onChange={(kind) => onChange({ kind })}
          inlineSize={160}
          testId="kind"
        />
      )}
      {props.batch !== false && (
        <BatchFilter
          label={t('filters.batch')}
          value={value.batch_id}
          onChange={(batch_id) => onChange({ batch_id })}
        />
      )}
    </>
  );
}
