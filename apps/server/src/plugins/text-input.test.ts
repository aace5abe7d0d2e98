import { describe, expect, it } from 'vitest';
import { signInAs, useApp } from '../test/build.js';
import { dialects } from '../test/dialects.js';
import { nulPath } from './text-input.js';

describe('nulPath', () => {
  it('names the first field holding a NUL, however deep', () => {
    expect(nulPath({ a: 'x', b: ['y', { c: 'z\u0000' }] })).toBe('b.1.c');
    expect(nulPath({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(nulPath('\u0000')).toBe('');
    expect(nulPath({ a: 'ok', b: [1, null, true] })).toBeNull();
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulPath(deep)).toBe(Array(100_000).fill('0').join('.'));
  });
});

for (const dialect of dialects) {
  describe(`text the databases cannot hold, on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('refuses a NUL in a sign-in phone with a 400 naming the field (PostgreSQL answered 500)', async () => {
      for (const phone of ['a\u0000b', '\u0000 text', '0100000000\u0000']) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/login-phone',
          payload: { phone, password: 'Demo@12345' },
        });
        expect(res.statusCode, JSON.stringify(phone)).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.json().errors).toEqual([{ path: 'phone', code: 'validation.invalid' }]);
      }
    });

    it('refuses a NUL in a name, a search or a path, and adds nothing', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/stages',
        headers,
        payload: { name_ar: 'مرحلة', name_en: 'Stage\u0000one', code: 'NUL1' },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().errors).toEqual([{ path: 'name_en', code: 'validation.invalid' }]);
      const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/stages?q=NUL1', headers });
      expect(list.json().total).toBe(0);
      const search = await ctx.app.inject({ method: 'GET', url: '/api/v1/stages?q=a%00b', headers });
      expect(search.statusCode).toBe(400);
      expect(search.json().errors).toEqual([{ path: 'q', code: 'validation.invalid' }]);
      const upload = await ctx.app.inject({ method: 'GET', url: '/api/v1/uploads/a%00.png', headers });
      expect(upload.statusCode).toBe(400);
      expect(upload.json().errors).toEqual([{ path: 'name', code: 'validation.invalid' }]);
    });

    it('answers a body of another type than JSON on a JSON route with a 415, and adds nothing', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const body = JSON.stringify({ name_ar: 'مرحلة', name_en: 'Typed stage', code: 'TYPE1' });
      const boundary = 'x-boundary';
      for (const [type, payload] of [
        ['text/plain', body],
        ['text/plain; charset=utf-8', body],
        [
          `multipart/form-data; boundary=${boundary}`,
          `--${boundary}\r\nContent-Disposition: form-data; name="code"\r\n\r\nTYPE1\r\n--${boundary}--\r\n`,
        ],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/stages',
          headers: { ...headers, 'content-type': type, 'accept-language': 'ar' },
          payload,
        });
        expect(res.statusCode, type).toBe(415);
        expect(res.json()).toMatchObject({
          code: 'validation.unsupported_media_type',
          message: 'نوع المحتوى غير مدعوم',
        });
      }
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/stages',
        headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
        payload: body,
      });
      expect(json.statusCode, json.body).toBe(201);
      const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/stages?q=TYPE1', headers });
      expect(list.json().total).toBe(1);
    });

    it('answers a body nested a hundred thousand deep with a 4xx problem, not a crash', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const depth = 100_000;
      const payload = `{"name_ar":"مرحلة","code":"DEEP","name_en":${'['.repeat(depth)}"x\\u0000"${']'.repeat(depth)}}`;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/stages',
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().errors[0].path).toMatch(/^name_en(\.0)+$/);
    });
  });
}
