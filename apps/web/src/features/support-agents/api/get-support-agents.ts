import type { ListResponse, SupportAgent } from '@dashboard/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type SupportAgentsQuery = Record<string, string | number>;

export const getSupportAgents = (query: SupportAgentsQuery, signal?: AbortSignal) =>
  http<ListResponse<SupportAgent>>('/support-agents', { query, signal });

export const getSupportAgentsQueryOptions = (query: SupportAgentsQuery) =>
  queryOptions({
    queryKey: ['support-agents', 'list', query],
    queryFn: ({ signal }) => getSupportAgents(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSupportAgents = (query: SupportAgentsQuery) => useQuery(getSupportAgentsQueryOptions(query));
