import type { CodeBatch } from '@dashboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderPage } from '../../../test/render';
import GenerateCodesPage from './generate-codes';

const batch: CodeBatch = {
  id: 12,
  kind: 'wallet',
  count: 300,
  price: 5_000,
  group_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

/**
 * The server: the first batch fails (nothing kept); the second is held until
 * the test lets it answer, its progress at 150 of 300 meanwhile.
 */
let posts = 0;
let release: (() => void) | null = null;
const { fetchMock } = stubFetch(async (url, init) => {
  if (url.pathname === '/api/v1/codes/progress') {
    return posts < 2
      ? json({ status: 404, code: 'resource.not_found', message: 'Not found' }, 404)
      : json({ done: 150, total: 300 }, 200);
  }
  if (url.pathname === '/api/v1/codes' && init?.method === 'POST') {
    posts += 1;
    if (posts === 1) return json({ status: 500, code: 'server.error', message: 'Something went wrong!' }, 500);
    await new Promise<void>((resolve) => (release = resolve));
    return json(batch, 201);
  }
  return json({ items: [], total: 0, page: 1, pageSize: 20 }, 200);
});

const calls = (path: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input)), init }))
    .filter((c) => c.url.pathname === path);

beforeEach(() => {
  posts = 0;
  release = null;
});

describe('generating a batch of codes', () => {
  it('says what is missing, shows the batch’s progress from the server, and sends every try of one batch with one key', async () => {
    await renderPage(<GenerateCodesPage />, { path: '/codes/add' });
    const form = await screen.findByTestId('generate-form');
    const submit = within(form).getByRole('button', { name: 'Generate codes' });
    fireEvent.click(submit);
    expect(await within(form).findByText('Number of codes is required')).toBeTruthy();
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('Number of codes'), { target: { value: '300' } });
    fireEvent.change(within(form).getByLabelText('Price'), { target: { value: '50' } });
    fireEvent.click(submit);
    expect(await within(form).findByText('Something went wrong!')).toBeTruthy();
    // A failed batch shows no progress.
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());

    fireEvent.click(submit);
    const bar = await screen.findByRole('progressbar', { name: 'Codes made so far' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('150'), { timeout: 3_000 });
    expect(bar.getAttribute('max')).toBe('300');
    expect(screen.getByText('150 of 300 codes made')).toBeTruthy();
    release!();
    expect(await screen.findByText('300 codes generated')).toBeTruthy();

    const sent = calls('/api/v1/codes');
    expect(sent.map((c) => JSON.parse(String(c.init?.body)) as unknown)).toEqual([
      { count: 300, price: 5_000 },
      { count: 300, price: 5_000 },
    ]);
    const keys = sent.map((c) => new Headers(c.init?.headers).get('idempotency-key'));
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
    const polled = new Set(calls('/api/v1/codes/progress').map((c) => c.url.searchParams.get('key')));
    expect([...polled]).toEqual([keys[0]]);
  });
});
