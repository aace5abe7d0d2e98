import type { Class } from '@dashboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const getClass = (id: number, signal?: AbortSignal) => http<Class>(`/classes/${id}`, { signal });

export const getClassQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['classes', 'detail', id],
    queryFn: ({ signal }) => getClass(id, signal),
    retry: false,
  });

/** One class; `id` undefined (no class chosen) fetches nothing. */
export const useClass = (id: number | undefined) =>
  useQuery({ ...getClassQueryOptions(id ?? 0), enabled: id !== undefined });
