import type { Class, ListResponse } from '@dashboard/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type ClassesQuery = Record<string, string | number>;

export const getClasses = (query: ClassesQuery, signal?: AbortSignal) =>
  http<ListResponse<Class>>('/classes', { query, signal });

export const getClassesQueryOptions = (query: ClassesQuery) =>
  queryOptions({
    queryKey: ['classes', 'list', query],
    queryFn: ({ signal }) => getClasses(query, signal),
    placeholderData: keepPreviousData,
  });

export const useClasses = (query: ClassesQuery) => useQuery(getClassesQueryOptions(query));
