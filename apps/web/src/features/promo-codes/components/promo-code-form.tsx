import {
  promoCodeCreateSchema,
  promoCodeLimits,
  todayInCairo,
  type PromoCode,
  type PromoCodeCreate,
} from '@dashboard/contracts';
import { Form, Input, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../components/date-picker';
import { WholeNumberInput } from '../../../components/whole-number-input';
import type { FormConfig } from '../../../components/entity-form';
import { errorText, zodRule } from '../../../lib/form';

const shape = promoCodeCreateSchema.shape;
const DAY = 'YYYY-MM-DD';

/** A day field: the form holds `YYYY-MM-DD`, the picker a dayjs date shown as DD-MM-YYYY. */
const dayProps = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value, DAY) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(DAY) : undefined),
};

/** The server's rule across the dates, said before sending: the end is not before the start. */
const endsAfterStart =
  (t: TFunction): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      const start = getFieldValue('starts_on') as string | undefined;
      if (value && start && value < start) throw new Error(errorText(t, 'promo_code.ends_before_start'));
    },
  });

function NumberField(props: { name: keyof typeof shape; max: number; t: TFunction; hint?: string }) {
  const { name, t } = props;
  return (
    <Form.Item name={name} label={t(`fields.${name}`)} extra={props.hint} rules={[zodRule(shape[name], t)]}>
      <WholeNumberInput min={1} max={props.max} block />
    </Form.Item>
  );
}

function PromoCodeFields({ item }: { item?: PromoCode }) {
  const { t } = useTranslation(['promo-codes', 'common']);
  // Subscriptions name their discount by a used code's name: the server refuses renaming it.
  const used = Boolean(item && item.used_count > 0);
  return (
    <>
      <Form.Item
        name="code"
        label={t('fields.code')}
        extra={t(used ? 'hints.code_used' : 'hints.code')}
        rules={[zodRule(shape.code, t)]}
      >
        <Input
          dir="ltr"
          maxLength={promoCodeLimits.codeMax + 8}
          autoComplete="off"
          spellCheck={false}
          disabled={used}
        />
      </Form.Item>
      <NumberField name="discount_percent" max={promoCodeLimits.discountMax} t={t} />
      <NumberField name="duration_days" max={promoCodeLimits.durationMax} t={t} hint={t('hints.duration_days')} />
      <NumberField name="uses_limit" max={promoCodeLimits.usesMax} t={t} hint={t('hints.uses_limit')} />
      <Form.Item name="starts_on" label={t('fields.starts_on')} rules={[zodRule(shape.starts_on, t)]} {...dayProps}>
        <DatePicker format="DD-MM-YYYY" style={{ inlineSize: '100%' }} />
      </Form.Item>
      <Form.Item
        name="ends_on"
        label={t('fields.ends_on')}
        dependencies={['starts_on']}
        rules={[zodRule(shape.ends_on, t), endsAfterStart(t)]}
        {...dayProps}
      >
        <DatePicker format="DD-MM-YYYY" style={{ inlineSize: '100%' }} />
      </Form.Item>
    </>
  );
}

/** A promo code's form, for adding one and editing one (both in a dialog). */
export const promoCodeForm: FormConfig<PromoCode, PromoCodeCreate> = {
  ns: 'promo-codes',
  Fields: PromoCodeFields,
  testId: 'promo-code-form',
  initialValues: (p) =>
    p
      ? {
          code: p.code,
          discount_percent: p.discount_percent,
          duration_days: p.duration_days,
          uses_limit: p.uses_limit,
          starts_on: p.starts_on,
          ends_on: p.ends_on,
        }
      : { starts_on: todayInCairo() },
};
