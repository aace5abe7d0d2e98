import { printedCode, type Code } from '@dashboard/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { langOf } from '../lib/names';
import type { DataColumn } from './data-table';
import { DateText } from './date-text';
import { moneyCells } from './money';
import { NumberText } from './number-text';
import './secret-code.css';

// Shared by the secret codes' screens and the code groups' (a feature imports no other).

/** A secret code as printed on its card (`7KQM-X4PA-9HRT`): monospace, left to right inside Arabic text. */
export function CodeText({ code }: { code: string }) {
  return (
    <bdi dir="ltr" className="secret-code">
      {printedCode(code)}
    </bdi>
  );
}

/** Used or not, as a tag in the app's tones: an unused code is still worth its price. */
export function CodeStatusTag({ used, label }: { used: boolean; label: string }) {
  return <Tag className={`code-${used ? 'used' : 'unused'} tone-${used ? 'neutral' : 'positive'}`}>{label}</Tag>;
}

/**
 * A codes list's columns (`codes:fields.*`): the code, its price, its kind
 * and group when asked, its batch (a link to `batchHref`, which shows that
 * batch alone), used or not, the student who used it (a link to the
 * student), when, and when it was made.
 */
export function useCodeColumns(options: {
  kind?: boolean;
  group?: boolean;
  /** Where a batch's number leads: the list filtered to it. Without it, no batch column. */
  batchHref?: (batchId: number) => string;
}): DataColumn<Code>[] {
  const { t } = useTranslation(['codes', 'common']);
  const { batchHref } = options;
  const none = t('noValue');
  return [
    {
      title: t('fields.code'),
      dataIndex: 'code',
      render: (code: string) => <CodeText code={code} />,
    },
    {
      title: t('fields.price'),
      dataIndex: 'price',
      sortField: 'price',
      ...moneyCells,
    },
    ...(options.kind
      ? [{ title: t('fields.kind'), dataIndex: 'kind', render: (kind: Code['kind']) => t(`kinds.${kind}`) }]
      : []),
    ...(options.group
      ? [
          {
            title: t('fields.group'),
            dataIndex: 'group',
            render: (group: Code['group']) =>
              group ? (
                <Link to={`/subscriptions-codes/${group.id}`} lang={langOf(group.title)}>
                  {group.title}
                </Link>
              ) : (
                none
              ),
          },
        ]
      : []),
    ...(batchHref
      ? [
          {
            title: t('fields.batch'),
            dataIndex: 'batch_id',
            render: (batch: number) => (
              <Link to={batchHref(batch)} aria-label={t('batchLink', { batch })}>
                <NumberText value={batch} />
              </Link>
            ),
          },
        ]
      : []),
    {
      title: t('fields.status'),
      dataIndex: 'used',
      render: (used: boolean) => <CodeStatusTag used={used} label={t(used ? 'statuses.used' : 'statuses.unused')} />,
    },
    {
      title: t('fields.student'),
      dataIndex: 'student',
      render: (student: Code['student']) =>
        student ? (
          <Link to={`/students/${student.id}`} lang={langOf(student.name)}>
            {student.name}
          </Link>
        ) : (
          none
        ),
    },
    {
      title: t('fields.used_at'),
      dataIndex: 'used_at',
      sortField: 'used_at',
      render: (at: string | null) => (at ? <DateText value={at} time /> : none),
    },
    {
      title: t('fields.created_at'),
      dataIndex: 'created_at',
      sortField: 'created_at',
      render: (at: string) => <DateText value={at} />,
    },
  ];
}
