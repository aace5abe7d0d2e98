import { apiPermissions, isKeyPermission, keyPermissions, roleAllowed, roles, type Role } from '@dashboard/contracts';
import { describe, expect, it } from 'vitest';
import { insertTestKey } from './api-keys.js';
import { signInAs, useApp } from './build.js';
import { dialects } from './dialects.js';

/**
 * Walks every API route the app registered, for a visitor and each role,
 * and checks the answer is exactly what the permission matrix allows. A
 * route added later is covered with nothing to remember.
 */
for (const dialect of dialects) {
  describe(`permission matrix on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('covers every API route, and every route names a known permission', () => {
      expect(ctx.app.apiRoutes.length).toBeGreaterThan(3);
      for (const r of ctx.app.apiRoutes) expect(Object.keys(apiPermissions)).toContain(r.permission);
    });

    it('answers each route as the matrix says, for a visitor and every role', async () => {
      const tokens = {} as Record<Role, string>;
      for (const role of roles) tokens[role] = (await signInAs(ctx.app, role)).token;
      const failures: string[] = [];
      // Logout ends the session: keep it for last.
      const routes = [...ctx.app.apiRoutes].sort(
        (a, b) => Number(a.permission === 'auth.logout') - Number(b.permission === 'auth.logout'),
      );
      for (const route of routes) {
        if (route.permission === 'events.subscribe') continue; // a stream: covered in events.test.ts
        const url = route.url.replace(/:(\w+)\??/g, '1');
        for (const who of [null, ...roles] as (Role | null)[]) {
          const headers: Record<string, string> = who ? { authorization: `Bearer ${tokens[who]}` } : {};
          const res = await ctx.app.inject({ method: route.method as 'GET', url, headers });
          const guard = apiPermissions[route.permission];
          const allowed = roleAllowed(guard, who) || guard === 'public';
          const expected = allowed ? 'pass' : who === null ? 401 : 403;
          // A route may refuse a role the matrix lets in for not owning the record (`auth.not_owner`):
          // that is the route's rule, not the matrix's, and it must never be mistaken for one.
          const code = res.statusCode === 403 ? (res.json() as { code: string }).code : undefined;
          if (code !== undefined && code !== 'auth.forbidden' && code !== 'auth.not_owner') {
            failures.push(`${route.method} ${route.url} as ${who ?? 'visitor'}: 403 ${code}`);
          }
          if (code === 'auth.not_owner' && !allowed) {
            failures.push(`${route.method} ${route.url} as ${who}: the matrix refuses, yet the answer is not_owner`);
          }
          const refused = res.statusCode === 401 || code === 'auth.forbidden';
          const got = refused ? res.statusCode : 'pass';
          if (got !== expected) failures.push(`${route.method} ${route.url} as ${who ?? 'visitor'}: ${res.statusCode}`);
          expect(res.statusCode).toBeLessThan(500);
        }
      }
      expect(failures).toEqual([]);
    });

    it('answers each route to an API key as the key list says: what a key may hold and was given, nothing else', async () => {
      const keys = {
        all: await insertTestKey(ctx.app, keyPermissions, 'Every key permission'),
        none: await insertTestKey(ctx.app, [], 'No permission'),
      };
      const failures: string[] = [];
      for (const route of ctx.app.apiRoutes) {
        const url = route.url.replace(/:(\w+)\??/g, '1');
        const guard = apiPermissions[route.permission];
        for (const [which, key] of Object.entries(keys)) {
          const res = await ctx.app.inject({ method: route.method as 'GET', url, headers: key.headers });
          expect(res.statusCode, `${route.method} ${route.url} with ${which}`).toBeLessThan(500);
          const allowed = guard === 'public' || (which === 'all' && isKeyPermission(route.permission));
          const code = res.statusCode === 403 ? (res.json() as { code: string }).code : undefined;
          const got = res.statusCode === 401 ? 401 : code === 'auth.forbidden' ? 403 : 'pass';
          if (got !== (allowed ? 'pass' : 403)) {
            failures.push(`${route.method} ${route.url} with a key of ${which}: ${res.statusCode} ${code ?? ''}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });

    it('answers the events stream with 401 to a visitor', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/events' });
      expect(res.statusCode).toBe(401);
    });
  });
}
