import type { ListResponse, Teacher } from '@dashboard/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type TeachersQuery = Record<string, string | number>;

export const getTeachers = (query: TeachersQuery, signal?: AbortSignal) =>
  http<ListResponse<Teacher>>('/teachers', { query, signal });

export const getTeachersQueryOptions = (query: TeachersQuery) =>
  queryOptions({
    queryKey: ['teachers', 'list', query],
    queryFn: ({ signal }) => getTeachers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTeachers = (query: TeachersQuery) => useQuery(getTeachersQueryOptions(query));
