import { formatNumber, isLocale, pageSizes, type ListResponse } from '@dashboard/contracts';
import { Empty, Skeleton, Table, type TableColumnType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../lib/list-params';

export type DataColumn<T> = TableColumnType<T> & {
  /** The API's sort field when the column can be sorted. */
  sortField?: string;
};

/** A list answer; `totalCapped` says the server stopped counting at `total` (10,000). */
export type ListData<T> = Omit<ListResponse<T>, 'totalCapped'> & { totalCapped?: boolean };

/**
 * A server-side list: the page, sort and size live in the URL (see
 * `useListParams`); a skeleton while the first page loads, an empty state
 * when nothing matches, the total in the user's digits.
 */
export function DataTable<T extends { id: number }>(props: {
  columns: DataColumn<T>[];
  data: ListData<T> | undefined;
  loading: boolean;
  params: ListParams;
  onChange: (change: { page?: number; pageSize?: number; sort?: string }) => void;
  emptyText: string;
}) {
  const { t, i18n } = useTranslation();
  const { params } = props;
  const sortDesc = params.sort.startsWith('-');
  const sortKey = sortDesc ? params.sort.slice(1) : params.sort;

  if (!props.data && props.loading) return <Skeleton active paragraph={{ rows: 8 }} />;

  const columns = props.columns.map((c) =>
    c.sortField
      ? {
          ...c,
          key: c.sortField,
          sorter: true,
          sortOrder: sortKey === c.sortField ? (sortDesc ? ('descend' as const) : ('ascend' as const)) : null,
        }
      : c,
  );

  return (
    <Table<T>
      rowKey="id"
      columns={columns}
      dataSource={props.data?.items ?? []}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={props.emptyText} /> }}
      pagination={{
        current: params.page,
        pageSize: params.pageSize,
        total: props.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: pageSizes.map(String),
        showTotal: (total) =>
          props.data?.totalCapped
            ? t('table.totalCapped', { total: formatNumber(total, isLocale(i18n.language) ? i18n.language : 'en') })
            : t('table.total', { count: total }),
      }}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') {
          const s = sorter as SorterResult<T>;
          const field = s.column ? (s.column as DataColumn<T>).sortField : undefined;
          props.onChange({ sort: field && s.order ? `${s.order === 'descend' ? '-' : ''}${field}` : '' });
        } else if (extra.action === 'paginate') {
          props.onChange(
            pagination.pageSize !== params.pageSize ? { pageSize: pagination.pageSize } : { page: pagination.current },
          );
        }
      }}
    />
  );
}
