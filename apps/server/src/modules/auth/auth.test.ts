import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../test/dialects.js';
import { createUser, signIn, signInAs, useApp } from '../../test/build.js';

for (const dialect of dialects) {
  describe(`auth on ${dialect.name}`, () => {
    const ctx = useApp(dialect, { loginThrottle: { perPhone: 5, perAddress: 1000, windowMs: 60_000 } });
    const login = (payload: unknown, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/login-phone', payload: payload as object, headers });

    it('signs in by phone and password and answers the token and the user', async () => {
      const u = await createUser(ctx.app, 'teacher', { name: 'منى عبد الرحمن' });
      const res = await login({ phone: u.phone, password: u.password });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toEqual({ id: u.id, username: 'منى عبد الرحمن', role: 'teacher', photo: null });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('accepts Arabic-Indic digits and surrounding spaces in the phone', async () => {
      const u = await createUser(ctx.app, 'admin');
      const arabic = u.phone.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
      const res = await login({ phone: `  ${arabic} `, password: u.password });
      expect(res.statusCode).toBe(200);
    });

    it('refuses a wrong password or an unknown phone with the spec message', async () => {
      const u = await createUser(ctx.app, 'admin');
      for (const payload of [
        { phone: u.phone, password: 'wrong-password' },
        { phone: '01099999999', password: u.password },
      ]) {
        const res = await login(payload);
        expect(res.statusCode).toBe(401);
        expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
        expect(res.json()).toEqual({
          status: 401,
          code: 'auth.invalid_credentials',
          message: 'Please check your email and password',
        });
      }
    });

    it('names each missing field with its own message', async () => {
      const res = await login({});
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.errors).toEqual([
        { path: 'phone', code: 'auth.phone_required' },
        { path: 'password', code: 'auth.password_required' },
      ]);
      const blank = await login({ phone: '   ', password: '' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors.map((e: { code: string }) => e.code)).toEqual([
        'auth.phone_required',
        'auth.password_required',
      ]);
    });

    it('answers 400, never 500, to malformed JSON, wrong types and unknown fields (415 to another type)', async () => {
      const bad = [
        ['{not json', { 'content-type': 'application/json' }],
        ['[]', { 'content-type': 'application/json' }],
        ['null', { 'content-type': 'application/json' }],
        [JSON.stringify({ phone: 1, password: true }), { 'content-type': 'application/json' }],
        [JSON.stringify({ phone: ['a'], password: { a: 1 } }), { 'content-type': 'application/json' }],
        [JSON.stringify({ phone: '010', password: 'x', role: 'admin' }), { 'content-type': 'application/json' }],
        [JSON.stringify({ phone: 'x'.repeat(5000), password: 'x' }), { 'content-type': 'application/json' }],
      ] as const;
      for (const [payload, headers] of bad) {
        const res = await login(payload, headers);
        expect(res.statusCode, payload.slice(0, 40)).toBe(400);
        expect(res.json().status).toBe(400);
      }
      // A body of another type than JSON is refused for its type.
      const text = await login('phone=1', { 'content-type': 'text/plain' });
      expect(text.statusCode).toBe(415);
      expect(text.json().code).toBe('validation.unsupported_media_type');
    });

    it('keeps only a hash of the token', async () => {
      const u = await createUser(ctx.app, 'support-agent');
      const { token } = await signIn(ctx.app, u.phone);
      const rows = await ctx.app.db.selectFrom('sessions').select('token_hash').where('user_id', '=', u.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(token);
      const stored = await ctx.app.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', u.id)
        .executeTakeFirstOrThrow();
      expect(stored.password_hash).toMatch(/^scrypt\$/);
    });

    it('answers the profile to a valid token and 401 to none or a bad one', async () => {
      const s = await signInAs(ctx.app, 'teacher');
      const ok = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: s.headers });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ id: s.id, role: 'teacher' });
      for (const headers of [
        {},
        { authorization: 'Bearer nope' },
        { authorization: 'Basic abc' },
        { authorization: `Bearer ${s.token}x` },
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('auth.unauthenticated');
      }
    });

    it('accepts the session cookie on reads but not on writes', async () => {
      const s = await signInAs(ctx.app, 'admin');
      const cookie = `auth._token.local=${encodeURIComponent(`Bearer ${s.token}`)}`;
      const read = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: { cookie } });
      expect(read.statusCode).toBe(200);
      const write = await ctx.app.inject({ method: 'POST', url: '/api/v1/logout', headers: { cookie } });
      expect(write.statusCode).toBe(401);
    });

    it('revokes the token on logout, everywhere, and leaves other sessions alone', async () => {
      const u = await createUser(ctx.app, 'admin');
      const a = await signIn(ctx.app, u.phone);
      const b = await signIn(ctx.app, u.phone);
      // Read once, so the session is remembered (lib/remembered-reads.ts) when it is revoked.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: a.headers })).statusCode).toBe(
        200,
      );
      const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/logout', headers: a.headers });
      expect(out.statusCode).toBe(204);
      for (const [method, url] of [
        ['GET', '/api/v1/profile'],
        ['POST', '/api/v1/logout'],
      ] as const) {
        const res = await ctx.app.inject({ method, url, headers: a.headers });
        expect(res.statusCode).toBe(401);
      }
      const other = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: b.headers });
      expect(other.statusCode).toBe(200);
    });

    it('keeps a disabled user out and ends the sessions he had', async () => {
      const u = await createUser(ctx.app, 'teacher');
      const s = await signIn(ctx.app, u.phone);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: s.headers })).statusCode).toBe(
        200,
      );
      await ctx.app.db.updateTable('users').set({ active: 0 }).where('id', '=', u.id).execute();
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: s.headers });
      expect(res.statusCode).toBe(401);
      const again = await login({ phone: u.phone, password: u.password });
      expect(again.statusCode).toBe(403);
      expect(again.json().code).toBe('auth.account_disabled');
      const wrong = await login({ phone: u.phone, password: 'not-it' });
      expect(wrong.statusCode).toBe(401);
    });

    it('limits failed sign-ins per phone with 429 and Retry-After, without slowing a correct one', async () => {
      const u = await createUser(ctx.app, 'admin');
      // Failures below the limit, then a correct sign-in: it passes and clears the count.
      for (let i = 0; i < 4; i++) expect((await login({ phone: u.phone, password: 'bad' })).statusCode).toBe(401);
      expect((await login({ phone: u.phone, password: u.password })).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await login({ phone: u.phone, password: 'bad' })).statusCode).toBe(401);
      const limited = await login({ phone: u.phone, password: u.password });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().code).toBe('auth.too_many_attempts');
      // Another phone from the same address is not affected.
      const other = await createUser(ctx.app, 'admin');
      expect((await login({ phone: other.phone, password: other.password })).statusCode).toBe(200);
    });
  });

  describe(`auth throttle under attack on ${dialect.name}`, () => {
    const ctx = useApp(dialect, {
      loginThrottle: { perPhone: 5, perAddress: 1000, windowMs: 60_000 },
      loginBackoff: { after: 5, baseMs: 300, maxMs: 600 },
    });
    const login = (payload: object, remoteAddress = '127.0.0.1') =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/login-phone', payload, remoteAddress });
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

    it('checks at most 5 of 60 guesses sent at once for one phone; the rest are 429', async () => {
      const u = await createUser(ctx.app, 'admin');
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => login({ phone: u.phone, password: `guess-${i}` })),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
      expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(55);
      expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    });

    it('checks at most 5 of 60 guesses sent at once for one phone from 60 addresses', async () => {
      const u = await createUser(ctx.app, 'admin');
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => login({ phone: u.phone, password: `guess-${i}` }, `10.1.0.${i + 1}`)),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
      expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(55);
    });

    it('does not let anybody lock a chosen admin out from everywhere', async () => {
      const u = await createUser(ctx.app, 'admin');
      for (let i = 0; i < 5; i++) {
        expect((await login({ phone: u.phone, password: 'bad' }, '203.0.113.9')).statusCode).toBe(401);
      }
      // The guesser's own address stays locked for the window, even with the right password.
      expect((await login({ phone: u.phone, password: u.password }, '203.0.113.9')).statusCode).toBe(429);
      // Guesses from elsewhere meet a short wait that grows, never more than the cap.
      const spread = await login({ phone: u.phone, password: 'bad' }, '198.51.100.1');
      expect(spread.statusCode).toBe(429);
      expect(Number(spread.headers['retry-after'])).toBe(1);
      // The admin, from his own address, is in once the short wait is over.
      await sleep(650);
      expect((await login({ phone: u.phone, password: u.password }, '192.0.2.50')).statusCode).toBe(200);
      expect((await login({ phone: u.phone, password: u.password }, '203.0.113.9')).statusCode).toBe(429);
    });

    it('slows guesses spread over many addresses, each wait longer, up to the cap', async () => {
      const u = await createUser(ctx.app, 'admin');
      let n = 0;
      const guess = () => login({ phone: u.phone, password: 'bad' }, `10.2.${n >> 8}.${n++ & 255}`);
      for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(401);
      // Past the free tries: waits of 300, 600, 600 … ms after each answer. Without
      // them a guess every 20 ms would be checked some fifteen times in 1.5 s.
      const checkedAt: number[] = [];
      const started = Date.now();
      while (Date.now() - started < 1500) {
        const res = await guess();
        if (res.statusCode === 401) checkedAt.push(Date.now());
        else {
          expect(res.statusCode).toBe(429);
          expect(Number(res.headers['retry-after'])).toBe(1);
        }
        await sleep(20);
      }
      expect(checkedAt.length).toBeGreaterThanOrEqual(1);
      expect(checkedAt.length).toBeLessThanOrEqual(3);
      for (let i = 1; i < checkedAt.length; i++) expect(checkedAt[i]! - checkedAt[i - 1]!).toBeGreaterThanOrEqual(600);
    });
  });

  describe(`auth behind a reverse proxy on ${dialect.name}`, () => {
    const proxied = useApp(dialect, {
      trustProxy: ['127.0.0.1'],
      loginThrottle: { perPhone: 2, perAddress: 1000, windowMs: 60_000 },
      loginBackoff: { after: 100, baseMs: 100, maxMs: 100 },
    });
    const direct = useApp(dialect, {
      loginThrottle: { perPhone: 2, perAddress: 1000, windowMs: 60_000 },
      loginBackoff: { after: 100, baseMs: 100, maxMs: 100 },
    });
    const login = (app: typeof proxied.app, payload: object, forwardedFor: string, remoteAddress = '127.0.0.1') =>
      app.inject({
        method: 'POST',
        url: '/api/v1/login-phone',
        payload,
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });

    it('counts each client by the address the trusted proxy forwards', async () => {
      const u = await createUser(proxied.app, 'admin');
      for (let i = 0; i < 2; i++) {
        expect((await login(proxied.app, { phone: u.phone, password: 'bad' }, '203.0.113.1')).statusCode).toBe(401);
      }
      expect((await login(proxied.app, { phone: u.phone, password: u.password }, '203.0.113.1')).statusCode).toBe(429);
      expect((await login(proxied.app, { phone: u.phone, password: u.password }, '203.0.113.2')).statusCode).toBe(200);
    });

    it('believes X-Forwarded-For from nobody else, and from nobody by default', async () => {
      for (const [app, remote] of [
        [proxied.app, '192.0.2.7'],
        [direct.app, '127.0.0.1'],
      ] as const) {
        const u = await createUser(app, 'admin');
        for (let i = 0; i < 2; i++) {
          expect(
            (await login(app, { phone: u.phone, password: 'bad' }, `203.0.113.${10 + i}`, remote)).statusCode,
          ).toBe(401);
        }
        expect((await login(app, { phone: u.phone, password: u.password }, '203.0.113.99', remote)).statusCode).toBe(
          429,
        );
      }
    });
  });

  describe(`auth throttle per address on ${dialect.name}`, () => {
    const ctx = useApp(dialect, { loginThrottle: { perPhone: 100, perAddress: 3, windowMs: 60_000 } });
    it('limits failed sign-ins per address', async () => {
      const u = await createUser(ctx.app, 'admin');
      for (let i = 0; i < 3; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/login-phone',
          payload: { phone: `0109999999${i}`, password: 'bad' },
        });
        expect(res.statusCode).toBe(401);
      }
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/login-phone',
        payload: { phone: u.phone, password: u.password },
      });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    });
  });
}
