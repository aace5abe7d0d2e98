/**
 * A seeded, schema-driven fuzz run against the app (`npm run fuzz`,
 * `fuzz.test.ts`). It reads the OpenAPI document the app serves and sends
 * each operation, as a visitor and as each role, requests made from the
 * document's schemas: valid ones, and ones with one thing wrong (a wrong
 * type, a huge or odd string, an odd id, a missing or unknown field, a
 * broken body). It holds the server to three rules:
 *
 * - no answer is a 5xx;
 * - every error is a problem document (`application/problem+json` with
 *   `status`, `code` and `message`);
 * - a refused write changes nothing (row counts, last id and last
 *   `updated_at` of every table, and the uploaded files, before and after).
 *
 * The same seed sends the same requests, so a finding is reproduced with
 * `npm run fuzz -- --seed S --requests N`.
 */
import fs from 'node:fs';
import type { Role } from '@dashboard/contracts';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { seededRandom, type SeededRandom } from '../lib/seeded-random.js';
import { hashToken, newToken } from '../lib/tokens.js';
import { insertSession } from '../modules/auth/auth.repository.js';
import { referencedEntity } from './samples.js';
import { DEMO_PASSWORD, demoAccounts } from '../modules/users/users.seed.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: unknown };

interface Operation {
  method: string;
  /** The document's path, `{id}` and all. */
  path: string;
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: Schema }[];
  /** The JSON body's schema, when the operation takes one. */
  body?: Schema;
  multipart: boolean;
  /** An event stream never ends: only a request that is refused may be sent. */
  stream: boolean;
}

interface Sent {
  method: string;
  url: string;
  as: Principal['name'];
  attack: string;
  body?: string;
}

export interface Finding {
  rule: '5xx' | 'not a problem' | 'refused write changed data' | 'no answer';
  request: Sent;
  status: number;
  detail: string;
}

export interface FuzzReport {
  seed: number;
  sent: number;
  byStatus: Record<string, number>;
  byAttack: Record<string, number>;
  findings: Finding[];
}

interface Principal {
  name: 'anonymous' | Role;
  userId?: number;
  token?: string;
}

/** Strings that have broken servers: control characters, direction marks, surrogates, other digits. */
const oddStrings = [
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  'zero\u200bwidth',
  '🧪🙂',
  'e\u0301\u0301\u0301',
  '\ud800',
  '\udfff\ud800',
  '١٢٣',
  '１２３',
  '\u00a0',
  ' ',
  '',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '=1+1',
  '\r\n',
  'ﷺ',
];

/** Every spelling of an id that `Number()` would have read, and some that nothing should. */
const oddIds = [
  '0x1',
  '1e0',
  '01',
  '%201',
  '1%20',
  '%2B1',
  '-1',
  '1.0',
  '0',
  '2147483648',
  '9'.repeat(40),
  '',
  'abc',
  '%00',
  '١',
  'null',
  '1,2',
  '%E2%80%AE1',
];

const contentTypes = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/jsonx',
  '',
];

const malformedJson = [
  '{',
  '{"a":',
  'nul',
  '[1,]',
  '{"a":1}}',
  '\ufeff{}',
  '"',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
];

const attacks = [
  'valid',
  'valid',
  'valid',
  'wrong type',
  'out of range',
  'odd string',
  'missing field',
  'unknown field',
  'body shape',
  'malformed body',
  'content type',
  'odd id',
  'odd query',
  'odd header',
] as const;
type Attack = (typeof attacks)[number] | 'huge body';

/** The operations of an OpenAPI document, their parameters and bodies resolved. */
function operationsOf(doc: Schema): Operation[] {
  const out: Operation[] = [];
  const paths = doc.paths as Record<string, Record<string, Schema>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = ((op.parameters ?? []) as Schema[]).map((p) => deref(doc, p));
      const content = (deref(doc, (op.requestBody ?? {}) as Schema).content ?? {}) as Record<string, Schema>;
      const responses = JSON.stringify(op.responses ?? {});
      out.push({
        method: method.toUpperCase(),
        path,
        parameters: params
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => ({
            name: p.name as string,
            in: p.in as 'path' | 'query',
            required: p.required === true,
            schema: (p.schema ?? {}) as Schema,
          })),
        body: content['application/json']?.schema as Schema | undefined,
        multipart: 'multipart/form-data' in content || (method === 'post' && path.endsWith('/uploads')),
        stream: responses.includes('text/event-stream') || path.endsWith('/events'),
      });
    }
  }
  return out;
}

/** Follows `$ref`s into the document. */
function deref(doc: Schema, schema: Schema): Schema {
  let s = schema;
  for (let i = 0; i < 20 && typeof s.$ref === 'string'; i++) {
    const pointer = (s.$ref as string).replace(/^#\//, '').split('/');
    let target: unknown = doc;
    for (const key of pointer) target = (target as Schema)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')];
    s = (target ?? {}) as Schema;
  }
  return s;
}

/**
 * The table a path's `{id}` (`/api/v1/stages/{id}`) or a field's `<x>_id`
 * (`stage_id` → the entity whose item is `Stage`) names, from the entities
 * the kit registered, to draw ids that exist.
 */
function tablesOf(app: FastifyInstance) {
  return (name: string): string | undefined => {
    const collection = /^\/api\/v1\/([^/]+)/.exec(name)?.[1];
    if (collection) return app.entities.find((e) => e.path === `/${collection}`)?.table;
    return referencedEntity(app, name)?.table;
  };
}

/** Makes values for JSON schemas: valid ones, and ones with one thing wrong. */
class Sampler {
  constructor(
    private readonly random: SeededRandom,
    readonly doc: Schema,
    private readonly ids: (name: string) => number[],
  ) {}

  /** A value the schema accepts (as far as a generator can tell: a pattern may still refuse it). */
  valid(schema: Schema, name = '', depth = 0): Json {
    const r = this.random;
    const s = deref(this.doc, schema);
    if ('const' in s) return s.const as Json;
    if (Array.isArray(s.enum)) return r.pick(s.enum as Json[]);
    const union = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
    if (union?.length) return this.valid(r.pick(union), name, depth);
    if (Array.isArray(s.allOf))
      return this.valid(Object.assign({}, ...(s.allOf as Schema[]).map((x) => deref(this.doc, x))), name, depth);
    let type = s.type as string | string[] | undefined;
    if (Array.isArray(type))
      type = type.includes('null') && r.next() < 0.85 ? type.find((t) => t !== 'null') : r.pick(type);
    if (s.nullable === true && r.next() < 0.15) return null;
    switch (type ?? (s.properties ? 'object' : 'string')) {
      case 'null':
        return null;
      case 'boolean':
        return r.next() < 0.5;
      case 'integer':
      case 'number': {
        if (/_ids?$|^id$/.test(name)) {
          const pool = this.ids(name);
          if (pool.length && r.next() < 0.9) return r.pick(pool);
        }
        const min = typeof s.minimum === 'number' ? s.minimum : 0;
        const max = typeof s.maximum === 'number' ? s.maximum : min + 1000;
        const n = min + r.int(0, Math.min(max - min, 100));
        return type === 'integer' ? n : n + (r.next() < 0.5 ? 0.5 : 0);
      }
      case 'array': {
        const min = typeof s.minItems === 'number' ? s.minItems : 0;
        const max = typeof s.maxItems === 'number' ? s.maxItems : min + 3;
        const items = Array.from({ length: r.int(min, Math.min(max, min + 3)) }, () =>
          this.valid((s.items ?? {}) as Schema, name, depth + 1),
        );
        return /_ids$/.test(name) ? [...new Set(items)] : items;
      }
      case 'object': {
        if (depth > 6) return {};
        const out: Record<string, Json> = {};
        const required = new Set((s.required ?? []) as string[]);
        for (const [key, sub] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
          if (required.has(key) || r.next() < 0.6) out[key] = this.valid(sub, key, depth + 1);
        }
        return out;
      }
      default:
        return this.string(s, name);
    }
  }

  private string(s: Schema, name: string): string {
    const r = this.random;
    const digits = (n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
    const min = typeof s.minLength === 'number' ? s.minLength : 0;
    const max = typeof s.maxLength === 'number' ? s.maxLength : 60;
    const candidates: string[] = [];
    if (s.format === 'email' || name.includes('email')) candidates.push(`user${digits(5)}@example.com`);
    if (s.format === 'date-time')
      candidates.push(new Date(Date.UTC(2020, r.int(0, 11), r.int(1, 28), r.int(0, 23))).toISOString());
    if (s.format === 'date') candidates.push(`202${r.int(0, 5)}-0${r.int(1, 9)}-1${r.int(0, 9)}`);
    if (s.format === 'uri') candidates.push(`https://example.com/${digits(4)}`);
    if (name.includes('phone'))
      candidates.push(`01${r.pick(['0', '1', '2', '5'])}${digits(8)}`, r.pick(demoAccounts).phone);
    if (name.includes('password')) candidates.push(DEMO_PASSWORD, `Pw@${digits(8)}x`);
    if (name.endsWith('_ar'))
      candidates.push(r.pick(['مرحلة', 'الصف الأول', 'مادة الرياضيات', 'أحمد علي']) + ' ' + digits(3));
    candidates.push(
      r.pick(['Primary', 'Algebra', 'Sara Ali', 'code', 'Grade One', 'x']) +
        (r.next() < 0.5 ? ` ${digits(3)}` : digits(2)),
      `C${digits(4)}`,
      digits(6),
      `${digits(12)}.png`,
    );
    const pattern = typeof s.pattern === 'string' ? safeRegExp(s.pattern) : undefined;
    const fits = (c: string) => c.length >= min && c.length <= max && (!pattern || pattern.test(c));
    const found = candidates.find(fits);
    if (found !== undefined) return found;
    const text = candidates[candidates.length - 4]!;
    return text.length > max ? text.slice(0, max) : text.padEnd(min, 'x');
  }

  /** A value of another type than the schema's. */
  wrongType(schema: Schema): Json {
    const s = deref(this.doc, schema);
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    const others: Record<string, Json[]> = {
      string: [123, true, {}, [], null, ['a']],
      integer: ['12', 'abc', 1.5, true, {}, null, 1e308, -0.0001],
      number: ['1', true, [], null],
      boolean: ['true', 1, 0, null, 'yes'],
      array: ['x', {}, 1, null, [[[]]]],
      object: [[], 'x', 1, null, true],
    };
    return this.random.pick(others[String(type)] ?? [null, 1, 'x', {}]);
  }

  /** A value of the right type just past its bounds, or far past them. */
  outOfRange(schema: Schema): Json {
    const r = this.random;
    const s = deref(this.doc, schema);
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    if (type === 'integer' || type === 'number') {
      return r.pick([
        typeof s.maximum === 'number' ? s.maximum + 1 : 2 ** 31,
        typeof s.minimum === 'number' ? s.minimum - 1 : -(2 ** 31) - 1,
        2 ** 53 + 1,
        -1,
        0,
        2 ** 31,
        Number.MAX_VALUE,
      ]);
    }
    if (type === 'array')
      return Array.from({ length: (typeof s.maxItems === 'number' ? s.maxItems : 200) + 1 }, () => 1);
    const max = typeof s.maxLength === 'number' ? s.maxLength : 1000;
    return r.pick(['', ' '.repeat(3), 'x'.repeat(max + 1), 'ب'.repeat(max + 1), 'y'.repeat(r.int(20_000, 200_000))]);
  }

  odd(): string {
    return this.random.pick(oddStrings);
  }
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

/**
 * What the database holds, cheaply: per table its row count, and its
 * largest `id` and `updated_at` where it has them; and the uploaded files.
 * The audit trail is left out: a refused sign-in is recorded on purpose.
 */
async function fingerprinter(db: Kysely<Database>, uploadsDir: string | undefined) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const columns: { table: string; column: string }[] = sqlite
    ? (
        await sql<{ table: string; column: string }>`
          select m.name as "table", p.name as "column"
          from sqlite_master m join pragma_table_info(m.name) p
          where m.type = 'table' and m.name not like 'sqlite_%'`.execute(db)
      ).rows
    : (
        await sql<{ table: string; column: string }>`
          select table_name as "table", column_name as "column" from information_schema.columns
          where table_schema = current_schema()`.execute(db)
      ).rows;
  const tables = [...new Set(columns.map((c) => c.table))].filter((t) => !/audit|kysely_/i.test(t)).sort();
  const has = (t: string, c: string) => columns.some((x) => x.table === t && x.column === c);
  const parts = tables.flatMap((t) => [
    [`${t} rows`, `(select count(*) from "${t}")`],
    ...(has(t, 'id') ? [[`${t} last id`, `(select max("id") from "${t}")`]] : []),
    ...(has(t, 'updated_at') ? [[`${t} last update`, `(select max("updated_at") from "${t}")`]] : []),
  ]);
  const query = sql.raw<Record<string, unknown>>(
    `select ${parts.map(([name, part]) => `${part} as "${name}"`).join(', ')}`,
  );
  return async (): Promise<Fingerprint> => {
    const row = (await query.execute(db)).rows[0] ?? {};
    const files = uploadsDir && fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).length : 0;
    // Counts come back as numbers, strings or bigints depending on the driver: compare them as text.
    return Object.fromEntries([...Object.entries(row), ['uploaded files', files]].map(([k, v]) => [k, String(v)]));
  };
}

type Fingerprint = Record<string, string>;

/** What differs between two fingerprints, as `name: before → after`; empty when nothing does. */
function changes(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after })
    .filter((k) => before[k] !== after[k])
    .map((k) => `${k}: ${before[k]} → ${after[k]}`);
}

export interface FuzzOptions {
  requests: number;
  seed: number;
  /** Where the app keeps uploads, so a refused upload that leaves a file is seen. */
  uploadsDir?: string;
  /** Called with each request and its status (`npm run fuzz -- --trace`). */
  trace?: (line: string) => void;
}

/**
 * Sends `requests` seeded requests to `app` (demo data already seeded) and
 * reports what broke the rules. Nothing listens: every request goes
 * through `app.inject`.
 */
export async function fuzz(app: FastifyInstance, options: FuzzOptions): Promise<FuzzReport> {
  const r = seededRandom(options.seed);
  const docRes = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = docRes.json() as Schema;
  const operations = operationsOf(doc);
  if (!operations.length) throw new Error('the served document lists no operation');

  const db = app.db;
  const idPools = new Map<string, number[]>();
  const refreshIds = async () => {
    for (const table of new Set(app.entities.map((e) => e.table))) {
      const rows = await sql<{ id: number }>`select id from ${sql.table(table)} order by id desc limit 40`.execute(db);
      idPools.set(
        table,
        rows.rows.map((row) => Number(row.id)),
      );
    }
  };
  await refreshIds();
  const tableFor = tablesOf(app);
  /** Ids that exist of what a field or a path names; of any table when it names none. */
  const ids = (name: string) => {
    const table = tableFor(name);
    return table ? (idPools.get(table) ?? []) : [...idPools.values()].flat();
  };
  const sampler = new Sampler(r, doc, ids);

  // Each demo role with a session written as the sign-in route writes it (no scrypt per run).
  const principals: Principal[] = [{ name: 'anonymous' }];
  for (const account of demoAccounts) {
    const user = await db.selectFrom('users').select('id').where('phone', '=', account.phone).executeTakeFirst();
    if (!user) throw new Error(`demo account ${account.phone} is missing: seed the database first`);
    principals.push({ name: account.role as Role, userId: user.id });
  }
  const openSession = async (p: Principal): Promise<void> => {
    // A fuzzed request may have disabled or deleted the account, or changed its password: take another.
    let user = await db.selectFrom('users').select(['id', 'active']).where('id', '=', p.userId!).executeTakeFirst();
    if (!user || !user.active) {
      user = await db
        .selectFrom('users')
        .select(['id', 'active'])
        .where('role', '=', p.name as Role)
        .where('active', '=', 1)
        .orderBy('id')
        .executeTakeFirst();
    }
    // Every account of the role is gone or disabled: make one, so the role keeps being tried.
    user ??= await newUser(db, p.name as Role);
    p.userId = user.id;
    p.token = newToken();
    await insertSession(db, user.id, hashToken(p.token));
  };
  for (const p of principals.slice(1)) await openSession(p);
  const weighted = principals.flatMap((p) =>
    Array<Principal>(p.name === 'anonymous' ? 1 : p.name === 'admin' ? 3 : 2).fill(p),
  );

  const fingerprint = await fingerprinter(db, options.uploadsDir);
  let known: Fingerprint | null = null;
  const report: FuzzReport = { seed: options.seed, sent: 0, byStatus: {}, byAttack: {}, findings: [] };

  for (let i = 0; i < options.requests; i++) {
    if (i > 0 && i % 200 === 0) await refreshIds();
    const op = r.pick(operations);
    // Most requests go as a role, so they reach the rules behind the door. An event stream that
    // lets a request in never ends: it is sent only without a session, to be refused.
    const principal = op.stream ? principals[0]! : r.pick(weighted);
    const attack: Attack = r.next() < 0.005 ? 'huge body' : r.pick(attacks);
    const request = build(op, principal, attack, sampler, r, ids);

    const write = request.method !== 'GET';
    if (write && known === null) known = await fingerprint();
    const res = await answerOf(
      app.inject({
        method: request.method as HTTPMethods,
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      }),
    );
    report.sent += 1;
    const status = res === 'no answer' ? 0 : res.statusCode;
    report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
    report.byAttack[attack] = (report.byAttack[attack] ?? 0) + 1;
    const sent: Sent = {
      method: request.method,
      url: request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url,
      as: principal.name,
      attack,
      ...(typeof request.payload === 'string' ? { body: request.payload.slice(0, 300) } : {}),
    };

    options.trace?.(
      `${i} ${sent.method} ${sent.url.slice(0, 200)} as ${sent.as} (${attack}) → ${status || 'no answer'}`,
    );
    if (res === 'no answer') {
      // A request that never ends may hold the database: the run stops here.
      report.findings.push({
        rule: 'no answer',
        request: sent,
        status: 0,
        detail: `nothing within ${HANG_MS / 1000} s`,
      });
      break;
    }
    if (res.statusCode >= 500) {
      report.findings.push({ rule: '5xx', request: sent, status: res.statusCode, detail: res.body.slice(0, 300) });
    }
    if (res.statusCode >= 400) {
      const problem = problemIssue(res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
      if (problem)
        report.findings.push({ rule: 'not a problem', request: sent, status: res.statusCode, detail: problem });
    }
    if (write) {
      const after = await fingerprint();
      const changed = res.statusCode >= 400 ? changes(known!, after) : [];
      if (changed.length) {
        report.findings.push({
          rule: 'refused write changed data',
          request: sent,
          status: res.statusCode,
          detail: changed.join('; '),
        });
      }
      known = after;
    }
    if (res.statusCode === 401 && principal.token && request.authorized) {
      // The session ended (a sign-out, a changed password, a disabled account): open another.
      await openSession(principal);
      known = null;
    }
  }
  return report;
}

let made = 0;
/** An account of `role` for the fuzz run (its password is never checked: its session is written directly). */
async function newUser(db: Kysely<Database>, role: Role) {
  made += 1;
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      name: `Fuzz ${role} ${made}`,
      phone: `019${String(made).padStart(8, '0')}`,
      email: null,
      role,
      password_hash: 'none',
      photo: null,
      active: 1,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'active'])
    .executeTakeFirstOrThrow();
  return row;
}

/** Long enough for any request of a fuzz run on a slow machine; a request still open then is stuck. */
const HANG_MS = 15_000;

/** The answer, or 'no answer' when the request is still open after HANG_MS (a deadlock, a lost promise). */
async function answerOf<T>(answer: Promise<T>): Promise<T | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'no answer'>((resolve) => (timer = setTimeout(() => resolve('no answer'), HANG_MS)));
  try {
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why an error answer is not a problem document, or null when it is one. */
function problemIssue(status: number, contentType: string, body: string): string | null {
  if (!contentType.startsWith('application/problem+json'))
    return `content-type ${contentType || '(none)'}: ${body.slice(0, 200)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 200)}`;
  }
  const p = parsed as { status?: unknown; code?: unknown; message?: unknown; errors?: unknown };
  if (p.status !== status) return `status ${String(p.status)} in a ${status} answer`;
  if (typeof p.code !== 'string' || !p.code) return 'no code';
  if (typeof p.message !== 'string' || !p.message) return 'no message';
  if (p.errors !== undefined) {
    if (!Array.isArray(p.errors)) return 'errors is not a list';
    for (const e of p.errors as { path?: unknown; code?: unknown }[]) {
      if (typeof e?.path !== 'string' || typeof e?.code !== 'string') return `field error ${JSON.stringify(e)}`;
    }
  }
  return null;
}

interface Built {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Whether the request carried the principal's token as it is (so a 401 means the session ended). */
  authorized: boolean;
}

/** One request for `op`, valid but for what `attack` names. */
function build(
  op: Operation,
  principal: Principal,
  attack: Attack,
  sampler: Sampler,
  r: SeededRandom,
  ids: (name: string) => number[],
): Built {
  const headers: Record<string, string> = {};
  let authorized = false;
  if (principal.token) {
    headers.authorization = `Bearer ${principal.token}`;
    authorized = true;
  }
  if (r.next() < 0.3)
    headers['accept-language'] = r.pick(['ar', 'en', 'ar-EG,ar;q=0.9,en;q=0.5', 'fr', '*', ';;;', 'x'.repeat(300)]);
  if (attack === 'odd header') {
    const which = r.int(0, 3);
    if (which === 0)
      headers.authorization = r.pick([
        'Bearer',
        'Bearer ',
        'Basic YTpi',
        `Bearer ${'x'.repeat(5000)}`,
        'Bearer \u0000',
        'bearer a b',
      ]);
    if (which === 1)
      headers.cookie = r.pick([
        'auth._token.local=x',
        'auth._token.local=Bearer%20',
        `auth._token.local=${'%'.repeat(50)}`,
        '=;;=',
      ]);
    if (which === 2) headers.accept = r.pick(['text/csv', 'application/xml', '*/*;q=', '']);
    if (which === 3) headers['x-forwarded-for'] = r.pick(['1.2.3.4', 'not-an-ip', '::1, 10.0.0.1']);
    authorized = which !== 0 && authorized;
  }

  // Path parameters: an id that exists (mostly), or an odd one.
  let path = op.path;
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    let value: string;
    if (attack === 'odd id') value = r.pick(oddIds);
    else if (p.name === 'id') value = String(r.pick([...ids(op.path), 1, 999_999]));
    else value = encode(String(sampler.valid(p.schema, p.name)));
    path = path.replace(`{${p.name}}`, value);
  }

  // Query: the required parameters and some of the others, from their schemas.
  // Query entries, percent-encoded as they go on the wire (the odd ids are written so already).
  const query: [string, string][] = [];
  const queryParams = op.parameters.filter((x) => x.in === 'query');
  for (const p of queryParams) {
    if (p.required || r.next() < 0.35) query.push([p.name, encode(serialize(sampler.valid(p.schema, p.name)))]);
  }
  if (attack === 'odd query') {
    const target = queryParams.length ? r.pick(queryParams).name : 'x';
    const kind = r.int(0, 4);
    if (kind === 0) query.push([target, r.pick(oddIds)]);
    if (kind === 1) query.push([target, encode(sampler.odd())]);
    if (kind === 2) query.push([target, 'x'.repeat(r.int(1000, 8000))]);
    if (kind === 3) query.push([target, '1'], [target, '2']);
    if (kind === 4)
      query.push([encode(r.pick(['unknown', '__proto__', 'constructor', `${target}[]`, `${target}[a]`])), '1']);
  }
  const search = query.map(([k, v]) => `${k}=${v}`).join('&');
  const url = search ? `${path}?${search}` : path;

  if (op.method === 'GET' || op.method === 'DELETE') {
    if (attack === 'body shape' || attack === 'malformed body') {
      headers['content-type'] = 'application/json';
      return { method: op.method, url, headers, payload: r.pick(malformedJson), authorized };
    }
    return { method: op.method, url, headers, authorized };
  }

  if (op.multipart) return { method: op.method, url, ...multipart(attack, r, headers), authorized };

  let body: Json = op.body ? sampler.valid(op.body) : {};
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, Json>) : undefined;
  const propertySchemas = op.body ? propertiesOf(sampler.doc, op.body) : {};
  const names = Object.keys(propertySchemas);
  switch (attack) {
    case 'wrong type':
    case 'out of range':
    case 'odd string': {
      if (!fields || !names.length) {
        body = attack === 'odd string' ? sampler.odd() : sampler.wrongType(op.body ?? { type: 'object' });
        break;
      }
      const name = r.pick(names);
      const sub = propertySchemas[name]!;
      fields[name] =
        attack === 'wrong type'
          ? sampler.wrongType(sub)
          : attack === 'out of range'
            ? sampler.outOfRange(sub)
            : `${r.next() < 0.5 ? 'Name ' : ''}${sampler.odd()}${r.next() < 0.5 ? ' text' : ''}`;
      break;
    }
    case 'missing field':
      if (fields && Object.keys(fields).length) delete fields[r.pick(Object.keys(fields))];
      else body = null;
      break;
    case 'unknown field':
      if (fields)
        fields[r.pick(['unknown', 'id', 'created_at', 'role', 'is_admin', '__proto__x'])] = r.pick<Json>([
          1,
          'x',
          true,
          null,
        ]);
      else body = { unknown: 1 };
      break;
    case 'body shape':
      body = r.pick<Json>([null, [], [fields ?? {}], 'text', 42, true, nest(r.int(50, 3000))]);
      break;
    case 'malformed body':
      headers['content-type'] = 'application/json';
      return { method: op.method, url, headers, payload: r.pick(malformedJson), authorized };
    case 'content type':
      headers['content-type'] = r.pick(contentTypes);
      return { method: op.method, url, headers, payload: JSON.stringify(body), authorized };
    case 'huge body':
      headers['content-type'] = 'application/json';
      return {
        method: op.method,
        url,
        headers,
        payload: JSON.stringify({ ...fields, pad: 'x'.repeat(1_100_000) }),
        authorized,
      };
    default:
      break;
  }
  headers['content-type'] = 'application/json';
  return { method: op.method, url, headers, payload: JSON.stringify(body), authorized };
}

/** The top-level properties of a body schema, `$ref`s followed. */
function propertiesOf(doc: Schema, schema: Schema): Record<string, Schema> {
  const s = deref(doc, schema);
  const all = [s, ...((s.allOf ?? []) as Schema[]).map((x) => deref(doc, x))];
  return Object.assign({}, ...all.map((x) => (x.properties ?? {}) as Record<string, Schema>));
}

function nest(depth: number): Json {
  let v: Json = {};
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** Percent-encodes text; a lone surrogate, which UTF-8 cannot carry, goes as the bytes a sloppy encoder would send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

function serialize(value: Json): string {
  if (value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A multipart upload: a small image, or something wrong with it. */
function multipart(attack: Attack, r: SeededRandom, headers: Record<string, string>) {
  const boundary = `fuzz${r.int(1000, 9999)}`;
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
  let field = 'file';
  let content: Buffer = png;
  let close = true;
  let type = `multipart/form-data; boundary=${boundary}`;
  if (attack === 'wrong type') content = Buffer.from('GIF89a not an image');
  if (attack === 'out of range') content = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1)]);
  if (attack === 'missing field' || attack === 'unknown field') field = r.pick(['photo', '', 'file[]']);
  if (attack === 'malformed body' || attack === 'body shape') close = false;
  if (attack === 'content type')
    type = r.pick(['multipart/form-data', 'multipart/form-data; boundary=', 'application/json', 'image/png']);
  if (attack === 'odd string') content = Buffer.alloc(0);
  headers['content-type'] = type;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(close ? `\r\n--${boundary}--\r\n` : '\r\n'),
  ]);
  return { headers, payload };
}

/** A finding as a line a developer can act on. */
export function describeFinding(f: Finding): string {
  const body = f.request.body ? ` body ${JSON.stringify(f.request.body)}` : '';
  return `${f.rule}: ${f.request.method} ${f.request.url} as ${f.request.as} (${f.request.attack}) → ${f.status}${body}\n    ${f.detail}`;
}
