import {
  classesResource,
  curriculumCreateSchema,
  curriculumStatuses,
  specializationsResource,
  subjectsResource,
  teachersResource,
  toLatinDigits,
  z,
  type Class,
  type Curriculum,
  type CurriculumCreate,
  type CurriculumStatus,
  type Subject,
  type Teacher,
} from '@dashboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Radio, Row, Select, theme, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormConfig } from '../../../components/entity-form';
import { RemoteSelect, useNameOf } from '../../../components/remote-select';
import { zodRule } from '../../../lib/form';
import { defineResource } from '../../../lib/resource';
import { useAuth } from '../../../lib/session';

const classes = defineResource(classesResource);
const subjects = defineResource(subjectsResource);
const specializations = defineResource(specializationsResource);
const teachers = defineResource(teachersResource);

const shape = curriculumCreateSchema.shape;
/** An admin names the teacher (the contract leaves it optional: a teacher's own curricula are his or hers). */
const teacherRule = z.number().int().positive();
/** The price as typed, in pounds: the contract's piastres (at most 100,000,000) divided by 100. */
const poundsRule = z.number().min(0).max(1_000_000);
/** Required when the class has specializations. */
const specializationsRule = z.array(z.number().int().positive()).min(1).max(20);

interface Values {
  title_ar: string;
  title_en: string;
  teacher_id?: number;
  class_id?: number;
  subject_id?: number;
  specialization_ids: number[];
  /** In pounds; sent in piastres. */
  price?: number | null;
  status: CurriculumStatus;
}

/** A class's specializations are few: all of them, in one request cached per class. */
function useSpecializationsOf(classId: number | undefined) {
  const query = useQuery({
    ...specializations.optionsQuery({ class_id: classId ?? 0, pageSize: 100 }),
    enabled: classId !== undefined,
  });
  return { items: classId === undefined ? [] : (query.data?.items ?? []), loading: query.isLoading };
}

function CurriculumFields({ item, form }: { item?: Curriculum; form: FormInstance<Values> }) {
  const { t } = useTranslation(['curricula', 'common']);
  const nameOf = useNameOf();
  const { token } = theme.useToken();
  const { user } = useAuth();
  const classId = Form.useWatch('class_id', form) as number | undefined;
  const specs = useSpecializationsOf(classId);
  const placeholder = { placeholder: { color: token.colorTextSecondary } };

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
      {user?.role === 'admin' && (
        <Form.Item name="teacher_id" label={t('fields.teacher')} rules={[zodRule(teacherRule, t)]}>
          <RemoteSelect
            resource={teachers}
            labelOf={(x) => x.name}
            // The curriculum's own teacher carries the name: no request for it.
            known={item ? [item.teacher as unknown as Teacher] : undefined}
            data-testid="curriculum-teacher"
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="class_id" label={t('fields.class')} rules={[zodRule(shape.class_id, t)]}>
            <RemoteSelect
              resource={classes}
              known={item ? [item.class as unknown as Class] : undefined}
              // Another class teaches other subjects and has other specializations.
              onChange={() => form.setFieldsValue({ subject_id: undefined, specialization_ids: [] })}
              data-testid="curriculum-class"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="subject_id" label={t('fields.subject')} rules={[zodRule(shape.subject_id, t)]}>
            <RemoteSelect
              resource={subjects}
              // Only the subjects taught in the chosen class.
              scope={classId ? { class_id: classId } : {}}
              enabled={classId !== undefined}
              known={item ? [item.subject as unknown as Subject] : undefined}
              placeholder={classId ? undefined : t('chooseClassFirst')}
              notFoundContent={classId ? undefined : t('chooseClassFirst')}
              data-testid="curriculum-subject"
            />
          </Form.Item>
        </Col>
      </Row>
      {specs.items.length > 0 && (
        <Form.Item
          name="specialization_ids"
          label={t('fields.specializations')}
          extra={t('specializationsHint')}
          rules={[zodRule(specializationsRule, t)]}
        >
          <Select
            mode="multiple"
            allowClear
            options={specs.items.map((s) => ({ value: s.id, label: nameOf(s) }))}
            loading={specs.loading}
            styles={placeholder}
            data-testid="curriculum-specializations"
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="price" label={t('fields.price')} rules={[zodRule(poundsRule, t)]}>
            <InputNumber<number | string>
              min={0}
              max={1_000_000}
              precision={2}
              dir="ltr"
              inputMode="decimal"
              suffix={t('currency')}
              placeholder={t('pricePlaceholder')}
              // Arabic-Indic digits (and the Arabic decimal point) are the same numbers.
              parser={(v) =>
                toLatinDigits(v ?? '')
                  .replace('٫', '.')
                  .replace(/[^\d.]/g, '')
              }
              style={{ inlineSize: '100%' }}
            />
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
