import { codeBatchCreateSchema, z, type CodeBatchCreate } from '@dashboard/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeCountField } from '../../../components/code-batch';
import type { FormConfig } from '../../../components/entity-form';
import { MAX_POUNDS, PoundsInput } from '../../../components/teaching-fields';
import { zodRule } from '../../../lib/form';

/** The price as typed, in pounds: at least one piastre, at most the contracts' 100,000,000 piastres. */
const poundsRule = z.number().min(0.01).max(MAX_POUNDS);

interface Values {
  count?: number;
  /** In pounds; sent in piastres. */
  price?: number;
}

function GenerateFields() {
  const { t } = useTranslation(['codes', 'common']);
  return (
    <>
      <CodeCountField
        label={t('fields.count')}
        hint={(max) => t('generate.countHint', { max })}
        rule={zodRule(codeBatchCreateSchema.shape.count, t)}
        testId="generate-count"
      />
      <Form.Item
        name="price"
        label={t('fields.price')}
        extra={t('generate.priceHint')}
        rules={[zodRule(poundsRule, t)]}
      >
        <PoundsInput data-testid="generate-price" />
      </Form.Item>
    </>
  );
}

/** A batch of wallet codes: how many, and what each credits (typed in pounds, sent in piastres). */
export const generateForm: FormConfig<never, Values, CodeBatchCreate> = {
  ns: 'codes',
  Fields: GenerateFields,
  testId: 'generate-form',
  toBody: (v) => ({ count: v.count!, price: Math.round((v.price ?? 0) * 100) }),
};
