import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { AnyLanguageTextArea } from './any-language-input';
import { zodRule } from '../lib/form';
import type { FormConfig } from './entity-form';

/** What a record named by two titles and described in a paragraph is edited as (a unit, a lesson). */
export interface TitledValues {
  title_ar: string;
  title_en: string;
  description: string;
}

/**
 * The form of a record with an Arabic and an English title and a
 * description, validated by the contract's own schemas (`shape`): labels
 * `fields.title_ar|title_en|description` of `ns`. The body is the three
 * fields; what the record hangs from (a unit's curriculum, a lesson's unit)
 * is added by whoever creates it.
 */
export function titledForm<Item extends TitledValues>(
  ns: string,
  shape: Record<keyof TitledValues, ZodType>,
  testId?: string,
): FormConfig<Item, TitledValues> {
  function TitledFields() {
    const { t } = useTranslation([ns, 'common']);
    return (
      <>
        <Form.Item name="title_ar" label={t('fields.title_ar')} rules={[zodRule(shape.title_ar, t)]}>
          <Input dir="rtl" lang="ar" maxLength={100} />
        </Form.Item>
        <Form.Item name="title_en" label={t('fields.title_en')} rules={[zodRule(shape.title_en, t)]}>
          <Input dir="ltr" lang="en" maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label={t('fields.description')} rules={[zodRule(shape.description, t)]}>
          <AnyLanguageTextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
        </Form.Item>
      </>
    );
  }
  return {
    ns,
    Fields: TitledFields,
    testId,
    initialValues: (item) =>
      item ? { title_ar: item.title_ar, title_en: item.title_en, description: item.description } : { description: '' },
    toBody: (v) => ({ title_ar: v.title_ar, title_en: v.title_en, description: v.description ?? '' }),
  };
}
