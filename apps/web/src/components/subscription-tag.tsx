import type { Subscription, SubscriptionStatus } from '@dashboard/contracts';
import { Tag } from 'antd';
import { useFixedT } from '../i18n/language';
import { useNameOf } from './remote-select';
import { subscriptionTones } from './subscription-status';

/** A subscription's status today, as a tag of its tone (`subscription-<status>`). */
export function SubscriptionStatusTag({ status }: { status: SubscriptionStatus }) {
  const t = useFixedT('subscriptions'); // drawn on every row: see useFixedT
  return <Tag className={`subscription-${status} tone-${subscriptionTones[status]}`}>{t(`statuses.${status}`)}</Tag>;
}

/**
 * A subscription's name in the user's language, for its row's actions and
 * its dialogs: the content and the student ("Physics - First Secondary for
 * Mariam Ahmed").
 */
export function useSubscriptionName() {
  const t = useFixedT('subscriptions');
  const nameOf = useNameOf();
  return (s: Pick<Subscription, 'content' | 'student'>) =>
    t('recordName', { content: nameOf(s.content), student: s.student.name });
}
