import type { PromoCode } from '@dashboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EntityForm } from '../../../components/entity-form';
import { ApiError } from '../../../lib/http';
import { renderPage } from '../../../test/render';
import { promoCodeForm } from './promo-code-form';

const code = (used_count: number): PromoCode => ({
  id: 4,
  code: 'RAMADAN26',
  duration_days: 30,
  uses_limit: 500,
  used_count,
  uses_left: 500 - used_count,
  discount_percent: 25,
  starts_on: '2026-02-18',
  ends_on: '2026-03-19',
  state: 'active',
  created_at: '2026-02-01T08:30:00.000Z',
  updated_at: '2026-02-01T08:30:00.000Z',
});

describe('a promo code’s form', () => {
  it('keeps a used code’s name, saying why, and sends it unchanged', async () => {
    const onSubmit = vi.fn(async () => {});
    await renderPage(
      <EntityForm config={promoCodeForm} mode="edit" item={code(3)} submitLabel="حفظ" onSubmit={onSubmit} />,
      { locale: 'ar' },
    );
    const box = (await screen.findByRole('textbox', { name: 'الكود' })) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(screen.getByText('استُخدم هذا الكود في اشتراكات، فيبقى باسمه الذي تُسمّي به خصمها.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ code: 'RAMADAN26' })));
  });

  it('shows the server’s refusal to rename a code used meanwhile on the code, in the user’s language', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({
        status: 409,
        code: 'promo_code.rename_used',
        message: 'This promo code has been used and cannot be renamed',
        errors: [{ path: 'code', code: 'promo_code.rename_used' }],
      });
    });
    await renderPage(
      <EntityForm config={promoCodeForm} mode="edit" item={code(0)} submitLabel="حفظ" onSubmit={onSubmit} />,
      { locale: 'ar' },
    );
    const box = (await screen.findByRole('textbox', { name: 'الكود' })) as HTMLInputElement;
    expect(box.disabled).toBe(false);
    fireEvent.change(box, { target: { value: 'RAMADAN27' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('استُخدم كود الخصم هذا، فلا يمكن تغيير اسمه')).toBeTruthy();
  });
});
