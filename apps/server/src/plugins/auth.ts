import {
  AUTH_TOKEN_KEY,
  apiPermissions,
  emptyQuerySchema,
  guardRoles,
  isPermission,
  roleAllowed,
  type Permission,
} from '@dashboard/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { LoginBackoffConfig, LoginThrottleConfig } from '../config.js';
import { Backoff, FailureCounter } from '../lib/login-throttle.js';
import { authenticate, type AuthUser, type LoginThrottle } from '../modules/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission the route needs; every `/api/v1` route must name one. */
    permission?: Permission;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the guard before validation. Null on public routes without a token. */
    user: AuthUser | null;
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
}

/** The token a request carries: the bearer header, or the session cookie on reads only (no CSRF on writes). */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const cookie = request.cookies?.[AUTH_TOKEN_KEY];
  return cookie ? (/^(?:Bearer\s+)?(\S+)$/i.exec(cookie)?.[1] ?? null) : null;
}

/**
 * Default deny: a route under /api/v1 that names no permission stops the app
 * from starting. Every request to such a route is authenticated and checked
 * against the permission matrix before its input is even validated.
 */
export default fp<AuthPluginOptions>(
  async (app, opts) => {
    app.decorateRequest('user', null);
    app.decorate('apiRoutes', []);
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
      const guard = apiPermissions[permission];
      const who = guard === 'public' ? 'anyone' : guardRoles[guard as keyof typeof guardRoles].join(', ');
      const note = `Permission: \`${permission}\` (${who}).`;
      // Fastify registers HEAD beside GET with the same schema object: note it once.
      if (!route.schema.description?.includes(note)) {
        route.schema.description = [route.schema.description, note].filter(Boolean).join('\n\n');
      }
      if (guard !== 'public') route.schema.security = [{ bearerAuth: [] }];
      for (const method of methods) if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, permission });
    });

    app.addHook('onRequest', async (request) => {
      const permission = request.routeOptions.config.permission;
      if (!permission) return;
      const guard = apiPermissions[permission];
      if (guard === 'public') return;
      const token = tokenOf(request);
      request.user = token ? await authenticate(app.db, token) : null;
      if (!request.user) throw AppError.unauthenticated();
      if (!roleAllowed(guard, request.user.role)) throw AppError.forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
