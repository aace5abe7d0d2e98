import type { ListResponse } from '@dashboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** What the teachers' screens use of a class (academic year). */
export interface ClassOption {
  id: number;
  name_ar: string;
  name_en: string;
  stage_id: number;
}

/** Every class (the API's largest page), for the filters and the form. */
export const getClassOptions = (signal?: AbortSignal) =>
  http<ListResponse<ClassOption>>('/classes', { query: { pageSize: 100 }, signal, quiet: true });

export const getClassOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['teacher-options', 'classes'],
    queryFn: ({ signal }) => getClassOptions(signal),
    staleTime: 60_000,
  });

export const useClassOptions = () => useQuery(getClassOptionsQueryOptions());
