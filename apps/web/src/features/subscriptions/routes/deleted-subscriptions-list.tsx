import { apiPermissions, roleAllowed } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import { EntityList } from '../../../components/entity-list';
import { useNameOf } from '../../../components/remote-select';
import { useRestore } from '../../../components/subscription-parts';
import { useSubscriptionName } from '../../../components/subscription-tag';
import { useScreenHeading } from '../../../lib/screen-heading';
import { useAuth } from '../../../lib/session';
import { deletedSubscriptions } from '../../../lib/subscriptions';
import { subscriptionColumns } from '../components/subscription-columns';
import { SubscriptionFilters, subscriptionFilterKeys } from '../components/subscription-filters';

/**
 * /subscriptions/deleted (every role: a teacher sees those to his or her own
 * content): the deleted subscriptions with their cancellation dates, newest
 * first, filtered and exported like the list. An admin restores one to the
 * list as it was; nobody deletes here.
 */
export default function DeletedSubscriptionsPage() {
  const { t } = useTranslation(['subscriptions', 'common']);
  const heading = useScreenHeading();
  const nameOf = useNameOf();
  const nameOfSubscription = useSubscriptionName();
  const role = useAuth().user?.role ?? null;
  const restores = roleAllowed(apiPermissions['subscriptions.write'], role);
  const restore = useRestore();

  return (
    <EntityList
      config={{
        resource: deletedSubscriptions,
        ns: 'subscriptions',
        header: heading,
        sort: '-deleted_at',
        search: false,
        emptyText: t('emptyDeleted'),
        filterKeys: subscriptionFilterKeys,
        filters: (value, onChange) => <SubscriptionFilters value={value} onChange={onChange} />,
        remove: false,
        nameOf: nameOfSubscription,
        columns: subscriptionColumns(t, nameOf, {
          teacher: role !== 'teacher',
          deleted: true,
          contentLinks: role !== 'support-agent',
        }),
        actions: restores ? { fixed: true, before: (s) => restore.button(s, nameOfSubscription(s)) } : undefined,
      }}
    />
  );
}
