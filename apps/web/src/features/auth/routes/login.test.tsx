import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import LoginPage from './login';

describe('login page', () => {
  it('says which fields are missing, in English', async () => {
    await renderPage(<LoginPage />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    expect(await screen.findByText('Password is required')).toBeTruthy();
  });

  it('says it in Arabic, with the form mirrored', async () => {
    await renderPage(<LoginPage />, { path: '/login', locale: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByLabelText('رقم الهاتف')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('رقم الهاتف مطلوب')).toBeTruthy();
    expect(await screen.findByText('كلمة المرور مطلوبة')).toBeTruthy();
  });

  it('accepts a phone in Arabic-Indic digits without complaint', async () => {
    await renderPage(<LoginPage />, { path: '/login' });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '٠١٠٠٠٠٠٠٠٠١' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByText('Password is required')).toBeTruthy());
    expect(screen.queryByText('Phone number is required')).toBeNull();
  });
});
