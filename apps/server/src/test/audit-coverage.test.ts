import type { FastifyInstance } from 'fastify';
import type { Response as Res } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { mustAudit } from '../plugins/audit.js';
import { countRows, createUser, signInAs, TEST_PASSWORD, useApp } from './build.js';
import { dialects } from './dialects.js';

/**
 * Audit by default, in behaviour: every write and export route the app has
 * is performed once, successfully, and must leave exactly one audit row,
 * naming what its `config.audit` declares; where a route has a refusal the
 * database or a rule makes (a duplicate, an in-use record), that refusal
 * must leave none. A route added later without a case here fails the first
 * test, so nobody can add a write the trail does not see.
 */

type Headers = Record<string, string>;

interface Tools {
  app: FastifyInstance;
  admin: Headers;
  send: (method: string, url: string, payload?: unknown, headers?: Headers) => Promise<Res>;
  /** A new row of `what`, made through the API; answers its id. */
  make: (
    what: 'stage' | 'class' | 'system' | 'specialization' | 'subject' | 'teacher' | 'agent' | 'key',
  ) => Promise<number>;
}

interface Case {
  /** Makes what the request needs (its own rows are audited too, before the count starts). */
  prepare?: (t: Tools) => Promise<unknown>;
  /** Performs the route once; the answer must be a success unless `status` says otherwise. */
  run: (t: Tools, prepared: any) => Promise<Res>; // eslint-disable-line @typescript-eslint/no-explicit-any
  status?: number;
  /** What the one new row says. */
  row: { action: string; entity: string; entity_id: (res: Res, prepared: any) => unknown }; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A refusal of the route (a clash): `prepare` makes the clash, `run` is refused with 409 and leaves no row. */
  refused?: Omit<Case, 'row' | 'refused' | 'status'>;
}

const anyId = () => expect.stringMatching(/^\d+$/) as unknown;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let seq = 0;
const next = () => (seq += 1);
const phone = () => `0120${String(process.pid % 1000).padStart(3, '0')}${String(next()).padStart(4, '0')}`;
const idOf = (res: Res) => String((res.json() as { id: number }).id);

/** The kit's five routes of an entity, and its export; `body` makes a valid create body. */
function kitCases(
  path: string,
  what: Parameters<Tools['make']>[0],
  body: (t: Tools) => Promise<Record<string, unknown>>,
  change: Record<string, unknown>,
  clash?: (t: Tools, id: number) => Promise<Record<string, unknown>>,
): Record<string, Case> {
  const entity = path;
  const url = `/api/v1/${path}`;
  return {
    [`POST ${url}`]: {
      prepare: body,
      run: (t, prepared) => t.send('POST', url, prepared),
      row: { action: 'create', entity, entity_id: idOf },
      ...(clash && {
        refused: {
          prepare: async (t) => clash(t, await t.make(what)),
          run: (t, prepared) => t.send('POST', url, prepared),
        },
      }),
    },
    [`PATCH ${url}/:id`]: {
      prepare: (t) => t.make(what),
      run: (t, id) => t.send('PATCH', `${url}/${id}`, change),
      row: { action: 'update', entity, entity_id: idOf },
    },
    [`DELETE ${url}/:id`]: {
      prepare: (t) => t.make(what),
      run: (t, id) => t.send('DELETE', `${url}/${id}`),
      row: { action: 'delete', entity, entity_id: (_, id: number) => String(id) },
    },
    [`GET ${url}/export`]: {
      run: async (t) => t.send('GET', `${url}/export?format=csv`),
      row: { action: 'export', entity, entity_id: () => null },
    },
  };
}

const names = (n: number) => ({ name_ar: `اسم ${n}`, name_en: `Name ${n}` });

const cases: Record<string, Case> = {
  ...kitCases(
    'stages',
    'stage',
    async () => ({ ...names(next()), code: `S${next()}` }),
    { name_en: 'Renamed stage' },
    async (t, id) => ({
      ...names(next()),
      code: ((await t.send('GET', `/api/v1/stages/${id}`)).json() as { code: string }).code,
    }),
  ),
  ...kitCases(
    'classes',
    'class',
    async (t) => ({ ...names(next()), stage_id: await t.make('stage') }),
    { name_en: 'Renamed class' },
    async (t, id) => {
      const c = (await t.send('GET', `/api/v1/classes/${id}`)).json() as { stage_id: number; name_en: string };
      return { name_ar: `آخر ${next()}`, name_en: c.name_en, stage_id: c.stage_id };
    },
  ),
  ...kitCases(
    'systems',
    'system',
    async (t) => ({ ...names(next()), class_id: await t.make('class') }),
    { name_en: 'Renamed system' },
    async (t, id) => {
      const s = (await t.send('GET', `/api/v1/systems/${id}`)).json() as { class_id: number; name_en: string };
      return { name_ar: `آخر ${next()}`, name_en: s.name_en, class_id: s.class_id };
    },
  ),
  ...kitCases(
    'specializations',
    'specialization',
    async (t) => ({ ...names(next()), class_id: await t.make('class') }),
    { name_en: 'Renamed specialization' },
  ),
  ...kitCases(
    'subjects',
    'subject',
    async (t) => ({ ...names(next()), code: `SUB${next()}`, class_ids: [await t.make('class')] }),
    { name_en: 'Renamed subject' },
    async (t, id) => {
      const s = (await t.send('GET', `/api/v1/subjects/${id}`)).json() as { code: string; class_ids: number[] };
      return { ...names(next()), code: s.code, class_ids: s.class_ids };
    },
  ),
  ...kitCases(
    'teachers',
    'teacher',
    async () => ({ name: `Teacher ${next()}`, phone: phone(), password: TEST_PASSWORD }),
    { name: 'Renamed teacher', password: 'Another@123' },
    async (t, id) => ({
      name: `Teacher ${next()}`,
      phone: ((await t.send('GET', `/api/v1/teachers/${id}`)).json() as { phone: string }).phone,
      password: TEST_PASSWORD,
    }),
  ),
  ...kitCases(
    'support-agents',
    'agent',
    async () => ({
      name: `Agent ${next()}`,
      phone: phone(),
      email: `agent${next()}@example.com`,
      password: TEST_PASSWORD,
      joined_on: '2024-01-01',
    }),
    { name: 'Renamed agent' },
    async (t, id) => ({
      name: `Agent ${next()}`,
      phone: ((await t.send('GET', `/api/v1/support-agents/${id}`)).json() as { phone: string }).phone,
      email: `agent${next()}@example.com`,
      password: TEST_PASSWORD,
      joined_on: '2024-01-01',
    }),
  ),
  'POST /api/v1/api-keys': {
    run: (t) => t.send('POST', '/api/v1/api-keys', { name: `Client ${next()}`, permissions: ['stages.read'] }),
    row: { action: 'create', entity: 'api-keys', entity_id: idOf },
  },
  'DELETE /api/v1/api-keys/:id': {
    prepare: (t) => t.make('key'),
    run: (t, id) => t.send('DELETE', `/api/v1/api-keys/${id}`),
    row: { action: 'delete', entity: 'api-keys', entity_id: (_, id: number) => String(id) },
  },
  'GET /api/v1/teachers/:id/ratings/export': {
    prepare: (t) => t.make('teacher'),
    run: (t, id) => t.send('GET', `/api/v1/teachers/${id}/ratings/export?format=csv`),
    row: { action: 'export', entity: 'teacher-ratings', entity_id: (_, id: number) => String(id) },
  },
  'GET /api/v1/audit-log/export': {
    run: (t) => t.send('GET', '/api/v1/audit-log/export?format=xlsx&lang=ar'),
    row: { action: 'export', entity: 'audit-log', entity_id: () => null },
  },
  'PUT /api/v1/settings': {
    prepare: async (t) => (await t.send('GET', '/api/v1/settings')).json(),
    run: (t, now: { freeTrial: Record<string, boolean> }) =>
      t.send('PUT', '/api/v1/settings', { freeTrial: { ...now.freeTrial, lives: !now.freeTrial.lives } }),
    row: { action: 'update', entity: 'settings', entity_id: () => null },
  },
  'PATCH /api/v1/profile': {
    run: (t) => t.send('PATCH', '/api/v1/profile', { name: `Admin ${next()}` }),
    row: { action: 'update', entity: 'users', entity_id: idOf },
    refused: {
      prepare: async (t) => {
        const other = await t.send('POST', '/api/v1/support-agents', {
          name: 'Has the email',
          phone: phone(),
          email: `taken${next()}@example.com`,
          password: TEST_PASSWORD,
          joined_on: '2024-01-01',
        });
        return (other.json() as { email: string }).email;
      },
      run: (t, email) => t.send('PATCH', '/api/v1/profile', { email }),
    },
  },
  'POST /api/v1/profile/password': {
    // Its own user: the password changes and the other sessions end.
    prepare: async (t) => (await signInAs(t.app, 'teacher')).headers,
    run: (t, headers: Headers) =>
      t.send(
        'POST',
        '/api/v1/profile/password',
        { current_password: TEST_PASSWORD, new_password: 'Changed@123' },
        headers,
      ),
    row: { action: 'update', entity: 'teachers', entity_id: anyId },
  },
  'POST /api/v1/login-phone': {
    prepare: (t) => createUser(t.app, 'support-agent'),
    run: (t, user: { phone: string; password: string }) =>
      t.send('POST', '/api/v1/login-phone', { phone: user.phone, password: user.password }, {}),
    row: { action: 'sign_in', entity: 'sessions', entity_id: anyId },
  },
  'POST /api/v1/logout': {
    prepare: async (t) => (await signInAs(t.app, 'teacher')).headers,
    run: (t, headers: Headers) => t.send('POST', '/api/v1/logout', undefined, headers),
    row: { action: 'sign_out', entity: 'sessions', entity_id: anyId },
  },
  'POST /api/v1/uploads': {
    run: (t) => {
      const boundary = `----audit${next()}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.send('POST', '/api/v1/uploads', payload, {
        ...t.admin,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      });
    },
    row: { action: 'create', entity: 'uploads', entity_id: (res) => (res.json() as { name: string }).name },
  },
};

/** A second case of a route: the failed sign-in, which is audited too. */
const failedSignIn: Case = {
  run: (t) => t.send('POST', '/api/v1/login-phone', { phone: '01099999999', password: 'Wrong@123' }, {}),
  status: 401,
  row: { action: 'sign_in_failed', entity: 'sessions', entity_id: () => null },
};

for (const dialect of dialects) {
  describe(`audit coverage on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    function tools(admin: Headers): Tools {
      const { app } = ctx;
      const send: Tools['send'] = (method, url, payload, headers = admin) =>
        app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(payload !== undefined ? { payload: payload as string } : {}),
        });
      const made = async (res: Res) => {
        expect(res.statusCode, res.body).toBe(201);
        return (res.json() as { id: number }).id;
      };
      const t: Tools = {
        app,
        admin,
        send,
        make: async (what) => {
          const body = async () => {
            switch (what) {
              case 'stage':
                return ['stages', { ...names(next()), code: `M${next()}` }] as const;
              case 'class':
                return ['classes', { ...names(next()), stage_id: await t.make('stage') }] as const;
              case 'system':
                return ['systems', { ...names(next()), class_id: await t.make('class') }] as const;
              case 'specialization':
                return ['specializations', { ...names(next()), class_id: await t.make('class') }] as const;
              case 'subject':
                return [
                  'subjects',
                  { ...names(next()), code: `MS${next()}`, class_ids: [await t.make('class')] },
                ] as const;
              case 'teacher':
                return ['teachers', { name: `Made ${next()}`, phone: phone(), password: TEST_PASSWORD }] as const;
              case 'agent':
                return [
                  'support-agents',
                  {
                    name: `Made ${next()}`,
                    phone: phone(),
                    email: `made${next()}@example.com`,
                    password: TEST_PASSWORD,
                    joined_on: '2024-01-01',
                  },
                ] as const;
              case 'key':
                return ['api-keys', { name: `Made ${next()}`, permissions: ['stages.read'] }] as const;
            }
          };
          const [path, payload] = await body();
          return made(await send('POST', `/api/v1/${path}`, payload));
        },
      };
      return t;
    }

    const rowCount = () => countRows(ctx.app, 'audit_log');
    const lastRow = () =>
      ctx.app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

    it('has a case for every write and export route, and declares what each records', () => {
      const routes = ctx.app.apiRoutes.filter((r) => mustAudit(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
      expect(routes.length).toBeGreaterThan(30);
      expect(
        routes.filter((r) => !(r in cases)),
        'routes with no case here',
      ).toEqual([]);
      expect(
        Object.keys(cases).filter((c) => !routes.includes(c)),
        'cases of no route',
      ).toEqual([]);
      expect(ctx.app.auditRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...routes].sort());
    });

    it('appends exactly one row for each, naming what the route declares, and none for a refusal', async () => {
      const admin = (await signInAs(ctx.app, 'admin')).headers;
      const t = tools(admin);
      const performed: [string, Case][] = [...Object.entries(cases), ['POST /api/v1/login-phone', failedSignIn]];
      for (const [route, c] of performed) {
        const prepared = await c.prepare?.(t);
        const before = await rowCount();
        const res = await c.run(t, prepared);
        if (c.status) expect(res.statusCode, `${route}: ${res.body}`).toBe(c.status);
        else expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
        expect(await rowCount(), `${route}: rows appended`).toBe(before + 1);
        const row = await lastRow();
        expect(row, route).toMatchObject({
          action: c.row.action,
          entity: c.row.entity,
          entity_id: c.row.entity_id(res, prepared),
        });
        const declared = ctx.app.auditRoutes.find((r) => `${r.method} ${r.url}` === route)!.audit;
        expect(declared, route).not.toHaveProperty('none');
        if (!('none' in declared)) {
          expect([declared.entity].flat(), route).toContain(row.entity);
          expect(declared.actions, route).toContain(row.action);
        }
        // No secret reaches the log: not the password sent, not a hash, not a token or key.
        const key = res.headers['content-type']?.toString().includes('json')
          ? (res.json() as { key?: string }).key
          : undefined;
        for (const secret of [TEST_PASSWORD, 'Changed@123', 'Another@123', 'scrypt$', ...(key ? [key] : [])]) {
          expect(JSON.stringify(row), `${route}: ${secret}`).not.toContain(secret);
        }
        if (c.refused) {
          const clash = await c.refused.prepare?.(t);
          const count = await rowCount();
          const refused = await c.refused.run(t, clash);
          expect(refused.statusCode, `${route} refused: ${refused.body}`).toBe(409);
          expect(await rowCount(), `${route}: a refusal left a row`).toBe(count);
        }
      }
    });
  });
}
