import {
  addDays,
  subscriptionRenewSchema,
  todayInCairo,
  type Subscription,
  type SubscriptionRenew,
} from '@dashboard/contracts';
import { App, Descriptions, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../lib/form';
import { useRenewSubscription } from '../lib/subscriptions';
import { DayText } from './date-text';
import { EntityForm, type FormConfig } from './entity-form';
import { Money } from './money';
import { useNameOf } from './remote-select';
import { onFieldOf, PaymentMethodField, PROMO_CODE_MAX } from './subscription-payment';
import { useSubscriptionName } from './subscription-tag';

const shape = subscriptionRenewSchema.shape;

interface Values {
  method?: SubscriptionRenew['method'];
  promo_code?: string;
}

/** What the dialog shows above the form: the subscription and the wallet's balance when known. */
interface Shown {
  subscription: Subscription;
  balance?: number;
}

/**
 * The last day after a renewal, as the server reckons it: one period more,
 * from the day after the last one, or from today when it has expired.
 */
export function renewedUntil(s: Pick<Subscription, 'ends_on' | 'period_days'>, today = todayInCairo()): string | null {
  if (s.ends_on === null || s.period_days === null) return null;
  const from = s.ends_on >= today ? s.ends_on : addDays(today, -1);
  return addDays(from, s.period_days);
}

function RenewFields({ item }: { item?: Shown }) {
  const { t } = useTranslation(['subscriptions', 'common']);
  const nameOf = useNameOf();
  const today = todayInCairo();
  const s = item?.subscription;
  const until = s && renewedUntil(s, today);
  // The subscription's own promo code still takes its discount off this renewal.
  const promoLasts = s?.promo_code && s.promo_until && s.promo_until >= today;
  return (
    <>
      {s && (
        <Descriptions column={1} size="small" bordered className="subscription-summary">
          <Descriptions.Item label={t('fields.student')}>{s.student.name}</Descriptions.Item>
          <Descriptions.Item label={t(`fields.${s.type === 'monthly' ? 'curriculum_id' : 'course_id'}`)}>
            {nameOf(s.content)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.price')}>
            <Money piastres={s.price} />
          </Descriptions.Item>
          {s.ends_on && (
            <Descriptions.Item label={t('fields.ends_on')}>
              <DayText value={s.ends_on} />
            </Descriptions.Item>
          )}
          {until && (
            <Descriptions.Item label={t('renewal.until')}>
              <DayText value={until} />
            </Descriptions.Item>
          )}
          {promoLasts && (
            <Descriptions.Item label={t('fields.promo_code')}>
              {t('renewal.promoLasts', { code: s.promo_code })} <DayText value={s.promo_until!} />
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      <PaymentMethodField balance={item?.balance} />
      <Form.Item
        name="promo_code"
        label={t('fields.promo_code')}
        extra={t(promoLasts ? 'renewal.promoReplaces' : 'hints.promo_code')}
        rules={[zodRule(shape.promo_code, t)]}
      >
        <Input
          dir="ltr"
          maxLength={PROMO_CODE_MAX}
          autoComplete="off"
          spellCheck={false}
          data-testid="renew-promo-code"
        />
      </Form.Item>
    </>
  );
}

const renewForm: FormConfig<Shown, Values, SubscriptionRenew> = {
  ns: 'subscriptions',
  Fields: RenewFields,
  testId: 'renew-form',
  toBody: (v) => ({ method: v.method!, ...(v.promo_code?.trim() ? { promo_code: v.promo_code.trim() } : {}) }),
};

/**
 * An admin's renewal of a subscription by one period: the price (less a
 * promo code's discount), paid from the wallet or in cash, with an optional
 * new promo code. Sent with the request's idempotency key, so a double click
 * or a retry pays once; a refusal (the wallet short of the price, a promo
 * code not usable) says so on its field and changes nothing.
 */
export default function SubscriptionRenewDialog(props: {
  request: { subscription: Subscription; key: string } | null;
  balance?: number;
  onClose: () => void;
}) {
  const { request, onClose } = props;
  const { t } = useTranslation(['subscriptions', 'common']);
  const { message } = App.useApp();
  const nameOf = useSubscriptionName();
  const renew = useRenewSubscription();
  return (
    <Modal
      open={request !== null}
      title={request && t('renewal.title', { name: nameOf(request.subscription) })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {request && (
        <EntityForm
          config={renewForm}
          mode="create"
          item={{ subscription: request.subscription, balance: props.balance }}
          submitLabel={t('renew')}
          onCancel={onClose}
          onSubmit={async (body) => {
            try {
              await renew.mutateAsync({ id: request.subscription.id, body, key: request.key });
            } catch (err) {
              throw onFieldOf(err);
            }
            void message.success(t('messages.renewed'));
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
