import { LoadingOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { IMAGE_MAX_BYTES, imageTypes, megabytes, type Upload as Uploaded } from '@dashboard/contracts';
import { App, Avatar, Button, Flex, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/form';
import { ApiError, http } from '../lib/http';

/**
 * A photo field: uploads the chosen image at once (type and size are checked
 * here and again on the server) and holds the stored name as its value.
 */
export function PhotoUpload(props: {
  value?: string | null;
  onChange?: (name: string | null) => void;
  url?: string | null;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(props.url ?? null);
  const shown = props.value ? (preview ?? `/api/v1/uploads/${props.value}`) : null;

  return (
    <Flex align="center" gap={16}>
      <Avatar size={72} src={shown ?? undefined} icon={busy ? <LoadingOutlined /> : <UserOutlined />} alt="" />
      <Upload
        accept={imageTypes.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          if (!(imageTypes as readonly string[]).includes(file.type)) {
            void message.error(errorText(t, 'upload.not_image'));
            return Upload.LIST_IGNORE;
          }
          if (file.size > IMAGE_MAX_BYTES) {
            void message.error(errorText(t, 'upload.size', { max: megabytes(IMAGE_MAX_BYTES) }));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          setBusy(true);
          try {
            const form = new FormData();
            form.append('file', file as Blob);
            const up = await http<Uploaded>('/uploads', { method: 'POST', body: form });
            setPreview(up.url);
            props.onChange?.(up.name);
            onSuccess?.(up);
          } catch (err) {
            void message.error(
              err instanceof ApiError ? errorText(t, err.code, err.errors[0]?.params) : errorText(t, 'server.error'),
            );
            onError?.(err as Error);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />}>{t('photo.choose')}</Button>
      </Upload>
      {props.value && (
        <Button type="link" danger onClick={() => props.onChange?.(null)}>
          {t('photo.remove')}
        </Button>
      )}
    </Flex>
  );
}
