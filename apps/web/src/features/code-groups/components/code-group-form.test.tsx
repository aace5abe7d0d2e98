import { codeGroupCreateSchema } from '@dashboard/contracts';
import { screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderPage } from '../../../test/render';
import { codeGroupBody, codeGroupForm, type CodeGroupValues } from './code-group-form';

/** The API's answers: empty lists. */
const { asked } = stubFetch(() => json({ items: [], total: 0, page: 1, pageSize: 20 }));

function Fields({ initial }: { initial?: Partial<CodeGroupValues> }) {
  const [form] = Form.useForm<CodeGroupValues>();
  const { Fields: GroupFields } = codeGroupForm;
  return (
    <Form form={form} initialValues={{ course_ids: [], ...initial }}>
      <GroupFields mode="create" form={form} />
    </Form>
  );
}

describe('a code group’s form', () => {
  it('asks for the teacher first, then offers only the academic years he or she teaches', async () => {
    const { unmount } = await renderPage(<Fields />);
    expect((await screen.findAllByText('Choose the teacher first')).length).toBeGreaterThan(0);
    expect(asked('/classes')).toEqual([]);
    unmount();

    await renderPage(<Fields initial={{ teacher_id: 9 }} />);
    await waitFor(() => expect(asked('/classes').length).toBeGreaterThan(0));
    expect(asked('/classes').every((u) => u.searchParams.get('teacher_id') === '9')).toBe(true);
  });
});

const base = { title: 'كروت نوفمبر', count: 200, teacher_id: 5, class_id: 10, price: 150.5 };

describe('a code group’s request body', () => {
  it('sends a curriculum group’s curriculum and period, the price in piastres, and no courses', () => {
    const body = codeGroupBody({
      ...base,
      content_type: 'curriculum',
      curriculum_id: 3,
      course_ids: [],
      period_days: 30,
    });
    expect(body).toEqual({
      title: 'كروت نوفمبر',
      count: 200,
      teacher_id: 5,
      class_id: 10,
      content_type: 'curriculum',
      curriculum_id: 3,
      price: 15_050,
      period_days: 30,
    });
    expect(codeGroupCreateSchema.safeParse(body).success).toBe(true);
  });

  it('sends a courses group’s courses, and no period when it is left empty (for good)', () => {
    const body = codeGroupBody({
      ...base,
      content_type: 'course',
      curriculum_id: 3,
      course_ids: [7, 8],
      period_days: null,
    });
    expect(body).toEqual({
      title: 'كروت نوفمبر',
      count: 200,
      teacher_id: 5,
      class_id: 10,
      content_type: 'course',
      course_ids: [7, 8],
      price: 15_050,
    });
    expect(codeGroupCreateSchema.safeParse(body).success).toBe(true);
  });
});
