import { lessonElementsResource, lessonsResource } from '@dashboard/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { defineResource, invalidateResource } from '../../../lib/resource';

export const lessonElements = defineResource(lessonElementsResource);
defineResource(lessonsResource);

/** A lesson holds few elements: one page of the most a list gives, in the lesson's order. */
export const useLessonElements = (lessonId: number) =>
  lessonElements.useList({ lesson_id: lessonId, sort: 'sort_order', pageSize: 100 });

/** Puts a lesson's elements in a new order (every element's id, once). */
export const useOrderElements = (lessonId: number) =>
  lessonElements.useAction((ids: number[]) =>
    http<void>(`/lessons/${lessonId}/elements/order`, { method: 'PUT', body: { ids } }),
  );

/**
 * After an element is added or deleted, the counts its lesson, unit and
 * curriculum show change too: the lessons' queries (and those showing
 * lessons) are marked stale.
 */
export function useCountsChanged() {
  const client = useQueryClient();
  return () => invalidateResource(client, 'lessons');
}
