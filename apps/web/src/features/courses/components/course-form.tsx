import { courseCreateSchema, z, type Course, type CourseCreate } from '@dashboard/contracts';
import { Col, Form, Input, Row, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormConfig } from '../../../components/entity-form';
import { FileUpload } from '../../../components/file-upload';
import { useNameOf } from '../../../components/remote-select';
import { MAX_POUNDS, PoundsInput, TeachingFields, type TeachingValues } from '../../../components/teaching-fields';
import { zodRule } from '../../../lib/form';
import { VideoPreview } from './video-preview';
import { AnyLanguageTextArea } from '../../../components/any-language-input';

const shape = courseCreateSchema.shape;
/** A paid course's price as typed, in pounds: above 0, at most the contract's 100,000,000 piastres. */
const poundsRule = z
  .number({ error: () => 'course.price_required' })
  .gt(0, { error: 'course.price_required' })
  .max(MAX_POUNDS);

interface Values extends TeachingValues {
  name_ar: string;
  name_en: string;
  description?: string;
  promo_video_url?: string;
  image: string | null;
  is_paid: boolean;
  /** In pounds, while paid; sent in piastres (0 when free). */
  price?: number | null;
}

function CourseFields({ item, form }: { item?: Course; form: FormInstance<Values> }) {
  const { t, i18n } = useTranslation(['courses', 'common']);
  const nameOf = useNameOf();
  const paid = Form.useWatch('is_paid', form) as boolean | undefined;
  const link = Form.useWatch('promo_video_url', form) as string | undefined;
  const name = (Form.useWatch(i18n.language === 'ar' ? 'name_ar' : 'name_en', form) as string | undefined) ?? '';
  const image = Form.useWatch('image', form) as string | null | undefined;

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
        <AnyLanguageTextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
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
      <TeachingFields item={item} form={form} shape={shape} hint={t('hints.specializations')} t={t} testId="course" />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="is_paid" label={t('paidSwitch')} valuePropName="checked">
            <Switch data-testid="course-paid" />
          </Form.Item>
        </Col>
        {paid && (
          <Col xs={24} md={12}>
            <Form.Item name="price" label={t('fields.price')} extra={t('hints.price')} rules={[zodRule(poundsRule, t)]}>
              <PoundsInput data-testid="course-price" />
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
