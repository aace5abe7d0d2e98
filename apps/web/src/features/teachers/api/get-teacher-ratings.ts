import { teachersResource, type TeacherRatings } from '@dashboard/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { defineResource, type ListQuery } from '../../../lib/resource';

const teachers = defineResource(teachersResource);

/** A teacher's ratings: the summary and a page of them (a teacher may ask only for his or her own). */
export const getTeacherRatings = (teacherId: string, query: ListQuery, signal?: AbortSignal) =>
  http<TeacherRatings>(`/teachers/${encodeURIComponent(teacherId)}/ratings`, { query, signal });

/** Under the teachers' keys, so a change to the teacher refreshes them too. */
export const getTeacherRatingsQueryOptions = (teacherId: string, query: ListQuery) =>
  queryOptions({
    queryKey: teachers.keys.sub('ratings', teacherId, query),
    queryFn: ({ signal }) => getTeacherRatings(teacherId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useTeacherRatings = (teacherId: string, query: ListQuery) =>
  useQuery(getTeacherRatingsQueryOptions(teacherId, query));
