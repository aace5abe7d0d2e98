import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography } from 'antd';
import { memo, useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useKeysetQuery, useListParams, type ListParams } from '../lib/list-params';
import type { ListQuery, Resource } from '../lib/resource';
import { DataTable, slicing, type DataColumn, type ListData } from './data-table';
import { DeleteButton } from './delete-button';
import { FormDialog, type DialogState, type FormConfig } from './entity-form';
import { ExportButton } from './export-button';
import { ListRefusalScope } from './list-refusal';
import { IconButtonLook } from './looks';
import { PageHeader, type Crumb } from './page-header';
import { SearchBox } from './search-box';
import { SortSelect, type SortChoice } from './sort-select';

/**
 * One entity's list screen, as a plain typed object. `EntityList` renders it:
 * the header with the add button, search, the filters, export, the table
 * (page, size, sort, search and filters kept in the URL; skeleton, empty
 * state, the total, "10,000+" when capped), and per row the actions, edit and
 * delete (with a confirmation, and the server's in-use refusal shown). A
 * query the server refuses (a link's reversed range) is said, in the user's
 * language, at the filter that shows its key (`FilterField`) or above the
 * table, never as an empty list.
 *
 * Catalogue keys read from `ns`: `add`, `edit`, `search` (unless `search: false`), `empty`,
 * `confirmDelete` ({name}), `messages.created|updated|deleted`.
 */
export interface ListConfig<Item extends { id: number }, Create, Update, Values> {
  resource: Resource<Item, Create, Update>;
  ns: string;
  /** A page's title and breadcrumb (an h1), or a section of a page (an h2, with its test id). */
  header: { title: string; crumbs: Crumb[] } | { section: string; testId: string };
  /** The default sort (`name`, `-created_at`); page size 20 unless said. */
  sort: string;
  pageSize?: number;
  /** Prefix of this list's URL parameters when a page shows several lists (`systems.`). */
  prefix?: string;
  /** The filters kept in the URL, and the controls that set them. */
  filterKeys?: readonly string[];
  filters?: (value: ListParams['filters'], onChange: (change: Record<string, string | undefined>) => void) => ReactNode;
  /** Sent with every request and the export, not in the URL (the page's stage). */
  scope?: ListQuery;
  columns: DataColumn<Item>[];
  /** The item's name in the actions' labels and the delete confirmation. */
  nameOf: (item: Item) => string;
  /** Row actions before edit, and after it (before delete). */
  actions?: { before?: (item: Item) => ReactNode; after?: (item: Item) => ReactNode; fixed?: boolean };
  /** Add: on a page of its own (`to`) or in a dialog (with starting values). */
  add?: { to: string } | { dialog: (data: { total: number }) => Partial<Values> };
  /**
   * Edit in a dialog with this form, which also serves the add dialog. A
   * loader (`() => import('../components/x-form').then((m) => m.xForm)`) keeps
   * the form's code (its schemas, uploads, option lists) out of the list's
   * first render: it is fetched when the dialog first opens.
   */
  form?: FormConfig<Item, Values, Create> | (() => Promise<FormConfig<Item, Values, Create>>);
  /** `false`: the form only adds (an API key is made, never edited). */
  edit?: false;
  /** `false`: rows are not deleted here (a support agent reads the lessons, and changes none). */
  remove?: false;
  /** Called with what the add dialog's create answered, as the dialog closes (an API key's one-time reveal). */
  onCreated?: (created: Item) => void;
  /** The row's delete as another verb (revoke): its label and its confirmation button. */
  removeVerb?: string;
  /** The export's path when it differs from the resource's; `false` for none. */
  exportPath?: string | false;
  /** `false`: the API takes no `q` (subscriptions: filtered, never searched), so no search box. */
  search?: false;
  /** The empty state's text, when not the namespace's `empty` (a second list of the same entity). */
  emptyText?: string;
  /** What stands between the toolbar and the table: a report's totals of the filtered rows. */
  aboveTable?: ReactNode;
  /** The sort as a field and an order to choose in the toolbar too (the code groups'), beside the columns' own. */
  sortChoice?: SortChoice;
  /** More of the header's actions, before the add button (redeem a code). */
  extra?: ReactNode;
}

/** Renders a `ListConfig`; see `features/stages/routes/stages-list.tsx` for a whole screen. */
export function EntityList<Item extends { id: number }, Create, Update, Values>({
  config,
}: {
  config: ListConfig<Item, Create, Update, Values>;
}) {
  const { params, update, query } = useListParams(
    { sort: config.sort, pageSize: config.pageSize, prefix: config.prefix },
    config.filterKeys,
  );
  // Without search, a `q` left in the URL (an old link) is not sent: the API would refuse it.
  const searches = config.search !== false;
  const full = useMemo(() => {
    const all = { ...query, ...config.scope };
    if (!searches) delete all.q;
    return all;
  }, [query, config.scope, searches]);
  const [apiQuery, remember] = useKeysetQuery(full);
  const list = config.resource.useList(apiQuery);
  useEffect(() => {
    if (!list.isPlaceholderData) remember(list.data);
  }, [list.data, list.isPlaceholderData, remember]);
  const create = config.resource.useCreate();
  const save = config.resource.useUpdate();
  const remove = config.resource.useDelete();
  // A query's or a mutation's news reaches this component as a synchronous render (React Query
  // reads its store through useSyncExternalStore), one long task if the whole screen followed.
  // The screen renders from deferred copies instead: that render stops here, and the screen
  // follows at a lower priority, in slices. The mutations' functions never change.
  const deferredData = useDeferredValue(list.data);
  const deferredFetching = useDeferredValue(list.isFetching);
  const deferredError = useDeferredValue(list.error);
  const [data, fetching, error] = slicing
    ? [deferredData, deferredFetching, deferredError]
    : [list.data, list.isFetching, list.error];
  return (
    <ListScreen
      config={config}
      params={params}
      update={update}
      full={full}
      data={data}
      fetching={fetching}
      error={error}
      create={create.mutateAsync}
      save={save.mutateAsync}
      remove={remove.mutateAsync}
    />
  );
}

/** What the list screen renders from: the URL's state, the deferred page, the mutations. */
interface ListScreenProps<Item extends { id: number }, Create, Update, Values> {
  config: ListConfig<Item, Create, Update, Values>;
  params: ListParams;
  update: ReturnType<typeof useListParams>['update'];
  full: ListQuery;
  data: ListData<Item> | undefined;
  fetching: boolean;
  /** The list query's error (a refused query, the server's failure). */
  error: unknown;
  create: (body: Create) => Promise<Item>;
  save: (body: Update & { id: number }) => Promise<Item>;
  remove: (id: number) => Promise<unknown>;
}

const ListScreen = memo(function ListScreen<Item extends { id: number }, Create, Update, Values>({
  config,
  params,
  update,
  full,
  data,
  fetching,
  error,
  create,
  save,
  remove,
}: ListScreenProps<Item, Create, Update, Values>) {
  const { t } = useTranslation([config.ns, 'common']);
  const navigate = useNavigate();
  const headingId = useId();
  const [dialog, setDialog] = useState<DialogState<Item, Values>>(null);
  const [form, setForm] = useState(() => (typeof config.form === 'function' ? undefined : config.form));
  const openDialog = (next: NonNullable<DialogState<Item, Values>>) => {
    if (form || typeof config.form !== 'function') return setDialog(next);
    void config.form().then((loaded) => {
      setForm(loaded);
      setDialog(next);
    });
  };

  // A read-only list (a teacher's, a support agent's) has no actions column at all.
  const hasActions = Boolean(config.actions || (config.form && config.edit !== false) || config.remove !== false);
  const actions: DataColumn<Item> = {
    title: t('common:table.actions'),
    key: 'actions',
    // Kept in view when the table scrolls sideways on narrower screens.
    fixed: config.actions?.fixed ? 'end' : undefined,
    render: (_, item) => (
      <Space size={0}>
        {config.actions?.before?.(item)}
        {config.form && config.edit !== false && (
          <IconButtonLook
            icon={<EditOutlined />}
            aria-label={`${t('common:actions.edit')}: ${config.nameOf(item)}`}
            onClick={() => openDialog({ mode: 'edit', item })}
          />
        )}
        {config.actions?.after?.(item)}
        {config.remove !== false && (
          <DeleteButton
            label={`${config.removeVerb ?? t('common:actions.delete')}: ${config.nameOf(item)}`}
            okText={config.removeVerb}
            confirm={t('confirmDelete', { name: config.nameOf(item) })}
            success={t('messages.deleted')}
            onDelete={() => remove(item.id)}
          />
        )}
      </Space>
    ),
  };

  const add = config.add;
  const addButton = add && (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() =>
        'to' in add
          ? navigate(add.to)
          : openDialog({ mode: 'create', defaults: add.dialog({ total: data?.total ?? 0 }) })
      }
    >
      {t('add')}
    </Button>
  );

  const { header } = config;
  const actionsOfHeader = config.extra ? (
    <Space wrap>
      {config.extra}
      {addButton}
    </Space>
  ) : (
    addButton
  );
  const body = (
    // A refusal is shown while no rows are: a failed refresh of rows on screen leaves them be.
    <ListRefusalScope error={data ? null : error}>
      {/* One wrapping row: the export keeps to the row's end, beside the last filters when they wrap. */}
      <Flex className="list-toolbar" gap={12} wrap align="center">
        {config.search !== false && (
          <SearchBox value={params.q} onSearch={(q) => update({ q })} placeholder={t('search')} />
        )}
        {config.filters?.(params.filters, (filters) => update({ filters }))}
        {config.sortChoice && (
          <SortSelect choice={config.sortChoice} sort={params.sort} onChange={(sort) => update({ sort })} />
        )}
        {config.exportPath !== false && (
          <div className="list-toolbar-end">
            <ExportButton resource={config.exportPath ?? config.resource.path} query={full} />
          </div>
        )}
      </Flex>
      {config.aboveTable}
      <DataTable
        columns={hasActions ? [...config.columns, actions] : config.columns}
        data={data}
        loading={fetching}
        params={params}
        onChange={update}
        emptyText={config.emptyText ?? t('empty')}
        onClear={() =>
          update({ q: '', filters: Object.fromEntries((config.filterKeys ?? []).map((k) => [k, undefined])) })
        }
        error={error}
      />
      {form && (
        <FormDialog
          config={form}
          state={dialog}
          save={(body, state) =>
            state.mode === 'create'
              ? create(body).then((created) => {
                  config.onCreated?.(created);
                  return created;
                })
              : // An update takes any part of what a create takes.
                save({ ...(body as unknown as Update), id: state.item.id })
          }
          onClose={() => setDialog(null)}
        />
      )}
    </ListRefusalScope>
  );

  if ('section' in header) {
    return (
      <section className="page-section" aria-labelledby={headingId} data-testid={header.testId}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={2} id={headingId} className="section-title">
            {header.section}
          </Typography.Title>
          {actionsOfHeader}
        </Flex>
        {body}
      </section>
    );
  }
  return (
    <>
      <PageHeader title={header.title} crumbs={header.crumbs} extra={actionsOfHeader} />
      {body}
    </>
  );
}) as <Item extends { id: number }, Create, Update, Values>(
  props: ListScreenProps<Item, Create, Update, Values>,
) => ReactNode;
