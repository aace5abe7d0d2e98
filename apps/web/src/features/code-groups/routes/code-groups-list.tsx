import { EyeOutlined } from '@ant-design/icons';
import type { CodeGroup } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataColumn } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { EntityList } from '../../../components/entity-list';
import { LazyTooltip } from '../../../components/lazy-popups';
import { IconButtonLook } from '../../../components/looks';
import { moneyCells } from '../../../components/money';
import { numberCells } from '../../../components/number-text';
import { useNameOf } from '../../../components/remote-select';
import { langOf } from '../../../lib/names';
import { useScreenHeading } from '../../../lib/screen-heading';
import { codeGroups } from '../api/code-groups';
import { CodeGroupFilters, codeGroupFilterKeys } from '../components/code-group-filters';
import { GroupContents, periodText } from '../components/code-group-values';

/** The spec's sorts of the groups, in its order: creation date, last update, group name, total codes, available codes. */
const sortFields = ['created_at', 'updated_at', 'title', 'code_count', 'available_count'] as const;

/**
 * /subscriptions-codes: the subscription code groups (مجموعات أكواد
 * الاشتراك), searched by title, filtered by teacher, academic year and
 * content type, sorted by the spec's five fields either way (a choice in the
 * toolbar, and the columns' headers), exported as filtered. A group opens to
 * its page; one whose codes are all unused can be deleted here too.
 */
export default function CodeGroupsListPage() {
  const { t } = useTranslation(['code-groups', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const nameOf = useNameOf();
  const separator = t('common:listSeparator');

  const columns: DataColumn<CodeGroup>[] = [
    {
      title: t('fields.title'),
      dataIndex: 'title',
      sortField: 'title',
      render: (title: string, g) => (
        <Link to={`/subscriptions-codes/${g.id}`} lang={langOf(title)}>
          {title}
        </Link>
      ),
    },
    {
      title: t('fields.teacher'),
      dataIndex: 'teacher',
      render: (teacher: CodeGroup['teacher']) => <span lang={langOf(teacher.name)}>{teacher.name}</span>,
    },
    { title: t('fields.class'), dataIndex: 'class', render: (c: CodeGroup['class']) => nameOf(c) },
    {
      title: t('fields.content_type'),
      dataIndex: 'content_type',
      render: (type: CodeGroup['content_type']) => t(`contentTypes.${type}`),
    },
    {
      title: t('fields.contents'),
      dataIndex: 'contents',
      render: (_: unknown, g) => <GroupContents group={g} nameOf={nameOf} separator={separator} />,
    },
    { title: t('fields.price'), dataIndex: 'price', ...moneyCells },
    { title: t('fields.period'), dataIndex: 'period_days', render: (d: number | null) => periodText(t, d) },
    {
      title: t('fields.code_count'),
      dataIndex: 'code_count',
      sortField: 'code_count',
      ...numberCells,
    },
    { title: t('fields.used_count'), dataIndex: 'used_count', ...numberCells },
    {
      title: t('fields.available_count'),
      dataIndex: 'available_count',
      sortField: 'available_count',
      ...numberCells,
    },
    {
      title: t('fields.created_at'),
      dataIndex: 'created_at',
      sortField: 'created_at',
      render: (v: string) => <DateText value={v} />,
    },
    {
      title: t('fields.updated_at'),
      dataIndex: 'updated_at',
      sortField: 'updated_at',
      render: (v: string) => <DateText value={v} />,
    },
  ];

  return (
    <EntityList
      config={{
        resource: codeGroups,
        ns: 'code-groups',
        header: heading,
        sort: '-created_at',
        filterKeys: codeGroupFilterKeys,
        filters: (value, onChange) => <CodeGroupFilters value={value} onChange={onChange} />,
        sortChoice: {
          label: t('sort.label'),
          orderLabel: t('sort.order'),
          ascending: t('sort.ascending'),
          descending: t('sort.descending'),
          fields: sortFields.map((f) => ({ value: f, label: t(`sort.fields.${f}`) })),
        },
        add: { to: '/subscriptions-codes/add' },
        nameOf: (g) => g.title,
        columns,
        actions: {
          // Kept in view when the wide table scrolls sideways.
          fixed: true,
          before: (g) => (
            <LazyTooltip title={t('view')}>
              <IconButtonLook
                icon={<EyeOutlined />}
                aria-label={`${t('view')}: ${g.title}`}
                onClick={() => navigate(`/subscriptions-codes/${g.id}`)}
              />
            </LazyTooltip>
          ),
        },
      }}
    />
  );
}
