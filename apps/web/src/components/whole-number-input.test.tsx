import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { decimalTyped, numberShown } from '../lib/digits';
import { renderPage } from '../test/render';
import { PoundsInput } from './teaching-fields';
import { WholeNumberInput } from './whole-number-input';

describe('the kit number fields', () => {
  it('write a number in the language’s digits and decimal point, character for character', () => {
    expect(numberShown('ar')('123.50')).toBe('١٢٣٫٥٠');
    expect(numberShown('ar')(30)).toBe('٣٠');
    expect(numberShown('en')('123.50')).toBe('123.50');
    expect(numberShown('ar', 2)(200)).toBe('٢٠٠٫٠٠');
    expect(numberShown('ar', 2)('12.5', { userTyping: true })).toBe('١٢٫٥');
    expect(decimalTyped('١٢٣٫٥')).toBe('123.5');
    expect(decimalTyped('12.5 EGP')).toBe('12.5');
  });

  it('show an Arabic screen’s numbers in Arabic-Indic digits and read either digits typed', async () => {
    const days = vi.fn<(value: number | string | null) => void>();
    const price = vi.fn<(value: number | string | null) => void>();
    await renderPage(
      <>
        <WholeNumberInput aria-label="days" defaultValue={30} onChange={days} />
        <PoundsInput aria-label="price" defaultValue={200} onChange={price} />
      </>,
      { locale: 'ar' },
    );
    const dayField = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'days' });
    const priceField = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'price' });
    expect(dayField.value).toBe('٣٠');
    expect(priceField.value).toBe('٢٠٠٫٠٠');
    fireEvent.change(dayField, { target: { value: '٤٥' } });
    expect(days).toHaveBeenLastCalledWith(45);
    fireEvent.change(priceField, { target: { value: '١٢٣٫٥' } });
    expect(price).toHaveBeenLastCalledWith(123.5);
    fireEvent.change(dayField, { target: { value: '60' } });
    expect(days).toHaveBeenLastCalledWith(60);
  });

  it('leave an English screen’s numbers in Latin digits', async () => {
    await renderPage(<WholeNumberInput aria-label="days" defaultValue={30} />);
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'days' }).value).toBe('30');
  });
});
