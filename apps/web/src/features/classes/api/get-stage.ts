import type { Stage } from '@dashboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The stage whose classes a page shows (its names for the title and the breadcrumb). */
export const getStage = (id: number, signal?: AbortSignal) => http<Stage>(`/stages/${id}`, { signal });

export const getStageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['stages', 'detail', id],
    queryFn: ({ signal }) => getStage(id, signal),
    retry: false,
  });

export const useStage = (id: number) => useQuery(getStageQueryOptions(id));
