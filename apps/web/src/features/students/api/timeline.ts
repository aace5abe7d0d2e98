import { studentsResource, type Timeline } from '@dashboard/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { defineResource } from '../../../lib/resource';

const students = defineResource(studentsResource);

/** Events a page of the timeline asks for: "show older events" asks for as many again. */
export const TIMELINE_PAGE_SIZE = 15;

/**
 * A student's timeline, newest first, a page at a time (`before` the last
 * page's `nextCursor`). Its key is under the students' (`['students',
 * 'timeline', id]`), so a move, a subscription or an edit refreshes it.
 */
export const timelineQuery = (studentId: number) =>
  infiniteQueryOptions({
    queryKey: students.keys.sub('timeline', String(studentId)),
    queryFn: ({ pageParam, signal }) =>
      http<Timeline>(`/students/${studentId}/timeline`, {
        query: { pageSize: TIMELINE_PAGE_SIZE, before: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Read afresh each time a profile shows it: much of what it tells is written elsewhere (a
    // subscription deleted from a list, a code redeemed by the student app, an exam handed in).
    staleTime: 0,
  });

export const useTimeline = (studentId: number) => useInfiniteQuery(timelineQuery(studentId));
