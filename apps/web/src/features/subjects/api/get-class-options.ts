import type { ListResponse } from '@dashboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** What the subjects screens use of a class (academic year). */
export interface ClassOption {
  id: number;
  name_ar: string;
  name_en: string;
  stage_id: number;
}

/** The classes of one stage, or of every stage, in the ladder's order. */
export const getClassOptions = (stageId: string | undefined, signal?: AbortSignal) =>
  http<ListResponse<ClassOption>>('/classes', {
    query: { pageSize: 100, ...(stageId ? { stage_id: stageId } : {}) },
    signal,
    quiet: true,
  });

export const getClassOptionsQueryOptions = (stageId?: string) =>
  queryOptions({
    queryKey: ['classes', 'options', stageId ?? 'all'],
    queryFn: ({ signal }) => getClassOptions(stageId, signal),
    staleTime: 60_000,
  });

export const useClassOptions = (stageId?: string) => useQuery(getClassOptionsQueryOptions(stageId));
