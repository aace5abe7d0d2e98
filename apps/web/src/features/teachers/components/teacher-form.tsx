import { teacherCreateSchema, teacherUpdateSchema, type Teacher, type TeacherCreate } from '@dashboard/contracts';
import { Alert, Button, Col, Form, Input, Row, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoUpload } from '../../../components/photo-upload';
import { applyApiError, zodRule } from '../../../lib/form';
import { useClassOptions } from '../api/get-class-options';
import { useSubjectOptions } from '../api/get-subject-options';
import { selectSearch, useNameOf } from './names';

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

/**
 * A teacher's fields, for adding one (a page) and editing one (a dialog). On
 * edit the password is a new one, optional: left empty, it stays as it is.
 */
export function TeacherForm(props: {
  initial?: Teacher;
  submitLabel: string;
  onSubmit: (values: TeacherCreate) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['teachers', 'common']);
  const nameOf = useNameOf();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const subjects = useSubjectOptions();
  const classes = useClassOptions();
  const editing = props.initial !== undefined;
  const initial = props.initial;

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    try {
      const { password, ...rest } = values;
      await props.onSubmit({ ...rest, email: rest.email || null, ...(password ? { password } : {}) } as TeacherCreate);
    } catch (err) {
      setError(applyApiError(form, err, t));
    } finally {
      setBusy(false);
    }
  }

  const options = (items: { id: number; name_ar: string; name_en: string }[] | undefined) =>
    (items ?? []).map((x) => ({ value: x.id, label: nameOf(x) }));

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={
        initial
          ? {
              name: initial.name,
              phone: initial.phone,
              email: initial.email ?? '',
              photo: initial.photo,
              subject_ids: initial.subjects.map((s) => s.id),
              class_ids: initial.classes.map((c) => c.id),
              active: initial.active,
            }
          : { email: '', photo: null, subject_ids: [], class_ids: [], active: true }
      }
      onFinish={submit}
      validateTrigger="onSubmit"
      noValidate
      className="entity-form"
      data-testid="teacher-form"
    >
      {error && <Alert type="error" title={error} showIcon role="alert" className="form-error" />}
      <Form.Item name="photo" label={t('fields.photo')}>
        <PhotoUpload url={initial?.photo_url ?? null} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('fields.name')} rules={[zodRule(shape.name, t)]}>
            <Input autoComplete="off" maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('fields.phone')} rules={[zodRule(shape.phone, t)]}>
            <Input dir="ltr" inputMode="tel" autoComplete="off" placeholder="01xxxxxxxxx" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('fields.email')} rules={[zodRule(shape.email, t)]}>
            <Input dir="ltr" type="email" inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {editing ? (
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
        <Select
          mode="multiple"
          allowClear
          showSearch={selectSearch}
          options={options(subjects.data?.items)}
          loading={subjects.isLoading}
          data-testid="teacher-subjects"
        />
      </Form.Item>
      <Form.Item name="class_ids" label={t('fields.classes')}>
        <Select
          mode="multiple"
          allowClear
          showSearch={selectSearch}
          options={options(classes.data?.items)}
          loading={classes.isLoading}
          data-testid="teacher-classes"
        />
      </Form.Item>
      <Form.Item name="active" label={t('fields.active')} valuePropName="checked" extra={t('hints.active')}>
        <Switch />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {props.submitLabel}
        </Button>
        {props.onCancel && <Button onClick={props.onCancel}>{t('common:actions.cancel')}</Button>}
      </Space>
    </Form>
  );
}
