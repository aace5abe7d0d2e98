import type { SubscriptionCreate } from '@dashboard/contracts';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/form';
import { ApiError } from '../lib/http';
import { Money } from './money';

/** How an admin's add or renewal is paid (a subscription code pays in the student app, not here). */
const methods: SubscriptionCreate['method'][] = ['wallet', 'cash'];

/** The longest promo code the contracts take (trimmed). */
export const PROMO_CODE_MAX = 32;

/**
 * How a subscription's period is paid (`method`), required, chosen each time
 * (money moves only as the admin says): from the student's wallet (its
 * balance shown when known) or in cash the admin received.
 */
export function PaymentMethodField({ balance }: { balance?: number }) {
  const { t } = useTranslation(['subscriptions', 'common']);
  return (
    <Form.Item
      name="method"
      label={t('fields.method')}
      rules={[{ required: true, message: errorText(t, 'validation.required') }]}
      extra={
        balance === undefined ? undefined : (
          <span data-testid="payment-balance">
            {t('walletBalance')}: <Money piastres={balance} />
          </span>
        )
      }
    >
      <Radio.Group
        options={methods.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
        data-testid="payment-method"
      />
    </Form.Item>
  );
}

/**
 * A refusal said on the field it is about, where the server named none: a
 * wallet short of the price on the payment's method, and those of `more`
 * (`subscription.exists` on the content).
 */
export function onFieldOf(err: unknown, more: Record<string, string> = {}): unknown {
  if (!(err instanceof ApiError) || err.errors.length) return err;
  const path = { 'wallet.insufficient_funds': 'method', ...more }[err.code];
  if (!path) return err;
  return new ApiError({
    status: err.status,
    code: err.code,
    message: err.message,
    errors: [{ path, code: err.code }],
  });
}
