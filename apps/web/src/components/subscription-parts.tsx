import { RollbackOutlined, SyncOutlined } from '@ant-design/icons';
import type { Subscription } from '@dashboard/contracts';
import { App } from 'antd';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useFixedT } from '../i18n/language';
import { errorText } from '../lib/form';
import { ApiError } from '../lib/http';
import { newIdempotencyKey } from '../lib/idempotency';
import { useRestoreSubscription } from '../lib/subscriptions';
import { LazyTooltip } from './lazy-popups';
import { IconButtonLook } from './looks';

// Shared by the subscriptions' screens and the student's profile (a feature imports no other); the
// status tag and the record's name are in subscription-tag.tsx.

// The renewal's form (its fields and schemas) is fetched when an admin first opens it.
const RenewDialog = lazy(() => import('./subscription-renew-dialog'));

/** A row's icon button with its tooltip, named with the row's record: a function, so no row holds hooks. */
function rowButton(props: { icon: ReactNode; tip: string; label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <LazyTooltip title={props.tip}>
      <IconButtonLook icon={props.icon} aria-label={props.label} onClick={props.onClick} disabled={props.disabled} />
    </LazyTooltip>
  );
}

/**
 * An admin's renewal, for a page: `button(s, name)` is a row's renew action,
 * `dialog` the dialog it opens (its form fetched when first opened), each
 * opening with a new idempotency key. `balance`: the student's wallet, when
 * the page knows it (the profile).
 */
export function useRenewal(balance?: number) {
  const t = useFixedT('subscriptions');
  const [request, setRequest] = useState<{ subscription: Subscription; key: string } | null>(null);
  const [made, setMade] = useState(false);
  const open = (subscription: Subscription) => {
    setMade(true);
    setRequest({ subscription, key: newIdempotencyKey() });
  };
  return {
    open,
    button: (s: Subscription, name: string) =>
      rowButton({ icon: <SyncOutlined />, tip: t('renew'), label: `${t('renew')}: ${name}`, onClick: () => open(s) }),
    dialog: made && (
      <Suspense fallback={null}>
        <RenewDialog request={request} balance={balance} onClose={() => setRequest(null)} />
      </Suspense>
    ),
  };
}

/** An admin's restore of a deleted subscription, for a page: `button(s, name)` is a row's action. */
export function useRestore() {
  const t = useFixedT('subscriptions');
  const common = useFixedT();
  const { message } = App.useApp();
  const restore = useRestoreSubscription();
  const [busy, setBusy] = useState<number | null>(null);
  async function run(s: Subscription) {
    setBusy(s.id);
    try {
      await restore.mutateAsync(s.id);
      void message.success(t('messages.restored'));
    } catch (err) {
      void message.error(restoreError(common, err));
    } finally {
      setBusy(null);
    }
  }
  return {
    button: (s: Subscription, name: string) =>
      rowButton({
        icon: <RollbackOutlined />,
        tip: t('restore'),
        label: `${t('restore')}: ${name}`,
        onClick: () => void run(s),
        disabled: busy === s.id,
      }),
  };
}

const restoreError = (t: TFunction, err: unknown) => errorText(t, err instanceof ApiError ? err.code : 'server.error');
