import type { Student } from '@dashboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderPage } from '../../../test/render';
import WalletMoveDialog from './wallet-move-dialog';

const student = {
  id: 7,
  name: 'مريم أحمد السيد',
  phone: '01012345678',
  email: null,
  class_id: null,
  class: null,
  stage: null,
  system_id: null,
  system: null,
  quiz_average: null,
  assignment_average: null,
  points: 0,
  completion_rate: null,
  wallet_balance: 5_000,
  can_comment: true,
  created_at: '2026-02-03T09:15:00.000Z',
  updated_at: '2026-02-03T09:15:00.000Z',
} satisfies Student;

/** The server: a debit past 50 EGP is refused, anything else moves. */
const { fetchMock } = stubFetch((_url, init) => {
  const body = JSON.parse(String(init?.body)) as { direction: string; amount: number; reason: string };
  if (body.direction === 'debit' && body.amount > 5_000) {
    return json({ status: 409, code: 'wallet.insufficient_funds', message: 'The wallet’s balance is less' }, 409);
  }
  return json(
    {
      id: 41,
      student_id: 7,
      amount: -body.amount,
      balance_after: 5_000 - body.amount,
      kind: 'manual_debit',
      reason: body.reason,
      actor: { kind: 'user', id: 1, name: 'Admin' },
      created_at: '2026-11-20T10:00:00.000Z',
    },
    201,
  );
});
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: new URL(String(url)).pathname,
    key: new Headers(init?.headers).get('idempotency-key'),
    body: JSON.parse(String(init?.body)) as unknown,
  }));

describe('the wallet move dialog', () => {
  it('says what is missing, refuses a debit past the balance on the amount, and sends every try with one key', async () => {
    const onClose = vi.fn();
    await renderPage(
      <WalletMoveDialog
        student={student}
        balance={5_000}
        request={{ direction: 'debit', idempotencyKey: 'key-0123456789' }}
        onClose={onClose}
      />,
    );
    const form = await screen.findByTestId('wallet-form');
    const submit = within(form).getByRole('button', { name: 'Debit' });
    fireEvent.click(submit);
    expect((await within(form).findAllByText('This field is required')).length).toBe(2);
    expect(fetchMock).not.toHaveBeenCalled();

    // Once refused, a field's message goes as soon as the field is mended, before the next submit.
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '60' } });
    await waitFor(() => expect(within(form).getAllByText('This field is required')).toHaveLength(1));
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Revision notes' } });
    await waitFor(() => expect(within(form).queryByText('This field is required')).toBeNull());
    fireEvent.click(submit);
    expect(await within(form).findByText('The wallet’s balance is less than this amount')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '20.5' } });
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Wallet debited')).toBeTruthy();
    expect(sent()).toEqual([
      {
        url: '/api/v1/students/7/wallet',
        key: 'key-0123456789',
        body: { direction: 'debit', amount: 6_000, reason: 'Revision notes' },
      },
      {
        url: '/api/v1/students/7/wallet',
        key: 'key-0123456789',
        body: { direction: 'debit', amount: 2_050, reason: 'Revision notes' },
      },
    ]);
  });
});
