import {
  deletedSubscriptionsResource,
  studentsResource,
  subscriptionsResource,
  type Subscription,
  type SubscriptionCreate,
  type SubscriptionRenew,
  type SubscriptionRenewal,
} from '@dashboard/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './http';
import { defineResource, invalidateResource } from './resource';

/**
 * Subscriptions' data access, shared by their own screens (features/subscriptions)
 * and the student's profile (features/students), which imports no other feature.
 */
export const subscriptions = defineResource(subscriptionsResource);
/** The deleted ones: a list of its own, marked stale by every change to a subscription. */
export const deletedSubscriptions = defineResource(deletedSubscriptionsResource);

/** Whether a subscription can be renewed: not deleted, and with a period (a permanent one has none). */
export const isRenewable = (s: Pick<Subscription, 'deleted_at' | 'period_days' | 'ends_on'>) =>
  s.deleted_at === null && s.period_days !== null && s.ends_on !== null;

/**
 * A student's subscriptions, live and deleted, newest first. Its key is under
 * the subscriptions' (`['subscriptions', 'student', id]`), so an add, a
 * renewal, a delete or a restore anywhere refreshes it.
 */
export const studentSubscriptionsQuery = (studentId: number) =>
  queryOptions({
    queryKey: subscriptions.keys.sub('student', String(studentId)),
    queryFn: ({ signal }) => http<{ items: Subscription[] }>(`/students/${studentId}/subscriptions`, { signal }),
  });

export const useStudentSubscriptions = (studentId: number, enabled = true) =>
  useQuery({ ...studentSubscriptionsQuery(studentId), enabled });

/**
 * A command that may take money from a wallet: on success the subscriptions'
 * queries and the students' (the list's balances, the profile's wallet and
 * its ledger, keyed under `students`) are asked again.
 */
function usePaidCommand<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([invalidateResource(client, subscriptions.path), invalidateResource(client, 'students')]),
  });
}

/** `POST /subscriptions` with the dialog's `Idempotency-Key`: the first period paid once, however often it is sent. */
export const useAddSubscription = () =>
  usePaidCommand(({ body, key }: { body: SubscriptionCreate; key: string }) =>
    http<Subscription>('/subscriptions', { method: 'POST', body, headers: { 'idempotency-key': key } }),
  );

/** `POST /subscriptions/:id/renew` with the dialog's `Idempotency-Key`. */
export const useRenewSubscription = () =>
  usePaidCommand(({ id, body, key }: { id: number; body: SubscriptionRenew; key: string }) =>
    http<SubscriptionRenewal>(`/subscriptions/${id}/renew`, {
      method: 'POST',
      body,
      headers: { 'idempotency-key': key },
    }),
  );

/**
 * The students' timelines (`['students', 'timeline', id]`, features/students), keyed under the
 * students', whose resource does not depend on the subscriptions': a restore is an event of one.
 */
const timelines = defineResource(studentsResource).keys.sub('timeline');

/**
 * `POST /subscriptions/:id/restore`: back to the list, as it was; no money moves. The student's
 * timeline is asked again, so the profile it is restored from shows the restoration at once.
 */
export function useRestoreSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http<Subscription>(`/subscriptions/${id}/restore`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([invalidateResource(client, subscriptions.path), client.invalidateQueries({ queryKey: timelines })]),
  });
}
