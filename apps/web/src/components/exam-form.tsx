import { examCreateSchema, type Exam, type ExamCreate, type ExamUpdate } from '@dashboard/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { WholeNumberInput } from './whole-number-input';
import { errorText, zodRule } from '../lib/form';
import type { FormConfig } from './entity-form';

/** What the exam's form edits. */
export interface ExamValues {
  title_ar: string;
  title_en: string;
  time_limit_minutes: number;
  pass_mark: number;
}

/** The bank a new exam draws its questions from: a course's or a curriculum's. */
export type ExamBank = { course_id: number } | { curriculum_id: number };

const shape = examCreateSchema.shape;

function ExamFields() {
  const { t } = useTranslation(['exams', 'common']);
  const required = { required: true, message: errorText(t, 'validation.required') };
  return (
    <>
      <Form.Item name="title_ar" label={t('fields.title_ar')} rules={[zodRule(shape.title_ar, t)]}>
        <Input dir="rtl" lang="ar" maxLength={100} />
      </Form.Item>
      <Form.Item name="title_en" label={t('fields.title_en')} rules={[zodRule(shape.title_en, t)]}>
        <Input dir="ltr" lang="en" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="time_limit_minutes"
        label={t('fields.time_limit_minutes')}
        rules={[required, zodRule(shape.time_limit_minutes.unwrap(), t)]}
      >
        <WholeNumberInput min={1} max={600} />
      </Form.Item>
      <Form.Item
        name="pass_mark"
        label={t('fields.pass_mark')}
        rules={[required, zodRule(shape.pass_mark.unwrap(), t)]}
      >
        <WholeNumberInput min={0} max={100} />
      </Form.Item>
    </>
  );
}

/**
 * An exam's add and edit form (titles, time limit, pass mark), checked by the
 * contract's schemas; a new exam takes its bank (`bank`) from the page it is
 * added on. Fetched when a dialog first opens, so pages do not bring zod.
 */
export function examForm(bank?: ExamBank): FormConfig<Exam, ExamValues, ExamCreate & ExamUpdate> {
  return {
    ns: 'exams',
    Fields: ExamFields,
    testId: 'exam-form',
    initialValues: (item) =>
      item
        ? {
            title_ar: item.title_ar,
            title_en: item.title_en,
            time_limit_minutes: item.time_limit_minutes,
            pass_mark: item.pass_mark,
          }
        : { time_limit_minutes: 30, pass_mark: 50 },
    toBody: (v, mode) => ({
      title_ar: v.title_ar,
      title_en: v.title_en,
      time_limit_minutes: v.time_limit_minutes,
      pass_mark: v.pass_mark,
      ...(mode === 'create' ? bank : {}),
    }),
  };
}
