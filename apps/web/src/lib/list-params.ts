import { pageSizes } from '@dashboard/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams {
  page: number;
  pageSize: number;
  sort: string;
  q: string;
  /** The list's own filters, as their query-string values. */
  filters: Record<string, string>;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * A list's page, size, sort, search and filters, kept in the URL so a reload
 * or a shared link shows the same view. Changing a filter goes back to page 1.
 * `prefix` names the parameters of one list when a page shows several
 * (`?systems.q=&specializations.page=`); the API query is never prefixed.
 */
export function useListParams(
  defaults: { sort: string; pageSize?: number; prefix?: string },
  filterKeys: readonly string[] = [],
) {
  const [search, setSearch] = useSearchParams();
  const defaultSize = defaults.pageSize ?? 20;
  const prefix = defaults.prefix ?? '';

  const params = useMemo<ListParams>(() => {
    const get = (k: string) => search.get(prefix + k);
    const size = positive(get('pageSize'), defaultSize);
    return {
      page: positive(get('page'), 1),
      pageSize: (pageSizes as readonly number[]).includes(size) ? size : defaultSize,
      sort: get('sort') || defaults.sort,
      q: get('q') ?? '',
      filters: Object.fromEntries(filterKeys.flatMap((k) => (get(k) ? [[k, get(k)!]] : []))),
    };
  }, [search, defaults.sort, defaultSize, filterKeys, prefix]);

  // The URL this hook last asked for, until the router shows it: React Router hands a functional
  // update the search of the last render, so a second change made before that render (a filter
  // typed right after another was picked) would start from the old URL and drop the first.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [search]);

  const update = useCallback(
    (change: Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string | undefined> }) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(pending.current ?? prev);
          const set = (k: string, v: string | number | undefined, fallback?: string | number) => {
            if (v === undefined || v === '' || v === fallback) next.delete(prefix + k);
            else next.set(prefix + k, String(v));
          };
          const resets =
            change.q !== undefined ||
            change.filters !== undefined ||
            change.sort !== undefined ||
            change.pageSize !== undefined;
          if (change.q !== undefined) set('q', change.q.trim());
          if (change.sort !== undefined) set('sort', change.sort, defaults.sort);
          if (change.pageSize !== undefined) set('pageSize', change.pageSize, defaultSize);
          for (const [k, v] of Object.entries(change.filters ?? {})) set(k, v);
          set('page', change.page ?? (resets ? undefined : params.page), 1);
          pending.current = next;
          return next;
        },
        { replace: change.q !== undefined },
      );
    },
    [setSearch, defaults.sort, defaultSize, params.page, prefix],
  );

  /** The query the API takes: the params, with empty ones left out. */
  const query = useMemo(
    () => ({
      page: params.page,
      pageSize: params.pageSize,
      sort: params.sort,
      ...(params.q ? { q: params.q } : {}),
      ...params.filters,
    }),
    [params],
  );

  return { params, update, query };
}

/** The cursors of the page last shown, and the query (without its page) they belong to. */
interface Shown {
  base: string;
  page: number;
  nextCursor?: string | null | undefined;
  prevCursor?: string | null | undefined;
}

/**
 * The API query of a list, read by keyset when it can: moving to the page
 * next to the one shown sends `after=` or `before=` that page's cursor, which
 * costs the server the same at the millionth row as at the first; a jump to
 * any other page (or a reload) reads by number. The URL keeps only the page
 * number, so the view is the same either way. Call `remember` with each
 * answer that is not a placeholder (the page actually shown).
 */
export function useKeysetQuery<Q extends { page: number }>(query: Q) {
  const { page, ...rest } = query;
  const base = JSON.stringify(rest);
  const [shown, setShown] = useState<Shown | null>(null);
  const remember = useCallback(
    (data: Omit<Shown, 'base'> | undefined) => {
      if (data) setShown({ base, page: data.page, nextCursor: data.nextCursor, prevCursor: data.prevCursor });
    },
    [base],
  );
  const apiQuery = useMemo((): Q & { after?: string; before?: string } => {
    if (shown?.base !== base) return query;
    if (page === shown.page + 1 && shown.nextCursor) return { ...query, after: shown.nextCursor };
    if (page === shown.page - 1 && shown.prevCursor) return { ...query, before: shown.prevCursor };
    return query;
    // Only a new page or query (`base` holds it by value) asks again: the cursors of the page now shown do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [base, page]);
  return [apiQuery, remember] as const;
}
