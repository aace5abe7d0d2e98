import type { ListResponse } from '@dashboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** What the teachers' screens use of a subject. */
export interface SubjectOption {
  id: number;
  name_ar: string;
  name_en: string;
}

/** Every subject (the API's largest page), for the filters and the form. */
export const getSubjectOptions = (signal?: AbortSignal) =>
  http<ListResponse<SubjectOption>>('/subjects', { query: { pageSize: 100 }, signal, quiet: true });

export const getSubjectOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['teacher-options', 'subjects'],
    queryFn: ({ signal }) => getSubjectOptions(signal),
    staleTime: 60_000,
  });

export const useSubjectOptions = () => useQuery(getSubjectOptionsQueryOptions());
