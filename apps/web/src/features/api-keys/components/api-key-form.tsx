import { apiKeyCreateSchema, keyPermissions, type ApiKey, type ApiKeyCreate } from '@dashboard/contracts';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormConfig } from '../../../components/entity-form';
import { zodRule } from '../../../lib/form';

const shape = apiKeyCreateSchema.shape;

function ApiKeyFields() {
  const { t } = useTranslation(['api-keys', 'common']);
  return (
    <>
      <Form.Item name="name" label={t('fields.name')} rules={[zodRule(shape.name, t)]}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="permissions"
        label={t('fields.permissions')}
        extra={t('permissionsHint')}
        rules={[zodRule(shape.permissions, t)]}
      >
        <Checkbox.Group
          className="api-key-permissions"
          options={keyPermissions.map((p) => ({ value: p, label: t(`permission.${p}`) }))}
        />
      </Form.Item>
    </>
  );
}

/** The form that makes a key: a client's name and what the key may read. Keys are never edited. */
export const apiKeyForm: FormConfig<ApiKey, ApiKeyCreate> = {
  ns: 'api-keys',
  Fields: ApiKeyFields,
  initialValues: () => ({ name: '', permissions: [] }),
  testId: 'api-key-form',
};
