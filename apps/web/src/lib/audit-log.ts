import type { AuditEntry, AuditPage, AuditUser } from '@dashboard/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from './http';
import { defineResource } from './resource';

/** The log's filters as the API takes them: `from` and `to` are instants (ISO 8601). */
export type AuditFilters = Partial<Record<'user_id' | 'action' | 'entity' | 'entity_id' | 'from' | 'to', string>>;

/**
 * The audit trail. Every change anywhere appends to it, so it depends on
 * every resource: any mutation through the kit marks its queries stale.
 */
export const auditLog = defineResource<AuditEntry>({
  path: 'audit-log',
  dependsOn: ['stages', 'classes', 'systems', 'specializations', 'subjects', 'teachers', 'support-agents', 'api-keys'],
});

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
