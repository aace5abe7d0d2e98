import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTranslation } from 'react-i18next';
import { renderPage } from '../test/render';
import { NumberText } from '../components/number-text';
import { useFixedT } from '../i18n/language';
import { useLocale } from './locale';

function Switch() {
  const { locale, setLocale } = useLocale();
  const { t } = useTranslation();
  return (
    <button type="button" onClick={() => void setLocale(locale === 'en' ? 'ar' : 'en')}>
      {t('app.title')}
    </button>
  );
}

/** What a list's row draws with the shared hooks: a label and a number. */
function RowText() {
  const t = useFixedT();
  return (
    <p data-testid="row">
      {t('actions.delete')} <NumberText value={1234} />
    </p>
  );
}

describe('locale', () => {
  it('switches to Arabic and back with no reload, saving the choice', async () => {
    await renderPage(<Switch />);
    fireEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
    await screen.findByRole('button', { name: 'لوحة التحكم' });
    const html = document.documentElement;
    expect([html.lang, html.dir, html.classList.contains('lang-ar'), html.classList.contains('lang-en')]).toEqual([
      'ar',
      'rtl',
      true,
      false,
    ]);
    expect(window.localStorage.getItem('locale')).toBe('ar');
    expect(document.cookie).toContain('locale=ar');
    expect(document.title).toBe('لوحة التحكم');
    fireEvent.click(screen.getByRole('button', { name: 'لوحة التحكم' }));
    await waitFor(() => expect(html.dir).toBe('ltr'));
    expect(html.lang).toBe('en');
    expect(window.localStorage.getItem('locale')).toBe('en');
  });

  it('redraws what the row hooks (useFixedT, useLanguage) draw in the new language', async () => {
    await renderPage(
      <>
        <Switch />
        <RowText />
      </>,
    );
    expect(screen.getByTestId('row').textContent).toBe('Delete 1,234');
    fireEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
    await waitFor(() => expect(screen.getByTestId('row').textContent).toBe('حذف ١٬٢٣٤'));
    fireEvent.click(screen.getByRole('button', { name: 'لوحة التحكم' }));
    await waitFor(() => expect(screen.getByTestId('row').textContent).toBe('Delete 1,234'));
  });
});
