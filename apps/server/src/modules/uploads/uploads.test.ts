import { describe, expect, it } from 'vitest';
import { signInAs, useApp } from '../../test/build.js';
import { dialects } from '../../test/dialects.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

for (const dialect of dialects) {
  describe(`uploads on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('keeps an image and serves it to signed-in users only', async () => {
      const s = await signInAs(ctx.app, 'teacher');
      const up = multipart('file', 'me.png', 'image/png', PNG);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        payload: up.payload,
        headers: { ...up.headers, ...s.headers },
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ type: 'image/png', size: PNG.length });
      expect(body.name).toMatch(/^[a-f0-9]{32}\.png$/);
      const got = await ctx.app.inject({ method: 'GET', url: body.url, headers: s.headers });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/png');
      expect(got.rawPayload.equals(PNG)).toBe(true);
      const cookie = `auth._token.local=${encodeURIComponent(`Bearer ${s.token}`)}`;
      expect((await ctx.app.inject({ method: 'GET', url: body.url, headers: { cookie } })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: body.url })).statusCode).toBe(401);
    });

    it('refuses what is not an image, too large, or missing', async () => {
      const s = await signInAs(ctx.app, 'admin');
      const send = (up: ReturnType<typeof multipart>) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/uploads',
          payload: up.payload,
          headers: { ...up.headers, ...s.headers },
        });
      const text = await send(multipart('file', 'x.png', 'image/png', Buffer.from('<script>alert(1)</script>')));
      expect(text.statusCode).toBe(415);
      expect(text.json().errors).toEqual([{ path: 'file', code: 'upload.type' }]);
      const big = await send(
        multipart('file', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])),
      );
      expect(big.statusCode).toBe(413);
      const wrongField = await send(multipart('photo', 'me.png', 'image/png', PNG));
      expect(wrongField.statusCode).toBe(400);
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        payload: { file: 'x' },
        headers: s.headers,
      });
      expect(json.statusCode).toBe(415);
      for (const name of ['../../etc/passwd', 'abc.png', `${'a'.repeat(32)}.exe`]) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/uploads/${encodeURIComponent(name)}`,
          headers: s.headers,
        });
        expect(res.statusCode, name).toBe(400);
      }
      const missing = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/uploads/${'a'.repeat(32)}.png`,
        headers: s.headers,
      });
      expect(missing.statusCode).toBe(404);
    });
  });
}
