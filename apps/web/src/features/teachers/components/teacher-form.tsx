import {
  classesResource,
  subjectsResource,
  teacherCreateSchema,
  teacherUpdateSchema,
  type Class,
  type Subject,
  type Teacher,
  type TeacherCreate,
} from '@dashboard/contracts';
import { Col, Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormConfig, FormMode } from '../../../components/entity-form';
import { PhotoUpload } from '../../../components/photo-upload';
import { RemoteSelect } from '../../../components/remote-select';
import { zodRule } from '../../../lib/form';
import { defineResource } from '../../../lib/resource';
import { AnyLanguageInput } from '../../../components/any-language-input';

const classes = defineResource(classesResource);
const subjects = defineResource(subjectsResource);

const shape = teacherCreateSchema.shape;

interface Values {
  name: string;
  phone: string;
  email: string;
  password?: string;
  photo: string | null;
  subject_ids: number[];
  class_ids: number[];
  active: boolean;
}

/** On edit the password is a new one, optional: left empty, it stays as it is. */
function TeacherFields({ mode, item }: { mode: FormMode; item?: Teacher }) {
  const { t } = useTranslation(['teachers', 'common']);
  return (
    <>
      <Form.Item name="photo" label={t('fields.photo')}>
        <PhotoUpload url={item?.photo_url ?? null} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('fields.name')} rules={[zodRule(shape.name, t)]}>
            <AnyLanguageInput autoComplete="off" maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('fields.phone')} rules={[zodRule(shape.phone, t)]}>
            <Input dir="ltr" inputMode="tel" autoComplete="off" placeholder={t('common:common.phoneExample')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('fields.email')} rules={[zodRule(shape.email, t)]}>
            <Input dir="ltr" type="email" inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {mode === 'edit' ? (
            <Form.Item
              name="password"
              label={t('fields.newPassword')}
              extra={t('hints.newPassword')}
              normalize={(v: string) => v || undefined}
              rules={[zodRule(teacherUpdateSchema.shape.password, t)]}
            >
              <Input.Password dir="ltr" autoComplete="new-password" />
            </Form.Item>
          ) : (
            <Form.Item name="password" label={t('fields.password')} rules={[zodRule(shape.password, t)]}>
              <Input.Password dir="ltr" autoComplete="new-password" />
            </Form.Item>
          )}
        </Col>
      </Row>
      <Form.Item name="subject_ids" label={t('fields.subjects')}>
        <RemoteSelect
          resource={subjects}
          mode="multiple"
          allowClear
          // The teacher's own subjects and classes carry their names: no request for them.
          known={item?.subjects as Subject[] | undefined}
          data-testid="teacher-subjects"
        />
      </Form.Item>
      <Form.Item name="class_ids" label={t('fields.classes')}>
        <RemoteSelect
          resource={classes}
          mode="multiple"
          allowClear
          known={item?.classes as Class[] | undefined}
          data-testid="teacher-classes"
        />
      </Form.Item>
      <Form.Item name="active" label={t('fields.active')} valuePropName="checked" extra={t('hints.active')}>
        <Switch />
      </Form.Item>
    </>
  );
}

/** A teacher's form, for adding one (a page) and editing one (a dialog). */
export const teacherForm: FormConfig<Teacher, Values, TeacherCreate> = {
  ns: 'teachers',
  Fields: TeacherFields,
  testId: 'teacher-form',
  dialogWidth: 760,
  initialValues: (x) =>
    x
      ? {
          name: x.name,
          phone: x.phone,
          email: x.email ?? '',
          photo: x.photo,
          subject_ids: x.subjects.map((s) => s.id),
          class_ids: x.classes.map((c) => c.id),
          active: x.active,
        }
      : { email: '', photo: null, subject_ids: [], class_ids: [], active: true },
  toBody: ({ password, ...rest }) =>
    ({ ...rest, email: rest.email || null, ...(password ? { password } : {}) }) as TeacherCreate,
};
