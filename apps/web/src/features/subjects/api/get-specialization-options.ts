import type { ListResponse } from '@dashboard/contracts';
import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** What the subjects screens use of a specialization. */
export interface SpecializationOption {
  id: number;
  name_ar: string;
  name_en: string;
  class_id: number;
}

/** The specializations of one class. */
export const getSpecializationOptions = (classId: string, signal?: AbortSignal) =>
  http<ListResponse<SpecializationOption>>('/specializations', {
    query: { pageSize: 100, class_id: classId },
    signal,
    quiet: true,
  });

export const getSpecializationOptionsQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: ['specializations', 'options', classId],
    queryFn: ({ signal }) => getSpecializationOptions(classId, signal),
    staleTime: 60_000,
  });

/** The specializations of one class; nothing is fetched without a class. */
export const useSpecializationOptions = (classId?: string) =>
  useQuery({ ...getSpecializationOptionsQueryOptions(classId ?? ''), enabled: Boolean(classId) });

const combine = (results: UseQueryResult<ListResponse<SpecializationOption>>[]) => ({
  items: results.flatMap((r) => r.data?.items ?? []),
  loading: results.some((r) => r.isLoading),
});

/** The specializations of several classes, one request a class (each cached on its own). */
export function useSpecializationsOfClasses(classIds: readonly number[]) {
  return useQueries({
    queries: classIds.map((id) => getSpecializationOptionsQueryOptions(String(id))),
    combine,
  });
}
