import { Select, theme } from 'antd';

/**
 * A list's sort as two choices (the spec's code groups: "creation date, last
 * update, group name, total codes, available codes; ascending or descending"):
 * the field and the order, each named, in the list's labels. The table's
 * column headers sort the same `sort`; each follows the other.
 */
export interface SortChoice {
  /** The field select's name ("Sort by"). */
  label: string;
  /** The order select's name ("Order"). */
  orderLabel: string;
  ascending: string;
  descending: string;
  fields: { value: string; label: string }[];
}

export function SortSelect(props: { choice: SortChoice; sort: string; onChange: (sort: string) => void }) {
  const { choice, sort } = props;
  const { token } = theme.useToken();
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const known = choice.fields.some((f) => f.value === field);
  // A Select's placeholder is text that axe checks; antd's grey reads under 2:1.
  const styles = { placeholder: { color: token.colorTextSecondary } };
  return (
    <>
      <Select
        style={{ inlineSize: 180, maxInlineSize: '100%' }}
        aria-label={choice.label}
        placeholder={choice.label}
        value={known ? field : undefined}
        options={choice.fields}
        onChange={(value: string) => props.onChange(`${descending ? '-' : ''}${value}`)}
        styles={styles}
        data-testid="sort-field"
      />
      <Select
        style={{ inlineSize: 140, maxInlineSize: '100%' }}
        aria-label={choice.orderLabel}
        placeholder={choice.orderLabel}
        value={descending ? 'desc' : 'asc'}
        disabled={!known}
        options={[
          { value: 'asc', label: choice.ascending },
          { value: 'desc', label: choice.descending },
        ]}
        onChange={(order: string) => props.onChange(`${order === 'desc' ? '-' : ''}${field}`)}
        styles={styles}
        data-testid="sort-order"
      />
    </>
  );
}
