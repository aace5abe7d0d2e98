import { codeBatchCreateSchema, codeLimits, toLatinDigits, z, type CodeBatchCreate } from '@dashboard/contracts';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormConfig } from '../../../components/entity-form';
import { MAX_POUNDS, PoundsInput } from '../../../components/teaching-fields';
import { zodRule } from '../../../lib/form';

/** The price as typed, in pounds: at least one piastre, at most the contracts' 100,000,000 piastres. */
const poundsRule = z.number().min(0.01).max(MAX_POUNDS);

/** Arabic-Indic digits are the same numbers; anything but digits is dropped. */
export const wholeNumber = (typed?: string) => toLatinDigits(typed ?? '').replace(/\D/g, '');

interface Values {
  count?: number;
  /** In pounds; sent in piastres. */
  price?: number;
}

function GenerateFields() {
  const { t } = useTranslation(['codes', 'common']);
  return (
    <>
      <Form.Item
        name="count"
        label={t('fields.count')}
        extra={t('generate.countHint', { max: codeLimits.batchMax })}
        rules={[zodRule(codeBatchCreateSchema.shape.count, t)]}
      >
        <InputNumber<number | string>
          min={1}
          max={codeLimits.batchMax}
          precision={0}
          inputMode="numeric"
          parser={wholeNumber}
          dir="ltr"
          style={{ inlineSize: '100%' }}
          data-testid="generate-count"
        />
      </Form.Item>
      <Form.Item
        name="price"
        label={t('fields.price')}
        extra={t('generate.priceHint')}
        rules={[zodRule(poundsRule, t)]}
      >
        <PoundsInput suffix={t('currency')} data-testid="generate-price" />
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
