import type { LoginResponse, Role } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type AuditRequest } from '../../lib/audit.js';
import type { Backoff, FailureCounter } from '../../lib/login-throttle.js';
import { decoyHash, verifyPassword } from '../../lib/password.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { findUserByPhone } from '../users/users.repository.js';
import { toSessionUser } from '../users/users.service.js';
import { rememberedReadsOf } from '../../lib/remembered-reads.js';
import { transaction } from '../../lib/transaction.js';
import { insertSession, liveSession, revokeSession } from './auth.repository.js';

/** Who is making a request, as the guards and services see it. */
export interface AuthUser {
  id: number;
  name: string;
  role: Role;
  photo: string | null;
  sessionId: number;
}

export interface LoginThrottle {
  /** Failures per phone and address: one client guessing one account is stopped for the window. */
  phone: FailureCounter;
  /** Failures per address, whatever the phones. */
  address: FailureCounter;
  /** Failures per phone from anywhere: a short, growing wait, never a lock-out. */
  backoff: Backoff;
}

function tooMany(seconds: number) {
  return new AppError(429, 'auth.too_many_attempts', undefined, { 'retry-after': String(seconds) });
}

/**
 * Signs a user in by phone and password. Failures are counted per phone and
 * address, per address, and (softly) per phone; past a limit the caller gets
 * 429 before any password is checked. A sign-in is audited with its session,
 * in one transaction; a refused one (unknown phone, wrong password, disabled
 * account) is audited as `sign_in_failed` with the phone and the reason. A
 * throttled one (429) checks nothing and records nothing: the throttle is
 * also what bounds how fast failures can fill the log.
 */
export async function login(
  db: Kysely<Database>,
  throttle: LoginThrottle,
  input: { phone: string; password: string },
  request: AuditRequest,
): Promise<LoginResponse> {
  const address = request.ip;
  const pair = `${input.phone}|${address}`;
  const wait = Math.max(
    throttle.phone.retryAfter(pair),
    throttle.address.retryAfter(address),
    throttle.backoff.retryAfter(input.phone),
  );
  if (wait > 0) throw tooMany(wait);
  // Count the attempt as a failure now, before the first await: requests sent at
  // once then see each other's attempts, and a success takes it back below.
  throttle.phone.fail(pair);
  throttle.address.fail(address);
  throttle.backoff.fail(input.phone);
  const takeBack = () => {
    throttle.phone.undo(pair);
    throttle.address.undo(address);
    throttle.backoff.undo(input.phone);
  };

  let user;
  let ok;
  try {
    user = await findUserByPhone(db, input.phone);
    ok = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
  } catch (err) {
    takeBack();
    throw err;
  }
  const refused = async (reason: 'auth.invalid_credentials' | 'auth.account_disabled') =>
    audit(db, request, {
      action: 'sign_in_failed',
      entity: 'sessions',
      details: { phone: input.phone, reason },
    });
  if (!user || !ok) {
    throttle.backoff.settle(input.phone);
    await refused('auth.invalid_credentials');
    throw new AppError(401, 'auth.invalid_credentials');
  }
  if (!user.active) {
    takeBack();
    await refused('auth.account_disabled');
    throw new AppError(403, 'auth.account_disabled');
  }

  throttle.phone.clear(pair);
  throttle.address.undo(address);
  throttle.backoff.clear(input.phone);
  const token = newToken();
  await transaction(db, async (trx) => {
    const sessionId = await insertSession(trx, user.id, hashToken(token));
    await audit(trx, request, {
      action: 'sign_in',
      entity: 'sessions',
      entityId: sessionId,
      actor: { userId: user.id, apiKeyId: null, name: user.name, role: user.role },
    });
  });
  return { token, user: toSessionUser(user) };
}

/** Ends the session a request carries, with its audit row, in one transaction. */
export async function signOut(db: Kysely<Database>, request: AuditRequest, sessionId: number): Promise<void> {
  await transaction(db, async (trx) => {
    await revokeSession(trx, sessionId);
    await audit(trx, request, { action: 'sign_out', entity: 'sessions', entityId: sessionId });
  });
}

/**
 * How long a session read is trusted when no write through this process has
 * happened since: a sign-out made through another server process is seen
 * after at most this long; one made through this process, at once.
 */
export const SESSION_TTL_MS = 1_000;

/**
 * The user behind a token, or null when the token is unknown, revoked or its
 * user disabled. A found session is remembered until a write to its session
 * or user (`lib/remembered-reads.ts`), so a run of requests does not look it up each time.
 */
export async function authenticate(db: Kysely<Database>, token: string): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const lookUp = async (): Promise<AuthUser | null> => {
    const row = await liveSession(db, tokenHash).executeTakeFirst();
    return row ? { id: row.id, name: row.name, role: row.role, photo: row.photo, sessionId: row.sessionId } : null;
  };
  const reads = rememberedReadsOf(db);
  if (!reads) return lookUp();
  const key = `session\u0000${tokenHash}`;
  // The query is built only when the session is not remembered: most requests find it is.
  const dependsOn = { toOperationNode: () => liveSession(db, tokenHash).toOperationNode() };
  const user = await reads.remember(key, SESSION_TTL_MS, lookUp, { dependsOn });
  // An unknown token is not kept: made-up tokens must not push out the real sessions.
  if (!user) reads.forget(key);
  return user && { ...user };
}
