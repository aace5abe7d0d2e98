import { z } from '@dashboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import type { TFunction } from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch';
import { renderPage } from '../test/render';
import { PoundsInput, TeachingFields, type TeachingValues } from './teaching-fields';

const auth = vi.hoisted(() => ({ role: 'admin' as 'admin' | 'teacher' }));
vi.mock('../lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/session')>()),
  useAuth: () => ({ user: { id: 5, role: auth.role } }),
}));

/** The API's answers: a class with two specializations, none for any other. */
const { asked } = stubFetch((url) => {
  const items =
    url.pathname === '/api/v1/specializations' && url.searchParams.get('class_id') === '7'
      ? [
          { id: 1, name_en: 'Science', name_ar: 'علمي' },
          { id: 2, name_en: 'Arts', name_ar: 'أدبي' },
        ]
      : [];
  return json({ items, total: items.length, page: 1, pageSize: 20 });
});

const t = ((key: string) => key) as unknown as TFunction;
const id = z.number().int().positive();

function Fields({ initial }: { initial?: Partial<TeachingValues> }) {
  const [form] = Form.useForm<TeachingValues>();
  return (
    <Form form={form} initialValues={{ specialization_ids: [], ...initial }}>
      <TeachingFields form={form} shape={{ class_id: id, subject_id: id }} hint="Pick some" t={t} testId="thing" />
    </Form>
  );
}

beforeEach(() => {
  auth.role = 'admin';
});

describe('teaching fields', () => {
  it('give an admin the teacher, and a teacher none', async () => {
    const { unmount } = await renderPage(<Fields />);
    expect(await screen.findByTestId('thing-teacher')).toBeTruthy();
    expect(screen.getByTestId('thing-class')).toBeTruthy();
    expect(screen.getByTestId('thing-subject')).toBeTruthy();
    unmount();
    auth.role = 'teacher';
    await renderPage(<Fields />);
    await screen.findByTestId('thing-class');
    expect(screen.queryByTestId('thing-teacher')).toBeNull();
  });

  it('ask for the class first, and no specializations before one is chosen', async () => {
    await renderPage(<Fields />);
    expect((await screen.findAllByText('chooseClassFirst')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('thing-specializations')).toBeNull();
    expect(asked('/specializations')).toEqual([]);
  });

  it('offer the classes and subjects the teacher teaches: an admin’s chosen one, or the signed-in teacher', async () => {
    const { unmount } = await renderPage(<Fields />);
    expect((await screen.findAllByText('chooseTeacherFirst')).length).toBeGreaterThan(0);
    expect(asked('/classes')).toEqual([]);
    unmount();

    await renderPage(<Fields initial={{ teacher_id: 9, class_id: 7 }} />);
    await waitFor(() => expect(asked('/subjects').length).toBeGreaterThan(0));
    expect(asked('/classes').every((u) => u.searchParams.get('teacher_id') === '9')).toBe(true);
    expect(asked('/classes').length).toBeGreaterThan(0);
    expect(asked('/subjects').every((u) => u.searchParams.get('teacher_id') === '9')).toBe(true);
    expect(asked('/subjects').every((u) => u.searchParams.get('class_id') === '7')).toBe(true);
  });

  it('offer a teacher his or her own classes and subjects only', async () => {
    auth.role = 'teacher';
    await renderPage(<Fields initial={{ class_id: 7 }} />);
    await waitFor(() => expect(asked('/classes').length).toBeGreaterThan(0));
    await waitFor(() => expect(asked('/subjects').length).toBeGreaterThan(0));
    expect(asked('/classes').every((u) => u.searchParams.get('teacher_id') === '5')).toBe(true);
    expect(asked('/subjects').every((u) => u.searchParams.get('teacher_id') === '5')).toBe(true);
  });

  it('show the chosen class’s specializations with their hint', async () => {
    await renderPage(<Fields initial={{ class_id: 7 }} />);
    expect(await screen.findByTestId('thing-specializations')).toBeTruthy();
    expect(screen.getByText('Pick some')).toBeTruthy();
    expect(screen.getByText('fields.specializations')).toBeTruthy();
  });
});

describe('pounds input', () => {
  it('reads Arabic-Indic digits and the Arabic decimal point as the same number', async () => {
    const seen: unknown[] = [];
    await renderPage(
      <Form onValuesChange={(v: { price?: unknown }) => seen.push(v.price)}>
        <Form.Item name="price">
          <PoundsInput aria-label="Price" suffix="EGP" />
        </Form.Item>
      </Form>,
    );
    const box = await screen.findByRole('spinbutton', { name: 'Price' });
    expect(box.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('EGP')).toBeTruthy();
    fireEvent.change(box, { target: { value: '١٢٫٥' } });
    await waitFor(() => expect(seen.at(-1)).toBe(12.5));
  });
});
