import {
  classesResource,
  codeGroupContentTypes,
  codeGroupCreateSchema,
  codeLimits,
  coursesResource,
  curriculaResource,
  teachersResource,
  z,
  type CodeGroupContentType,
  type CodeGroupCreate,
} from '@dashboard/contracts';
import { Col, Form, Radio, Row, type FormInstance, type FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { CodeCountField } from '../../../components/code-batch';
import type { FormConfig } from '../../../components/entity-form';
import { RemoteSelect, useNameOf, useTitleOf } from '../../../components/remote-select';
import { MAX_POUNDS, PoundsInput } from '../../../components/teaching-fields';
import { errorText, zodRule } from '../../../lib/form';
import { defineResource } from '../../../lib/resource';
import { AnyLanguageInput } from '../../../components/any-language-input';

const teachers = defineResource(teachersResource);
const classes = defineResource(classesResource);
const curricula = defineResource(curriculaResource);
const courses = defineResource(coursesResource);

const shape = codeGroupCreateSchema.shape;
/** The price of a code as typed, in pounds: 0 (a free gift) to the contracts' 100,000,000 piastres. */
const poundsRule = z.number().min(0).max(MAX_POUNDS);
const periodRule = z.number().int().min(1).max(codeLimits.periodMax);

export interface CodeGroupValues {
  title?: string;
  count?: number;
  teacher_id?: number;
  class_id?: number;
  content_type?: CodeGroupContentType;
  curriculum_id?: number;
  course_ids?: number[];
  /** In pounds; sent in piastres. */
  price?: number;
  period_days?: number | null;
}

/** A field the spec names its own "… is required" message for. */
const requiredAs =
  (code: string, t: TFunction): FormRule =>
  () => ({
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
        throw new Error(errorText(t, code));
    },
  });

function CodeGroupFields({ form }: { form: FormInstance<CodeGroupValues> }) {
  const { t } = useTranslation(['code-groups', 'common']);
  const nameOf = useNameOf();
  const titleOf = useTitleOf();
  const teacherId = Form.useWatch('teacher_id', form);
  const classId = Form.useWatch('class_id', form);
  const type = Form.useWatch('content_type', form);
  // The content is the chosen teacher's, of the chosen academic year: asked for once both are chosen.
  const ready = teacherId !== undefined && classId !== undefined;
  const scope = ready ? { teacher_id: teacherId, class_id: classId } : undefined;
  const waiting = ready ? undefined : t('chooseTeacherAndClassFirst');
  // Another teacher, year or type is other content.
  const clearContent = () => form.setFieldsValue({ curriculum_id: undefined, course_ids: [] });
  const curriculum = type === 'curriculum';

  return (
    <>
      <Form.Item name="title" label={t('fields.title')} rules={[zodRule(shape.title, t)]}>
        <AnyLanguageInput maxLength={codeLimits.titleMax} data-testid="group-title" />
      </Form.Item>
      <CodeCountField
        label={t('fields.count')}
        hint={(max) => t('hints.count', { max })}
        rule={zodRule(shape.count, t)}
        testId="group-count"
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="teacher_id" label={t('fields.teacher')} rules={[zodRule(shape.teacher_id, t)]}>
            <RemoteSelect
              resource={teachers}
              labelOf={(x) => x.name}
              // Another teacher teaches other years.
              onChange={() => form.setFieldsValue({ class_id: undefined, curriculum_id: undefined, course_ids: [] })}
              data-testid="group-teacher"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="class_id" label={t('fields.class')} rules={[zodRule(shape.class_id, t)]}>
            <RemoteSelect
              resource={classes}
              // Only the years the teacher teaches: his or her content is of those alone.
              scope={teacherId !== undefined ? { teacher_id: teacherId } : {}}
              enabled={teacherId !== undefined}
              placeholder={teacherId !== undefined ? undefined : t('chooseTeacherFirst')}
              notFoundContent={teacherId !== undefined ? undefined : t('chooseTeacherFirst')}
              onChange={clearContent}
              data-testid="group-class"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="content_type" label={t('fields.content_type')} rules={[zodRule(shape.content_type, t)]}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={codeGroupContentTypes.map((c) => ({ value: c, label: t(`contentTypes.${c}`) }))}
          onChange={clearContent}
          data-testid="group-content-type"
        />
      </Form.Item>
      {type === 'curriculum' && (
        <Form.Item
          key="curriculum"
          name="curriculum_id"
          label={t('fields.curriculum_id')}
          extra={t('hints.content')}
          rules={[requiredAs('code_group.content_required', t)]}
        >
          <RemoteSelect
            resource={curricula}
            scope={scope}
            enabled={ready}
            labelOf={titleOf}
            placeholder={waiting}
            notFoundContent={waiting}
            // The curriculum's own price, unless the admin says otherwise.
            onItem={(c) => c && form.setFieldsValue({ price: c.price / 100 })}
            data-testid="group-curriculum"
          />
        </Form.Item>
      )}
      {type === 'course' && (
        <Form.Item
          key="courses"
          name="course_ids"
          label={t('fields.course_ids')}
          extra={t('hints.content')}
          rules={[requiredAs('code_group.content_required', t)]}
        >
          <RemoteSelect
            resource={courses}
            scope={scope}
            enabled={ready}
            mode="multiple"
            labelOf={nameOf}
            placeholder={waiting}
            notFoundContent={waiting}
            data-testid="group-courses"
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="price" label={t('fields.price')} extra={t('hints.price')} rules={[zodRule(poundsRule, t)]}>
            <PoundsInput data-testid="group-price" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            key={curriculum ? 'period' : 'duration'}
            name="period_days"
            label={t(curriculum ? 'fields.period_days' : 'fields.duration_days')}
            extra={t(curriculum ? 'hints.period_days' : 'hints.duration_days')}
            rules={
              curriculum
                ? [requiredAs('subscription.period_required', t), zodRule(periodRule, t)]
                : [zodRule(periodRule.nullish(), t)]
            }
          >
            <WholeNumberInput min={1} max={codeLimits.periodMax} block data-testid="group-period" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** The request's body: the price in piastres, the content of the chosen type only, an empty duration for good. */
export function codeGroupBody(v: CodeGroupValues): CodeGroupCreate {
  return {
    title: v.title ?? '',
    count: v.count!,
    teacher_id: v.teacher_id!,
    class_id: v.class_id!,
    content_type: v.content_type!,
    ...(v.content_type === 'curriculum' ? { curriculum_id: v.curriculum_id! } : { course_ids: v.course_ids ?? [] }),
    price: Math.round((v.price ?? 0) * 100),
    ...(v.period_days != null ? { period_days: v.period_days } : {}),
  };
}

/**
 * A new code group: its title, how many codes, the teacher and academic
 * year, then what a code opens (one curriculum or one or more courses, the
 * teacher's of that year), a code's price and the subscription's period.
 */
export const codeGroupForm: FormConfig<never, CodeGroupValues, CodeGroupCreate> = {
  ns: 'code-groups',
  Fields: CodeGroupFields,
  testId: 'code-group-form',
  initialValues: () => ({ course_ids: [] }),
  toBody: codeGroupBody,
};
