import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { configFromEnv } from './config.js';
import { seedIfEmpty } from './db/seed/index.js';
import { build, signInAs, useApp } from './test/build.js';
import { dialects } from './test/dialects.js';

for (const dialect of dialects) {
  describe(`app on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('answers health once the database answers', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    });

    it('answers an unknown API path with a problem 404', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
      expect(res.json().code).toBe('http.not_found');
    });

    it('sends the security headers on every answer, an error too', async () => {
      for (const url of ['/api/v1/health', '/api/v1/no-such-thing', '/api/v1/teachers']) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.headers['content-security-policy']).toBe(
          "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';" +
            "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
            "style-src 'self' 'unsafe-inline';connect-src 'self';" +
            // Frames only of the page's own uploads (a PDF) and the two video players.
            "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
        );
        expect(res.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'SAMEORIGIN',
          'strict-transport-security': 'max-age=31536000; includeSubDomains',
          'referrer-policy': 'no-referrer',
          'cross-origin-opener-policy': 'same-origin',
        });
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    });

    it('refuses unknown query parameters', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health?debug=1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'debug', code: 'validation.unknown_field' }]);
    });

    it('describes itself in OpenAPI 3, every route with its permission', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      for (const r of ctx.app.apiRoutes) {
        const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()];
        expect(op, `${r.method} ${r.url}`).toBeDefined();
        expect(op.description).toContain(`Permission: \`${r.permission}\``);
      }
      const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
      expect(ui.statusCode).toBeLessThan(400);
    });

    it('seeds demo data into an empty database only once', async () => {
      const { app, close } = await build(dialect);
      try {
        expect(await seedIfEmpty(app.db)).toBe(true);
        expect(await seedIfEmpty(app.db)).toBe(false);
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/login-phone',
          payload: { phone: '01000000001', password: 'Demo@12345' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().user.role).toBe('admin');
      } finally {
        await close();
      }
    });
  });
}

for (const dialect of dialects) {
  describe(`rate limit on ${dialect.name}`, () => {
    const ctx = useApp(dialect, { rateLimitPerMinute: 3 });

    it('limits the API by the route that matched, however its path is spelled', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      }
      for (const url of ['/api/v1/health', '/%61pi/v1/health', '/api/v1/%68ealth']) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(429);
      }
    });
  });

  describe(`rate limit behind a reverse proxy on ${dialect.name}`, () => {
    const ctx = useApp(dialect, { rateLimitPerMinute: 2, trustProxy: ['127.0.0.1'] });
    const health = (client: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-forwarded-for': client } });

    it('counts each client the proxy forwards, not the proxy', async () => {
      for (const client of ['203.0.113.1', '203.0.113.2']) {
        expect((await health(client)).statusCode).toBe(200);
        expect((await health(client)).statusCode).toBe(200);
        expect((await health(client)).statusCode).toBe(429);
      }
    });
  });

  describe(`caching of API answers on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('tells every cache to keep no API answer that carries personal data', async () => {
      const s = await signInAs(ctx.app, 'admin');
      const answers = [
        await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: s.headers }),
        await ctx.app.inject({ method: 'GET', url: '/api/v1/%70rofile', headers: s.headers }),
        await ctx.app.inject({ method: 'GET', url: '/api/v1/settings', headers: s.headers }),
        await ctx.app.inject({ method: 'GET', url: '/api/v1/teachers/999999', headers: s.headers }),
        await ctx.app.inject({ method: 'GET', url: '/api/v1/profile' }),
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/login-phone',
          payload: { phone: s.phone, password: s.password },
        }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBeLessThan(500);
        expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 60)}`).toBe('no-store');
      }
    });
  });
}

describe('default deny', () => {
  it('refuses to start when an API route names no permission', async () => {
    const app = await createApp(
      { ...configFromEnv({}), webDist: null, databaseUrl: 'file::memory:' },
      { logger: false },
    );
    const rogue: FastifyPluginAsyncZod = async (i) => {
      i.get('/rogue', async () => ({ ok: true }));
    };
    await expect(app.register(rogue, { prefix: '/api/v1' }).ready()).rejects.toThrow(/names no permission/);
    await app.close().catch(() => {});
  });
});

describe('web app', () => {
  it('serves the built app, its assets cached, and index.html for client routes', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Dashboard</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = await createApp(
      { ...configFromEnv({}), webDist: dist, databaseUrl: 'file::memory:' },
      { logger: false },
    );
    try {
      const page = await app.inject({ method: 'GET', url: '/levels/3/classes' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Dashboard</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(missingAsset.statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/v1/missing' });
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toMatch(/problem\+json/);
    } finally {
      await app.close();
    }
  });
});
