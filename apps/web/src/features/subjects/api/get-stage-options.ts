import type { ListResponse } from '@dashboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** What the subjects screens use of an academic stage. */
export interface StageOption {
  id: number;
  name_ar: string;
  name_en: string;
}

/** Every academic stage, in the ladder's order (there are a handful). */
export const getStageOptions = (signal?: AbortSignal) =>
  http<ListResponse<StageOption>>('/stages', { query: { pageSize: 100, sort: 'sort_order' }, signal, quiet: true });

export const getStageOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['stages', 'options'],
    queryFn: ({ signal }) => getStageOptions(signal),
    staleTime: 60_000,
  });

export const useStageOptions = () => useQuery(getStageOptionsQueryOptions());
