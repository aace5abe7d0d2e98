import { describe, expect, it } from 'vitest';
import { signIn, signInAs, useApp } from '../../test/build.js';
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

  describe(`photos let go on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    let seq = 0;
    const phone = () => `0128${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`;
    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) =>
      ctx.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
    const upload = async (headers: Record<string, string>) => {
      const up = multipart('file', 'me.png', 'image/png', PNG);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        payload: up.payload,
        headers: { ...up.headers, ...headers },
      });
      expect(res.statusCode).toBe(201);
      return res.json().name as string;
    };
    const stored = async (name: string, headers: Record<string, string>) =>
      (await call('GET', `/api/v1/uploads/${name}`, headers)).statusCode;

    it('deletes a profile photo’s file when it is replaced or removed', async () => {
      const s = await signInAs(ctx.app, 'teacher');
      const first = await upload(s.headers);
      const second = await upload(s.headers);
      expect((await call('PATCH', '/api/v1/profile', s.headers, { photo: first })).statusCode).toBe(200);
      expect((await call('PATCH', '/api/v1/profile', s.headers, { name: 'Same Photo' })).statusCode).toBe(200);
      expect(await stored(first, s.headers)).toBe(200);
      expect((await call('PATCH', '/api/v1/profile', s.headers, { photo: second })).statusCode).toBe(200);
      expect(await stored(first, s.headers)).toBe(404);
      expect(await stored(second, s.headers)).toBe(200);
      expect((await call('PATCH', '/api/v1/profile', s.headers, { photo: null })).statusCode).toBe(200);
      expect(await stored(second, s.headers)).toBe(404);
    });

    it('deletes a teacher’s photo file when it is replaced and when the teacher is deleted', async () => {
      const admin = await signInAs(ctx.app, 'admin');
      const first = await upload(admin.headers);
      const second = await upload(admin.headers);
      const created = await call('POST', '/api/v1/teachers', admin.headers, {
        name: 'Photo Teacher',
        phone: phone(),
        password: 'Secret@123',
        photo: first,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      expect((await call('PATCH', `/api/v1/teachers/${id}`, admin.headers, { photo: second })).statusCode).toBe(200);
      expect(await stored(first, admin.headers)).toBe(404);
      expect(await stored(second, admin.headers)).toBe(200);
      expect((await call('DELETE', `/api/v1/teachers/${id}`, admin.headers)).statusCode).toBe(204);
      expect(await stored(second, admin.headers)).toBe(404);
    });

    it('deletes a support agent’s photo file with the agent', async () => {
      const admin = await signInAs(ctx.app, 'admin');
      const agentPhone = phone();
      const created = await call('POST', '/api/v1/support-agents', admin.headers, {
        name: 'Photo Agent',
        email: `agent.${agentPhone}@example.eg`,
        phone: agentPhone,
        password: 'Secret@123',
        joined_on: '2024-01-01',
      });
      expect(created.statusCode).toBe(201);
      const agent = await signIn(ctx.app, agentPhone, 'Secret@123');
      const photo = await upload(agent.headers);
      expect((await call('PATCH', '/api/v1/profile', agent.headers, { photo })).statusCode).toBe(200);
      expect(await stored(photo, admin.headers)).toBe(200);
      expect((await call('DELETE', `/api/v1/support-agents/${created.json().id}`, admin.headers)).statusCode).toBe(204);
      expect(await stored(photo, admin.headers)).toBe(404);
    });

    it('keeps a file another user still shows', async () => {
      const admin = await signInAs(ctx.app, 'admin');
      const other = await signInAs(ctx.app, 'teacher');
      const shared = await upload(admin.headers);
      expect((await call('PATCH', '/api/v1/profile', admin.headers, { photo: shared })).statusCode).toBe(200);
      expect((await call('PATCH', '/api/v1/profile', other.headers, { photo: shared })).statusCode).toBe(200);
      expect((await call('PATCH', '/api/v1/profile', admin.headers, { photo: null })).statusCode).toBe(200);
      expect(await stored(shared, other.headers)).toBe(200);
    });
  });
}
