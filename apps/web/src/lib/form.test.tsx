import { render, screen, waitFor } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { applyApiError } from './form';
import { ApiError } from './http';

const t = i18n.t.bind(i18n);

/** A form with a name and a list of classes, handed to the test once mounted. */
function renderForm(): Promise<FormInstance> {
  return new Promise((resolve) => {
    function Probe() {
      const [form] = Form.useForm();
      useEffect(() => resolve(form), [form]);
      return (
        <Form form={form}>
          <Form.Item name="name_en" label="Name">
            <Input />
          </Form.Item>
          <Form.Item name="class_ids" label="Classes">
            <Input />
          </Form.Item>
        </Form>
      );
    }
    render(<Probe />);
  });
}

const problem = (
  errors: { path: string; code: string; params?: Record<string, number> }[],
  code = 'validation.failed',
) => new ApiError({ status: 400, code, message: 'x', errors });

describe('server field errors', () => {
  it('land on their fields, even a field never typed in, and nothing is said above the form', async () => {
    const form = await renderForm();
    const above = applyApiError(form, problem([{ path: 'name_en', code: 'validation.min', params: { min: 2 } }]), t);
    expect(above).toBeNull();
    expect(form.getFieldError('name_en')).toEqual([t('errors.validation.min', { min: '2', ns: 'common' })]);
    await waitFor(() => expect(screen.getByText(form.getFieldError('name_en')[0]!)).toBeTruthy());
  });

  it('inside a field (class_ids.1) land on the field', async () => {
    const form = await renderForm();
    applyApiError(form, problem([{ path: 'class_ids.1', code: 'class.not_found' }]), t);
    expect(form.getFieldError('class_ids')).toHaveLength(1);
    expect(form.getFieldError('name_en')).toHaveLength(0);
  });

  it('on no field of the form are said above it, in the user’s words', async () => {
    const form = await renderForm();
    const above = applyApiError(form, problem([{ path: 'stage_id', code: 'validation.required' }]), t);
    expect(above).toBe(
      t('errors.validation.failed', { ns: 'common', defaultValue: t('errors.validation.invalid', { ns: 'common' }) }),
    );
  });

  it('an answer without field errors (in use, conflict) is said above the form', async () => {
    const form = await renderForm();
    const above = applyApiError(form, new ApiError({ status: 409, code: 'subject.in_use', message: 'x' }), t);
    expect(above).toBe(t('errors.subject.in_use', { ns: 'common' }));
  });
});
