import { describe, expect, it } from 'vitest';
import { signInAs, useApp } from './test/build.js';
import { dialects } from './test/dialects.js';

const student = 'https://students.example.eg';
const stranger = 'https://evil.example.com';

const preflight = (origin: string | undefined, method = 'GET', headers = 'authorization') => ({
  method: 'OPTIONS' as const,
  url: '/api/v1/stages',
  headers: {
    ...(origin ? { origin } : {}),
    'access-control-request-method': method,
    'access-control-request-headers': headers,
  },
});

for (const dialect of dialects) {
  describe(`CORS off by default on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('gives no origin a CORS header, and answers no preflight', async () => {
      const s = await signInAs(ctx.app, 'admin');
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/stages',
        headers: { ...s.headers, origin: student },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const pre = await ctx.app.inject(preflight(student));
      expect(pre.statusCode).toBeGreaterThanOrEqual(400);
      expect(pre.statusCode).toBeLessThan(500);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      expect(pre.headers['access-control-allow-methods']).toBeUndefined();
    });
  });

  describe(`CORS for the listed origins on ${dialect.name}`, () => {
    const ctx = useApp(dialect, { corsOrigins: [student, 'http://localhost:5173'] });

    it('answers a listed origin’s preflight with the methods and headers a client may use', async () => {
      const res = await ctx.app.inject(preflight(student, 'POST', 'authorization,content-type'));
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(student);
      expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
      const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
      for (const h of ['authorization', 'x-api-key', 'content-type', 'accept-language']) expect(allowed).toContain(h);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toMatch(/origin/i);
    });

    it('answers no preflight for an origin that is not listed, nor for a look-alike', async () => {
      for (const origin of [stranger, `${student}.evil.example.com`, 'http://students.example.eg', 'null']) {
        const res = await ctx.app.inject(preflight(origin));
        expect(res.statusCode, origin).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, origin).toBeLessThan(500);
        expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
        expect(res.headers['access-control-allow-methods'], origin).toBeUndefined();
        expect(res.headers['content-type'], origin).toMatch(/problem\+json/);
      }
    });

    it('lets a listed origin read an answer, and no other', async () => {
      const s = await signInAs(ctx.app, 'admin');
      const mine = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/stages',
        headers: { ...s.headers, origin: student },
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['access-control-allow-origin']).toBe(student);
      expect(String(mine.headers['access-control-expose-headers'])).toMatch(/retry-after/i);
      const theirs = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/stages',
        headers: { ...s.headers, origin: stranger },
      });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
      // An error answer carries the header too, so a listed page can read why it was refused.
      const refused = await ctx.app.inject({ method: 'GET', url: '/api/v1/stages', headers: { origin: student } });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['access-control-allow-origin']).toBe(student);
    });
  });
}
