import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  blankCount,
  lessonsResource,
  QUESTION_LIMITS,
  questionPartTypes,
  questionTypes,
  unitsResource,
  voiceAnswerModes,
  type Question,
  type QuestionCreate,
  type QuestionPartType,
  type QuestionType,
  type VoiceAnswerMode,
} from '@dashboard/contracts';
import { Button, Form, Radio, Select, type FormInstance, type FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormConfig, FormMode } from '../../../components/entity-form';
import { FileUpload } from '../../../components/file-upload';
import { IconButtonLook } from '../../../components/looks';
import { RemoteSelect, useTitleOf } from '../../../components/remote-select';
import { errorText } from '../../../lib/form';
import { defineResource } from '../../../lib/resource';
import type { BankKind } from './question-bank';
import { AnyLanguageInput, AnyLanguageTextArea } from '../../../components/any-language-input';
import { WholeNumberInput } from '../../../components/whole-number-input';

const units = defineResource(unitsResource);
const lessons = defineResource(lessonsResource);

// The recorder (MediaRecorder, its timer and upload) is fetched only when a voice question is edited.
const VoiceRecorder = lazy(() => import('./voice-recorder').then((m) => ({ default: m.VoiceRecorder })));

interface OptionValues {
  text?: string;
  image?: string | null;
  correct?: boolean;
}
interface PartValues {
  type: QuestionPartType;
  prompt?: string;
  image?: string | null;
  options?: OptionValues[];
  blanks?: string[][];
  correct?: boolean;
  model_answer?: string;
}
export interface QuestionValues {
  type: QuestionType;
  points: number;
  unit_id?: number | null;
  lesson_id?: number | null;
  prompt?: string;
  image?: string | null;
  options?: OptionValues[];
  blanks?: string[][];
  parts?: PartValues[];
  model_answer?: string;
  correct?: boolean;
  audio?: string | null;
  answer?: VoiceAnswerMode;
}

type Path = (string | number)[];
/** The form, read and set by paths built at run time (an option of a part of a group). */
type LooseForm = FormInstance;

const required = (t: TFunction): FormRule => ({
  required: true,
  whitespace: true,
  message: errorText(t, 'validation.required'),
});
const newOption = (correct = false): OptionValues => ({ text: '', image: null, correct });
const newPart = (type: QuestionPartType = 'true_false'): PartValues => ({
  type,
  prompt: '',
  options: [newOption(true), newOption()],
  blanks: [],
  correct: true,
  model_answer: '',
});

/** A choose question's options: 2 to 6, each a text or an image, one of them marked correct. */
function OptionsField({ at, form }: { at: Path; form: FormInstance<QuestionValues> }) {
  const { t } = useTranslation(['questions', 'common']);
  const name = [...at, 'options'];
  const options = (Form.useWatch(name, form) as OptionValues[] | undefined) ?? [];
  const markCorrect = (index: number) =>
    (form as LooseForm).setFieldValue(
      name,
      options.map((o, i) => ({ ...o, correct: i === index })),
    );
  return (
    <Form.List
      name={name}
      rules={[
        {
          validator: async (_, value: OptionValues[] | undefined) => {
            if ((value ?? []).filter((o) => o?.correct).length !== 1) {
              throw new Error(errorText(t, 'question.one_correct'));
            }
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <fieldset className="question-options">
          <legend className="ant-form-item-label">{t('fields.options')}</legend>
          {fields.map((field, i) => (
            <div key={field.key} className="question-row" data-testid="question-option">
              <Form.Item name={[field.name, 'correct']} valuePropName="checked" noStyle>
                <Radio
                  aria-label={t('correctOption', { number: i + 1 })}
                  onChange={() => markCorrect(i)}
                  data-testid="correct-option"
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'text']}
                className="grow"
                label={t('fields.option', { number: i + 1 })}
                rules={[
                  {
                    validator: async (_, text: string | undefined) => {
                      const image = (form as LooseForm).getFieldValue([...name, field.name, 'image']) as
                        string | null | undefined;
                      if (!text?.trim() && !image) throw new Error(errorText(t, 'question.option_empty'));
                    },
                  },
                ]}
              >
                <AnyLanguageInput maxLength={QUESTION_LIMITS.option} />
              </Form.Item>
              <Form.Item name={[field.name, 'image']} label={t('fields.optionImage', { number: i + 1 })}>
                <FileUpload kinds={['image']} />
              </Form.Item>
              {fields.length > QUESTION_LIMITS.minOptions && (
                <IconButtonLook
                  icon={<DeleteOutlined />}
                  aria-label={t('removeOption', { number: i + 1 })}
                  onClick={() => remove(field.name)}
                />
              )}
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < QUESTION_LIMITS.maxOptions && (
            <Button icon={<PlusOutlined />} onClick={() => add(newOption())}>
              {t('addOption')}
            </Button>
          )}
        </fieldset>
      )}
    </Form.List>
  );
}

/** A complete question's blanks: as many as its text has, each with the answers it accepts. */
function BlanksField({ at, form }: { at: Path; form: FormInstance<QuestionValues> }) {
  const { t } = useTranslation(['questions', 'common']);
  const prompt = (Form.useWatch([...at, 'prompt'], form) as string | undefined) ?? '';
  const count = Math.min(blankCount(prompt), QUESTION_LIMITS.blanks);
  return (
    <fieldset>
      <legend className="ant-form-item-label">{t('fields.blanks')}</legend>
      <p className="ant-form-item-extra">{t('blanksHint', { count })}</p>
      {Array.from({ length: count }, (_, i) => (
        <Form.Item
          key={i}
          name={[...at, 'blanks', i]}
          label={t('fields.blank', { number: i + 1 })}
          extra={i === 0 ? t('answersHint') : undefined}
          rules={[{ required: true, type: 'array', min: 1, message: errorText(t, 'validation.required') }]}
        >
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={['|']} />
        </Form.Item>
      ))}
    </fieldset>
  );
}

/** The text of a question (or of a sub-question, or a group's passage). */
function PromptField({ at, label, optional }: { at: Path; label: string; optional?: boolean }) {
  const { t } = useTranslation(['questions', 'common']);
  return (
    <Form.Item name={[...at, 'prompt']} label={label} rules={optional ? [] : [required(t)]}>
      <AnyLanguageTextArea autoSize={{ minRows: 2, maxRows: 10 }} maxLength={QUESTION_LIMITS.prompt} />
    </Form.Item>
  );
}

/** True or false: which the statement is. */
function TrueFalseField({ at }: { at: Path }) {
  const { t } = useTranslation(['questions', 'common']);
  return (
    <Form.Item name={[...at, 'correct']} label={t('fields.correctValue')} rules={[{ required: true }]}>
      <Radio.Group
        options={[
          { value: true, label: t('values.true') },
          { value: false, label: t('values.false') },
        ]}
      />
    </Form.Item>
  );
}

function ModelAnswerField({ at }: { at: Path }) {
  const { t } = useTranslation(['questions', 'common']);
  return (
    <Form.Item name={[...at, 'model_answer']} label={t('fields.model_answer')}>
      <AnyLanguageTextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={QUESTION_LIMITS.prompt} />
    </Form.Item>
  );
}

/** The fields of a choose, complete, true/false or paragraph question, at `at` (the question, or a group's part). */
function OwnFields({ type, at, form }: { type: QuestionType; at: Path; form: FormInstance<QuestionValues> }) {
  const { t } = useTranslation(['questions', 'common']);
  switch (type) {
    case 'choose':
      return (
        <>
          <PromptField at={at} label={t('fields.prompt')} optional />
          <Form.Item name={[...at, 'image']} label={t('fields.image')}>
            <FileUpload kinds={['image']} />
          </Form.Item>
          <OptionsField at={at} form={form} />
        </>
      );
    case 'complete':
      return (
        <>
          <PromptField at={at} label={t('fields.prompt')} />
          <BlanksField at={at} form={form} />
        </>
      );
    case 'true_false':
      return (
        <>
          <PromptField at={at} label={t('fields.prompt')} />
          <TrueFalseField at={at} />
        </>
      );
    case 'paragraph':
      return (
        <>
          <PromptField at={at} label={t('fields.prompt')} />
          <ModelAnswerField at={at} />
        </>
      );
    default:
      return null;
  }
}

/** A group's sub-questions: 1 to 10, each of its own type. */
function PartsField({ form }: { form: FormInstance<QuestionValues> }) {
  const { t } = useTranslation(['questions', 'common']);
  const parts = (Form.useWatch('parts', form) as PartValues[] | undefined) ?? [];
  return (
    <Form.List
      name="parts"
      rules={[
        {
          validator: async (_, value: PartValues[] | undefined) => {
            if (!value?.length) throw new Error(errorText(t, 'validation.required'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <fieldset>
          <legend className="ant-form-item-label">{t('fields.parts')}</legend>
          {fields.map((field, i) => (
            <div key={field.key} className="question-part" data-testid="question-part">
              <div className="question-row">
                <Form.Item name={[field.name, 'type']} label={t('partType', { number: i + 1 })} className="grow">
                  <Select options={questionPartTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))} />
                </Form.Item>
                <IconButtonLook
                  icon={<DeleteOutlined />}
                  aria-label={t('removePart', { number: i + 1 })}
                  onClick={() => remove(field.name)}
                />
              </div>
              <OwnFields type={parts[i]?.type ?? 'true_false'} at={['parts', field.name]} form={form} />
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < QUESTION_LIMITS.parts && (
            <Button icon={<PlusOutlined />} onClick={() => add(newPart())}>
              {t('addPart')}
            </Button>
          )}
        </fieldset>
      )}
    </Form.List>
  );
}

/** The recording field: the recorder (fetched with it), given the form's value. */
function AudioField(props: { value?: string | null; onChange?: (name: string | null) => void }) {
  return (
    <Suspense>
      <VoiceRecorder value={props.value ?? null} onChange={(name) => props.onChange?.(name)} />
    </Suspense>
  );
}

/** A curriculum's unit and lesson to file the question under (a lesson of the unit, when one is chosen). */
function PlaceFields({ curriculumId, form }: { curriculumId: number; form: FormInstance<QuestionValues> }) {
  const { t } = useTranslation(['questions', 'common']);
  const titleOf = useTitleOf();
  const unitId = Form.useWatch('unit_id', form) as number | null | undefined;
  return (
    <div className="question-row">
      <Form.Item name="unit_id" label={t('fields.unit_id')} className="grow">
        <RemoteSelect
          resource={units}
          scope={{ curriculum_id: curriculumId }}
          labelOf={titleOf}
          allowClear
          onChange={() => form.setFieldValue('lesson_id', null)}
        />
      </Form.Item>
      <Form.Item name="lesson_id" label={t('fields.lesson_id')} className="grow">
        <RemoteSelect
          resource={lessons}
          scope={{ curriculum_id: curriculumId, ...(unitId ? { unit_id: unitId } : {}) }}
          labelOf={titleOf}
          allowClear
        />
      </Form.Item>
    </div>
  );
}

/** Every field of a question; which follow the type chosen. */
function QuestionFields({
  mode,
  form,
  kind,
  bankId,
}: {
  mode: FormMode;
  form: FormInstance<QuestionValues>;
  kind: BankKind;
  bankId: number;
}) {
  const { t } = useTranslation(['questions', 'common']);
  const type = (Form.useWatch('type', form) as QuestionType | undefined) ?? 'choose';
  const answer = Form.useWatch('answer', form) as VoiceAnswerMode | undefined;
  return (
    <>
      <Form.Item name="type" label={t('fields.type')} extra={t(`typeHints.${type}`)}>
        <Radio.Group
          disabled={mode === 'edit'}
          optionType="button"
          options={questionTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="points"
        label={t('fields.points')}
        rules={[{ required: true, message: errorText(t, 'validation.required') }]}
      >
        <WholeNumberInput min={QUESTION_LIMITS.minPoints} max={QUESTION_LIMITS.maxPoints} />
      </Form.Item>
      {kind === 'curriculum' && <PlaceFields curriculumId={bankId} form={form} />}
      {type === 'group' && (
        <>
          <PromptField at={[]} label={t('fields.passage')} />
          <PartsField form={form} />
        </>
      )}
      {type === 'voice' && (
        <>
          <PromptField at={[]} label={t('fields.prompt')} optional />
          <Form.Item
            name="audio"
            label={t('fields.audio')}
            dependencies={['answer']}
            rules={[
              {
                validator: async (_, audio: string | null | undefined) => {
                  if (!audio && answer === 'written') throw new Error(errorText(t, 'question.voice_empty'));
                },
              },
            ]}
          >
            <AudioField />
          </Form.Item>
          <Form.Item name="answer" label={t('fields.answerMode')}>
            <Radio.Group options={voiceAnswerModes.map((value) => ({ value, label: t(`values.${value}`) }))} />
          </Form.Item>
        </>
      )}
      <OwnFields type={type} at={[]} form={form} />
    </>
  );
}

const text = (value: string | undefined) => value?.trim() ?? '';
const optionsOf = (options: OptionValues[] | undefined) =>
  (options ?? []).map((o) => ({ text: text(o.text), image: o.image ?? null, correct: Boolean(o.correct) }));
const blanksOf = (prompt: string | undefined, blanks: string[][] | undefined) =>
  Array.from({ length: blankCount(prompt ?? '') }, (_, i) => (blanks?.[i] ?? []).map((a) => a.trim()).filter(Boolean));

/** A part's own fields, those of its type only. */
function partBody(p: PartValues) {
  const prompt = text(p.prompt);
  switch (p.type) {
    case 'choose':
      return { type: p.type, prompt, image: p.image ?? null, options: optionsOf(p.options) };
    case 'complete':
      return { type: p.type, prompt, blanks: blanksOf(p.prompt, p.blanks) };
    case 'true_false':
      return { type: p.type, prompt, correct: Boolean(p.correct) };
    default:
      return { type: p.type, prompt, model_answer: text(p.model_answer) };
  }
}

/** The question's own fields, those of its type only (a form keeps what another type left). */
function ownBody(v: QuestionValues) {
  const prompt = text(v.prompt);
  switch (v.type) {
    case 'choose':
      return { type: v.type, prompt, image: v.image ?? null, options: optionsOf(v.options) };
    case 'complete':
      return { type: v.type, prompt, blanks: blanksOf(v.prompt, v.blanks) };
    case 'group':
      return { type: v.type, prompt, parts: (v.parts ?? []).map(partBody) };
    case 'paragraph':
      return { type: v.type, prompt, model_answer: text(v.model_answer) };
    case 'true_false':
      return { type: v.type, prompt, correct: Boolean(v.correct) };
    case 'voice':
      return { type: v.type, prompt, audio: v.audio ?? null, answer: v.answer ?? 'spoken' };
  }
}

/** What a new question starts with: a choose question with two options, the first correct. */
const blank: QuestionValues = {
  type: 'choose',
  points: 1,
  prompt: '',
  image: null,
  options: [newOption(true), newOption()],
  blanks: [],
  parts: [newPart()],
  model_answer: '',
  correct: true,
  audio: null,
  answer: 'spoken',
  unit_id: null,
  lesson_id: null,
};

/**
 * The question's form for a bank (a course's or a curriculum's): add and edit
 * in a dialog. Its fields follow the type chosen; the type stays once the
 * question is made. The body holds the type's own fields only.
 */
export function questionForm(kind: BankKind, bankId: number): FormConfig<Question, QuestionValues, QuestionCreate> {
  return {
    ns: 'questions',
    testId: 'question-form',
    dialogWidth: 760,
    Fields: (props) => <QuestionFields {...props} kind={kind} bankId={bankId} />,
    initialValues: (q) => (q ? ({ ...blank, ...q } as QuestionValues) : blank),
    toBody: (v, mode) => {
      const place = kind === 'curriculum' ? { unit_id: v.unit_id ?? null, lesson_id: v.lesson_id ?? null } : {};
      const bank = mode === 'create' ? (kind === 'course' ? { course_id: bankId } : { curriculum_id: bankId }) : {};
      return { ...bank, ...place, points: v.points, ...ownBody(v) } as QuestionCreate;
    },
  };
}
