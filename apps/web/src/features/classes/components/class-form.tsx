import { classCreateSchema, type Class, type ClassCreate } from '@dashboard/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormConfig } from '../../../components/entity-form';
import { NameFields } from '../../../components/name-fields';
import { zodRule } from '../../../lib/form';
import { WholeNumberInput } from '../../../components/whole-number-input';

const shape = classCreateSchema.shape;

/** What the form edits; the stage is the page's. */
export type ClassFormValues = Omit<ClassCreate, 'stage_id'>;

function ClassFields() {
  const { t } = useTranslation(['classes', 'common']);
  return (
    <>
      <NameFields shape={shape} t={t} />
      <Form.Item name="sort_order" label={t('fields.sort_order')} rules={[zodRule(shape.sort_order, t)]}>
        <WholeNumberInput min={0} max={999} block />
      </Form.Item>
    </>
  );
}

/** A class's form, in a dialog, for the classes of one stage. */
export const classForm = (stageId: number): FormConfig<Class, ClassFormValues, ClassCreate> => ({
  ns: 'classes',
  Fields: ClassFields,
  initialValues: (c) => c ?? { sort_order: 0 },
  toBody: (values) => ({ ...values, stage_id: stageId }),
});
