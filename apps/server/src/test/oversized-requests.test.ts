import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemMessage } from '../lib/i18n.js';
import { countRows, signInAs, useApp } from './build.js';
import { dialects } from './dialects.js';
import { loadDocument } from './openapi-document.js';

/** Sends `raw` bytes to `port` on the loopback and reads the whole answer (the server closes the connection). */
function rawRequest(port: number, raw: string): Promise<LightMyRequestResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.end(raw));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({
        statusCode: Number(statusLine.split(' ')[1]),
        headers,
        body,
        rawPayload: Buffer.from(body),
      } as unknown as LightMyRequestResponse);
    });
  });
}

/**
 * What is too large to read answers like every other error: a problem
 * document with a stable code, of a status the OpenAPI document lists for
 * the operation asked. A query string past Node's 16 KB of request line and
 * headers never reaches a route, so this one test sends it over a real
 * socket on the loopback (`app.inject` has no HTTP parser to overflow).
 */
for (const dialect of dialects) {
  describe(`oversized requests on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    let port = 0;

    // Closed with the app by useApp.
    beforeAll(async () => {
      await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      port = (ctx.app.server.address() as AddressInfo).port;
    });

    it('answers a query string past 16 KB with a 431 problem the document lists', async () => {
      const document = await loadDocument(ctx.app);
      const listStages = document.operations.find((o) => o.operationId === 'listStages')!;
      const query = `q=${'a'.repeat(20_000)}`;
      const res = await rawRequest(port, `GET /api/v1/stages?${query} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(res.statusCode).toBe(431);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(JSON.parse(res.body)).toEqual({
        status: 431,
        code: 'http.headers_too_large',
        message: 'The address or the headers of the request are too long',
      });
      expect(document.check(listStages, res)).toEqual([]);
    });

    it('answers headers past 16 KB with the same 431 problem', async () => {
      const res = await rawRequest(
        port,
        `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'b'.repeat(20_000)}\r\n\r\n`,
      );
      expect(res.statusCode).toBe(431);
      expect(JSON.parse(res.body)).toMatchObject({ status: 431, code: 'http.headers_too_large' });
    });

    it('says it in the language the request asked for, though Node read none of its headers', async () => {
      const res = await rawRequest(
        port,
        `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: ar-EG,ar;q=0.9\r\n` +
          `X-Padding: ${'b'.repeat(20_000)}\r\n\r\n`,
      );
      expect(res.statusCode).toBe(431);
      expect(res.headers['content-language']).toBe('ar');
      expect(JSON.parse(res.body)).toEqual({
        status: 431,
        code: 'http.headers_too_large',
        message: problemMessage('ar', 'http.headers_too_large'),
      });
      expect(JSON.parse(res.body).message).not.toBe(problemMessage('en', 'http.headers_too_large'));
    });

    it('answers a request Node cannot parse with a 400 problem', async () => {
      const res = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(JSON.parse(res.body)).toMatchObject({ status: 400, code: 'http.bad_request' });
    });

    it('answers a body past the limit with a 413 problem the document lists, and keeps nothing', async () => {
      const document = await loadDocument(ctx.app);
      const createStage = document.operations.find((o) => o.operationId === 'createStage')!;
      const admin = await signInAs(ctx.app, 'admin');
      const before = await countRows(ctx.app, 'stages');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/stages',
        headers: { ...admin.headers, 'content-type': 'application/json', 'accept-language': 'ar' },
        payload: JSON.stringify({ name_ar: 'ا'.repeat(2 * 1024 * 1024), name_en: 'Big', code: 'BIG' }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(res.json()).toMatchObject({ status: 413, code: 'validation.body_too_large' });
      expect(document.check(createStage, res)).toEqual([]);
      const after = await countRows(ctx.app, 'stages');
      expect(after).toEqual(before);
    });
  });
}
