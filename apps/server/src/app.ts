import cookie from '@fastify/cookie';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { UPLOAD_MAX_BYTES } from '@dashboard/contracts';
import fp from 'fastify-plugin';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import auditPlugin from './plugins/audit.js';
import authPlugin from './plugins/auth.js';
import dbPlugin from './plugins/db.js';
import { clientErrorHandler } from './lib/client-errors.js';
import errorsPlugin, { frameworkErrors } from './plugins/errors.js';
import eventsPlugin from './plugins/events.js';
import exportLanguagePlugin from './plugins/export-language.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import storagePlugin from './plugins/storage.js';
import swaggerPlugin from './plugins/swagger.js';
import textInputPlugin from './plugins/text-input.js';
import webPlugin from './plugins/web.js';

/** What every module is registered with, beside its `/api/v1` prefix. */
export interface ModuleOptions {
  uploadsDir: string;
}

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules');

/**
 * The API's modules: every `modules/<name>/index.ts`, whose default export
 * is the module's plugin, in the order of their names. A new entity's
 * folder is found here and named nowhere else. (Read with our own `import()`
 * rather than `@fastify/autoload`'s, which Vitest's module runner does not
 * see: under it, the contracts' `.js` specifiers of `.ts` files do not resolve.)
 */
async function loadModules(): Promise<FastifyPluginAsync<ModuleOptions>[]> {
  const names = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const loaded = await Promise.all(
    names.map(async (name) => {
      const file = readdirSync(path.join(modulesDir, name)).find((f) => /^index\.[cm]?[jt]s$/.test(f));
      if (!file) return null;
      const plugin = ((await import(pathToFileURL(path.join(modulesDir, name, file)).href)) as { default?: unknown })
        .default;
      if (typeof plugin !== 'function') throw new Error(`modules/${name}/${file} exports no plugin as its default`);
      return plugin as FastifyPluginAsync<ModuleOptions>;
    }),
  );
  return loaded.filter((m) => m !== null);
}

/** Whether a request is for the API, by the route Fastify matched (the raw URL may be percent-encoded). */
function apiRoute(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith('/api/');
}

/**
 * CORS for the listed origins only: any other origin (or none) gets no CORS
 * header, and its preflight is not answered (it falls through to 404). The
 * student app authenticates with a key in a header, never a cookie, so
 * credentials stay off.
 */
export function corsOptions(origins: readonly string[]): FastifyCorsOptions {
  const allowed = new Set(origins);
  return {
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'X-API-Key', 'Content-Type', 'Accept', 'Accept-Language'],
    exposedHeaders: ['Retry-After', 'Content-Disposition', 'Content-Language'],
    credentials: false,
    // A listed origin's preflight is answered even without Access-Control-Request-Method
    // (the plugin's strict check answers such a request in plain text, not a problem).
    strictPreflight: false,
    maxAge: 600,
  };
}

/**
 * The whole app as a plugin: external plugins, then ours, then the modules.
 * It never listens; `server.ts` does, and tests call `app.inject`.
 */
export const app = fp<AppConfig>(
  async (instance, config) => {
    await instance.register(securityHeadersPlugin);
    // Off unless CORS_ORIGINS lists origins; then only those get CORS headers and preflight answers.
    if (config.corsOrigins.length) await instance.register(cors, corsOptions(config.corsOrigins));
    await instance.register(cookie);
    // The largest file any kind may be, and a byte: the upload route stops each file at its kind's own limit.
    const fileSize = Math.max(...Object.values(UPLOAD_MAX_BYTES), config.uploadVideoMaxBytes) + 1;
    await instance.register(multipart, { limits: { fileSize, files: 1, fields: 0 } });
    await instance.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      // Decided on the route that matched, not the raw URL: `/%61pi/v1/…` is the same route.
      allowList: (request) => !apiRoute(request),
    });
    // API answers carry personal data (the sign-in answer a token): no cache, shared or private, keeps them.
    // An answer that chose its own caching (an immutable photo, an export) keeps its choice.
    instance.addHook('onSend', async (request, reply) => {
      if (apiRoute(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    await instance.register(errorsPlugin);
    await instance.register(textInputPlugin);
    await instance.register(exportLanguagePlugin);
    await instance.register(dbPlugin, { databaseUrl: config.databaseUrl });
    await instance.register(eventsPlugin);
    await instance.register(storagePlugin, { dir: config.uploadsDir, videoMaxBytes: config.uploadVideoMaxBytes });
    await instance.register(swaggerPlugin);
    await instance.register(authPlugin, {
      loginThrottle: config.loginThrottle,
      loginBackoff: config.loginBackoff,
      keyRateLimitPerMinute: config.apiKeyRateLimitPerMinute,
    });
    // Before the modules: a write or export route that declares no audit stops the app from starting.
    await instance.register(auditPlugin);

    // Filled by the kit as the modules register their entities (`registerCrud`).
    instance.decorate('entities', []);
    const modules = await loadModules();
    await instance.register(
      async (api) => {
        for (const m of modules) await api.register(m, { uploadsDir: config.uploadsDir });
      },
      { prefix: '/api/v1' },
    );
    await instance.register(webPlugin, { webDist: config.webDist, apiBase: config.apiBase });
  },
  { name: 'app' },
);

/** Credentials never reach the log, whatever a serializer is told to print. */
const redact = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** A Fastify instance with the app registered and zod as its schema language. */
export async function createApp(config: AppConfig, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const instance = Fastify({
    // Only the proxies named in TRUST_PROXY may say who the client is; by default nobody.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: config.bodyLimit,
    // A URL Fastify cannot route (bad percent-encoding, an overlong parameter) is a problem too.
    frameworkErrors,
    // What Node cannot parse (headers past 16 KB, a long query string) is a problem too: 431, 408, 400.
    clientErrorHandler,
    ...options,
    logger:
      options.logger === undefined || options.logger === true
        ? { redact }
        : typeof options.logger === 'object'
          ? { redact, ...options.logger }
          : options.logger,
  }).withTypeProvider<ZodTypeProvider>();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  await instance.register(app, config);
  return instance;
}
