import type { ErrorCode } from '@dashboard/contracts';

/**
 * The one table of database refusals that are the client's doing (and of the
 * passing clashes between transactions), for both databases: SQLite
 * (better-sqlite3's `code`) and PostgreSQL (SQLSTATE).
 * The error handler answers any of them with its status and code; a service
 * that knows better (which field, which entity) asks `dbErrorKind` first.
 */
export const databaseErrors = {
  SQLITE_CONSTRAINT_UNIQUE: { kind: 'unique', status: 409, code: 'validation.duplicate' },
  SQLITE_CONSTRAINT_PRIMARYKEY: { kind: 'unique', status: 409, code: 'validation.duplicate' },
  SQLITE_CONSTRAINT_FOREIGNKEY: { kind: 'foreign_key', status: 409, code: 'resource.in_use' },
  '23505': { kind: 'unique', status: 409, code: 'validation.duplicate' },
  '23503': { kind: 'foreign_key', status: 409, code: 'resource.in_use' },
  '22003': { kind: 'out_of_range', status: 400, code: 'validation.invalid' },
  '22P02': { kind: 'out_of_range', status: 400, code: 'validation.invalid' },
  // Not the client's doing, and gone in a moment: another transaction held what this one needed
  // (a deadlock, a serialization failure, a lock wait past its limit, SQLite's writer past
  // `busy_timeout`). The transaction rolled back whole; the same request may simply be sent again.
  '40P01': { kind: 'busy', status: 503, code: 'server.busy' },
  '40001': { kind: 'busy', status: 503, code: 'server.busy' },
  '55P03': { kind: 'busy', status: 503, code: 'server.busy' },
  SQLITE_BUSY: { kind: 'busy', status: 503, code: 'server.busy' },
  SQLITE_BUSY_SNAPSHOT: { kind: 'busy', status: 503, code: 'server.busy' },
  SQLITE_LOCKED: { kind: 'busy', status: 503, code: 'server.busy' },
} as const satisfies Record<string, { kind: string; status: number; code: ErrorCode }>;

export type DbErrorKind = (typeof databaseErrors)[keyof typeof databaseErrors]['kind'];

/** The database's refusal behind `err`, if it is one of ours; undefined for anything else. */
export function databaseError(err: unknown): (typeof databaseErrors)[keyof typeof databaseErrors] | undefined {
  let code = (err as { code?: unknown } | null)?.code;
  // SQLite reports a foreign key a trigger's statement breaks under the trigger's code.
  if (code === 'SQLITE_CONSTRAINT_TRIGGER' && /FOREIGN KEY/i.test((err as Error).message)) {
    code = 'SQLITE_CONSTRAINT_FOREIGNKEY';
  }
  return typeof code === 'string' && Object.hasOwn(databaseErrors, code)
    ? databaseErrors[code as keyof typeof databaseErrors]
    : undefined;
}

/** `unique`, `foreign_key`, `out_of_range` or `busy` when `err` is such a refusal. */
export function dbErrorKind(err: unknown): DbErrorKind | undefined {
  return databaseError(err)?.kind;
}
