import { useTranslation } from 'react-i18next';
import { EntityList } from '../../../components/entity-list';
import { RecordHistoryButton } from '../../../components/record-history-button';
import { useNameOf } from '../../../components/remote-select';
import { useRenewal } from '../../../components/subscription-parts';
import { useSubscriptionName } from '../../../components/subscription-tag';
import { useScreenHeading } from '../../../lib/screen-heading';
import { isRenewable, subscriptions } from '../../../lib/subscriptions';
import { subscriptionColumns } from '../components/subscription-columns';
import { SubscriptionFilters, subscriptionFilterKeys } from '../components/subscription-filters';

/**
 * /subscriptions (admins): every live subscription, filtered by type,
 * status, student, teacher, academic year and subject, sorted by its dates,
 * renewals and money, exported as filtered. A row is renewed (a dialog: the
 * price, the payment method, a promo code) or deleted (it moves to the
 * deleted list). Subscriptions are added on a student's profile.
 */
export default function SubscriptionsListPage() {
  const { t } = useTranslation(['subscriptions', 'common']);
  const heading = useScreenHeading();
  const nameOf = useNameOf();
  const nameOfSubscription = useSubscriptionName();
  const renewal = useRenewal();

  return (
    <>
      <EntityList
        config={{
          resource: subscriptions,
          ns: 'subscriptions',
          header: heading,
          sort: '-created_at',
          search: false,
          filterKeys: subscriptionFilterKeys,
          filters: (value, onChange) => <SubscriptionFilters value={value} onChange={onChange} />,
          nameOf: nameOfSubscription,
          columns: subscriptionColumns(t, nameOf, { teacher: true, deleted: false, contentLinks: true }),
          actions: {
            // Kept in view when the wide table scrolls sideways.
            fixed: true,
            before: (s) => (
              <>
                {isRenewable(s) && renewal.button(s, nameOfSubscription(s))}
                <RecordHistoryButton entity="subscriptions" id={s.id} name={nameOfSubscription(s)} />
              </>
            ),
          },
        }}
      />
      {renewal.dialog}
    </>
  );
}
