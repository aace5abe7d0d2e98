import type { TeacherRatings } from '@dashboard/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type RatingsQuery = Record<string, string | number>;

/** A teacher's ratings: the summary and a page of them (a teacher may ask only for his or her own). */
export const getTeacherRatings = (teacherId: string, query: RatingsQuery, signal?: AbortSignal) =>
  http<TeacherRatings>(`/teachers/${encodeURIComponent(teacherId)}/ratings`, { query, signal });

export const getTeacherRatingsQueryOptions = (teacherId: string, query: RatingsQuery) =>
  queryOptions({
    queryKey: ['teachers', 'ratings', teacherId, query],
    queryFn: ({ signal }) => getTeacherRatings(teacherId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useTeacherRatings = (teacherId: string, query: RatingsQuery) =>
  useQuery(getTeacherRatingsQueryOptions(teacherId, query));
