import {
  supportAgentCreateSchema,
  todayInCairo,
  userLimits,
  type SupportAgent,
  type SupportAgentCreate,
  z,
} from '@dashboard/contracts';
import { Form, Input, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AnyLanguageInput } from '../../../components/any-language-input';
import { DatePicker } from '../../../components/date-picker';
import type { FormConfig, FormMode } from '../../../components/entity-form';
import { zodRule } from '../../../lib/form';

const shape = supportAgentCreateSchema.shape;
const DAY = 'YYYY-MM-DD';
/** On edit an empty password means "keep the current one". */
const optionalPassword = z.preprocess((v) => (v === '' ? undefined : v), shape.password.optional());

type Values = Omit<SupportAgentCreate, 'password'> & { password?: string };

/** Adding one (a page) requires the password; editing one (a dialog) keeps it when left empty. */
function SupportAgentFields({ mode }: { mode: FormMode }) {
  const { t } = useTranslation(['support-agents', 'common']);
  const editing = mode === 'edit';
  return (
    <>
      <Form.Item name="name" label={t('fields.name')} rules={[zodRule(shape.name, t)]}>
        <AnyLanguageInput maxLength={userLimits.nameMax + 10} autoComplete="off" />
      </Form.Item>
      <Form.Item name="email" label={t('fields.email')} rules={[zodRule(shape.email, t)]}>
        <Input type="email" dir="ltr" autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={t('fields.phone')} rules={[zodRule(shape.phone, t)]}>
        <Input type="tel" dir="ltr" inputMode="tel" autoComplete="off" placeholder={t('common:common.phoneExample')} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('fields.password')}
        extra={editing ? t('passwordHint') : undefined}
        rules={[zodRule(editing ? optionalPassword : shape.password, t)]}
      >
        <Input.Password dir="ltr" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="joined_on"
        label={t('fields.joined_on')}
        rules={[zodRule(shape.joined_on, t)]}
        getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value, DAY) : null })}
        normalize={(value: Dayjs | null) => (value ? value.format(DAY) : undefined)}
      >
        <DatePicker
          format="DD-MM-YYYY"
          style={{ inlineSize: '100%' }}
          disabledDate={(d) => d.format(DAY) > todayInCairo()}
        />
      </Form.Item>
      <Form.Item name="active" label={t('fields.active')} valuePropName="checked" extra={t('activeHint')}>
        <Switch />
      </Form.Item>
    </>
  );
}

/** A support agent's form. */
export const supportAgentForm: FormConfig<SupportAgent, Values, SupportAgentCreate> = {
  ns: 'support-agents',
  Fields: SupportAgentFields,
  testId: 'support-agent-form',
  initialValues: (a) =>
    a
      ? { name: a.name, email: a.email, phone: a.phone, joined_on: a.joined_on, active: a.active }
      : { active: true, joined_on: todayInCairo() },
  // An edit without a password sends none; a create always has one (the field requires it).
  toBody: ({ password, ...rest }) => (password ? { ...rest, password } : rest) as SupportAgentCreate,
};
