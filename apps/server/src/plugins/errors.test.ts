import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signInAs, useApp } from '../test/build.js';
import { dialects } from '../test/dialects.js';

type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => unknown };

function expectProblem(res: Answer, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json()).toMatchObject({ status, code, message: expect.any(String) });
}

for (const dialect of dialects) {
  describe(`method not allowed on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('answers a known API path asked with a method it lacks with 405 and the methods it has', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const cases: [method: 'PUT' | 'POST' | 'DELETE' | 'GET' | 'PATCH', url: string, allow: string][] = [
        ['PUT', '/api/v1/stages', 'GET, HEAD, POST'],
        ['DELETE', '/api/v1/stages', 'GET, HEAD, POST'],
        ['POST', '/api/v1/stages/1', 'DELETE, GET, HEAD, PATCH'],
        ['PUT', '/api/v1/stages/not-even-an-id', 'DELETE, GET, HEAD, PATCH'],
        ['POST', '/api/v1/%73tages/1', 'DELETE, GET, HEAD, PATCH'],
        ['GET', '/api/v1/login-phone', 'POST'],
        ['PATCH', '/api/v1/health?x=1', 'GET, HEAD'],
      ];
      for (const [method, url, allow] of cases) {
        for (const as of [headers, {}]) {
          const res = await ctx.app.inject({ method, url, headers: as, payload: method === 'GET' ? undefined : {} });
          expectProblem(res, 405, 'http.method_not_allowed');
          expect(res.headers.allow, `${method} ${url}`).toBe(allow);
        }
      }
    });

    it('changes nothing when it refuses a method', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/stages',
        headers,
        payload: { name_ar: 'مرحلة', name_en: 'Stage', code: 'M405' },
      });
      expect(created.statusCode).toBe(201);
      for (const method of ['DELETE', 'PUT'] as const) {
        expectProblem(await ctx.app.inject({ method, url: '/api/v1/stages', headers }), 405, 'http.method_not_allowed');
      }
      const after = await ctx.app.inject({ method: 'GET', url: `/api/v1/stages/${created.json().id}`, headers });
      expect(after.statusCode).toBe(200);
    });

    it('still answers an unknown path with 404', async () => {
      for (const [method, url] of [
        ['POST', '/api/v1/no-such-thing'],
        ['GET', '/api/v1/stages/1/no-such-thing'],
        ['DELETE', '/api/v2/stages/1'],
      ] as const) {
        const res = await ctx.app.inject({ method, url });
        expectProblem(res, 404, 'http.not_found');
        expect(res.headers.allow).toBeUndefined();
      }
    });
  });

  describe(`URLs the router cannot read on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('answers a malformed percent-encoding and an overlong path parameter with a problem 400', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      for (const url of ['/api/v1/stages/%ZZ', '/api/v1/%E0%A4%A', `/api/v1/stages/${'1'.repeat(200)}`]) {
        for (const method of ['GET', 'DELETE'] as const) {
          const res = await ctx.app.inject({ method, url, headers });
          expectProblem(res, 400, 'validation.invalid');
        }
      }
    });
  });

  describe.runIf(dialect.name === 'postgres')(`a transaction that loses a deadlock on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('answers 503 server.busy with Retry-After, changes nothing, and the same request then goes through', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const send = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
        ctx.app.inject({ method, url: `/api/v1${url}`, headers, payload });
      const stage = (await send('POST', '/stages', { name_ar: 'مرحلة', name_en: 'Before', code: 'DL1' })).json();

      // A second session shares the stage's row with the request the other way round: the request
      // locks the row and waits to append its audit row; the session holds the audit log and then
      // asks for the row. The request waited first, so it is the one PostgreSQL picks to fail.
      const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(ctx.app.db);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.db}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query(`set deadlock_timeout = '10s'`);
        await other.query('begin');
        await other.query('lock table audit_log in share mode');
        const answer = send('PATCH', `/stages/${stage.id}`, { name_en: 'After' });
        for (let waiting = 0; waiting === 0;) {
          await new Promise((r) => setTimeout(r, 20));
          const locks = await other.query(
            `select count(*)::int as n from pg_locks where not granted and relation = 'audit_log'::regclass`,
          );
          waiting = locks.rows[0].n;
        }
        const clash = other.query('update stages set name_en = name_en where id = $1', [stage.id]);
        const res = await answer;
        await clash;
        await other.query('commit');
        expectProblem(res, 503, 'server.busy');
        expect(res.headers['retry-after']).toBe('1');
      } finally {
        await other.end();
      }
      expect((await send('GET', `/stages/${stage.id}`)).json().name_en).toBe('Before');
      const again = await send('PATCH', `/stages/${stage.id}`, { name_en: 'After' });
      expect(again.statusCode).toBe(200);
      expect(again.json().name_en).toBe('After');
    });
  });
}
