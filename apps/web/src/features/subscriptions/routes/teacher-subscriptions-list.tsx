import { useTranslation } from 'react-i18next';
import { EntityList } from '../../../components/entity-list';
import { useNameOf } from '../../../components/remote-select';
import { useSubscriptionName } from '../../../components/subscription-tag';
import { useScreenHeading } from '../../../lib/screen-heading';
import { subscriptions } from '../../../lib/subscriptions';
import { subscriptionColumns } from '../components/subscription-columns';
import { SubscriptionFilters, subscriptionFilterKeys } from '../components/subscription-filters';

/**
 * /teacher/subscriptions (teachers): the subscriptions to the teacher's own
 * curricula and courses (the server keeps the list to them), read only:
 * filtered, sorted and exported as the admin's list is.
 */
export default function TeacherSubscriptionsPage() {
  const { t } = useTranslation(['subscriptions', 'common']);
  const heading = useScreenHeading();
  const nameOf = useNameOf();
  const nameOfSubscription = useSubscriptionName();

  return (
    <EntityList
      config={{
        resource: subscriptions,
        ns: 'subscriptions',
        header: heading,
        sort: '-created_at',
        search: false,
        filterKeys: subscriptionFilterKeys,
        filters: (value, onChange) => <SubscriptionFilters value={value} onChange={onChange} />,
        remove: false,
        nameOf: nameOfSubscription,
        columns: subscriptionColumns(t, nameOf, { teacher: false, deleted: false, contentLinks: true }),
      }}
    />
  );
}
