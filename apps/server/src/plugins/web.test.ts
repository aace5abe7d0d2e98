import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { configFromEnv } from '../config.js';

const page = `<!doctype html><html><head><title>Dashboard</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const style = 'body{margin:0}';

/**
 * A built web app in miniature, as `npm run build` leaves it: index.html and
 * a hashed script, each with brotli and gzip siblings (scripts/precompress.mjs),
 * and a small stylesheet too short to have been compressed.
 */
function fakeDist() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const write = (name: string, text: string, compressed: boolean) => {
    const file = path.join(dist, name);
    fs.writeFileSync(file, text);
    if (!compressed) return;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  };
  write('index.html', page, true);
  write('assets/app-abc123.js', script, true);
  write('assets/app-abc123.css', style, false);
  return dist;
}

/** What a client that sent `accept` reads from the body. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }) {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString();
}

const clients: { name: string; accept: string | undefined; expect: 'br' | 'gzip' | undefined }[] = [
  { name: 'no Accept-Encoding (curl, monitors)', accept: undefined, expect: undefined },
  { name: 'identity only', accept: 'identity', expect: undefined },
  { name: 'gzip only', accept: 'gzip', expect: 'gzip' },
  { name: 'brotli', accept: 'gzip, deflate, br', expect: 'br' },
];

describe('the built web app, to every client', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    app = await createApp({ ...configFromEnv({}), webDist: dist, databaseUrl: 'file::memory:' }, { logger: false });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  for (const client of clients) {
    describe(client.name, () => {
      const get = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
        app.inject({ method, url, headers: client.accept === undefined ? {} : { 'accept-encoding': client.accept } });

      it('serves the page at / and for every client route, never cached', async () => {
        for (const url of [
          '/',
          '/index.html',
          '/teachers',
          '/levels/3/classes',
          '/teachers/7/rates?page=2',
          '/assets/',
          '/assets',
        ]) {
          const res = await get(url);
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['content-type'], url).toMatch(/^text\/html/);
          expect(res.headers['content-encoding'], url).toBe(client.expect);
          expect(res.headers['cache-control'], url).toBe('no-cache');
          expect(res.headers.vary, url).toMatch(/accept-encoding/i);
          expect(decoded(res), url).toBe(page);
        }
        const head = await get('/', 'HEAD');
        expect(head.statusCode).toBe(200);
        expect(head.headers['content-type']).toMatch(/^text\/html/);
      });

      it('serves the assets, cached for a year', async () => {
        const js = await get('/assets/app-abc123.js');
        expect(js.statusCode).toBe(200);
        expect(js.headers['content-type']).toMatch(/^(text|application)\/javascript/);
        expect(js.headers['content-encoding']).toBe(client.expect);
        expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(decoded(js)).toBe(script);
        // Too small to have been compressed: sent as it is, whatever the client takes.
        const css = await get('/assets/app-abc123.css');
        expect(css.statusCode).toBe(200);
        expect(css.headers['content-type']).toMatch(/^text\/css/);
        expect(css.headers['content-encoding']).toBeUndefined();
        expect(css.rawPayload.toString()).toBe(style);
      });

      it('answers a missing asset and an unknown API path with a problem 404', async () => {
        for (const url of ['/assets/missing-123.js', '/favicon.png', '/api/v1/no-such-thing']) {
          const res = await get(url);
          expect(res.statusCode, url).toBe(404);
          expect(res.headers['content-type'], url).toMatch(/^application\/problem\+json/);
          expect(res.json().code, url).toBe('http.not_found');
        }
      });
    });
  }
});
