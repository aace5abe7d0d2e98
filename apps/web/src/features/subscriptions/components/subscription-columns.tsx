import type { Subscription } from '@dashboard/contracts';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../../components/data-table';
import { DateText, DayText } from '../../../components/date-text';
import { moneyCells } from '../../../components/money';
import { numberCells } from '../../../components/number-text';
import { contentPath } from '../../../components/subscription-status';
import { SubscriptionStatusTag } from '../../../components/subscription-tag';
import { langOf } from '../../../lib/names';

type Named = { name_ar: string; name_en: string };

/**
 * The subscriptions' columns, as the spec lists a subscription's fields:
 * student, type, curriculum or course, subject, academic year, teacher (not
 * in a teacher's own list), start, end, last and next renewal, renewals,
 * price, amounts paid, discounts, status, promo code, and on the deleted
 * list the cancellation date. Labelled by `t` of the `subscriptions` namespace. The student links to
 * the profile; with `contentLinks`, the content to its page (not for a support agent, who reads no
 * curricula or courses).
 */
export function subscriptionColumns(
  t: TFunction,
  nameOf: (x: Named) => string,
  options: { teacher: boolean; deleted: boolean; contentLinks: boolean },
): DataColumn<Subscription>[] {
  const day = (v: string | null) => (v === null ? t('noValue') : <DayText value={v} />);
  return [
    {
      title: t('fields.student'),
      dataIndex: 'student',
      render: (_: unknown, s) => (
        <Link to={`/students/${s.student.id}`} lang={langOf(s.student.name)}>
          {s.student.name}
        </Link>
      ),
    },
    { title: t('fields.type'), dataIndex: 'type', render: (v: Subscription['type']) => t(`types.${v}`) },
    {
      title: t('fields.content'),
      dataIndex: 'content',
      render: (_: unknown, s) =>
        options.contentLinks ? <Link to={contentPath(s)}>{nameOf(s.content)}</Link> : nameOf(s.content),
    },
    { title: t('fields.subject'), dataIndex: 'subject', render: (_: unknown, s) => nameOf(s.subject) },
    { title: t('fields.class'), dataIndex: 'class', render: (_: unknown, s) => nameOf(s.class) },
    ...(options.teacher
      ? [
          {
            title: t('fields.teacher'),
            dataIndex: 'teacher',
            render: (_: unknown, s: Subscription) => <span lang={langOf(s.teacher.name)}>{s.teacher.name}</span>,
          },
        ]
      : []),
    { title: t('fields.starts_on'), dataIndex: 'starts_on', sortField: 'starts_on', render: day },
    { title: t('fields.ends_on'), dataIndex: 'ends_on', sortField: 'ends_on', render: day },
    { title: t('fields.last_renewed_on'), dataIndex: 'last_renewed_on', render: day },
    { title: t('fields.next_renewal_on'), dataIndex: 'next_renewal_on', render: day },
    {
      title: t('fields.renewal_count'),
      dataIndex: 'renewal_count',
      sortField: 'renewal_count',
      ...numberCells,
    },
    { title: t('fields.price'), dataIndex: 'price', sortField: 'price', ...moneyCells },
    {
      title: t('fields.paid_total'),
      dataIndex: 'paid_total',
      sortField: 'paid_total',
      ...moneyCells,
    },
    { title: t('fields.discount_total'), dataIndex: 'discount_total', ...moneyCells },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      render: (_: unknown, s) => <SubscriptionStatusTag status={s.status} />,
    },
    {
      title: t('fields.promo_code'),
      dataIndex: 'promo_code',
      render: (v: string | null) => (v ? <bdi dir="ltr">{v}</bdi> : t('noValue')),
    },
    ...(options.deleted
      ? [
          {
            title: t('fields.deleted_at'),
            dataIndex: 'deleted_at',
            sortField: 'deleted_at',
            render: (v: string) => <DateText value={v} />,
          },
        ]
      : []),
  ];
}
