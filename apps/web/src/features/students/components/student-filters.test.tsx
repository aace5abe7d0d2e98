import { startOfDay } from '@dashboard/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
