import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { SearchBox } from './search-box';

describe('the search box', () => {
  it.each([
    ['en', 'Search', 'Clear'],
    ['ar', 'بحث', 'مسح'],
  ] as const)('names its search and clear buttons in the language (%s)', async (locale, search, clear) => {
    const onSearch = vi.fn();
    await renderPage(<SearchBox value="" onSearch={onSearch} placeholder="…" />, { locale });
    await userEvent.type(screen.getByRole('searchbox'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: search }));
    expect(onSearch).toHaveBeenLastCalledWith('abc');
    await userEvent.click(screen.getByRole('button', { name: clear }));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });
});
