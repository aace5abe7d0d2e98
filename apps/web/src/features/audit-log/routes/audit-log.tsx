import { startOfDay, type AuditEntry } from '@dashboard/contracts';
import { Button, Empty, Flex, Table, Tag, Typography, type TableColumnType } from 'antd';
import { useSearchParams } from 'react-router';
import { useScreenHeading } from '../../../lib/screen-heading';
import { DateText } from '../../../components/date-text';
import { ExportButton } from '../../../components/export-button';
import { ListRefusal, ListRefusalScope } from '../../../components/list-refusal';
import { PageHeader } from '../../../components/page-header';
import { AuditChanges, useAuditText } from '../../../components/record-history';
import { useAuditLog, type AuditFilters as ApiFilters } from '../../../lib/audit-log';
import { AuditFilters, auditFilterKeys, type AuditScreenFilters } from '../components/audit-filters';

/** The calendar day after `day` (`YYYY-MM-DD`): the range's end is the start of the day after its last. */
function dayAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The screen's filters as the API takes them: days become the instants they start and end in Cairo. */
function apiFilters(f: AuditScreenFilters): ApiFilters {
  const out: ApiFilters = {};
  for (const k of ['user_id', 'action', 'entity', 'entity_id'] as const) if (f[k]) out[k] = f[k];
  if (f.from) out.from = startOfDay(f.from);
  if (f.to) out.to = startOfDay(dayAfter(f.to));
  return out;
}

/**
 * /audit-log (admins): every change, sign-in and export, newest first,
 * filtered by user, action, entity and days (kept in the URL); each row
 * opens to what changed. Read by keyset: "load more" asks for the rows
 * after the last one shown.
 */
export default function AuditLogPage() {
  const heading = useScreenHeading();
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(
    auditFilterKeys.flatMap((k) => (search.get(k) ? [[k, search.get(k)!]] : [])),
  ) as AuditScreenFilters;
  const query = apiFilters(filters);
  const log = useAuditLog(query);
  const entries = log.data?.pages.flatMap((p) => p.items) ?? [];
  // The log names any entity, each by its own namespace: those of the rows shown and of the filter
  // are fetched as they come, and the rows wait for them.
  const { t, label, who, ready } = useAuditText([...entries.map((e) => e.entity), filters.entity]);

  const change = (next: AuditScreenFilters) =>
    setSearch((prev) => {
      const params = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(next)) {
        if (v) params.set(k, v);
        else params.delete(k);
      }
      return params;
    });

  const columns: TableColumnType<AuditEntry>[] = [
    {
      title: t('fields.created_at'),
      dataIndex: 'created_at',
      render: (v: string) => <DateText value={v} time />,
    },
    {
      title: t('fields.actor'),
      key: 'actor',
      render: (_, e) => <span dir="auto">{who(e)}</span>,
    },
    { title: t('fields.role'), dataIndex: 'role', render: (v: string | null) => label('roles', v) },
    { title: t('fields.ip'), dataIndex: 'ip', render: (v: string) => <bdi dir="ltr">{v}</bdi> },
    { title: t('fields.action'), dataIndex: 'action', render: (v: string) => <Tag>{label('actions', v)}</Tag> },
    { title: t('fields.entity'), dataIndex: 'entity', render: (v: string) => label('entities', v) },
    {
      title: t('fields.entity_id'),
      dataIndex: 'entity_id',
      render: (v: string | null) => (v === null ? '' : <bdi dir="ltr">{v}</bdi>),
    },
  ];

  // Why no entries are shown when the log was refused (a link's reversed days): at the days' field, or above the table.
  const refused: unknown = log.error && !log.data ? log.error : null;

  return (
    <>
      <PageHeader
        title={heading.title}
        crumbs={heading.crumbs}
        extra={<ExportButton resource="audit-log" query={query as Record<string, string>} />}
      />
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <ListRefusalScope error={refused}>
        <Flex className="list-toolbar" gap={12} wrap>
          <AuditFilters value={filters} onChange={change} />
        </Flex>
        {refused ? <ListRefusal error={refused} /> : null}
        <Flex vertical gap={16} align="stretch">
          <Table<AuditEntry>
            rowKey="id"
            rowClassName="audit-row"
            columns={columns}
            dataSource={entries}
            loading={!ready || log.isPending || (log.isFetching && !log.isFetchingNextPage)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            expandable={{
              // The expand buttons' column is named for a screen reader, not on screen.
              columnTitle: <span className="sr-only">{t('fields.details')}</span>,
              expandedRowRender: (entry) => <AuditChanges entry={entry} />,
            }}
            locale={{ emptyText: <Empty description={refused ? t('common:table.refused') : t('empty')} /> }}
            data-testid="audit-log-table"
          />
          <Flex justify="center">
            {log.hasNextPage ? (
              <Button onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
                {t('loadMore')}
              </Button>
            ) : (
              entries.length > 0 && <Typography.Text type="secondary">{t('end')}</Typography.Text>
            )}
          </Flex>
        </Flex>
      </ListRefusalScope>
    </>
  );
}
