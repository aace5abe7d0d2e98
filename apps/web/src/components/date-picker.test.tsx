import { fireEvent, screen } from '@testing-library/react';
import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { inLocaleDigits } from '../lib/digits';
import { DatePicker } from './date-picker';

const DAY = 'YYYY-MM-DD';

describe('the kit date picker', () => {
  it("writes a date's digits in the language's digits, leading zeros kept", () => {
    expect(inLocaleDigits('05-11-2026 09:07', 'ar')).toBe('٠٥-١١-٢٠٢٦ ٠٩:٠٧');
    expect(inLocaleDigits('05-11-2026', 'en')).toBe('05-11-2026');
  });

  it('shows its field and its calendar in Arabic-Indic digits, and reads either digits typed', async () => {
    const onChange = vi.fn<(value: Dayjs | Dayjs[] | null) => void>();
    const picked = () => (onChange.mock.lastCall?.[0] as Dayjs | null | undefined)?.format(DAY);
    await renderPage(
      <DatePicker aria-label="day" format="DD-MM-YYYY" defaultValue={dayjs('2026-11-05')} onChange={onChange} open />,
      { locale: 'ar' },
    );
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'day' });
    expect(field.value).toBe('٠٥-١١-٢٠٢٦');
    const cells = [...document.querySelectorAll('.ant-picker-cell-in-view .ant-picker-cell-inner')].map(
      (c) => c.textContent,
    );
    expect(cells).toContain('١٥');
    expect(cells.some((c) => /\d/.test(c ?? ''))).toBe(false);
    expect(document.querySelector('.ant-picker-year-btn')?.textContent).toBe('٢٠٢٦');
    // The day columns are headed by narrow names that fit them (Ant Design's are whole day names).
    const heads = [...document.querySelectorAll('.ant-picker-content thead th')].map((h) => h.textContent);
    expect([...heads].sort()).toEqual(['ث', 'ج', 'ح', 'خ', 'ر', 'س', 'ن']);

    fireEvent.change(field, { target: { value: '١٧-١١-٢٠٢٦' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(picked()).toBe('2026-11-17');
    fireEvent.change(field, { target: { value: '18-11-2026' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(picked()).toBe('2026-11-18');
  });

  it('takes no day outside the years the API takes, typed or picked', async () => {
    const onChange = vi.fn<(value: Dayjs | Dayjs[] | null) => void>();
    await renderPage(<DatePicker aria-label="day" format="DD-MM-YYYY" onChange={onChange} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'day' });
    for (const typed of ['31-12-1999', '01-01-2100', '01-01-9999']) {
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.keyDown(field, { key: 'Enter' });
    }
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '31-12-2099' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect((onChange.mock.lastCall?.[0] as Dayjs).format(DAY)).toBe('2099-12-31');
  });

  it("writes a time column's hours and minutes in Arabic, and leaves English as it is", async () => {
    const { unmount } = await renderPage(
      <DatePicker aria-label="due" showTime={{ format: 'HH:mm' }} format="DD-MM-YYYY HH:mm" open />,
      { locale: 'ar' },
    );
    const hours = [...document.querySelectorAll('.ant-picker-time-panel-cell-inner')].map((c) => c.textContent);
    expect(hours.slice(0, 3)).toEqual(['٠٠', '٠١', '٠٢']);
    unmount();

    await renderPage(<DatePicker aria-label="due" showTime={{ format: 'HH:mm' }} format="DD-MM-YYYY HH:mm" open />);
    const english = [...document.querySelectorAll('.ant-picker-time-panel-cell-inner')].map((c) => c.textContent);
    expect(english.slice(0, 3)).toEqual(['00', '01', '02']);
  });

  it('gives the range picker the same digits', async () => {
    await renderPage(
      <DatePicker.RangePicker
        aria-label="range"
        format="DD-MM-YYYY"
        defaultValue={[dayjs('2026-11-01'), dayjs('2026-11-09')]}
      />,
      { locale: 'ar' },
    );
    const fields = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-input input')].map((i) => i.value);
    expect(fields).toEqual(['٠١-١١-٢٠٢٦', '٠٩-١١-٢٠٢٦']);
  });
});
