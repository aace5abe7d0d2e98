import type { ListResponse, Subject } from '@dashboard/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type SubjectsQuery = Record<string, string | number>;

export const getSubjects = (query: SubjectsQuery, signal?: AbortSignal) =>
  http<ListResponse<Subject>>('/subjects', { query, signal });

export const getSubjectsQueryOptions = (query: SubjectsQuery) =>
  queryOptions({
    queryKey: ['subjects', 'list', query],
    queryFn: ({ signal }) => getSubjects(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSubjects = (query: SubjectsQuery) => useQuery(getSubjectsQueryOptions(query));
