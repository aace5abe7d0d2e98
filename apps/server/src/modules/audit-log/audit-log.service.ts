import {
  AUDIT_PAGE_MAX,
  auditActionSchema,
  type AuditEntry,
  type AuditExportQuery,
  type AuditListQuery,
  type AuditPage,
  type AuditUser,
  type AuditUserListQuery,
} from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { keptListPage, keysetRows } from '../../lib/list.js';
import * as repo from './audit-log.repository.js';

function jsonObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function toAuditEntry(row: repo.AuditRow): AuditEntry {
  const action = auditActionSchema.safeParse(row.action);
  return {
    id: row.id,
    created_at: row.created_at,
    user_id: row.user_id,
    api_key_id: row.api_key_id,
    actor_name: row.actor_name,
    role: row.role,
    ip: row.ip,
    // Rows are written from the same list of actions; an unknown one would be a row from a newer version.
    action: action.success ? action.data : 'update',
    entity: row.entity,
    entity_id: row.entity_id,
    before: jsonObject(row.before),
    after: jsonObject(row.after),
    details: jsonObject(row.details),
  };
}

/** The filters as the repository takes them: date bounds in UTC, as the column holds them. */
function filtersOf(query: Omit<AuditListQuery, 'after' | 'pageSize'>): repo.AuditFilters {
  const utc = (value: string | undefined) => (value === undefined ? undefined : new Date(value).toISOString());
  return {
    user_id: query.user_id,
    action: query.action,
    entity: query.entity,
    entity_id: query.entity_id,
    from: utc(query.from),
    to: utc(query.to),
  };
}

/** A cursor is the last row's time and id, base64url JSON; anything else is a 400 on `after`. */
function encodeCursor(row: repo.AuditRow): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): repo.AuditKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value as unknown[];
      if (typeof at === 'string' && !Number.isNaN(Date.parse(at)) && Number.isSafeInteger(id)) {
        return { created_at: new Date(at).toISOString(), id: id as number };
      }
    }
  } catch {
    // Not JSON: refused below.
  }
  throw AppError.field(400, 'after', 'validation.invalid');
}

/** A page of the log, newest first, by keyset; `nextCursor` reads the next (older) one. */
export async function listAudit(db: Kysely<Database>, query: AuditListQuery): Promise<AuditPage> {
  const pageSize = Math.min(query.pageSize, AUDIT_PAGE_MAX);
  const after = query.after === undefined ? undefined : decodeCursor(query.after);
  const rows = await repo.auditPage(db, filtersOf(query), after, pageSize + 1);
  const page = rows.slice(0, pageSize);
  return {
    items: page.map(toAuditEntry),
    nextCursor: rows.length > pageSize ? encodeCursor(page[page.length - 1]!) : null,
  };
}

/** Every matching row, newest first, a keyset batch at a time. */
export async function* exportAudit(db: Kysely<Database>, query: AuditExportQuery): AsyncIterable<AuditEntry> {
  for await (const row of keysetRows(repo.auditSource(db, filtersOf(query)))) yield toAuditEntry(row);
}

export async function listAuditUsers(db: Kysely<Database>, query: AuditUserListQuery) {
  return keptListPage(db, repo.auditUserSource, query);
}

export async function getAuditUser(db: Kysely<Database>, id: number): Promise<AuditUser> {
  const row = await repo.findUser(db, id);
  if (!row) throw new AppError(404, 'resource.not_found');
  return row;
}
