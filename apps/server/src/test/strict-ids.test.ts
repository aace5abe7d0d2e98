import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signInAs, useApp } from './build.js';
import { dialects } from './dialects.js';

type Headers = Record<string, string>;

/**
 * Every spelling `Number()` or `z.coerce` would read as `id`, or near it:
 * each must be a 400 naming the field, never a read or a write of row `id`.
 */
function oddSpellings(id: number): [form: string, text: string, code: string][] {
  return [
    ['hex', `0x${id.toString(16)}`, 'validation.integer'],
    ['exponent', `${id}e0`, 'validation.integer'],
    ['leading zero', `0${id}`, 'validation.integer'],
    ['leading space', `%20${id}`, 'validation.integer'],
    ['trailing space', `${id}%20`, 'validation.integer'],
    ['tab', `%09${id}`, 'validation.integer'],
    ['plus sign', `%2B${id}`, 'validation.integer'],
    ['minus sign', `-${id}`, 'validation.integer'],
    ['decimal', `${id}.0`, 'validation.integer'],
    [
      'Arabic-Indic digits',
      encodeURIComponent(String(id).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)),
      'validation.integer',
    ],
    ['zero', '0', 'validation.min_value'],
    ['too large', '2147483648', 'validation.max_value'],
    ['far too large', `${id}${'0'.repeat(30)}`, 'validation.max_value'],
  ];
}

async function stageCount(app: FastifyInstance) {
  const row = await app.db
    .selectFrom('stages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function expectRefused(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  path: string,
  code: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json() as { code: string; errors: { path: string; code: string }[] };
  expect(body.errors).toEqual([expect.objectContaining({ path, code })]);
  expect(body.code).toBe(code);
}

for (const dialect of dialects) {
  describe(`strict ids and integers on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    async function addStage(headers: Headers, n: number) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/stages',
        headers,
        payload: { name_ar: `مرحلة ${n}`, name_en: `Stage ${n}`, code: `S${n}` },
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: number; name_en: string };
    }

    it('refuses every odd spelling of an id on read, change and delete, and changes nothing', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const stage = await addStage(headers, 1);
      const before = await stageCount(ctx.app);
      for (const [form, text, code] of oddSpellings(stage.id)) {
        const url = `/api/v1/stages/${text}`;
        for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
          const res = await ctx.app.inject({
            method,
            url,
            headers,
            ...(method === 'PATCH' ? { payload: { name_en: 'Changed' } } : {}),
          });
          expect.soft(res.statusCode, `${method} ${form} ${url}`).toBe(400);
          expectRefused(res, 'id', code);
        }
      }
      const after = await ctx.app.inject({ method: 'GET', url: `/api/v1/stages/${stage.id}`, headers });
      expect(after.statusCode).toBe(200);
      expect(after.json().name_en).toBe(stage.name_en);
      expect(await stageCount(ctx.app)).toBe(before);
    });

    it('refuses an empty id without touching the collection', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      await addStage(headers, 2);
      const before = await stageCount(ctx.app);
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const res = await ctx.app.inject({
          method,
          url: '/api/v1/stages/',
          headers,
          ...(method === 'PATCH' ? { payload: { name_en: 'Changed' } } : {}),
        });
        expect(res.statusCode, method).toBe(400);
        expectRefused(res, 'id', 'validation.integer');
      }
      expect(await stageCount(ctx.app)).toBe(before);
    });

    it('still reads, changes and deletes by canonical digits', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const stage = await addStage(headers, 3);
      const url = `/api/v1/stages/${stage.id}`;
      expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
      const changed = await ctx.app.inject({ method: 'PATCH', url, headers, payload: { name_en: 'Stage three' } });
      expect(changed.json().name_en).toBe('Stage three');
      expect((await ctx.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
      expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    });

    it('refuses every odd spelling of page and pageSize', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      for (const field of ['page', 'pageSize']) {
        for (const [form, text, code] of [...oddSpellings(10), ['empty', '', 'validation.integer']]) {
          const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/stages?${field}=${text}`, headers });
          expect(res.statusCode, `${field} ${form}`).toBe(400);
          expectRefused(res, field, code!);
        }
      }
      const repeated = await ctx.app.inject({ method: 'GET', url: '/api/v1/stages?page=1&page=2', headers });
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json().errors[0].path).toBe('page');
      const plain = await ctx.app.inject({ method: 'GET', url: '/api/v1/stages?page=1&pageSize=10', headers });
      expect(plain.statusCode).toBe(200);
      expect(plain.json()).toMatchObject({ page: 1, pageSize: 10 });
    });

    it('refuses odd spellings of id filters and of the stars filter', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const stage = await addStage(headers, 4);
      for (const [form, text, code] of oddSpellings(stage.id)) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/classes?stage_id=${text}`, headers });
        expect(res.statusCode, form).toBe(400);
        expectRefused(res, 'stage_id', code);
      }
      const teacher = await signInAs(ctx.app, 'teacher');
      for (const stars of ['05', '5.0', '0x5', '6', '0']) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/teachers/${teacher.id}/ratings?stars=${stars}`,
          headers: teacher.headers,
        });
        expect(res.statusCode, stars).toBe(400);
        expect(res.json().errors[0].path).toBe('stars');
      }
      const ok = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/teachers/${teacher.id}/ratings?stars=5`,
        headers: teacher.headers,
      });
      expect(ok.statusCode).toBe(200);
    });

    it('refuses a hex id on every item route of the API', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const itemRoutes = ctx.app.apiRoutes.filter((r) => r.url.includes(':id'));
      expect(itemRoutes.length).toBeGreaterThan(10);
      for (const r of itemRoutes) {
        const url = r.url.replace(':id', '0x1');
        const res = await ctx.app.inject({
          method: r.method as 'GET',
          url,
          headers,
          payload: r.method === 'GET' ? undefined : {},
        });
        // An admin may lack a route's permission (403, before any input is read); otherwise the id is refused.
        if (res.statusCode === 403) continue;
        expect(res.statusCode, `${r.method} ${url}`).toBe(400);
        expect(res.json().errors[0], `${r.method} ${url}`).toMatchObject({ path: 'id', code: 'validation.integer' });
      }
    });

    it('documents ids, pages and page sizes as bounded integers', async () => {
      const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const param = (path: string, method: string, name: string) =>
        (doc.paths[path][method].parameters as { name: string; schema: Record<string, unknown> }[]).find(
          (p) => p.name === name,
        )?.schema;
      expect(param('/api/v1/stages/{id}', 'delete', 'id')).toMatchObject({
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      });
      expect(param('/api/v1/stages', 'get', 'pageSize')).toMatchObject({
        type: 'integer',
        minimum: 1,
        maximum: 100,
      });
      expect(param('/api/v1/stages', 'get', 'page')).toMatchObject({ type: 'integer', minimum: 1, maximum: 1_000_000 });
    });
  });
}
