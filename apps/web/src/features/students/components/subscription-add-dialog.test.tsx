import type { Student } from '@dashboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderPage } from '../../../test/render';
import SubscriptionAddDialog, { addBody } from './subscription-add-dialog';

const student = {
  id: 7,
  name: 'مريم أحمد السيد',
  phone: '01012345678',
  email: null,
  class_id: 10,
  class: { id: 10, name_ar: 'الصف الأول الثانوي', name_en: 'First Secondary' },
  stage: { id: 3, name_ar: 'المرحلة الثانوية', name_en: 'Secondary' },
  system_id: 4,
  system: { id: 4, name_ar: 'عربي', name_en: 'Arabic' },
  quiz_average: null,
  assignment_average: null,
  points: 0,
  completion_rate: null,
  wallet_balance: 50_000,
  can_comment: true,
  created_at: '2026-02-03T09:15:00.000Z',
  updated_at: '2026-02-03T09:15:00.000Z',
} satisfies Student;

const physics = { id: 3, title_ar: 'الفيزياء', title_en: 'Physics - First Secondary', price: 20_000 };

/** The server: the class's curricula; a second subscription to Physics paid in cash is refused as existing. */
const { fetchMock, asked } = stubFetch((url, init) => {
  if (url.pathname === '/api/v1/curricula') {
    return json({ items: [physics], total: 1, page: 1, pageSize: 20, totalCapped: false });
  }
  if (url.pathname === '/api/v1/subscriptions' && init?.method === 'POST') {
    const body = JSON.parse(String(init.body)) as { method: string };
    if (body.method === 'cash') {
      return json({ status: 409, code: 'subscription.exists', message: 'exists' }, 409);
    }
    return json({ id: 40, ...body }, 201);
  }
  return json({}, 404);
});
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => ({
      key: new Headers(init?.headers).get('idempotency-key'),
      body: JSON.parse(String(init?.body)) as unknown,
    }));

describe('a new subscription’s body', () => {
  it('sends the price in piastres and leaves out what was left empty', () => {
    expect(
      addBody({ type: 'course', course_id: 4, price: 450.5, period_days: null, promo_code: '  ', method: 'cash' }, 7),
    ).toEqual({ student_id: 7, type: 'course', course_id: 4, price: 45_050, method: 'cash' });
    expect(
      addBody(
        {
          type: 'monthly',
          curriculum_id: 3,
          starts_on: '2026-10-01',
          period_days: 30,
          price: 200,
          promo_code: ' ramadan26 ',
          method: 'wallet',
        },
        7,
      ),
    ).toEqual({
      student_id: 7,
      type: 'monthly',
      curriculum_id: 3,
      starts_on: '2026-10-01',
      period_days: 30,
      price: 20_000,
      promo_code: 'ramadan26',
      method: 'wallet',
    });
  });
});

describe('the add subscription dialog', () => {
  it('offers the class’s curricula, fills in the price, says what is missing and sends every try with one key', async () => {
    const onClose = vi.fn();
    await renderPage(
      <SubscriptionAddDialog
        student={student}
        balance={50_000}
        request={{ key: 'key-0123456789' }}
        onClose={onClose}
      />,
    );
    const form = await screen.findByTestId('subscription-form');
    expect(within(form).getByTestId('payment-balance').textContent).toContain('500');
    const submit = within(form).getByRole('button', { name: 'Add subscription' });
    fireEvent.click(submit);
    expect(await within(form).findByText('Curriculum is required')).toBeTruthy();
    expect(within(form).getAllByText('This field is required').length).toBe(2); // the price and the method
    expect(posts()).toEqual([]);

    // The student's class's curricula; choosing one fills in its price, in pounds.
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Curriculum' }));
    fireEvent.click(await screen.findByTitle('Physics - First Secondary'));
    expect(asked('/curricula')[0]!.searchParams.get('class_id')).toBe('10');
    await waitFor(() => expect((within(form).getByLabelText('Price') as HTMLInputElement).value).toBe('200.00'));
    // The curriculum chosen and the price it filled in are mended: their messages go; the method's stays.
    await waitFor(() => expect(within(form).queryByText('Curriculum is required')).toBeNull());
    await waitFor(() => expect(within(form).getAllByText('This field is required')).toHaveLength(1));

    // Cash: refused as a second subscription to the same content, said on the curriculum.
    fireEvent.click(within(form).getByLabelText('Cash payment'));
    fireEvent.click(submit);
    expect(await within(form).findByText('This student already has a subscription to this content')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    // From the wallet: added, with the same key.
    fireEvent.click(within(form).getByLabelText('From the wallet'));
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Subscription added')).toBeTruthy();
    const body = { student_id: 7, type: 'monthly', curriculum_id: 3, period_days: 30, price: 20_000 };
    expect(posts()).toEqual([
      { key: 'key-0123456789', body: expect.objectContaining({ ...body, method: 'cash' }) as unknown },
      { key: 'key-0123456789', body: expect.objectContaining({ ...body, method: 'wallet' }) as unknown },
    ]);
  });

  it('asks for a course’s duration only as an option: left empty, the subscription is permanent', async () => {
    await renderPage(
      <SubscriptionAddDialog student={student} request={{ key: 'key-0123456789' }} onClose={() => {}} />,
    );
    const form = await screen.findByTestId('subscription-form');
    expect(within(form).getByLabelText('Renewal period (days)')).toBeTruthy();
    fireEvent.click(within(form).getByText('Course subscription'));
    expect(await within(form).findByLabelText('Subscription duration (days)')).toBeTruthy();
    expect(within(form).getByText('Leave it empty for a permanent subscription')).toBeTruthy();
    expect((within(form).getByLabelText('Subscription duration (days)') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(form).getByRole('button', { name: 'Add subscription' }));
    expect(await within(form).findByText('Course is required')).toBeTruthy();
  });
});
