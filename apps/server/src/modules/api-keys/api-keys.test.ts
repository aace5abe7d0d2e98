import {
  API_KEY_PREFIX,
  apiPermissions,
  isKeyPermission,
  keyPermissions,
  type ApiKey,
  type ApiKeyCreated,
} from '@dashboard/contracts';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens.js';
import { insertTestKey } from '../../test/api-keys.js';
import { signInAs, useApp } from '../../test/build.js';
import { dialects } from '../../test/dialects.js';

const URL = '/api/v1/api-keys';

for (const dialect of dialects) {
  describe(`API keys on ${dialect.name}`, () => {
    const ctx = useApp(dialect, { apiKeyRateLimitPerMinute: 1000 });
    const create = (headers: Record<string, string>, payload: unknown) =>
      ctx.app.inject({ method: 'POST', url: URL, headers, payload: payload as object });
    const stages = (headers: Record<string, string | undefined>) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/stages', headers: headers as Record<string, string> });

    it('makes a key, which works at once, notes its last use, and is refused once revoked', async () => {
      const admin = await signInAs(ctx.app, 'admin');
      const res = await create(admin.headers, { name: '  Student app (Android) ', permissions: ['stages.read'] });
      expect(res.statusCode).toBe(201);
      const made = res.json() as ApiKeyCreated;
      expect(made).toMatchObject({ name: 'Student app (Android)', permissions: ['stages.read'], last_used_at: null });
      expect(made.key).toMatch(/^dsk_live_[A-Za-z0-9_-]{43}$/);
      expect(made.prefix).toBe(made.key.slice(0, API_KEY_PREFIX.length + 6));

      const used = await stages({ authorization: `Bearer ${made.key}` });
      expect(used.statusCode).toBe(200);
      const byHeader = await stages({ 'x-api-key': made.key });
      expect(byHeader.statusCode).toBe(200);

      const listed = await ctx.app.inject({ method: 'GET', url: `${URL}/${made.id}`, headers: admin.headers });
      expect(listed.statusCode).toBe(200);
      const { key: _shownOnce, ...withoutKey } = made;
      expect(listed.json()).toEqual({ ...withoutKey, last_used_at: expect.any(String) });
      expect(Date.parse((listed.json() as ApiKey).last_used_at!)).not.toBeNaN();

      const revoked = await ctx.app.inject({ method: 'DELETE', url: `${URL}/${made.id}`, headers: admin.headers });
      expect(revoked.statusCode).toBe(204);
      for (const headers of [{ authorization: `Bearer ${made.key}` }, { 'x-api-key': made.key }]) {
        const after = await stages(headers);
        expect(after.statusCode).toBe(401);
        expect(after.json().code).toBe('auth.invalid_key');
      }
      const gone = await ctx.app.inject({ method: 'GET', url: `${URL}/${made.id}`, headers: admin.headers });
      expect(gone.statusCode).toBe(404);
      const again = await ctx.app.inject({ method: 'DELETE', url: `${URL}/${made.id}`, headers: admin.headers });
      expect(again.statusCode).toBe(404);
    });

    it('stores only the SHA-256 of a key, and no answer but the first shows the key', async () => {
      const admin = await signInAs(ctx.app, 'admin');
      const made = (await create(admin.headers, { name: 'Hash check', permissions: ['subjects.read'] })).json();
      const row = await ctx.app.db
        .selectFrom('api_keys')
        .selectAll()
        .where('id', '=', made.id)
        .executeTakeFirstOrThrow();
      expect(row.key_hash).toBe(hashToken(made.key));
      for (const value of Object.values(row))
        expect(String(value)).not.toContain(made.key.slice(API_KEY_PREFIX.length + 6));
      const list = await ctx.app.inject({ method: 'GET', url: `${URL}?pageSize=100`, headers: admin.headers });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(made.key);
      expect(list.json().items.find((k: ApiKey) => k.id === made.id)).toMatchObject({ prefix: made.prefix });
      for (const item of list.json().items) expect(item).not.toHaveProperty('key');
    });

    it('records making and revoking a key in the audit log, without the key, and what a key exports as the key', async () => {
      const admin = await signInAs(ctx.app, 'admin');
      const made = (await create(admin.headers, { name: 'Audited app', permissions: ['stages.read'] })).json();
      const rows = () =>
        ctx.app.db
          .selectFrom('audit_log')
          .selectAll()
          .where('entity', '=', 'api-keys')
          .where('entity_id', '=', String(made.id))
          .orderBy('id')
          .execute();
      const [created] = await rows();
      expect(created).toMatchObject({ action: 'create', user_id: admin.id, api_key_id: null, role: 'admin' });
      expect(JSON.parse(created!.after!)).toMatchObject({
        name: 'Audited app',
        prefix: made.prefix,
        key: '[redacted]',
      });

      const exported = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/stages/export?format=csv',
        headers: { authorization: `Bearer ${made.key}` },
      });
      expect(exported.statusCode).toBe(200);
      const byKey = await ctx.app.db.selectFrom('audit_log').selectAll().where('api_key_id', '=', made.id).execute();
      expect(byKey).toHaveLength(1);
      expect(byKey[0]).toMatchObject({ action: 'export', entity: 'stages', role: 'service', user_id: null });
      expect(byKey[0]!.actor_name).toBe('Audited app');

      await ctx.app.inject({ method: 'DELETE', url: `${URL}/${made.id}`, headers: admin.headers });
      expect((await rows()).map((r) => r.action)).toEqual(['create', 'delete']);
      const everything = JSON.stringify(await ctx.app.db.selectFrom('audit_log').selectAll().execute());
      expect(everything).not.toContain(made.key);
      expect(everything).not.toContain(hashToken(made.key));
    });

    it('reaches only what it was given: another catalogue read it lacks is a 403', async () => {
      const key = await insertTestKey(ctx.app, ['stages.read']);
      expect((await stages(key.headers)).statusCode).toBe(200);
      const classes = await ctx.app.inject({ method: 'GET', url: '/api/v1/classes', headers: key.headers });
      expect(classes.statusCode).toBe(403);
      expect(classes.json().code).toBe('auth.forbidden');
      const write = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/stages',
        headers: key.headers,
        payload: { name_ar: 'مرحلة', name_en: 'Stage', code: 'KEYW' },
      });
      expect(write.statusCode).toBe(403);
    });

    it('never reaches a staff-only route, whatever permissions are stored for it', async () => {
      const key = await insertTestKey(ctx.app, Object.keys(apiPermissions), 'Everything');
      const staffOnly = [
        ['GET', '/api/v1/settings'],
        ['PUT', '/api/v1/settings'],
        ['GET', '/api/v1/profile'],
        ['GET', '/api/v1/dashboard/stats'],
        ['GET', '/api/v1/teachers'],
        ['GET', '/api/v1/support-agents'],
        ['GET', URL],
        ['POST', URL],
        ['DELETE', `${URL}/1`],
        ['POST', '/api/v1/logout'],
        ['POST', '/api/v1/stages'],
      ] as const;
      for (const [method, url] of staffOnly) {
        const res = await ctx.app.inject({ method, url, headers: key.headers, payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code, `${method} ${url}`).toBe('auth.forbidden');
      }
      // What a key may hold still works for it.
      expect((await stages(key.headers)).statusCode).toBe(200);
    });

    it('refuses, at creation, a permission a key may not hold, naming the field, and makes nothing', async () => {
      const admin = await signInAs(ctx.app, 'admin');
      const before = await ctx.app.db.selectFrom('api_keys').select('id').execute();
      const cases: [unknown, { path: string; code: string }[]][] = [
        [
          { name: 'Bad', permissions: ['stages.read', 'settings.read'] },
          [{ path: 'permissions.1', code: 'apiKey.permission_not_allowed' }],
        ],
        [
          { name: 'Bad', permissions: ['apiKeys.write'] },
          [{ path: 'permissions.0', code: 'apiKey.permission_not_allowed' }],
        ],
        [
          { name: 'Bad', permissions: ['stages.write'] },
          [{ path: 'permissions.0', code: 'apiKey.permission_not_allowed' }],
        ],
        [{ name: 'Bad', permissions: ['no.such'] }, [{ path: 'permissions.0', code: 'apiKey.permission_not_allowed' }]],
        [{ name: 'Bad', permissions: [] }, [{ path: 'permissions', code: 'validation.required' }]],
        [{ name: 'Bad', permissions: 'stages.read' }, [{ path: 'permissions', code: 'validation.invalid' }]],
        [{ permissions: ['stages.read'] }, [{ path: 'name', code: 'validation.required' }]],
        [{ name: 'B', permissions: ['stages.read'] }, [{ path: 'name', code: 'validation.min' }]],
        [
          { name: 'Bad', permissions: ['stages.read'], key: 'dsk_live_mine' },
          [{ path: 'key', code: 'validation.unknown_field' }],
        ],
      ];
      for (const [payload, errors] of cases) {
        const res = await create(admin.headers, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(
          (res.json().errors as { path: string; code: string }[]).map(({ path, code }) => ({ path, code })),
          JSON.stringify(payload),
        ).toEqual(errors);
      }
      expect(await ctx.app.db.selectFrom('api_keys').select('id').execute()).toEqual(before);
    });

    it('keeps each permission once, and lists keys by name or newest first, searched by name or prefix', async () => {
      const admin = await signInAs(ctx.app, 'admin');
      const a = (
        await create(admin.headers, { name: 'Zeta service', permissions: ['classes.read', 'classes.read'] })
      ).json();
      expect(a.permissions).toEqual(['classes.read']);
      const b = (await create(admin.headers, { name: 'Alpha service', permissions: [...keyPermissions] })).json();
      expect(b.permissions).toEqual([...keyPermissions]);
      const byName = await ctx.app.inject({ method: 'GET', url: `${URL}?sort=name&q=service`, headers: admin.headers });
      expect(byName.json().items.map((k: ApiKey) => k.name)).toEqual(['Alpha service', 'Zeta service']);
      const newest = await ctx.app.inject({ method: 'GET', url: `${URL}?q=service`, headers: admin.headers });
      expect(newest.json().items.map((k: ApiKey) => k.id)).toEqual([b.id, a.id]);
      const byPrefix = await ctx.app.inject({
        method: 'GET',
        url: `${URL}?q=${encodeURIComponent(b.prefix)}`,
        headers: admin.headers,
      });
      expect(byPrefix.json().items.map((k: ApiKey) => k.id)).toEqual([b.id]);
    });

    it('refuses a credential that is not a live key with 401, and never takes a key from a cookie', async () => {
      const key = await insertTestKey(ctx.app, ['stages.read']);
      for (const headers of [
        { authorization: 'Bearer dsk_live_short' },
        // The key with its last character changed (to another one, whatever it was).
        { authorization: `Bearer ${key.key.slice(0, -1)}${key.key.endsWith('A') ? 'B' : 'A'}` },
        { 'x-api-key': 'not-a-key' },
        { 'x-api-key': '' },
        { cookie: `auth._token.local=${encodeURIComponent(`Bearer ${key.key}`)}` },
      ]) {
        const res = await stages(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      }
      expect((await stages({ 'x-api-key': key.key })).statusCode).toBe(200);
    });

    it('lets only an admin make, list and revoke keys', async () => {
      for (const role of ['teacher', 'support-agent'] as const) {
        const s = await signInAs(ctx.app, role);
        expect((await create(s.headers, { name: 'Mine', permissions: ['stages.read'] })).statusCode, role).toBe(403);
        expect((await ctx.app.inject({ method: 'GET', url: URL, headers: s.headers })).statusCode, role).toBe(403);
      }
      const visitor = await ctx.app.inject({ method: 'POST', url: URL, payload: { name: 'x', permissions: [] } });
      expect(visitor.statusCode).toBe(401);
      expect(keyPermissions.every(isKeyPermission)).toBe(true);
    });
  });

  describe(`API key rate limit on ${dialect.name}`, () => {
    const ctx = useApp(dialect, { apiKeyRateLimitPerMinute: 2 });

    it('limits each key on its own, with Retry-After, whatever address it comes from', async () => {
      const first = await insertTestKey(ctx.app, ['stages.read'], 'First');
      const second = await insertTestKey(ctx.app, ['stages.read'], 'Second');
      const get = (headers: Record<string, string>) =>
        ctx.app.inject({ method: 'GET', url: '/api/v1/stages', headers });
      expect((await get(first.headers)).statusCode).toBe(200);
      expect((await get({ 'x-api-key': first.key })).statusCode).toBe(200);
      const limited = await get(first.headers);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('http.too_many_requests');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await get(second.headers)).statusCode).toBe(200);
      // A staff member from the same address is not held back by the key's limit.
      const admin = await signInAs(ctx.app, 'admin');
      for (let i = 0; i < 3; i++) expect((await get(admin.headers)).statusCode).toBe(200);
    });
  });
}
