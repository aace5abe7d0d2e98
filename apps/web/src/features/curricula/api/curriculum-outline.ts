import { curriculaResource, lessonsResource, unitsResource, type CurriculumOutline } from '@dashboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { defineResource } from '../../../lib/resource';

const curricula = defineResource(curriculaResource);
const units = defineResource(unitsResource);
const lessons = defineResource(lessonsResource);

/** A curriculum's units in order, each with its lessons in order. */
export const getCurriculumOutline = (id: string, signal?: AbortSignal) =>
  http<CurriculumOutline>(`/curricula/${encodeURIComponent(id)}/outline`, { signal });

/**
 * Under the curriculum's own key (`[curricula, one, id, outline]`): a change to
 * the curricula or to what they show (units, lessons) refreshes it, and the
 * curriculum's delete does not ask for it again as its page is left.
 */
export const getCurriculumOutlineQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...curricula.keys.one(id), 'outline'],
    queryFn: ({ signal }) => getCurriculumOutline(id, signal),
    retry: false,
  });

export const useCurriculumOutline = (id: string) => useQuery(getCurriculumOutlineQueryOptions(id));

/** Puts a curriculum's units in a new order (every unit's id, once). */
export const useOrderUnits = (curriculumId: number) =>
  units.useAction((ids: number[]) =>
    http<void>(`/curricula/${curriculumId}/units/order`, { method: 'PUT', body: { ids } }),
  );

/** Puts a unit's lessons in a new order (every lesson's id, once). */
export const useOrderLessons = () =>
  lessons.useAction(({ unitId, ids }: { unitId: number; ids: number[] }) =>
    http<void>(`/units/${unitId}/lessons/order`, { method: 'PUT', body: { ids } }),
  );
