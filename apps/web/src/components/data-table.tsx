import { formatNumber, isLocale, pageSizes, type ListResponse } from '@dashboard/contracts';
import { Button, Empty, Table, type TableColumnType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import {
  cloneElement,
  isValidElement,
  startTransition,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/http';
import type { ListParams } from '../lib/list-params';
import { ListRefusal } from './list-refusal';
import { Pending } from './pending';

export type DataColumn<T> = TableColumnType<T> & {
  /** The API's sort field when the column can be sorted. */
  sortField?: string;
};

/**
 * A list answer; `totalCapped` says the server stopped counting at `total`
 * (10,000), and `nextCursor` that rows go on past this page.
 */
export type ListData<T> = Omit<ListResponse<T>, 'totalCapped' | 'nextCursor' | 'prevCursor'> &
  Partial<Pick<ListResponse<T>, 'totalCapped' | 'nextCursor' | 'prevCursor'>>;

/**
 * What the pager counts on: the total, or when the server stopped counting
 * and rows go on, at least one page more than this one, so "next" always
 * reads on (by cursor, see `useKeysetQuery`), however deep the list.
 */
export function pagerTotal(data: ListData<unknown> | undefined): number {
  if (!data) return 0;
  return data.nextCursor ? Math.max(data.total, data.page * data.pageSize + 1) : data.total;
}

/**
 * A server-side list: the page, sort and size live in the URL (see
 * `useListParams`); a skeleton while the first page loads, an empty state
 * (`emptyText` when the list has no rows at all; when a search or a filter
 * is set, that nothing matches them, with `onClear` to drop them), the
 * total in the user's digits. When the server refused the query (`error`,
 * and no rows to show), the table says the list cannot be shown, not that
 * nothing matches, and why is said above it (`ListRefusal`) or at the fields
 * that show their keys' refusal (`FilterField`, in a `ListRefusalScope`).
 */
export function DataTable<T extends { id: number }>(props: {
  columns: DataColumn<T>[];
  data: ListData<T> | undefined;
  loading: boolean;
  params: ListParams;
  onChange: (change: { page?: number; pageSize?: number; sort?: string }) => void;
  /** What an empty list says when no search or filter is set ("No subjects yet"). */
  emptyText: string;
  /** Drops the search and the filters: offered when they leave nothing, or are refused. */
  onClear?: () => void;
  /** The list query's error: shown, with the table empty, while there are no rows to show. */
  error?: unknown;
}) {
  const { t, i18n } = useTranslation();
  const { params } = props;
  const sortDesc = params.sort.startsWith('-');
  const sortKey = sortDesc ? params.sort.slice(1) : params.sort;
  const digits = (n: number) => formatNumber(n, isLocale(i18n.language) ? i18n.language : 'en');

  // The rows are drawn at a lower priority than what the user does: React renders them in slices
  // and keeps the previous page on screen meanwhile, so a page of rows is never one long task.
  // Not in jsdom (unit tests), where slices are slow and nothing needs them.
  const deferred = useDeferredValue(props.data);
  const data = slicing ? deferred : props.data;
  const items = data?.items ?? NO_ROWS;
  const [shown, more, sentinel, showAll] = useWindowedRows(items);

  // Loading, or the first rows arrived and are being drawn.
  if (!data && (props.loading || props.data)) return <Pending rows={8} />;

  const refused: unknown = props.error && !props.data ? props.error : null;
  const narrowed = Boolean(params.q || Object.keys(params.filters).length);
  const clear = props.onClear && narrowed && <Button onClick={props.onClear}>{t('actions.clearFilters')}</Button>;

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
    // Wide tables scroll sideways inside `.data-table` (styles.css), not by Ant Design's `scroll.x`
    // (unless a column is fixed): that draws a measuring row whose cells each read their width.
    <div className="data-table" onFocusCapture={more ? showAll : undefined}>
      {refused ? <ListRefusal error={refused} /> : null}
      <Table<T>
        rowKey="id"
        columns={columns}
        dataSource={more ? items.slice(0, shown) : items}
        loading={props.loading}
        // A column kept in view (`fixed`) needs Ant Design's own sideways scroll and its measuring row.
        scroll={columns.some((c) => c.fixed) ? { x: 'max-content' } : undefined}
        locale={{
          emptyText: refused ? (
            // A search or filters the server refused can be dropped too; a failure of the server cannot be.
            <Empty description={t('table.refused')}>
              {refused instanceof ApiError && refused.status === 400 && clear}
            </Empty>
          ) : narrowed ? (
            <Empty description={t('table.noMatch')}>{clear}</Empty>
          ) : (
            <Empty description={props.emptyText} />
          ),
        }}
        pagination={{
          current: params.page,
          pageSize: params.pageSize,
          total: pagerTotal(data),
          // Page numbers and sizes in the user's digits (Ant Design writes them in Latin ones).
          showSizeChanger: {
            options: pageSizes.map((size) => ({ value: size, label: t('table.perPage', { size: digits(size) }) })),
          },
          pageSizeOptions: pageSizes.map(String),
          // Ant Design titles each page's button with its number in Latin digits: the button says it.
          showTitle: false,
          // Ant Design's previous and next buttons show only an arrow: named here, in the user's language.
          itemRender: (page, type, original) =>
            !isValidElement(original)
              ? original
              : type === 'page'
                ? cloneElement(original as ReactElement<{ children?: ReactNode }>, undefined, digits(page))
                : type === 'prev' || type === 'next'
                  ? cloneElement(original as ReactElement<{ 'aria-label'?: string }>, {
                      'aria-label': t(type === 'prev' ? 'table.previousPage' : 'table.nextPage'),
                    })
                  : original,
          showTotal: () => {
            const total = data?.total ?? 0;
            return data?.totalCapped
              ? t('table.totalCapped', { total: digits(total) })
              : t('table.total', { count: total });
          },
        }}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') {
            const s = sorter as SorterResult<T>;
            const field = s.column ? (s.column as DataColumn<T>).sortField : undefined;
            props.onChange({ sort: field && s.order ? `${s.order === 'descend' ? '-' : ''}${field}` : '' });
          } else if (extra.action === 'paginate') {
            props.onChange(
              pagination.pageSize !== params.pageSize
                ? { pageSize: pagination.pageSize }
                : { page: pagination.current },
            );
          }
        }}
      />
      {more && <div ref={sentinel} aria-hidden="true" />}
    </div>
  );
}

const NO_ROWS: never[] = [];
/**
 * A real browser: rows drawn in slices and a screenful at a time (see `useWindowedRows`), lists
 * from deferred answers. Not in jsdom (unit tests), where slices are slow and nothing needs them.
 */
export const slicing = typeof IntersectionObserver !== 'undefined';

// The window's height, read when this module loads and on resize, not as rows are written: reading
// `innerHeight` lays out the page there and then, and after each batch that was the whole table's
// layout inside the batch's task (about 70 ms of a list's first render on a 4x slowed CPU).
let viewportHeight = typeof window === 'undefined' ? 800 : window.innerHeight;
if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => (viewportHeight = window.innerHeight), { passive: true });
}
/** The fewest rows a screen can hold (a row is at least 40 px) plus a margin of ten. */
const screenful = () => Math.ceil(viewportHeight / 40) + 10;
/** Rows added in one commit: a commit cannot be sliced, so a page's rows are written a few at a time. */
const BATCH = 5;

/**
 * A page of rows is written a few at a time (`BATCH`), each batch a commit of its own at a lower
 * priority, for as long as the end of what is drawn is within a screen below the view (an
 * IntersectionObserver on a sentinel after the table, so nothing is measured by hand): a screen
 * and a margin, however tall the rows are. On a phone, where a teacher's row wraps to four lines,
 * that is fifteen rows of a page of twenty; on a desktop, the page. Past a screenful (`screenful`) of rows, the
 * steps are a screenful. All of them are drawn as soon as the keyboard enters the table (so tabbing
 * reaches every row). Without IntersectionObserver (tests), all at once. Neither the first commit
 * nor any other is one long task.
 */
function useWindowedRows(items: readonly unknown[]) {
  // A new page starts again from one batch.
  const [drawn, setDrawn] = useState(() => ({ items, shown: BATCH }));
  if (drawn.items !== items) setDrawn({ items, shown: BATCH });
  const shown = drawn.items === items ? drawn.shown : BATCH;
  const sentinel = useRef<HTMLDivElement>(null);
  const more = slicing && items.length > shown;
  useEffect(() => {
    const node = sentinel.current;
    if (!more || !node) return;
    // Called once for the sentinel's first position, then as it comes into range: each batch moves
    // it on, and a new observer asks again.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        startTransition(() =>
          setDrawn((d) => ({ ...d, shown: d.shown + (d.shown < screenful() ? BATCH : screenful()) })),
        );
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [more, shown]);
  const showAll = () => setDrawn((d) => ({ ...d, shown: items.length }));
  return [shown, more, sentinel, showAll] as const;
}
