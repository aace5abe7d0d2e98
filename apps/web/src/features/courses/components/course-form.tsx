import {
  classesResource,
  courseCreateSchema,
  specializationsResource,
  subjectsResource,
  teachersResource,
  toLatinDigits,
  z,
  type Class,
  type Course,
  type CourseCreate,
  type Subject,
  type Teacher,
} from '@dashboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, Select, Switch, theme, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormConfig } from '../../../components/entity-form';
import { FileUpload } from '../../../components/file-upload';
import { RemoteSelect, useNameOf } from '../../../components/remote-select';
import { zodRule } from '../../../lib/form';
import { defineResource } from '../../../lib/resource';
import { useAuth } from '../../../lib/session';
import { VideoPreview } from './video-preview';

const classes = defineResource(classesResource);
const subjects = defineResource(subjectsResource);
const specializations = defineResource(specializationsResource);
const teachers = defineResource(teachersResource);

const shape = courseCreateSchema.shape;
/** An admin names the teacher (the contract leaves it optional: a teacher's own courses are his or hers). */
const teacherRule = z.number().int().positive();
/** A paid course's price as typed, in pounds: above 0, at most the contract's 100,000,000 piastres. */
const poundsRule = z
  .number({ error: () => 'course.price_required' })
  .gt(0, { error: 'course.price_required' })
  .max(1_000_000);
/** Required when the class has specializations. */
const specializationsRule = z.array(z.number().int().positive()).min(1).max(20);

interface Values {
  name_ar: string;
  name_en: string;
  description?: string;
  promo_video_url?: string;
  image: string | null;
  teacher_id?: number;
  class_id?: number;
  subject_id?: number;
  specialization_ids: number[];
  is_paid: boolean;
  /** In pounds, while paid; sent in piastres (0 when free). */
  price?: number | null;
}

/** A class's specializations are few: all of them, in one request cached per class. */
function useSpecializationsOf(classId: number | undefined) {
  const query = useQuery({
    ...specializations.optionsQuery({ class_id: classId ?? 0, pageSize: 100 }),
    enabled: classId !== undefined,
  });
  return { items: classId === undefined ? [] : (query.data?.items ?? []), loading: query.isLoading };
}

function CourseFields({ item, form }: { item?: Course; form: FormInstance<Values> }) {
  const { t, i18n } = useTranslation(['courses', 'common']);
  const nameOf = useNameOf();
  const { token } = theme.useToken();
  const { user } = useAuth();
  const classId = Form.useWatch('class_id', form) as number | undefined;
  const paid = Form.useWatch('is_paid', form) as boolean | undefined;
  const link = Form.useWatch('promo_video_url', form) as string | undefined;
  const name = (Form.useWatch(i18n.language === 'ar' ? 'name_ar' : 'name_en', form) as string | undefined) ?? '';
  const image = Form.useWatch('image', form) as string | null | undefined;
  const specs = useSpecializationsOf(classId);

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name_ar" label={t('fields.name_ar')} rules={[zodRule(shape.name_ar, t)]}>
            <Input dir="rtl" lang="ar" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name_en" label={t('fields.name_en')} rules={[zodRule(shape.name_en, t)]}>
            <Input dir="ltr" lang="en" maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={t('fields.description')} rules={[zodRule(shape.description, t)]}>
        <Input.TextArea dir="auto" autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
      </Form.Item>
      <Form.Item name="image" label={t('fields.image')} rules={[zodRule(shape.image, t)]}>
        <FileUpload
          kinds={['image']}
          current={item && image === item.image ? { url: item.image_url, fileName: nameOf(item) } : null}
        />
      </Form.Item>
      <Form.Item
        name="promo_video_url"
        label={t('fields.promo_video_url')}
        extra={t('hints.promo')}
        // Left empty, the course has no promotional video.
        normalize={(v: string) => v || undefined}
        rules={[zodRule(shape.promo_video_url, t)]}
      >
        <Input dir="ltr" type="url" inputMode="url" placeholder="https://www.youtube.com/watch?v=…" />
      </Form.Item>
      {/* The player appears once the link is one the server takes, and only then. */}
      <VideoPreview link={link} title={name.trim() ? t('preview', { name: name.trim() }) : t('previewHeading')} />
      {user?.role === 'admin' && (
        <Form.Item name="teacher_id" label={t('fields.teacher')} rules={[zodRule(teacherRule, t)]}>
          <RemoteSelect
            resource={teachers}
            labelOf={(x) => x.name}
            // The course's own teacher carries the name: no request for it.
            known={item ? [item.teacher as unknown as Teacher] : undefined}
            data-testid="course-teacher"
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
              data-testid="course-class"
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
              data-testid="course-subject"
            />
          </Form.Item>
        </Col>
      </Row>
      {specs.items.length > 0 && (
        <Form.Item
          name="specialization_ids"
          label={t('fields.specializations')}
          extra={t('hints.specializations')}
          rules={[zodRule(specializationsRule, t)]}
        >
          <Select
            mode="multiple"
            allowClear
            options={specs.items.map((s) => ({ value: s.id, label: nameOf(s) }))}
            loading={specs.loading}
            styles={{ placeholder: { color: token.colorTextSecondary } }}
            data-testid="course-specializations"
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="is_paid" label={t('paidSwitch')} valuePropName="checked">
            <Switch data-testid="course-paid" />
          </Form.Item>
        </Col>
        {paid && (
          <Col xs={24} md={12}>
            <Form.Item name="price" label={t('fields.price')} extra={t('hints.price')} rules={[zodRule(poundsRule, t)]}>
              <InputNumber<number | string>
                min={0}
                max={1_000_000}
                precision={2}
                dir="ltr"
                inputMode="decimal"
                suffix={t('currency')}
                // Arabic-Indic digits (and the Arabic decimal point) are the same numbers.
                parser={(v) =>
                  toLatinDigits(v ?? '')
                    .replace('٫', '.')
                    .replace(/[^\d.]/g, '')
                }
                style={{ inlineSize: '100%' }}
                data-testid="course-price"
              />
            </Form.Item>
          </Col>
        )}
      </Row>
    </>
  );
}

/**
 * A course's form, for the add page and the edit page: the price is edited
 * in pounds while the course is paid and sent in piastres (0 when free).
 */
export const courseForm: FormConfig<Course, Values, CourseCreate> = {
  ns: 'courses',
  Fields: CourseFields,
  testId: 'course-form',
  initialValues: (c) =>
    c
      ? {
          name_ar: c.name_ar,
          name_en: c.name_en,
          description: c.description,
          promo_video_url: c.promo_video_url ?? undefined,
          image: c.image,
          teacher_id: c.teacher_id,
          class_id: c.class_id,
          subject_id: c.subject_id,
          specialization_ids: c.specialization_ids,
          is_paid: c.is_paid,
          price: c.is_paid ? c.price / 100 : null,
        }
      : { image: null, specialization_ids: [], is_paid: false, description: '' },
  // A teacher has no teacher field: the course is his or hers, and the body leaves it out.
  toBody: (v) => ({
    name_ar: v.name_ar,
    name_en: v.name_en,
    description: v.description ?? '',
    promo_video_url: v.promo_video_url?.trim() || null,
    image: v.image!,
    ...(v.teacher_id === undefined ? {} : { teacher_id: v.teacher_id }),
    class_id: v.class_id!,
    subject_id: v.subject_id!,
    specialization_ids: v.specialization_ids ?? [],
    is_paid: Boolean(v.is_paid),
    price: v.is_paid ? Math.round((v.price ?? 0) * 100) : 0,
  }),
};
