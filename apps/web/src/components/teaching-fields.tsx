import {
  classesResource,
  currencySign,
  specializationsResource,
  subjectsResource,
  teachersResource,
  z,
  type Class,
  type Subject,
  type Teacher,
} from '@dashboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, InputNumber, Row, Select, theme, type FormInstance, type InputNumberProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';
import { useLanguage } from '../i18n/language';
import { decimalTyped, numberShown } from '../lib/digits';
import { zodRule } from '../lib/form';
import { defineResource } from '../lib/resource';
import { useAuth } from '../lib/session';
import { RemoteSelect, useNameOf } from './remote-select';

const classes = defineResource(classesResource);
const subjects = defineResource(subjectsResource);
const specializations = defineResource(specializationsResource);
const teachers = defineResource(teachersResource);

/** An admin names the teacher (the contracts leave it optional: a teacher's own records are his or hers). */
const teacherRule = z.number().int().positive();
/** Required when the class has specializations. */
const specializationsRule = z.array(z.number().int().positive()).min(1).max(20);

/** Where a record taught to a class is placed (a course, a curriculum), as its form holds it. */
export interface TeachingValues {
  teacher_id?: number;
  class_id?: number;
  subject_id?: number;
  specialization_ids: number[];
}

/** What the record itself carries, so that its own teacher, class and subject are named without a request. */
interface Taught {
  teacher: { id: number; name: string };
  class: { id: number; name_ar: string; name_en: string };
  subject: { id: number; name_ar: string; name_en: string };
}

/** A class's specializations are few: all of them, in one request cached per class. */
export function useSpecializationsOf(classId: number | undefined) {
  const query = useQuery({
    ...specializations.optionsQuery({ class_id: classId ?? 0, pageSize: 100 }),
    enabled: classId !== undefined,
  });
  return { items: classId === undefined ? [] : (query.data?.items ?? []), loading: query.isLoading };
}

/**
 * A form's teacher (an admin's only), class, subject (of the chosen class)
 * and the class's specializations (shown when it has any): choosing another
 * class clears the subject and the specializations. The classes and subjects
 * offered are the teacher's (the signed-in teacher's own, or the one an admin
 * chose): the server places content only where its teacher teaches. Labels
 * are the form's namespace's (`t`): `fields.teacher|class|subject|specializations`,
 * `chooseTeacherFirst` and `chooseClassFirst`; test ids are
 * `<testId>-teacher|class|subject|specializations`.
 */
export function TeachingFields<V extends TeachingValues>(props: {
  item?: Taught;
  form: FormInstance<V>;
  /** The contract's own rules for the class and the subject. */
  shape: { class_id: ZodType; subject_id: ZodType };
  /** The specializations' hint. */
  hint: string;
  t: TFunction;
  testId: string;
}) {
  const { item, form, shape, t, testId } = props;
  const nameOf = useNameOf();
  const { token } = theme.useToken();
  const { user } = useAuth();
  const classId = Form.useWatch('class_id', form) as number | undefined;
  const chosenTeacher = Form.useWatch('teacher_id', form) as number | undefined;
  const teacherId = user?.role === 'admin' ? chosenTeacher : user?.id;
  const specs = useSpecializationsOf(classId);

  return (
    <>
      {user?.role === 'admin' && (
        <Form.Item name="teacher_id" label={t('fields.teacher')} rules={[zodRule(teacherRule, t)]}>
          <RemoteSelect
            resource={teachers}
            labelOf={(x) => x.name}
            // The record's own teacher carries the name: no request for it.
            known={item ? [item.teacher as unknown as Teacher] : undefined}
            data-testid={`${testId}-teacher`}
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="class_id" label={t('fields.class')} rules={[zodRule(shape.class_id, t)]}>
            <RemoteSelect
              resource={classes}
              // Only the classes the teacher teaches.
              scope={teacherId ? { teacher_id: teacherId } : {}}
              enabled={teacherId !== undefined}
              known={item ? [item.class as unknown as Class] : undefined}
              placeholder={teacherId ? undefined : t('chooseTeacherFirst')}
              notFoundContent={teacherId ? undefined : t('chooseTeacherFirst')}
              // Another class teaches other subjects and has other specializations.
              onChange={() =>
                (form as unknown as FormInstance<TeachingValues>).setFieldsValue({
                  subject_id: undefined,
                  specialization_ids: [],
                })
              }
              data-testid={`${testId}-class`}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="subject_id" label={t('fields.subject')} rules={[zodRule(shape.subject_id, t)]}>
            <RemoteSelect
              resource={subjects}
              // Only the subjects taught in the chosen class that the teacher teaches.
              scope={classId ? { class_id: classId, ...(teacherId ? { teacher_id: teacherId } : {}) } : {}}
              enabled={classId !== undefined}
              known={item ? [item.subject as unknown as Subject] : undefined}
              placeholder={classId ? undefined : t('chooseClassFirst')}
              notFoundContent={classId ? undefined : t('chooseClassFirst')}
              data-testid={`${testId}-subject`}
            />
          </Form.Item>
        </Col>
      </Row>
      {specs.items.length > 0 && (
        <Form.Item
          name="specialization_ids"
          label={t('fields.specializations')}
          extra={props.hint}
          rules={[zodRule(specializationsRule, t)]}
        >
          <Select
            mode="multiple"
            allowClear
            options={specs.items.map((s) => ({ value: s.id, label: nameOf(s) }))}
            loading={specs.loading}
            styles={{ placeholder: { color: token.colorTextSecondary } }}
            data-testid={`${testId}-specializations`}
          />
        </Form.Item>
      )}
    </>
  );
}

/** The most a price is typed as, in pounds: the contracts' 100,000,000 piastres. */
export const MAX_POUNDS = 1_000_000;

/**
 * A price typed in pounds (two decimals, left to right, the currency after
 * it), in the language's digits, Arabic-Indic digits and the Arabic decimal
 * point read as the same numbers. A form's field: the form gives it its value and `onChange`.
 */
export function PoundsInput(props: Omit<InputNumberProps<number | string>, 'parser'> & { 'data-testid'?: string }) {
  const locale = useLanguage();
  return (
    <InputNumber<number | string>
      // The sign `Intl` writes beside every amount shown, so a price typed reads as one shown.
      suffix={currencySign(locale)}
      min={0}
      max={MAX_POUNDS}
      precision={2}
      dir="ltr"
      inputMode="decimal"
      // Shown in the language's digits; Arabic-Indic digits (and the Arabic decimal point) are the same numbers.
      formatter={numberShown(locale, 2)}
      parser={decimalTyped}
      style={{ inlineSize: '100%' }}
      {...props}
    />
  );
}
