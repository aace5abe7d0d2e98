import { DeleteOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useFixedT } from '../i18n/language';
import { errorText } from '../lib/form';
import { ApiError } from '../lib/http';
import { LazyPopconfirm } from './lazy-popups';
import { IconButtonLook } from './looks';

/**
 * Delete with a confirmation. A refusal from the server (the item is in use)
 * is shown in the user's language and nothing is deleted. The confirmation is made
 * when the button is first pressed (`LazyPopconfirm`): a list shows one on every row.
 */
export function DeleteButton(props: {
  confirm: string;
  success: string;
  onDelete: () => Promise<unknown>;
  label?: string;
  /** The confirmation's button, when the action is not called delete (revoke). */
  okText?: string;
}) {
  const t = useFixedT(); // drawn on every row: see useFixedT
  const { message } = App.useApp();
  return (
    <LazyPopconfirm
      title={props.confirm}
      okText={props.okText ?? t('actions.delete')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={async () => {
        try {
          await props.onDelete();
          void message.success(props.success);
        } catch (err) {
          void message.error(err instanceof ApiError ? errorText(t, err.code) : errorText(t, 'server.error'));
        }
      }}
    >
      <IconButtonLook danger icon={<DeleteOutlined />} aria-label={props.label ?? t('actions.delete')} />
    </LazyPopconfirm>
  );
}
