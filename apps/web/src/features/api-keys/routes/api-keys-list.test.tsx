import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderPage } from '../../../test/render';
import ApiKeysListPage from './api-keys-list';

const listed = {
  id: 7,
  name: 'Student app (iOS)',
  prefix: 'dsk_live_AbC123',
  permissions: ['stages.read', 'subjects.read'],
  created_at: '2026-01-01T00:00:00Z',
  last_used_at: null,
};
const secret = `dsk_live_${'x'.repeat(43)}`;

const { fetchMock } = stubFetch((url, init) => {
  if (init?.method === 'POST') {
    const body = JSON.parse(String(init.body)) as { name: string; permissions: string[] };
    return json({ ...listed, id: 8, name: body.name, permissions: body.permissions, key: secret }, 201);
  }
  if (init?.method === 'DELETE') return new Response(null, { status: 204 });
  if (url.pathname === '/api/v1/api-keys') {
    return json({
      items: [listed],
      total: 1,
      page: 1,
      pageSize: 20,
      totalCapped: false,
      nextCursor: null,
      prevCursor: null,
    });
  }
  return json({}, 404);
});
const writeText = vi.fn(async () => {});

beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

describe('API keys screen', () => {
  it('lists keys by their prefix and permissions, never edits them, and revokes after a confirmation', async () => {
    await renderPage(<ApiKeysListPage />, { path: '/settings/api-keys' });
    expect(await screen.findByText('Student app (iOS)')).toBeTruthy();
    expect(screen.getByText('dsk_live_AbC123…')).toBeTruthy();
    expect(screen.getByText('Read academic stages')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke: Student app (iOS)' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(/Any app using it stops working at once/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('API key revoked')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('makes a key, shows it once with a copy button and the warning, and forgets it when closed', async () => {
    await renderPage(<ApiKeysListPage />, { path: '/settings/api-keys' });
    fireEvent.click(await screen.findByRole('button', { name: /Make an API key/ }));
    const form = await screen.findByTestId('api-key-form');
    fireEvent.click(within(form).getByRole('button', { name: /Make an API key/ }));
    // Nothing chosen: said on the fields, nothing sent.
    expect((await within(form).findAllByText('This field is required')).length).toBe(2);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Client name'), { target: { value: 'Student web app' } });
    fireEvent.click(within(form).getByLabelText('Read subjects'));
    fireEvent.click(within(form).getByRole('button', { name: /Make an API key/ }));

    const reveal = await screen.findByTestId('api-key-reveal');
    expect(
      within(reveal).getByText("You won't see this key again. Copy it now and keep it somewhere safe."),
    ).toBeTruthy();
    expect((within(reveal).getByLabelText('API key') as HTMLInputElement).value).toBe(secret);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ name: 'Student web app', permissions: ['subjects.read'] });

    fireEvent.click(within(reveal).getByRole('button', { name: /Copy/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
    expect(await screen.findByText('Key copied')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByTestId('api-key-reveal')).toBeNull());
    expect(screen.queryByDisplayValue(secret)).toBeNull();
  });
});
