import {
  coursesResource,
  curriculaResource,
  subscriptionCreateSchema,
  subscriptionLimits,
  subscriptionTypes,
  todayInCairo,
  z,
  type Student,
  type SubscriptionCreate,
  type SubscriptionType,
} from '@dashboard/contracts';
import { App, Form, Input, Modal, Radio, type FormInstance, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../components/date-picker';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { EntityForm, type FormConfig } from '../../../components/entity-form';
import { RemoteSelect, useNameOf, useTitleOf } from '../../../components/remote-select';
import { onFieldOf, PaymentMethodField, PROMO_CODE_MAX } from '../../../components/subscription-payment';
import { MAX_POUNDS, PoundsInput } from '../../../components/teaching-fields';
import { errorText, zodRule } from '../../../lib/form';
import { defineResource } from '../../../lib/resource';
import { useAddSubscription } from '../../../lib/subscriptions';

const curricula = defineResource(curriculaResource);
const courses = defineResource(coursesResource);

const shape = subscriptionCreateSchema.shape;
const DAY = 'YYYY-MM-DD';
/** The price as typed, in pounds: 0 (free, a trial) to the contracts' 100,000,000 piastres. */
const poundsRule = z.number().min(0).max(MAX_POUNDS);
const periodRule = z.number().int().min(1).max(subscriptionLimits.periodMax);
/** A monthly subscription's renewal period: a month unless the admin says otherwise. */
const MONTH_DAYS = 30;

export interface AddValues {
  type: SubscriptionType;
  curriculum_id?: number;
  course_id?: number;
  /** YYYY-MM-DD, in Cairo. */
  starts_on?: string;
  period_days?: number | null;
  /** In pounds; sent in piastres. */
  price?: number;
  promo_code?: string;
  method?: SubscriptionCreate['method'];
}

/** What the dialog is for: the student (and the class whose content it offers), and the wallet's balance. */
interface Shown {
  student: Pick<Student, 'id' | 'class_id'>;
  balance?: number;
}

/** A field the spec names its own "… is required" message for. */
const requiredAs =
  (code: string, t: TFunction): FormRule =>
  () => ({
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') throw new Error(errorText(t, code));
    },
  });

/** A day field: the form holds `YYYY-MM-DD`, the picker a dayjs date shown as DD-MM-YYYY. */
const dayProps = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value, DAY) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(DAY) : undefined),
};

function AddFields({ item, form }: { item?: Shown; form: FormInstance<AddValues> }) {
  const { t } = useTranslation(['subscriptions', 'common']);
  const nameOf = useNameOf();
  const titleOf = useTitleOf();
  const type = (Form.useWatch('type', form) as SubscriptionType | undefined) ?? 'monthly';
  const classId = item?.student.class_id ?? undefined;
  // The student's academic year's content only: another year's is refused by nobody, but is not what is meant.
  const scope = classId === undefined ? undefined : { class_id: classId };
  const prefill = (price: number | undefined) =>
    form.setFieldsValue({ price: price === undefined ? undefined : price / 100 });
  const monthly = type === 'monthly';

  return (
    <>
      <Form.Item name="type" label={t('fields.type')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={subscriptionTypes.map((v) => ({ value: v, label: t(`types.${v}`) }))}
          // Another type is other content, at its own price, and a period of its own meaning.
          onChange={(e) =>
            form.setFieldsValue({
              curriculum_id: undefined,
              course_id: undefined,
              price: undefined,
              period_days: (e.target.value as SubscriptionType) === 'monthly' ? MONTH_DAYS : undefined,
            })
          }
          data-testid="subscription-type"
        />
      </Form.Item>
      {monthly ? (
        <Form.Item
          key="curriculum"
          name="curriculum_id"
          label={t('fields.curriculum_id')}
          extra={t('hints.content')}
          rules={[requiredAs('subscription.curriculum_required', t)]}
        >
          <RemoteSelect
            resource={curricula}
            scope={scope}
            labelOf={titleOf}
            onItem={(c) => prefill(c?.price)}
            data-testid="subscription-curriculum"
          />
        </Form.Item>
      ) : (
        <Form.Item
          key="course"
          name="course_id"
          label={t('fields.course_id')}
          extra={t('hints.content')}
          rules={[requiredAs('subscription.course_required', t)]}
        >
          <RemoteSelect
            resource={courses}
            scope={scope}
            labelOf={nameOf}
            onItem={(c) => prefill(c?.price)}
            data-testid="subscription-course"
          />
        </Form.Item>
      )}
      <Form.Item name="starts_on" label={t('fields.starts_on')} rules={[zodRule(shape.starts_on, t)]} {...dayProps}>
        <DatePicker format="DD-MM-YYYY" allowClear={false} style={{ inlineSize: '100%' }} />
      </Form.Item>
      <Form.Item
        key={monthly ? 'period' : 'duration'}
        name="period_days"
        label={t(monthly ? 'fields.period_days' : 'fields.duration_days')}
        extra={monthly ? undefined : t('hints.duration_days')}
        rules={
          monthly
            ? [requiredAs('subscription.period_required', t), zodRule(periodRule, t)]
            : [zodRule(periodRule.nullish(), t)]
        }
      >
        <WholeNumberInput min={1} max={subscriptionLimits.periodMax} block />
      </Form.Item>
      <Form.Item name="price" label={t('fields.price')} extra={t('hints.price')} rules={[zodRule(poundsRule, t)]}>
        <PoundsInput data-testid="subscription-price" />
      </Form.Item>
      <Form.Item
        name="promo_code"
        label={t('fields.promo_code')}
        extra={t('hints.promo_code')}
        rules={[zodRule(shape.promo_code, t)]}
      >
        <Input dir="ltr" maxLength={PROMO_CODE_MAX} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <PaymentMethodField balance={item?.balance} />
    </>
  );
}

/** The request's body from the form's values: the price in piastres, what was left empty left out. */
export function addBody(v: AddValues, studentId: number): SubscriptionCreate {
  const promo = v.promo_code?.trim();
  return {
    student_id: studentId,
    type: v.type,
    ...(v.type === 'monthly' ? { curriculum_id: v.curriculum_id! } : { course_id: v.course_id! }),
    ...(v.starts_on ? { starts_on: v.starts_on } : {}),
    ...(v.period_days != null ? { period_days: v.period_days } : {}),
    price: Math.round((v.price ?? 0) * 100),
    ...(promo ? { promo_code: promo } : {}),
    method: v.method!,
  };
}

const addForm: FormConfig<Shown, AddValues, SubscriptionCreate> = {
  ns: 'subscriptions',
  Fields: AddFields,
  testId: 'subscription-form',
  dialogWidth: 560,
  initialValues: () => ({ type: 'monthly', starts_on: todayInCairo(), period_days: MONTH_DAYS }),
  toBody: (v, _mode, item) => addBody(v, item!.student.id),
};

/**
 * An admin subscribes a student (on the profile): a monthly subscription to
 * a curriculum or one to a course of the student's academic year, from a day
 * (today unless said), for its period (a course's may be for good), at the
 * content's price unless changed, less a promo code's discount, paid from
 * the wallet or in cash. Sent with the request's idempotency key, so a
 * double click or a retry pays once; a refusal says so on its field (the
 * wallet short on the method, a second subscription on the content, a promo
 * code on itself) and changes nothing.
 */
export default function SubscriptionAddDialog(props: {
  student: Student;
  balance?: number;
  request: { key: string } | null;
  onClose: () => void;
}) {
  const { student, request, onClose } = props;
  const { t } = useTranslation(['subscriptions', 'common']);
  const { message } = App.useApp();
  const add = useAddSubscription();
  return (
    <Modal
      open={request !== null}
      title={t('addTitle', { name: student.name })}
      footer={null}
      width={addForm.dialogWidth}
      onCancel={onClose}
      destroyOnHidden
    >
      {request && (
        <EntityForm
          config={addForm}
          mode="create"
          item={{ student, balance: props.balance }}
          submitLabel={t('add')}
          onCancel={onClose}
          onSubmit={async (body) => {
            try {
              await add.mutateAsync({ body, key: request.key });
            } catch (err) {
              throw onFieldOf(err, { 'subscription.exists': body.type === 'monthly' ? 'curriculum_id' : 'course_id' });
            }
            void message.success(t('messages.created'));
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
