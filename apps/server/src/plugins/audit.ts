import { auditActions, type AuditAction } from '@dashboard/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What a route records in the audit trail: the entity (or the entities, for
 * a route whose record depends on who asks: the profile) and the actions it
 * may append (a sign-in appends `sign_in` or `sign_in_failed`), or, for a
 * write that records nothing, why not.
 */
export type AuditRoute =
  | {
      entity: string | readonly string[];
      actions: readonly AuditAction[];
      /** A request of the route that changes nothing (an import's dry run) and so appends no row. */
      readsOnly?: (request: FastifyRequest) => boolean;
    }
  | { none: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the route appends to the audit trail (`lib/audit.ts`). Every write
     * route (POST, PUT, PATCH, DELETE) and every export under /api/v1 must say,
     * or the app does not start; the kit says it for its own routes.
     */
    audit?: AuditRoute;
  }
  interface FastifyRequest {
    /** Audit rows this request appended (committed or not); a safety net's count, see below. */
    auditRows: number;
  }
  interface FastifyInstance {
    /** Every write and export route under /api/v1 with what it records, for the audit coverage test. */
    auditRoutes: { method: string; url: string; audit: AuditRoute }[];
  }
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a route must declare `config.audit`: a write, or an export (a download of personal data). */
export function mustAudit(method: string, url: string): boolean {
  return url.startsWith('/api/v1') && (writeMethods.has(method) || (method === 'GET' && url.endsWith('/export')));
}

/**
 * Audit by default, the way the auth plugin denies by default: a write or
 * export route under /api/v1 that does not declare `config.audit` stops the
 * app from starting. The declaration is checked in behaviour by
 * `test/audit-coverage.test.ts`, which performs every such route and finds
 * its row. At run time, a declared route that answers 2xx without having
 * appended a row is logged as an error (the change is committed by then; the
 * answer stands).
 */
export default fp(
  async (app) => {
    app.decorateRequest('auditRows', 0);
    app.decorate('auditRoutes', []);

    app.addHook('onRoute', (route) => {
      const methods = ([] as string[]).concat(route.method).filter((m) => mustAudit(m, route.url));
      if (!methods.length) return;
      const audit = route.config?.audit;
      const valid =
        audit !== undefined &&
        ('none' in audit
          ? audit.none.trim().length > 0
          : audit.entity.length > 0 &&
            audit.actions.length > 0 &&
            audit.actions.every((a) => (auditActions as readonly string[]).includes(a)));
      if (!valid) {
        throw new Error(
          `${methods.join(',')} ${route.url} declares no config.audit: every write and export route must ` +
            `(lib/audit.ts), or say why it records nothing ({ none: 'reason' })`,
        );
      }
      for (const method of methods) app.auditRoutes.push({ method, url: route.url, audit: audit! });
    });

    app.addHook('onResponse', async (request, reply) => {
      const audit = request.routeOptions.config.audit;
      if (!audit || 'none' in audit || reply.statusCode >= 300 || request.auditRows > 0) return;
      if (audit.readsOnly?.(request)) return;
      request.log.error(
        { method: request.method, route: request.routeOptions.url, status: reply.statusCode },
        'a write answered without appending its audit row',
      );
    });
  },
  { name: 'audit' },
);
