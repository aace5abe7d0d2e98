import type { ListResponse, Specialization } from '@dashboard/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type SpecializationsQuery = Record<string, string | number>;

export const getSpecializations = (query: SpecializationsQuery, signal?: AbortSignal) =>
  http<ListResponse<Specialization>>('/specializations', { query, signal });

export const getSpecializationsQueryOptions = (query: SpecializationsQuery) =>
  queryOptions({
    queryKey: ['specializations', 'list', query],
    queryFn: ({ signal }) => getSpecializations(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSpecializations = (query: SpecializationsQuery) => useQuery(getSpecializationsQueryOptions(query));
