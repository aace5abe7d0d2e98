import { addDays, daysFrom, formatMoney, todayInCairo, type Payment, type PaymentSummary } from '@dashboard/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderPage } from '../../../test/render';
import PaymentsReportPage from './payments-report';

const payment: Payment = {
  id: 30,
  student: { id: 7, name: 'Mariam Ahmed' },
  subscription_id: 12,
  kind: 'renewal',
  method: 'wallet',
  type: 'monthly',
  content: { id: 3, name_ar: 'الفيزياء', name_en: 'Physics - First Secondary' },
  subject: { id: 2, name_ar: 'الفيزياء', name_en: 'Physics' },
  class: { id: 10, name_ar: 'الصف الأول الثانوي', name_en: 'First Secondary' },
  teacher: { id: 5, name: 'Mahmoud Samy' },
  original_price: 20_000,
  discount: 5_000,
  paid: 15_000,
  promo_code: 'RAMADAN26',
  subscription_starts_on: '2026-10-01',
  paid_on: '2026-10-29',
  created_at: '2026-10-29T08:00:00.000Z',
};

/** The summary the server would answer for a range: 150 EGP paid on its last day. */
function summaryOf(from: string, to: string): PaymentSummary {
  const days: PaymentSummary['days'] = [];
  for (const day of daysFrom(from, to)) {
    const paid = day === to ? 15_000 : 0;
    days.push({ day, payments: paid ? 1 : 0, original_price: paid ? 20_000 : 0, discount: paid ? 5_000 : 0, paid });
  }
  return { from, to, totals: { payments: 1, original_price: 20_000, discount: 5_000, paid: 15_000 }, days };
}

const { asked } = stubFetch((url) => {
  const q = url.searchParams;
  // A teacher that is no number, refused as the API refuses it: the list, its summary and its export alike.
  if (q.get('teacher_id') === 'abc')
    return json(
      {
        status: 400,
        code: 'validation.invalid',
        message: 'x',
        errors: [{ path: 'teacher_id', code: 'validation.number' }],
      },
      400,
    );
  if (url.pathname === '/api/v1/payments')
    return json({ items: [payment], total: 1, page: 1, pageSize: 20, totalCapped: false, nextCursor: null });
  if (url.pathname === '/api/v1/payments/summary') return json(summaryOf(q.get('from')!, q.get('to')!));
  return json({ items: [], total: 0, page: 1, pageSize: 20, totalCapped: false });
});

describe('the payments report', () => {
  it('asks for the last 30 days by default, lists them, and shows their totals and a bar a day', async () => {
    await renderPage(<PaymentsReportPage />, { path: '/payments' });
    const today = todayInCairo();
    const from = addDays(today, -29);
    const row = await screen.findByRole('link', { name: 'Mariam Ahmed' });
    expect(row.getAttribute('href')).toBe('/students/7');
    const list = asked('/payments')[0]!.searchParams;
    expect(Object.fromEntries(list)).toMatchObject({ from, to: today, sort: '-paid_on' });

    const totals = await screen.findByTestId('payments-totals');
    const total = (key: string) => totals.querySelector(`[data-total="${key}"] dd`)!.textContent;
    expect(total('payments')).toBe('1');
    expect(total('original_price')).toBe(formatMoney(20_000, 'en'));
    expect(total('discount')).toBe(formatMoney(5_000, 'en'));
    expect(total('paid')).toBe(formatMoney(15_000, 'en'));
    expect(Object.fromEntries(asked('/payments/summary')[0]!.searchParams)).toEqual({ from, to: today });

    // The chart, fetched lazily: a bar and a table row a day, about ten days named under the bars.
    const chart = await screen.findByTestId('payments-chart');
    expect(chart.querySelectorAll('.bar-chart-column')).toHaveLength(30);
    expect(within(chart).getAllByRole('row')).toHaveLength(31);
    const named = [...chart.querySelectorAll('.bar-chart-label')].filter((l) => l.textContent !== '');
    expect(named).toHaveLength(10);
    const [y, m, d] = today.split('-');
    expect(named.at(-1)!.textContent).toBe(`${d}-${m}`);
    expect(within(chart).getByRole('row', { name: `${d}-${m}-${y} ${formatMoney(15_000, 'en')}` })).toBeTruthy();
  });

  it('sends the URL’s range and filters to the list, the summary and the export alike', async () => {
    await renderPage(<PaymentsReportPage />, {
      path: '/payments?from=2026-01-01&to=2026-01-07&type=course&teacher_id=5',
    });
    await screen.findByTestId('payments-chart');
    const expected = { from: '2026-01-01', to: '2026-01-07', type: 'course', teacher_id: '5' };
    expect(Object.fromEntries(asked('/payments')[0]!.searchParams)).toMatchObject(expected);
    expect(Object.fromEntries(asked('/payments/summary')[0]!.searchParams)).toEqual(expected);
    expect(screen.getByText('Totals from 01-01-2026 to 07-01-2026')).toBeTruthy();
    expect(screen.getByTestId('payments-chart').querySelectorAll('.bar-chart-column')).toHaveLength(7);
    fireEvent.click(screen.getByTestId('export'));
    const csv = await screen.findByRole('link', { name: 'CSV (Excel, UTF-8)' });
    const exported = new URL(csv.getAttribute('href')!, 'http://localhost');
    expect(exported.pathname).toBe('/api/v1/payments/export');
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      ...expected,
      sort: '-paid_on',
      format: 'csv',
      lang: 'en',
    });
  });

  it.each([
    ['en', 'Must be a number'],
    ['ar', 'يجب أن يكون رقمًا'],
  ] as const)(
    'says a refused filter once, above the table, and shows it where the totals were (%s)',
    async (locale, why) => {
      await renderPage(<PaymentsReportPage />, { path: '/payments?teacher_id=abc', locale });
      const summary = await screen.findByTestId('payments-summary');
      await within(summary).findByText(why);
      // One alert for a screen reader: the list's; the summary's text is not said again.
      const alerts = await screen.findAllByRole('alert');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.textContent).toContain(why);
      expect(summary.contains(alerts[0]!)).toBe(false);
    },
  );
});
