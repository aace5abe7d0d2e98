import { walletMoveCreateSchema, z, type Student, type WalletMoveCreate } from '@dashboard/contracts';
import { App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityForm, type FormConfig } from '../../../components/entity-form';
import { Money } from '../../../components/money';
import { MAX_POUNDS, PoundsInput } from '../../../components/teaching-fields';
import { zodRule } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { useMoveWallet } from '../api/wallet';
import { AnyLanguageTextArea } from '../../../components/any-language-input';

/** The amount as typed, in pounds: at least one piastre, at most the contracts' 100,000,000 piastres. */
const poundsRule = z.number().min(0.01).max(MAX_POUNDS);
const reasonRule = walletMoveCreateSchema.shape.reason;

/** What the dialog is open for: the direction, and the key every try of this one move is sent with. */
export interface WalletMoveRequest {
  direction: WalletMoveCreate['direction'];
  idempotencyKey: string;
}

interface Values {
  /** In pounds; sent in piastres. */
  amount?: number;
  reason: string;
}

/** The wallet as the dialog shows it: its balance before the move. */
interface Shown {
  balance: number;
}

function WalletMoveFields({ item }: { item?: Shown }) {
  const { t } = useTranslation(['students', 'common']);
  return (
    <>
      {item && (
        <Typography.Paragraph>
          {t('wallet.balance')}: <Money piastres={item.balance} />
        </Typography.Paragraph>
      )}
      <Form.Item name="amount" label={t('wallet.amount')} rules={[zodRule(poundsRule, t)]}>
        <PoundsInput data-testid="wallet-amount" />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('wallet.reason')}
        extra={t('wallet.reasonHint')}
        rules={[zodRule(reasonRule, t)]}
      >
        <AnyLanguageTextArea rows={3} maxLength={500} data-testid="wallet-reason" />
      </Form.Item>
    </>
  );
}

const walletMoveForm: FormConfig<Shown, Values, Omit<WalletMoveCreate, 'direction'>> = {
  ns: 'students',
  Fields: WalletMoveFields,
  testId: 'wallet-form',
  toBody: (v) => ({ amount: Math.round((v.amount ?? 0) * 100), reason: v.reason }),
};

/** A refused debit says so on the amount: the balance is less than it. */
function onAmountField(err: unknown): unknown {
  const code = 'wallet.insufficient_funds';
  if (!(err instanceof ApiError) || err.code !== code) return err;
  return new ApiError({ status: err.status, code, message: err.message, errors: [{ path: 'amount', code }] });
}

/**
 * An admin's manual credit or debit of a student's wallet: the amount in
 * pounds and the reason the ledger keeps. Sent with the request's
 * idempotency key, so a double click or a retry moves the money once; a
 * debit past the balance is refused on the amount and changes nothing.
 */
export default function WalletMoveDialog(props: {
  student: Student;
  balance: number;
  request: WalletMoveRequest | null;
  onClose: () => void;
}) {
  const { student, request, onClose } = props;
  const { t } = useTranslation(['students', 'common']);
  const { message } = App.useApp();
  const move = useMoveWallet(student.id);
  const credit = request?.direction === 'credit';
  return (
    <Modal
      open={request !== null}
      title={request && t(credit ? 'wallet.creditTitle' : 'wallet.debitTitle', { name: student.name })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {request && (
        <EntityForm
          config={walletMoveForm}
          mode="create"
          item={{ balance: props.balance }}
          submitLabel={t(credit ? 'wallet.credit' : 'wallet.debit')}
          onCancel={onClose}
          onSubmit={async (body) => {
            try {
              await move.mutateAsync({
                body: { ...body, direction: request.direction },
                key: request.idempotencyKey,
              });
            } catch (err) {
              throw onAmountField(err);
            }
            void message.success(t(credit ? 'messages.credited' : 'messages.debited'));
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
