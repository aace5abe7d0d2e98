import type { AuditUserListQuery } from '@dashboard/contracts';
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { AuditLogTable, Database } from '../../db/types.js';
import { listSource } from '../../lib/list.js';

export type AuditRow = Selectable<AuditLogTable>;

/** The log's filters, the bounds already UTC ISO strings (the column's own form on SQLite). */
export interface AuditFilters {
  user_id?: number | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entity_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The rows the filters match, nothing selected: each filter leads an index ending in (created_at, id). */
function filtered(db: Kysely<Database>, f: AuditFilters) {
  let q = db.selectFrom('audit_log');
  if (f.user_id !== undefined) q = q.where('audit_log.user_id', '=', f.user_id);
  if (f.action !== undefined) q = q.where('audit_log.action', '=', f.action);
  if (f.entity !== undefined) q = q.where('audit_log.entity', '=', f.entity);
  if (f.entity_id !== undefined) q = q.where('audit_log.entity_id', '=', f.entity_id);
  if (f.from !== undefined) q = q.where('audit_log.created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('audit_log.created_at', '<', f.to);
  return q;
}

/** Where a page ended: its last row's time and id. */
export interface AuditKey {
  created_at: string;
  id: number;
}

/**
 * A page of the log, newest first, after `key` (the previous page's last
 * row) by keyset: one index walked from where the last page ended, never an
 * offset. One row more than asked tells whether another page follows.
 */
export function auditPage(db: Kysely<Database>, f: AuditFilters, after: AuditKey | undefined, limit: number) {
  let q = filtered(db, f).selectAll('audit_log');
  if (after) {
    const { created_at: at, id } = after;
    // The plain bound on the first key is what the planners use as the index range.
    q = q.where(
      sql<SqlBool>`audit_log.created_at <= ${at} and (audit_log.created_at < ${at} or (audit_log.created_at = ${at} and audit_log.id < ${id}))`,
    );
  }
  return q.orderBy('audit_log.created_at', 'desc').orderBy('audit_log.id', 'desc').limit(limit).execute();
}

/** Every row the filters match, newest first, for an export read in keyset batches (`keysetRows`). */
export function auditSource(db: Kysely<Database>, f: AuditFilters) {
  return listSource({
    db,
    from: filtered(db, f),
    id: 'audit_log.id',
    sort: '-created_at',
    columns: { created_at: 'audit_log.created_at' },
    idDirection: 'desc',
    rows: db.selectFrom('audit_log').selectAll('audit_log'),
  });
}

/** Staff of any role, by role then name (the `(role, name, id)` index), for the log's user filter. */
export function auditUserSource(db: Kysely<Database>, f: Omit<AuditUserListQuery, 'page' | 'pageSize'>) {
  return listSource({
    db,
    from: db.selectFrom('users'),
    search: { table: 'users', q: f.q },
    id: 'users.id',
    sort: f.sort,
    columns: { role: ['users.role', 'users.name'] },
    rows: db.selectFrom('users').select(['users.id', 'users.name', 'users.role']),
  });
}

export function findUser(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').select(['id', 'name', 'role']).where('id', '=', id).executeTakeFirst();
}
