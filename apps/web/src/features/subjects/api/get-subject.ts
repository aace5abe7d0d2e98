import type { Subject } from '@dashboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const getSubject = (id: string, signal?: AbortSignal) =>
  http<Subject>(`/subjects/${encodeURIComponent(id)}`, { signal });

export const getSubjectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['subjects', 'detail', id],
    queryFn: ({ signal }) => getSubject(id, signal),
    // A missing or malformed id will not appear by asking again.
    retry: false,
  });

export const useSubject = (id: string) => useQuery(getSubjectQueryOptions(id));
