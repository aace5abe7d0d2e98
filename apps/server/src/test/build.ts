import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@dashboard/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app.js';
import { configFromEnv, type AppConfig } from '../config.js';
import { hashPassword } from '../lib/password.js';
import { hashToken, newToken } from '../lib/tokens.js';
import { insertSession } from '../modules/auth/auth.repository.js';
import { insertUser } from '../modules/users/users.repository.js';
import type { Database } from '../db/types.js';
import type { TestDialect } from './dialects.js';

export const TEST_PASSWORD = 'Secret@123';

/** Builds the app on a fresh database of `dialect`; nothing listens. */
export async function build(dialect: TestDialect, overrides: Partial<AppConfig> = {}) {
  const database = await dialect.create();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
  const app = await createApp(
    { ...configFromEnv({}), webDist: null, databaseUrl: database.url, uploadsDir, ...overrides },
    { logger: false },
  );
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** Builds one app for the enclosing `describe` and closes it after. */
export function useApp(dialect: TestDialect, overrides: Partial<AppConfig> = {}) {
  const ctx = {} as { app: FastifyInstance };
  let close: () => Promise<void>;
  beforeAll(async () => {
    const built = await build(dialect, overrides);
    ctx.app = built.app;
    close = built.close;
  });
  afterAll(async () => close?.());
  return ctx;
}

/**
 * Sends requests to `ctx`'s app under `/api/v1` (read when sent, so a `useApp` context works
 * before its app is built), with the headers given and, for a money-moving write, its
 * `Idempotency-Key`.
 */
export function apiSender(ctx: { app: FastifyInstance }) {
  return (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
    key?: string,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
}

/** scrypt is slow on purpose: the test password is hashed once a process, not once a user. */
let testPasswordHash: Promise<string> | undefined;
const hashedTestPassword = () => (testPasswordHash ??= hashPassword(TEST_PASSWORD));

let phoneSeq = 0;
/**
 * A new user with a unique phone; returns the row's id and the credentials. Its phones are all
 * 015…: a test that inserts users of its own gives them another prefix.
 */
export async function createUser(app: FastifyInstance, role: Role, extra: { active?: number; name?: string } = {}) {
  phoneSeq += 1;
  const phone = `015${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq).padStart(5, '0')}`;
  const now = new Date().toISOString();
  const id = await insertUser(app.db, {
    name: extra.name ?? `Test ${role} ${phoneSeq}`,
    phone,
    email: null,
    role,
    password_hash: await hashedTestPassword(),
    photo: null,
    active: extra.active ?? 1,
    created_at: now,
    updated_at: now,
  });
  return { id, phone, password: TEST_PASSWORD };
}

/** Signs a user in through the login route (for tests of signing in) and returns the bearer header. */
export async function signIn(app: FastifyInstance, phone: string, password = TEST_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/login-phone', payload: { phone, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const { token } = res.json() as { token: string };
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A signed-in user of `role`: the session is written as the login route
 * writes it, without the route's scrypt check (sign-in has its own tests).
 */
export async function signInAs(app: FastifyInstance, role: Role) {
  const user = await createUser(app, role);
  const token = newToken();
  await insertSession(app.db, user.id, hashToken(token));
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}

/** How many rows a table holds: to show that a refused or failed request added nothing. */
export async function countRows(app: FastifyInstance, table: keyof Database): Promise<number> {
  const { n } = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
