import {
  AUTH_TOKEN_KEY,
  apiPermissions,
  emptyBodySchema,
  emptyQuerySchema,
  guardRoles,
  isKeyPermission,
  isPermission,
  roleAllowed,
  type Permission,
  type Role,
} from '@dashboard/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { bodyMethods } from '../lib/openapi.js';
import type { LoginBackoffConfig, LoginThrottleConfig } from '../config.js';
import { Backoff, FailureCounter } from '../lib/login-throttle.js';
import { authenticateKey, keyMayUse, looksLikeKey, type KeyPrincipal } from '../modules/api-keys/api-keys.service.js';
import { authenticate, type AuthUser, type LoginThrottle } from '../modules/auth/auth.service.js';

/**
 * Who made a request, whichever way it authenticated: a staff member with a
 * session (`user`), or a service with an API key (`service`, default-deny
 * like a role). The audit trail records this.
 */
export type Principal =
  | { kind: 'user'; id: number; role: Role; name: string }
  | { kind: 'service'; id: number; role: 'service'; name: string; prefix: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission the route needs; every `/api/v1` route must name one. */
    permission?: Permission;
  }
  interface FastifyRequest {
    /**
     * The signed-in staff member, set by the guard before validation. Null on
     * public routes without a token, and always null for an API key, which
     * reaches only routes that need no staff member.
     */
    user: AuthUser | null;
    /** The API key a service authenticated with; null for a staff member or a visitor. */
    apiKey: KeyPrincipal | null;
    /** `user` or `apiKey`, as one value: who made the request. Null for a visitor. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every API route with its permission, for the permission-matrix test and the docs. */
    apiRoutes: { method: string; url: string; permission: Permission }[];
    loginThrottle: LoginThrottle;
  }
}

export interface AuthPluginOptions {
  loginThrottle: LoginThrottleConfig;
  loginBackoff: LoginBackoffConfig;
  /** Requests a minute one API key may make. */
  keyRateLimitPerMinute: number;
}

type Credential = { kind: 'session' | 'key'; value: string };

/**
 * What a request authenticates with: `Authorization: Bearer <token or key>`,
 * `X-API-Key: <key>`, or the session cookie on reads only (no CSRF on
 * writes). A key is told from a session token by its `dsk_live_` prefix; a
 * key never travels in a cookie.
 */
function credentialOf(request: FastifyRequest): Credential | null {
  const header = request.headers.authorization;
  if (header) {
    const value = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!value) return null;
    return { kind: looksLikeKey(value) ? 'key' : 'session', value };
  }
  const apiKey = request.headers['x-api-key'];
  if (apiKey !== undefined) return { kind: 'key', value: typeof apiKey === 'string' ? apiKey.trim() : '' };
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const cookie = request.cookies?.[AUTH_TOKEN_KEY];
  const value = cookie ? /^(?:Bearer\s+)?(\S+)$/i.exec(cookie)?.[1] : undefined;
  return value && !looksLikeKey(value) ? { kind: 'session', value } : null;
}

/**
 * Default deny: a route under /api/v1 that names no permission stops the app
 * from starting. Every request to such a route is authenticated and checked
 * against the permission matrix before its input is even validated.
 */
export default fp<AuthPluginOptions>(
  async (app, opts) => {
    app.decorateRequest('user', null);
    app.decorateRequest('apiKey', null);
    app.decorateRequest('principal', null);
    app.decorate('apiRoutes', []);
    // Each key has its own budget, counted after it authenticated (so a made-up key cannot open a
    // budget of its own), on top of its address's.
    const keyLimit = app.createRateLimit({
      max: opts.keyRateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `api-key:${request.apiKey?.id ?? 0}`,
    });
    app.decorate('loginThrottle', {
      phone: new FailureCounter(opts.loginThrottle.perPhone, opts.loginThrottle.windowMs),
      address: new FailureCounter(opts.loginThrottle.perAddress, opts.loginThrottle.windowMs),
      backoff: new Backoff({ ...opts.loginBackoff, windowMs: opts.loginThrottle.windowMs }),
    });

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/v1')) return;
      const permission = route.config?.permission;
      const methods = ([] as string[]).concat(route.method);
      if (!isPermission(permission)) {
        throw new Error(`${methods.join(',')} ${route.url} names no permission: every API route must (default deny)`);
      }
      route.schema ??= {};
      // Unknown query parameters are refused even where a route takes none.
      route.schema.querystring ??= emptyQuerySchema;
      // So is a body's every field where a write takes no body (a delete, a restore): Fastify would
      // parse it and hand it to no validator, and `{"x":1}` would be a 200 as if it meant something.
      if (methods.some((m) => bodyMethods.has(m))) route.schema.body ??= emptyBodySchema;
      const guard = apiPermissions[permission];
      const roles = guard === 'public' ? 'anyone' : guardRoles[guard as keyof typeof guardRoles].join(', ');
      const who = !roles
        ? 'only an API key given it'
        : isKeyPermission(permission)
          ? `${roles}; an API key given it`
          : roles;
      const note = `Permission: \`${permission}\` (${who}).`;
      // Fastify registers HEAD beside GET with the same schema object: note it once.
      if (!route.schema.description?.includes(note)) {
        route.schema.description = [route.schema.description, note].filter(Boolean).join('\n\n');
      }
      // A key may also come as `X-API-Key`, on the routes a key can be given.
      if (guard !== 'public') {
        route.schema.security = isKeyPermission(permission)
          ? [{ bearerAuth: [] }, { apiKey: [] }]
          : [{ bearerAuth: [] }];
      }
      for (const method of methods) if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, permission });
    });

    app.addHook('onRequest', async (request) => {
      const permission = request.routeOptions.config.permission;
      if (!permission) return;
      const guard = apiPermissions[permission];
      if (guard === 'public') return;
      const credential = credentialOf(request);
      if (credential?.kind === 'key') {
        const key = await authenticateKey(app.db, credential.value);
        if (!key) throw new AppError(401, 'auth.invalid_key');
        request.apiKey = key;
        request.principal = { kind: 'service', id: key.id, role: 'service', name: key.name, prefix: key.prefix };
        const limit = await keyLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          throw new AppError(429, 'http.too_many_requests', undefined, { 'retry-after': String(limit.ttlInSeconds) });
        }
        // Default deny: a key reaches only what it was given of what a key may hold, never a staff-only route.
        if (!keyMayUse(key, permission)) throw AppError.forbidden();
        return;
      }
      request.user = credential ? await authenticate(app.db, credential.value) : null;
      if (!request.user) throw AppError.unauthenticated();
      const { id, role, name } = request.user;
      request.principal = { kind: 'user', id, role, name };
      if (!roleAllowed(guard, role)) throw AppError.forbidden();
    });
  },
  { name: 'auth', dependencies: ['db', '@fastify/rate-limit'] },
);
