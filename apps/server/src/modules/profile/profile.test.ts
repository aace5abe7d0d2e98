import { roles } from '@dashboard/contracts';
import { describe, expect, it } from 'vitest';
import { createUser, signIn, signInAs, TEST_PASSWORD, useApp } from '../../test/build.js';
import { dialects } from '../../test/dialects.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(bytes: Buffer) {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

for (const dialect of dialects) {
  describe(`profile on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const me = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers });
    const patch = (headers: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload });
    const changePassword = (headers: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/profile/password', headers, payload });

    it('answers the signed-in user with the fields the profile form edits', async () => {
      const s = await signInAs(ctx.app, 'teacher');
      const res = await me(s.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: s.id,
        username: expect.any(String),
        role: 'teacher',
        photo: null,
        email: null,
        phone: s.phone,
      });
    });

    it.each(roles)('lets a %s change name, email and photo, and keeps search in step', async (role) => {
      const s = await signInAs(ctx.app, role);
      const up = multipart(PNG);
      const upload = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/uploads',
          payload: up.payload,
          headers: { ...up.headers, ...s.headers },
        })
      ).json();
      const email = `${role}.${s.id}@Example.EG`;
      const res = await patch(s.headers, { name: '  نادية كمال  ', email, photo: upload.name });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: s.id,
        username: 'نادية كمال',
        email: email.toLowerCase(),
        photo: `/api/v1/uploads/${upload.name}`,
      });
      // GET /profile, which the top bar reads, answers the new name and photo at once.
      expect((await me(s.headers)).json()).toMatchObject({ username: 'نادية كمال', photo: upload.url });
      const row = await ctx.app.db.selectFrom('users').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
      expect(row.search_text).toContain('ناديه كمال');
      expect(row.search_text).toContain(email.toLowerCase());
      expect(row.role).toBe(role);

      // Only what is sent changes; null removes the photo.
      const noPhoto = await patch(s.headers, { photo: null });
      expect(noPhoto.json()).toMatchObject({ username: 'نادية كمال', email: email.toLowerCase(), photo: null });
    });

    it('refuses bad input with the field at fault and changes nothing', async () => {
      const s = await signInAs(ctx.app, 'support-agent');
      const before = (await me(s.headers)).json();
      const bad = await patch(s.headers, { name: '', email: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual([
        ['name', 'user.name_required'],
        ['email', 'validation.email'],
      ]);
      const long = await patch(s.headers, { name: 'x'.repeat(121) });
      expect(long.json().errors).toEqual([{ path: 'name', code: 'validation.max', params: { max: 120 } }]);
      const role = await patch(s.headers, { role: 'admin' });
      expect(role.statusCode).toBe(400);
      expect(role.json().errors).toEqual([{ path: 'role', code: 'validation.unknown_field' }]);
      for (const photo of ['../../etc/passwd', 'https://evil.example/x.png']) {
        const res = await patch(s.headers, { photo });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[0].path).toBe('photo');
      }
      // A well-formed name that was never uploaded.
      const ghost = await patch(s.headers, { photo: `${'a'.repeat(32)}.png` });
      expect(ghost.statusCode).toBe(400);
      expect(ghost.json().errors).toEqual([{ path: 'photo', code: 'upload.missing' }]);
      expect((await me(s.headers)).json()).toEqual(before);
    });

    it('lets a teacher or an admin go without an email, but not a support agent', async () => {
      for (const role of ['teacher', 'admin'] as const) {
        const s = await signInAs(ctx.app, role);
        expect((await patch(s.headers, { email: `${role}.${s.id}@example.eg` })).json().email).toBe(
          `${role}.${s.id}@example.eg`,
        );
        expect((await patch(s.headers, { email: '' })).json().email).toBeNull();
        expect((await patch(s.headers, { email: null })).json().email).toBeNull();
      }
      const agent = await signInAs(ctx.app, 'support-agent');
      await patch(agent.headers, { email: `agent.${agent.id}@example.eg` });
      for (const email of ['', '  ', null]) {
        const res = await patch(agent.headers, { email, name: 'Not Saved' });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([{ path: 'email', code: 'user.email_required' }]);
      }
      expect((await me(agent.headers)).json()).toMatchObject({ email: `agent.${agent.id}@example.eg` });
      expect((await me(agent.headers)).json().username).not.toBe('Not Saved');
    });

    it('refuses an email another user has (409 user.taken on email), but not one’s own', async () => {
      const a = await signInAs(ctx.app, 'teacher');
      const b = await signInAs(ctx.app, 'admin');
      expect((await patch(a.headers, { email: `taken.${a.id}@example.eg` })).statusCode).toBe(200);
      const taken = await patch(b.headers, { email: `TAKEN.${a.id}@example.eg`, name: 'Not Saved' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'user.taken',
        message: 'Email or phone number is already registered',
        errors: [{ path: 'email', code: 'user.taken' }],
      });
      expect((await me(b.headers)).json().username).not.toBe('Not Saved');
      expect((await patch(a.headers, { email: `taken.${a.id}@example.eg` })).statusCode).toBe(200);
    });

    it('changes the password given the current one; the other sessions end, this one stays', async () => {
      const user = await createUser(ctx.app, 'teacher');
      const here = await signIn(ctx.app, user.phone);
      const elsewhere = await signIn(ctx.app, user.phone);

      const wrong = await changePassword(here.headers, { current_password: 'not-it', new_password: 'Brand-new-1' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'user.wrong_password',
        errors: [{ path: 'current_password', code: 'user.wrong_password' }],
      });
      expect((await me(elsewhere.headers)).statusCode).toBe(200);

      const missing = await changePassword(here.headers, {});
      expect(missing.json().errors).toEqual([
        { path: 'current_password', code: 'auth.password_required' },
        { path: 'new_password', code: 'auth.password_required' },
      ]);
      const short = await changePassword(here.headers, { current_password: TEST_PASSWORD, new_password: 'short' });
      expect(short.json().errors).toEqual([{ path: 'new_password', code: 'validation.min', params: { min: 8 } }]);
      const long = await changePassword(here.headers, {
        current_password: TEST_PASSWORD,
        new_password: 'x'.repeat(129),
      });
      expect(long.json().errors).toEqual([{ path: 'new_password', code: 'validation.max', params: { max: 128 } }]);
      await signIn(ctx.app, user.phone); // nothing changed yet

      const ok = await changePassword(here.headers, { current_password: TEST_PASSWORD, new_password: 'Brand-new-1' });
      expect(ok.statusCode).toBe(204);
      expect((await me(here.headers)).statusCode).toBe(200);
      expect((await me(elsewhere.headers)).statusCode).toBe(401);
      await expect(signIn(ctx.app, user.phone)).rejects.toThrow(/401/);
      await signIn(ctx.app, user.phone, 'Brand-new-1');
    });

    it('is for signed-in users only', async () => {
      expect(
        (await ctx.app.inject({ method: 'PATCH', url: '/api/v1/profile', payload: { name: 'X Y' } })).statusCode,
      ).toBe(401);
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/v1/profile/password',
            payload: { current_password: 'a', new_password: 'bbbbbbbb' },
          })
        ).statusCode,
      ).toBe(401);
    });
  });
}
