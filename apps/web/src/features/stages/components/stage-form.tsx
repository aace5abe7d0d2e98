import { stageCreateSchema, type Stage, type StageCreate } from '@dashboard/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormConfig } from '../../../components/entity-form';
import { NameFields } from '../../../components/name-fields';
import { zodRule } from '../../../lib/form';
import { WholeNumberInput } from '../../../components/whole-number-input';

const shape = stageCreateSchema.shape;

function StageFields() {
  const { t } = useTranslation(['stages', 'common']);
  return (
    <>
      <NameFields shape={shape} t={t} />
      <Form.Item name="code" label={t('fields.code')} rules={[zodRule(shape.code, t)]}>
        <Input dir="ltr" maxLength={20} />
      </Form.Item>
      <Form.Item name="sort_order" label={t('fields.sort_order')} rules={[zodRule(shape.sort_order, t)]}>
        <WholeNumberInput min={0} max={999} block />
      </Form.Item>
    </>
  );
}

/** The stage's form, for adding one (a page) and editing one (a dialog). */
export const stageForm: FormConfig<Stage, StageCreate> = {
  ns: 'stages',
  Fields: StageFields,
  initialValues: (stage) => stage ?? { sort_order: 0 },
};
