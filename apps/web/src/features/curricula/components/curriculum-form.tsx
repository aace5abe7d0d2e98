import {
  curriculumCreateSchema,
  curriculumStatuses,
  z,
  type Curriculum,
  type CurriculumCreate,
  type CurriculumStatus,
} from '@dashboard/contracts';
import { Col, Form, Input, Radio, Row, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormConfig } from '../../../components/entity-form';
import { MAX_POUNDS, PoundsInput, TeachingFields, type TeachingValues } from '../../../components/teaching-fields';
import { zodRule } from '../../../lib/form';

const shape = curriculumCreateSchema.shape;
/** The price as typed, in pounds: the contract's piastres (at most 100,000,000) divided by 100. */
const poundsRule = z.number().min(0).max(MAX_POUNDS);

interface Values extends TeachingValues {
  title_ar: string;
  title_en: string;
  /** In pounds; sent in piastres. */
  price?: number | null;
  status: CurriculumStatus;
}

function CurriculumFields({ item, form }: { item?: Curriculum; form: FormInstance<Values> }) {
  const { t } = useTranslation(['curricula', 'common']);

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="title_ar" label={t('fields.title_ar')} rules={[zodRule(shape.title_ar, t)]}>
            <Input dir="rtl" lang="ar" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="title_en" label={t('fields.title_en')} rules={[zodRule(shape.title_en, t)]}>
            <Input dir="ltr" lang="en" maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <TeachingFields item={item} form={form} shape={shape} hint={t('specializationsHint')} t={t} testId="curriculum" />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="price" label={t('fields.price')} rules={[zodRule(poundsRule, t)]}>
            <PoundsInput placeholder={t('pricePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="status" label={t('fields.status')} rules={[zodRule(shape.status, t)]}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={curriculumStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** A curriculum's form, for the add page and the edit page; the price is edited in pounds and sent in piastres. */
export const curriculumForm: FormConfig<Curriculum, Values, CurriculumCreate> = {
  ns: 'curricula',
  Fields: CurriculumFields,
  testId: 'curriculum-form',
  initialValues: (c) =>
    c
      ? {
          title_ar: c.title_ar,
          title_en: c.title_en,
          teacher_id: c.teacher_id,
          class_id: c.class_id,
          subject_id: c.subject_id,
          specialization_ids: c.specialization_ids,
          price: c.price / 100,
          status: c.status,
        }
      : { specialization_ids: [], status: 'open' },
  // A teacher has no teacher field: the curriculum is his or hers, and the body leaves it out.
  toBody: (v) => ({
    title_ar: v.title_ar,
    title_en: v.title_en,
    ...(v.teacher_id === undefined ? {} : { teacher_id: v.teacher_id }),
    class_id: v.class_id!,
    subject_id: v.subject_id!,
    specialization_ids: v.specialization_ids ?? [],
    price: Math.round((v.price ?? 0) * 100),
    status: v.status,
  }),
};
