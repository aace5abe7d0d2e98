import { startOfDay } from '@dashboard/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListRefusalScope } from '../../../components/list-refusal';
import { ApiError } from '../../../lib/http';
import { json, stubFetch } from '../../../test/fetch';
import { renderPage } from '../../../test/render';
import { StudentFilters } from './student-filters';

stubFetch(() => json({ items: [], total: 0, page: 1, pageSize: 20 }));

describe('the students’ filters', () => {
  it('apply a balance typed in pounds as piastres, once the field is left or Enter pressed', async () => {
    const onChange = vi.fn();
    await renderPage(<StudentFilters value={{}} onChange={onChange} wallet />);
    const min = await screen.findByLabelText('Balance from (EGP)');
    fireEvent.change(min, { target: { value: '١٢٥٫٥' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(min, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalledWith({ balance_min: '12550' });

    const max = screen.getByLabelText('Balance to (EGP)');
    fireEvent.change(max, { target: { value: '300' } });
    fireEvent.blur(max);
    expect(onChange).toHaveBeenLastCalledWith({ balance_max: '30000' });
  });

  it('show the URL’s range as the days it covers in Cairo, and no balance to whoever sees no wallets', async () => {
    await renderPage(
      <StudentFilters
        value={{
          registered_from: startOfDay('2026-03-01'),
          registered_to: startOfDay('2026-03-11'),
          balance_min: '10000',
        }}
        onChange={() => {}}
        wallet={false}
      />,
    );
    expect(((await screen.findByPlaceholderText('Registered from')) as HTMLInputElement).value).toBe('01-03-2026');
    expect((screen.getByPlaceholderText('Registered to') as HTMLInputElement).value).toBe('10-03-2026');
    expect(screen.queryByLabelText('Balance from (EGP)')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Class' })).toBeTruthy();
  });

  it.each([
    ['en', 'Balance from (EGP)', 'Balance to (EGP)', 'The end of the range is before its start'],
    ['ar', 'الرصيد من (ج.م)', 'الرصيد حتى (ج.م)', 'نهاية النطاق قبل بدايته'],
  ] as const)('never apply a balance range reversed, and say why at the field (%s)', async (locale, from, to, why) => {
    const onChange = vi.fn();
    await renderPage(<StudentFilters value={{ balance_min: '50000' }} onChange={onChange} wallet />, { locale });
    const max = await screen.findByLabelText(to);
    fireEvent.change(max, { target: { value: '100' } });
    fireEvent.keyDown(max, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).not.toHaveBeenCalled();
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe(why);
    expect(max.getAttribute('aria-describedby')).toBe(message.id);
    // Typed again, within the range: applied, and the message gone.
    fireEvent.change(max, { target: { value: '600' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(max);
    expect(onChange).toHaveBeenCalledWith({ balance_max: '60000' });
    expect(screen.getByLabelText(from)).toBeTruthy();
  });

  it.each([
    ['en', 'Balance to (EGP)', 'Registered from', 'The end of the range is before its start', 'This day is too far'],
    ['ar', 'الرصيد حتى (ج.م)', 'مسجل من', 'نهاية النطاق قبل بدايته', 'هذا اليوم بعيد جدًا'],
  ] as const)(
    'show the server’s refusal of a link’s ranges at their fields (%s)',
    async (locale, to, registeredFrom, reversed, dayRange) => {
      const refusal = new ApiError({
        status: 400,
        code: 'validation.range_reversed',
        message: 'The end of the range is before its start',
        errors: [
          { path: 'balance_max', code: 'validation.range_reversed' },
          { path: 'registered_from', code: 'validation.day_range' },
        ],
      });
      await renderPage(
        <ListRefusalScope error={refusal}>
          <StudentFilters value={{ balance_min: '50000', balance_max: '100' }} onChange={() => {}} wallet />
        </ListRefusalScope>,
        { locale },
      );
      const max = await screen.findByLabelText(to);
      expect(max.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(max.getAttribute('aria-describedby')!)?.textContent).toBe(reversed);
      const days = screen.getByPlaceholderText(registeredFrom);
      expect(days.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(days.getAttribute('aria-describedby')!)?.textContent).toContain(dayRange);
      expect(screen.getAllByRole('alert')).toHaveLength(2);
    },
  );
});
