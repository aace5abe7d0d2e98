import type { AuditEntityList, AuditEntry, AuditPage, AuditUser } from '@dashboard/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { http } from './http';
import { defineResource } from './resource';

/** The log's filters as the API takes them: `from` and `to` are instants (ISO 8601). */
export type AuditFilters = Partial<Record<'user_id' | 'action' | 'entity' | 'entity_id' | 'from' | 'to', string>>;

/**
 * The audit trail. Every change anywhere appends to it, so it shows every
 * resource: any mutation through the kit marks its queries stale, a new
 * entity's included, without a list of them here.
 */
export const auditLog = defineResource<AuditEntry>({ path: 'audit-log', dependsOnAll: true });

/**
 * The entities the trail records, for the log's entity filter: the server
 * derives them from its routes, so a new entity is offered from its first
 * release. They change only with a release: read once a session.
 */
export const useAuditEntities = () =>
  useQuery(
    queryOptions({
      queryKey: auditLog.keys.sub('entities', {}),
      queryFn: ({ signal }) => http<AuditEntityList>('/audit-log/entities', { signal }),
      staleTime: Infinity,
    }),
  ).data?.items ?? [];

/** Staff of every role, for the log's user filter (`RemoteSelect`). */
export const auditUsers = defineResource<AuditUser>({ path: 'audit-log/users' });

/**
 * The log newest first, a page at a time by keyset: each page asks `after`
 * the last one's `nextCursor`; there is no page number and no total.
 */
export const auditLogQuery = (filters: AuditFilters, pageSize = 50) =>
  infiniteQueryOptions({
    queryKey: auditLog.keys.sub('pages', { ...filters, pageSize }),
    queryFn: ({ pageParam, signal }) =>
      http<AuditPage>('/audit-log', { query: { ...filters, pageSize, after: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A log is read for what just happened: always asked again when shown.
    staleTime: 0,
  });

export const useAuditLog = (filters: AuditFilters, pageSize?: number) =>
  useInfiniteQuery(auditLogQuery(filters, pageSize));
