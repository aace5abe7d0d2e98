import { formatMoney, type Subscription } from '@dashboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch';
import { renderPage } from '../test/render';
import SubscriptionRenewDialog, { renewedUntil } from './subscription-renew-dialog';

const subscription: Subscription = {
  id: 12,
  student: { id: 7, name: 'Mariam Ahmed', phone: '01012345678' },
  type: 'monthly',
  content: { id: 3, name_ar: 'الفيزياء', name_en: 'Physics' },
  subject: { id: 2, name_ar: 'الفيزياء', name_en: 'Physics' },
  class: { id: 10, name_ar: 'الصف الأول الثانوي', name_en: 'First Secondary' },
  teacher: { id: 5, name: 'Mahmoud Samy' },
  starts_on: '2026-10-01',
  ends_on: '2099-10-30',
  period_days: 30,
  last_renewed_on: null,
  next_renewal_on: '2099-10-31',
  renewal_count: 0,
  price: 20_000,
  paid_total: 20_000,
  discount_total: 0,
  promo_code: null,
  promo_percent: null,
  promo_until: null,
  status: 'active',
  deleted_at: null,
  created_at: '2026-10-01T08:00:00.000Z',
  updated_at: '2026-10-01T08:00:00.000Z',
};

/** The server: a renewal from the wallet is short of 50 EGP; in cash it goes through. */
const { fetchMock } = stubFetch((_url, init) => {
  const body = JSON.parse(String(init?.body)) as { method: string };
  if (body.method === 'wallet') {
    return json({ status: 409, code: 'wallet.insufficient_funds', message: 'short' }, 409);
  }
  return json({ subscription: { ...subscription, renewal_count: 1 }, payment: { id: 1 } }, 200);
});
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: new URL(String(url)).pathname,
    key: new Headers(init?.headers).get('idempotency-key'),
    body: JSON.parse(String(init?.body)) as unknown,
  }));

describe('the renewal’s new last day', () => {
  it('adds a period to the last day, or to yesterday once it has expired; none when permanent', () => {
    expect(renewedUntil({ ends_on: '2026-11-30', period_days: 30 }, '2026-11-20')).toBe('2026-12-30');
    expect(renewedUntil({ ends_on: '2026-11-20', period_days: 30 }, '2026-11-20')).toBe('2026-12-20');
    expect(renewedUntil({ ends_on: '2026-10-01', period_days: 30 }, '2026-11-20')).toBe('2026-12-19');
    expect(renewedUntil({ ends_on: null, period_days: null }, '2026-11-20')).toBeNull();
  });
});

describe('the renew dialog', () => {
  it('shows the price, needs a method, says a short wallet on the method and sends every try with one key', async () => {
    const onClose = vi.fn();
    await renderPage(
      <SubscriptionRenewDialog request={{ subscription, key: 'key-0123456789' }} balance={5_000} onClose={onClose} />,
    );
    const form = await screen.findByTestId('renew-form');
    expect(screen.getByText('Renew Physics for Mariam Ahmed')).toBeTruthy();
    expect(form.querySelector('.subscription-summary .money')?.textContent).toBe(formatMoney(20_000, 'en'));
    const submit = within(form).getByRole('button', { name: 'Renew' });
    fireEvent.click(submit);
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(form).getByLabelText('From the wallet'));
    fireEvent.change(within(form).getByTestId('renew-promo-code'), { target: { value: ' welcome ' } });
    fireEvent.click(submit);
    expect(await within(form).findByText('The wallet’s balance is less than this amount')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(within(form).getByLabelText('Cash payment'));
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Subscription renewed')).toBeTruthy();
    expect(sent()).toEqual([
      {
        url: '/api/v1/subscriptions/12/renew',
        key: 'key-0123456789',
        body: { method: 'wallet', promo_code: 'welcome' },
      },
      { url: '/api/v1/subscriptions/12/renew', key: 'key-0123456789', body: { method: 'cash', promo_code: 'welcome' } },
    ]);
  });
});
