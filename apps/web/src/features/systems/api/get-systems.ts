import type { ListResponse, System } from '@dashboard/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type SystemsQuery = Record<string, string | number>;

export const getSystems = (query: SystemsQuery, signal?: AbortSignal) =>
  http<ListResponse<System>>('/systems', { query, signal });

export const getSystemsQueryOptions = (query: SystemsQuery) =>
  queryOptions({
    queryKey: ['systems', 'list', query],
    queryFn: ({ signal }) => getSystems(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSystems = (query: SystemsQuery) => useQuery(getSystemsQueryOptions(query));
