import {
  lessonElementUpdateSchema,
  type LessonElement,
  type LessonElementCreate,
  type LessonElementType,
  type LessonElementUpdate,
} from '@dashboard/contracts';
import { Form, Input, Radio, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AnyLanguageTextArea } from '../../../components/any-language-input';
import { DatePicker } from '../../../components/date-picker';
import type { FormConfig, FormMode } from '../../../components/entity-form';
import { FileUpload } from '../../../components/file-upload';
import { zodRule } from '../../../lib/form';
import { WholeNumberInput } from '../../../components/whole-number-input';

const shape = lessonElementUpdateSchema.shape;
const rules = {
  title: shape.title_ar.unwrap(),
  titleEn: shape.title_en.unwrap(),
  url: shape.url.unwrap().unwrap(),
  file: shape.file.unwrap().unwrap(),
  body: shape.body.unwrap(),
  minutes: shape.time_limit_minutes.unwrap(),
  mark: shape.pass_mark.unwrap(),
};

/** The kinds, in the order they are offered (the contract's `lessonElementTypes`). */
const kinds = ['video', 'document', 'quiz', 'assignment'] as const satisfies readonly LessonElementType[];

export interface ElementValues {
  type: LessonElementType;
  title_ar: string;
  title_en: string;
  /** A video's source: a YouTube or Vimeo link, or an uploaded file. */
  source?: 'link' | 'upload';
  url?: string;
  file?: string | null;
  body?: string;
  time_limit_minutes?: number;
  pass_mark?: number;
  /** An ISO instant. */
  due_at?: string | null;
}

/** A line of a lesson's elements: the whole element (the list holds them whole). */
function ElementFields({
  mode,
  item,
  form,
}: {
  mode: FormMode;
  item?: LessonElement;
  form: FormInstance<ElementValues>;
}) {
  const { t } = useTranslation(['lesson-elements', 'lessons', 'common']);
  const type = Form.useWatch('type', form) ?? item?.type;
  const source = Form.useWatch('source', form);
  const fileCurrent = item?.file ? { url: item.file_url } : null;
  return (
    <>
      <Form.Item name="type" label={t('fields.type')} rules={[{ required: true, message: t('chooseType') }]}>
        <Radio.Group
          disabled={mode === 'edit'}
          optionType="button"
          options={kinds.map((kind) => ({ value: kind, label: t(`lessons:elementTypes.${kind}`) }))}
        />
      </Form.Item>
      {type && (
        <>
          <Form.Item name="title_ar" label={t('fields.title_ar')} rules={[zodRule(rules.title, t)]}>
            <Input dir="rtl" lang="ar" maxLength={100} />
          </Form.Item>
          <Form.Item name="title_en" label={t('fields.title_en')} rules={[zodRule(rules.titleEn, t)]}>
            <Input dir="ltr" lang="en" maxLength={100} />
          </Form.Item>
        </>
      )}
      {type === 'video' && (
        <>
          <Form.Item name="source" label={t('fields.source')}>
            <Radio.Group
              options={[
                { value: 'link', label: t('sources.link') },
                { value: 'upload', label: t('sources.upload') },
              ]}
            />
          </Form.Item>
          {source === 'upload' ? (
            <Form.Item name="file" label={t('fields.videoFile')} rules={[zodRule(rules.file, t)]}>
              <FileUpload kinds={['video']} current={fileCurrent} />
            </Form.Item>
          ) : (
            <Form.Item name="url" label={t('fields.url')} extra={t('urlHint')} rules={[zodRule(rules.url, t)]}>
              <Input type="url" dir="ltr" inputMode="url" maxLength={500} />
            </Form.Item>
          )}
        </>
      )}
      {type === 'document' && (
        <Form.Item name="file" label={t('fields.pdf')} rules={[zodRule(rules.file, t)]}>
          <FileUpload kinds={['pdf']} current={fileCurrent} />
        </Form.Item>
      )}
      {type === 'quiz' && (
        <>
          <Form.Item
            name="time_limit_minutes"
            label={t('fields.time_limit_minutes')}
            rules={[zodRule(rules.minutes, t)]}
          >
            <WholeNumberInput min={1} max={600} block />
          </Form.Item>
          <Form.Item name="pass_mark" label={t('fields.pass_mark')} rules={[zodRule(rules.mark, t)]}>
            <WholeNumberInput min={0} max={100} block />
          </Form.Item>
        </>
      )}
      {type === 'assignment' && (
        <>
          <Form.Item name="body" label={t('fields.body')} rules={[zodRule(rules.body, t)]}>
            <AnyLanguageTextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} />
          </Form.Item>
          <Form.Item name="file" label={t('fields.attachment')}>
            <FileUpload kinds={['pdf', 'image']} current={fileCurrent} />
          </Form.Item>
          <Form.Item
            name="due_at"
            label={t('fields.due_at')}
            getValueProps={(value: string | null | undefined) => ({ value: value ? dayjs(value) : null })}
            normalize={(value: Dayjs | null) => (value ? value.toISOString() : null)}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="DD-MM-YYYY HH:mm" style={{ inlineSize: '100%' }} />
          </Form.Item>
        </>
      )}
    </>
  );
}

/** A create's body without its lesson (the page adds it), or an edit's. */
export type ElementFormBody =
  | (LessonElementCreate extends infer C ? (C extends unknown ? Omit<C, 'lesson_id'> : never) : never)
  | LessonElementUpdate;

const present = <T,>(v: T | null | undefined): v is T => v !== undefined && v !== null && v !== '';

/**
 * A lesson element's dialog: the kind first (fixed on edit), then that kind's
 * fields. A create's body is the kind's own (the page adds the lesson); an
 * edit's is the kind's fields only, as `PATCH` takes them.
 */
export const elementForm: FormConfig<LessonElement, ElementValues, ElementFormBody> = {
  ns: 'lesson-elements',
  Fields: ElementFields,
  testId: 'element-form',
  dialogWidth: 640,
  initialValues: (e) =>
    e
      ? {
          type: e.type,
          title_ar: e.title_ar,
          title_en: e.title_en,
          source: e.type === 'video' && e.file ? 'upload' : 'link',
          url: e.url ?? undefined,
          file: e.file,
          body: e.body ?? undefined,
          time_limit_minutes: e.time_limit_minutes ?? undefined,
          pass_mark: e.pass_mark ?? undefined,
          due_at: e.due_at,
        }
      : { source: 'link' },
  toBody: (v, mode) => {
    const titles = { title_ar: v.title_ar, title_en: v.title_en };
    const edit = mode === 'edit';
    switch (v.type) {
      case 'video':
        if (edit)
          return v.source === 'upload'
            ? { ...titles, file: v.file ?? null, url: null }
            : { ...titles, url: v.url ?? null, file: null };
        return v.source === 'upload'
          ? { ...titles, type: 'video', file: v.file ?? '' }
          : { ...titles, type: 'video', url: v.url ?? '' };
      case 'document':
        return edit ? { ...titles, file: v.file ?? null } : { ...titles, type: 'document', file: v.file ?? '' };
      case 'quiz': {
        const quiz = { time_limit_minutes: v.time_limit_minutes ?? 0, pass_mark: v.pass_mark ?? 0 };
        return edit ? { ...titles, ...quiz } : { ...titles, type: 'quiz', ...quiz };
      }
      case 'assignment': {
        if (edit) return { ...titles, body: v.body ?? '', file: v.file ?? null, due_at: v.due_at ?? null };
        return {
          ...titles,
          type: 'assignment',
          body: v.body ?? '',
          ...(present(v.file) ? { file: v.file } : {}),
          ...(present(v.due_at) ? { due_at: v.due_at } : {}),
        };
      }
    }
  },
};
