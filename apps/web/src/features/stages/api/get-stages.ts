import type { ListResponse, Stage } from '@dashboard/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type StagesQuery = Record<string, string | number>;

export const getStages = (query: StagesQuery, signal?: AbortSignal) =>
  http<ListResponse<Stage>>('/stages', { query, signal });

export const getStagesQueryOptions = (query: StagesQuery) =>
  queryOptions({
    queryKey: ['stages', 'list', query],
    queryFn: ({ signal }) => getStages(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStages = (query: StagesQuery) => useQuery(getStagesQueryOptions(query));
