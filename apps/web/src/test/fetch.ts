import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client';

/** A JSON answer, as the API gives one. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Puts `answer` in place of `fetch` for each test of the file, the query cache emptied and the calls
 * forgotten first, so that no test sees what another asked. `asked(path)` gives the URLs asked, only
 * those of `/api/v1${path}` when a path is given.
 */
export function stubFetch(answer: (url: URL, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: URL | string, init?: RequestInit) => answer(new URL(String(input)), init));
  const asked = (path?: string) => {
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input)));
    return path === undefined ? urls : urls.filter((u) => u.pathname === `/api/v1${path}`);
  };
  beforeEach(() => {
    queryClient.clear();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return { fetchMock, asked };
}
