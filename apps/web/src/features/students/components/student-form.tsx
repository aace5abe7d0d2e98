import {
  classesResource,
  studentUpdateSchema,
  systemsResource,
  userLimits,
  type Class,
  type ClassItem,
  type Student,
  type StudentUpdate,
} from '@dashboard/contracts';
import { Col, Form, Input, Row, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormConfig } from '../../../components/entity-form';
import { RemoteSelect } from '../../../components/remote-select';
import { zodRule } from '../../../lib/form';
import { defineResource } from '../../../lib/resource';
import { AnyLanguageInput } from '../../../components/any-language-input';

const classes = defineResource(classesResource);
const systems = defineResource(systemsResource);

// Every field of a PATCH is optional; the form sends them all, and a name and a phone are required.
const shape = studentUpdateSchema.shape;
const rules = { name: shape.name.unwrap(), phone: shape.phone.unwrap(), email: shape.email.unwrap() };

interface Values {
  name: string;
  phone: string;
  email: string;
  class_id?: number | null;
  system_id?: number | null;
  can_comment: boolean;
}

/** The edit dialog's fields: the system is one of the chosen class's, and another class clears it. */
function StudentFields({ item, form }: { item?: Student; form: FormInstance<Values> }) {
  const { t } = useTranslation(['students', 'common']);
  const classId = Form.useWatch('class_id', form);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('fields.name')} rules={[zodRule(rules.name, t)]}>
            <AnyLanguageInput autoComplete="off" maxLength={userLimits.nameMax + 10} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('fields.phone')} rules={[zodRule(rules.phone, t)]}>
            <Input
              dir="ltr"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder={t('common:common.phoneExample')}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="email" label={t('fields.email')} rules={[zodRule(rules.email, t)]}>
        <Input dir="ltr" type="email" inputMode="email" autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="class_id" label={t('fields.class')}>
            <RemoteSelect
              resource={classes}
              allowClear
              // The student's own class carries its name: no request for it.
              known={item?.class ? [item.class as unknown as Class] : undefined}
              onChange={() => form.setFieldsValue({ system_id: null })}
              data-testid="student-class"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="system_id" label={t('fields.system')}>
            <RemoteSelect
              resource={systems}
              allowClear
              // Only the chosen class's systems.
              scope={classId ? { class_id: classId } : {}}
              enabled={!!classId}
              known={item?.system ? [item.system as unknown as ClassItem] : undefined}
              placeholder={classId ? undefined : t('chooseClassFirst')}
              notFoundContent={classId ? undefined : t('chooseClassFirst')}
              data-testid="student-system"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="can_comment" label={t('fields.can_comment')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}

/** A student's edit form (admins), checked with the contract's own update schema. */
export const studentForm: FormConfig<Student, Values, StudentUpdate> = {
  ns: 'students',
  Fields: StudentFields,
  testId: 'student-form',
  dialogWidth: 640,
  initialValues: (s) =>
    s
      ? {
          name: s.name,
          phone: s.phone,
          email: s.email ?? '',
          class_id: s.class_id,
          system_id: s.system_id,
          can_comment: s.can_comment,
        }
      : {},
  toBody: (v) => ({
    name: v.name,
    phone: v.phone,
    email: v.email ?? '',
    class_id: v.class_id ?? null,
    system_id: v.system_id ?? null,
    can_comment: v.can_comment,
  }),
};
