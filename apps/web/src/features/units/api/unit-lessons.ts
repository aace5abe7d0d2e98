import { curriculaResource, lessonsResource, type CurriculumOutline } from '@dashboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { defineResource } from '../../../lib/resource';

const curricula = defineResource(curriculaResource);
const lessons = defineResource(lessonsResource);

/**
 * A unit's lessons in order come with its curriculum's outline (the lessons
 * list has no order of its own): the same key the curriculum's page reads
 * (`[curricula, one, id, outline]`), so either page finds it fresh.
 */
export const getOutlineQueryOptions = (curriculumId: number) =>
  queryOptions({
    queryKey: [...curricula.keys.one(curriculumId), 'outline'],
    queryFn: ({ signal }) => http<CurriculumOutline>(`/curricula/${curriculumId}/outline`, { signal }),
    retry: false,
  });

/** The unit's lessons in order; nothing is asked before the unit's curriculum is known. */
export function useUnitLessons(curriculumId: number | undefined, unitId: number) {
  const outline = useQuery({ ...getOutlineQueryOptions(curriculumId ?? 0), enabled: curriculumId !== undefined });
  return { ...outline, lessons: outline.data?.units.find((u) => u.id === unitId)?.lessons };
}

/** Puts a unit's lessons in a new order (every lesson's id, once). */
export const useOrderLessons = (unitId: number) =>
  lessons.useAction((ids: number[]) => http<void>(`/units/${unitId}/lessons/order`, { method: 'PUT', body: { ids } }));
