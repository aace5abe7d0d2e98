import { AUDIT_REDACTED, formatNumber, isLocale, type AuditEntry } from '@dashboard/contracts';
import { Button, Collapse, Descriptions, Empty, Flex, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { namespaces } from 'virtual:screen-namespaces';
import { useAuditLog } from '../lib/audit-log';
import { DateText } from './date-text';
import { Money } from './money';
import { Pending } from './pending';
import { useNameOf } from './remote-select';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The namespaces of these entities, of those that have one (`support-agents`; not `sessions`). */
const entityNamespaces = (entities: readonly (string | null | undefined)[]) =>
  [...new Set(entities)].filter((e): e is string => !!e && namespaces.includes(e)).sort();

/**
 * The log's words in the user's language: actions, entities, roles, and an
 * entity's field names. An entity's words are in its own namespace, named at
 * run time, which the build cannot see a screen read: this loads the
 * namespaces of the entities given (those shown), draws again when they
 * arrive, and says with `ready` whether they are in.
 */
export function useAuditText(entities: readonly (string | null | undefined)[] = []) {
  const { t, i18n, ready } = useTranslation(['audit-log', 'common', ...entityNamespaces(entities)]);
  const text = (key: string): string | null => {
    if (!i18n.exists(key)) return null;
    const value: unknown = i18n.t(key, { returnObjects: true });
    return typeof value === 'string' ? value : null;
  };
  return {
    t,
    ready,
    /**
     * `actions.create` → "Added". An entity is named by its own namespace's
     * `title` (`support-agents` → `support-agents:title`), else by the log's
     * catalogue (`entities.sessions`, for those without a namespace); a value
     * neither knows, as it is.
     */
    label: (group: 'actions' | 'entities' | 'roles', value: string | null) =>
      value === null
        ? ''
        : ((group === 'entities' ? text(`${value}:title`) : null) ?? text(`audit-log:${group}.${value}`) ?? value),
    /** A field of an entity by the entity's own catalogue (`teachers:fields.name`), else its name. */
    field: (entity: string, key: string) =>
      text(`${entity}:fields.${key}`) ?? text(`${entity}:${key}`) ?? text(`audit-log:detailFields.${key}`) ?? key,
    /** A value an entity names in its catalogue (`students:values.kind.manual_credit`), or null. */
    valueName: (entity: string, key: string, value: unknown) =>
      typeof value === 'string' ? text(`${entity}:values.${key}.${value}`) : null,
    /** Who acted: the name kept in the row, or "not signed in". */
    who: (entry: AuditEntry) => entry.actor_name ?? t('audit-log:visitor'),
  };
}

/** The fields the log keeps as piastres (`docs/money.md`): shown as money, not as a count of piastres. */
const MONEY_FIELDS = new Set([
  'amount',
  'balance',
  'balance_after',
  'wallet_balance',
  'price',
  'original_price',
  'discount',
  'paid',
  'paid_total',
  'discount_total',
]);

/** One value of a record as the log kept it: dates, numbers, money and names in the user's language. */
function AuditValue({ value, money = false }: { value: unknown; money?: boolean }) {
  const { t, i18n } = useTranslation('audit-log');
  const nameOf = useNameOf();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  if (value === null || value === undefined || value === '') {
    return <Typography.Text type="secondary">{t('nothing')}</Typography.Text>;
  }
  if (value === AUDIT_REDACTED) return <Typography.Text type="secondary">{t('redacted')}</Typography.Text>;
  if (typeof value === 'boolean') return <>{t(value ? 'yes' : 'no')}</>;
  if (typeof value === 'number') {
    return money ? <Money piastres={value} /> : <bdi>{formatNumber(value, locale, { useGrouping: false })}</bdi>;
  }
  if (typeof value === 'string') {
    return ISO_INSTANT.test(value) ? <DateText value={value} time /> : <bdi dir="auto">{value}</bdi>;
  }
  const named = (v: unknown): v is { name_ar: string; name_en: string } =>
    typeof v === 'object' && v !== null && 'name_ar' in v && 'name_en' in v;
  if (Array.isArray(value) && value.every(named)) return <>{value.map(nameOf).join(t('common:listSeparator'))}</>;
  if (named(value)) return <>{nameOf(value)}</>;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) {
    return (
      <>
        {value.map((v, i) => (
          <span key={i}>
            {i > 0 && t('common:listSeparator')}
            <AuditValue value={v} />
          </span>
        ))}
      </>
    );
  }
  return (
    <code dir="ltr" className="audit-json">
      {JSON.stringify(value)}
    </code>
  );
}

/**
 * What an entry recorded: the fields before and after (an update shows only
 * those that changed; a create has no before, a delete no after), then
 * anything else it kept (an export's filters, a failed sign-in's phone).
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t, field, label, valueName } = useAuditText([entry.entity]);
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const rows = keys.map((key) => ({ key, before: entry.before?.[key], after: entry.after?.[key] }));
  const details = Object.entries(entry.details ?? {});
  const side = (present: boolean, value: unknown, key: string): ReactNode =>
    present ? (
      <AuditValue value={value} money={MONEY_FIELDS.has(key)} />
    ) : (
      <Typography.Text type="secondary">—</Typography.Text>
    );

  return (
    <Flex vertical gap={12} data-testid="audit-changes">
      {rows.length > 0 ? (
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('fields.field'), dataIndex: 'key', render: (key: string) => field(entry.entity, key) },
            {
              title: t('fields.before'),
              key: 'before',
              render: (_, r) => side(entry.before !== null, r.before, r.key),
            },
            { title: t('fields.after'), key: 'after', render: (_, r) => side(entry.after !== null, r.after, r.key) },
          ]}
        />
      ) : (
        entry.action === 'update' && <Typography.Text type="secondary">{t('noChanges')}</Typography.Text>
      )}
      {details.length > 0 && (
        <Descriptions
          size="small"
          column={1}
          bordered
          items={details.map(([key, value]) => ({
            key,
            label: t(`detailFields.${key}`, { defaultValue: key }),
            children:
              key === 'reason' && typeof value === 'string' ? (
                t(`common:errors.${value}`, { defaultValue: value })
              ) : key === 'action' && typeof value === 'string' ? (
                t(`actions.${value}`, { defaultValue: value })
              ) : key === 'entity' && typeof value === 'string' ? (
                label('entities', value)
              ) : valueName(entry.entity, key, value) !== null ? (
                valueName(entry.entity, key, value)
              ) : (
                <AuditValue value={value} money={MONEY_FIELDS.has(key)} />
              ),
          }))}
        />
      )}
      {rows.length === 0 && details.length === 0 && entry.action !== 'update' && (
        <Typography.Text type="secondary">{t('noDetails')}</Typography.Text>
      )}
    </Flex>
  );
}

/**
 * A record's own history, newest first, from the audit log filtered to it
 * (`entity` as the API path names it, and the record's id): who did what,
 * when, and what changed. Shown to admins, who alone may read the log.
 */
export function RecordHistory({ entity, id }: { entity: string; id: number | string }) {
  const { t, label, who } = useAuditText([entity]);
  const log = useAuditLog({ entity, entity_id: String(id) }, 10);
  const entries = log.data?.pages.flatMap((p) => p.items) ?? [];

  if (log.isPending) return <Pending rows={3} />;
  if (!entries.length) return <Empty description={t('history.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Flex vertical gap={12} data-testid="record-history">
      <Collapse
        size="small"
        items={entries.map((entry) => ({
          key: entry.id,
          label: (
            <Flex gap={8} wrap align="center">
              <Tag>{label('actions', entry.action)}</Tag>
              <span>{who(entry)}</span>
              <Typography.Text type="secondary">
                <DateText value={entry.created_at} time />
              </Typography.Text>
            </Flex>
          ),
          children: <AuditChanges entry={entry} />,
        }))}
      />
      {log.hasNextPage && (
        <Button onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
          {t('history.more')}
        </Button>
      )}
    </Flex>
  );
}
