import { AUDIT_REDACTED, type AuditAction, type Role } from '@dashboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** What `audit` reads of a request: its address and who made it (the auth guard's `principal`). */
export type AuditRequest = Pick<FastifyRequest, 'ip' | 'principal' | 'auditRows'>;

/** Who acted: a staff member, an API key, or nobody signed in (a failed sign-in). */
export interface AuditActor {
  userId: number | null;
  apiKeyId: number | null;
  /** The user's or key's name, kept in the row so a deleted user is still named. */
  name: string | null;
  role: Role | 'service' | null;
}

/** One audit row, less what the request tells (who, from where) and the time. */
export interface AuditEntry {
  action: AuditAction;
  /** The resource as the API path names it: `teachers`, `settings`, `api-keys` … */
  entity: string;
  /** The record; null (or left out) for a whole resource: the settings, an export. */
  entityId?: number | string | null;
  /**
   * The record before the change, as the API shows it (update, delete). For an
   * update give the whole record: only the fields that differ from `after` are kept.
   */
  before?: object | null;
  /** The record after the change (create, update); `secretsOf(body)` marks a password that was set. */
  after?: object | null;
  /** Anything else the row should say: an export's format and filters, a failed sign-in's phone. */
  details?: object | null;
  /** Who acted, when it is not the request's principal: the user a sign-in is for. */
  actor?: AuditActor;
}

/**
 * Field names never written to the log, at any depth: their value becomes
 * `[redacted]`. Besides these, any name holding `password`, `secret`,
 * `token` or `hash`, or ending in `key` (`api_key`, `apiKey`).
 */
export const secretFields = [
  'password',
  'password_hash',
  'current_password',
  'new_password',
  'token',
  'token_hash',
  'key',
  'key_hash',
  'secret',
] as const;

/** Whether a field name is a secret's (see `secretFields`). */
export function isSecretField(name: string): boolean {
  const n = name.toLowerCase();
  return (secretFields as readonly string[]).includes(n) || /password|secret|token|hash/.test(n) || n.endsWith('key');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** A copy of `value` with every secret field's value replaced by `[redacted]`, at any depth. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, isSecretField(k) && v != null ? AUDIT_REDACTED : redact(v)]),
  );
}

/**
 * The secret fields a request body sets, as `{ password: '[redacted]' }`:
 * spread into `after`, they show that a password was set or changed, which
 * the record itself (which never holds it) cannot show.
 */
export function secretsOf(body: unknown): Record<string, string> {
  if (!isPlainObject(body)) return {};
  return Object.fromEntries(
    Object.entries(body)
      .filter(([k, v]) => isSecretField(k) && v != null)
      .map(([k]) => [k, AUDIT_REDACTED]),
  );
}

/** Nested plain objects as dotted paths (`freeTrial.lives`); arrays and other values stay whole. */
function flatten(value: Record<string, unknown>, prefix = '', into: Record<string, unknown> = {}) {
  for (const [k, v] of Object.entries(value)) {
    if (isPlainObject(v) && Object.keys(v).length) flatten(v, `${prefix}${k}.`, into);
    else into[`${prefix}${k}`] = v;
  }
  return into;
}

/** The fields that differ between two records, each side with its value (null where a side lacks it). */
export function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const a = flatten(before);
  const b = flatten(after);
  const changed = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (k) => JSON.stringify(a[k] ?? null) !== JSON.stringify(b[k] ?? null),
  );
  return {
    before: Object.fromEntries(changed.map((k) => [k, a[k] ?? null])),
    after: Object.fromEntries(changed.map((k) => [k, b[k] ?? null])),
  };
}

/** Who made the request, from what the auth guard found: a staff member, an API key, or a visitor. */
export function actorOf(request: AuditRequest): AuditActor {
  const p = request.principal;
  if (!p) return { userId: null, apiKeyId: null, name: null, role: null };
  return p.kind === 'service'
    ? { userId: null, apiKeyId: p.id, name: p.name, role: 'service' }
    : { userId: p.id, apiKeyId: null, name: p.name, role: p.role };
}

const json = (value: unknown) => (value == null ? null : JSON.stringify(value));

/**
 * Appends one row to the audit log: who (the request's principal, or
 * `entry.actor`), their role, when (UTC), from which address, what they did
 * to which record, and the record before and after, secrets redacted.
 *
 * Pass the transaction of the change it records, so both commit or neither
 * does: a change the database refuses, or that rolls back for any reason,
 * leaves no row. The kit (`lib/crud.ts`) does this for every create, update,
 * delete and export; an explicit write route calls it in its own
 * `transaction()` (`lib/transaction.ts`) and declares `config.audit`.
 */
export async function audit(db: Kysely<Database>, request: AuditRequest, entry: AuditEntry): Promise<void> {
  const actor = entry.actor ?? actorOf(request);
  let before = entry.before ? (redact(entry.before) as Record<string, unknown>) : null;
  let after = entry.after ? (redact(entry.after) as Record<string, unknown>) : null;
  if (before && after) ({ before, after } = changes(before, after));
  await db
    .insertInto('audit_log')
    .values({
      created_at: new Date().toISOString(),
      user_id: actor.userId,
      api_key_id: actor.apiKeyId,
      actor_name: actor.name,
      role: actor.role,
      ip: request.ip,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      before: json(before),
      after: json(after),
      details: json(entry.details ? redact(entry.details) : null),
    })
    .execute();
  request.auditRows += 1;
}
