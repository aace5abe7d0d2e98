import type { FieldError, Problem } from '@dashboard/contracts';
import { apiBase } from './config';
import { loadingBar } from './loading-bar';

/** An API answer that is not 2xx, with the problem the server described. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];
  constructor(problem: Problem) {
    super(problem.message);
    this.name = 'ApiError';
    this.status = problem.status;
    this.code = problem.code;
    this.errors = problem.errors ?? [];
  }
}

let tokenProvider: () => string | null = () => null;
let onUnauthorized: () => void = () => {};

/** The auth state tells the client where the token is and what to do when it is refused. */
export function configureHttp(options: { token: () => string | null; onUnauthorized: () => void }) {
  tokenProvider = options.token;
  onUnauthorized = options.onUnauthorized;
}

export function authHeaders(): Record<string, string> {
  const token = tokenProvider();
  return token ? { authorization: `Bearer ${token}` } : {};
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Skip the loading bar (background refreshes, the events stream). */
  quiet?: boolean;
  /** Headers of this request (a money move's `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** Calls the API: JSON in and out, the bearer token, problems thrown as ApiError. */
export async function http<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(apiBase + path, window.location.origin);
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...authHeaders() };
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (!options.quiet) loadingBar.start();
  let ok = false;
  try {
    const res = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
    if (res.status === 204) {
      ok = true;
      return undefined as T;
    }
    const isJson = /json/.test(res.headers.get('content-type') ?? '');
    const data: unknown = isJson ? await res.json() : await res.text();
    if (!res.ok) {
      if (res.status === 401 && headers.authorization) onUnauthorized();
      const problem =
        isJson && data && typeof data === 'object' && 'code' in data
          ? (data as Problem)
          : {
              status: res.status,
              code: res.status >= 500 ? 'server.error' : 'http.not_found',
              message: String(res.statusText),
            };
      throw new ApiError(problem);
    }
    ok = true;
    return data as T;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError({ status: 0, code: 'server.unavailable', message: (err as Error).message });
  } finally {
    if (!options.quiet) loadingBar.finish(ok);
  }
}
