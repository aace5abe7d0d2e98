import {
  codeRedeemSchema,
  formatMoney,
  studentsResource,
  type CodeRedeem,
  type CodeRedemption,
} from '@dashboard/contracts';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityForm, type FormConfig } from '../../../components/entity-form';
import { RemoteSelect } from '../../../components/remote-select';
import { useLanguage } from '../../../i18n/language';
import { zodRule } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { defineResource } from '../../../lib/resource';
import { useRedeemCode } from '../api/redeem-code';

const students = defineResource(studentsResource);
const shape = codeRedeemSchema.shape;

/** What the dialog is open for: the key every try of this one redemption is sent with, and the code when a row gave it. */
export interface RedeemRequest {
  key: string;
  code?: string;
}

interface Values {
  code: string;
  student_id?: number;
}

function RedeemFields() {
  const { t } = useTranslation(['codes', 'common']);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('redeem.intro')}</Typography.Paragraph>
      <Form.Item name="code" label={t('fields.code')} extra={t('redeem.codeHint')} rules={[zodRule(shape.code, t)]}>
        <Input
          dir="ltr"
          className="secret-code"
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          data-testid="redeem-code"
        />
      </Form.Item>
      <Form.Item
        name="student_id"
        label={t('fields.student')}
        extra={t('redeem.studentHint')}
        rules={[zodRule(shape.student_id, t)]}
      >
        <RemoteSelect
          resource={students}
          // The name in its own direction, the number left to right, whatever the page's direction.
          labelOf={(s) => `\u2068${s.name}\u2069 · \u2066${s.phone}\u2069`}
          allowClear
          data-testid="redeem-student"
        />
      </Form.Item>
    </>
  );
}

const redeemForm: FormConfig<never, Values, CodeRedeem> = {
  ns: 'codes',
  Fields: RedeemFields,
  testId: 'redeem-form',
  toBody: (v) => ({ code: v.code.trim(), student_id: v.student_id! }),
};

/** A used code is said on the code itself, as an unknown one is by the server. */
function onCodeField(err: unknown): unknown {
  if (!(err instanceof ApiError) || err.code !== 'code.used') return err;
  return new ApiError({
    status: err.status,
    code: err.code,
    message: err.message,
    errors: [{ path: 'code', code: err.code }],
  });
}

/**
 * An admin redeems a code on a student's behalf (as the student app does):
 * the code as typed (any case, with or without dashes) and the student. A
 * wallet code credits its price to the student's wallet, a group's code
 * opens the group's subscriptions; the toast says which. Sent with the
 * request's idempotency key, so a double click or a retry redeems once; an
 * unknown or used code is said on the code, and nothing changes.
 */
export default function RedeemDialog(props: { request: RedeemRequest | null; onClose: () => void }) {
  const { request, onClose } = props;
  const { t } = useTranslation(['codes', 'common']);
  const lang = useLanguage();
  const { message } = App.useApp();
  const redeem = useRedeemCode();

  const said = (done: CodeRedemption) => {
    const name = done.code.student?.name ?? '';
    return done.wallet_balance !== null
      ? t('redeem.credited', {
          name,
          amount: formatMoney(done.code.price, lang),
          balance: formatMoney(done.wallet_balance, lang),
        })
      : t('redeem.opened', { name, count: done.subscriptions.length });
  };

  return (
    <Modal open={request !== null} title={t('redeem.title')} footer={null} onCancel={onClose} destroyOnHidden>
      {request && (
        <EntityForm
          config={redeemForm}
          mode="create"
          defaults={{ code: request.code ?? '' }}
          submitLabel={t('redeem.submit')}
          onCancel={onClose}
          onSubmit={async (body) => {
            let done: CodeRedemption;
            try {
              done = await redeem.mutateAsync({ body, key: request.key });
            } catch (err) {
              throw onCodeField(err);
            }
            void message.success(said(done));
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
