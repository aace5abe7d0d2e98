import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VIDEO_MAX_BYTES_DEFAULT } from '@dashboard/contracts';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository's root, so relative defaults work from any working directory. */
export const repoRoot = path.resolve(here, '../../..');

/** Failed sign-ins allowed before 429, and the window they are counted in. */
export interface LoginThrottleConfig {
  /** Failures allowed per phone *and* address (one client guessing one account). */
  perPhone: number;
  /** Failures allowed per address, whatever the phones. */
  perAddress: number;
  windowMs: number;
}

/**
 * The softer per-phone brake, counted across every address: past `after`
 * failures in the window, each next try waits `baseMs`, doubling with each
 * failure, never more than `maxMs`. It slows a spread-out attack on one
 * account without ever locking its owner out for longer than `maxMs`.
 */
export interface LoginBackoffConfig {
  after: number;
  baseMs: number;
  maxMs: number;
}

/** What the app itself needs (tests build it with overrides; nothing here listens). */
export interface AppConfig {
  /** `file:./data/dashboard.sqlite` (SQLite, relative to the repo root) or `postgres://…`. */
  databaseUrl: string;
  /** Folder of the built web app; when it is missing only the API is served. */
  webDist: string | null;
  /** Folder where uploaded files are kept. */
  uploadsDir: string;
  /** The largest video an upload may be, in bytes (images, audio and PDFs have fixed limits, in the contracts). */
  uploadVideoMaxBytes: number;
  loginThrottle: LoginThrottleConfig;
  loginBackoff: LoginBackoffConfig;
  /** The API base the web app calls, when it is not `/api/v1` on the same host. */
  apiBase?: string;
  /** Requests a minute one address may make to the API before 429. */
  rateLimitPerMinute: number;
  /** Addresses or CIDRs of the reverse proxies whose `X-Forwarded-For` is believed; empty: none. */
  trustProxy: string[];
  /** Largest JSON body accepted, in bytes (uploads have their own limit, from the contracts). */
  bodyLimit: number;
  /** Exact origins (`https://app.example.eg`) whose browser pages may call the API; empty: CORS off. */
  corsOrigins: string[];
  /** Requests a minute one API key may make, on top of its address's limit. */
  apiKeyRateLimitPerMinute: number;
}

/** Everything `server.ts` needs besides the app: where to listen, what to log, whether to seed. */
export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** `NODE_ENV=production`: never demo users. */
  production: boolean;
  /** Seed demo data (and its published password) into an empty database. */
  seedDemo: boolean;
}

/** A bad environment variable: the message names it and says what it must be. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Unset and empty mean the default. */
const optional = (schema: z.ZodType) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const integer = (name: string, min: number, max: number) =>
  optional(
    z
      .string()
      .trim()
      .regex(/^\d+$/, `${name} must be an integer between ${min} and ${max}`)
      .transform(Number)
      .refine((n) => n >= min && n <= max, `${name} must be an integer between ${min} and ${max}`),
  );

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** One proxy address, CIDR, or proxy-addr's names for the private ranges. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [ip, bits, extra] = entry.split('/');
  if (extra !== undefined || !ip) return false;
  const family = net.isIP(ip);
  if (!family) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  const n = Number(bits);
  // A zero-length prefix is every address: the "trust all" this setting refuses.
  return n >= 1 && n <= (family === 4 ? 32 : 128);
}

/** A comma-separated setting's entries, trimmed, empty ones left out. */
const commaList = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const TRUST_PROXY_HELP =
  "TRUST_PROXY must list the reverse proxy's addresses or CIDRs, comma-separated (e.g. 127.0.0.1,10.0.0.0/8)";

const trustProxy = optional(
  z
    .string()
    .transform(commaList)
    .superRefine((entries, ctx) => {
      for (const entry of entries) {
        if (/^(true|\*|all|yes|on)$/i.test(entry) || /^(0\.0\.0\.0|::)\/0$/.test(entry)) {
          ctx.addIssue({
            code: 'custom',
            message: `${TRUST_PROXY_HELP}; "${entry}" would trust every address, so any client could choose the address the limits count`,
          });
          return;
        }
        if (!isProxyEntry(entry)) {
          ctx.addIssue({ code: 'custom', message: `${TRUST_PROXY_HELP}; "${entry}" is neither` });
          return;
        }
      }
    }),
);

const CORS_HELP =
  'CORS_ORIGINS must list exact origins, comma-separated (e.g. https://students.example.eg,http://localhost:5173)';

/** `scheme://host[:port]` and nothing else, as a browser sends it in `Origin`. */
const corsOrigins = optional(
  z
    .string()
    .transform(commaList)
    .superRefine((entries, ctx) => {
      for (const entry of entries) {
        if (entry.includes('*')) {
          ctx.addIssue({
            code: 'custom',
            message: `${CORS_HELP}; "${entry}" is a wildcard, which would let any web page call the API with a user's key`,
          });
          return;
        }
        const url = URL.canParse(entry) ? new URL(entry) : null;
        // The origin a browser sends is lower-case, with no path, no default port and no trailing slash.
        if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry) {
          ctx.addIssue({
            code: 'custom',
            message: `${CORS_HELP}; "${entry}" is not one (write it as ${url && url.origin !== 'null' ? url.origin : 'https://host[:port]'})`,
          });
          return;
        }
      }
    }),
);

const envSchema = z.object({
  PORT: integer('PORT', 1, 65535),
  HOST: optional(z.string().trim()),
  LOG_LEVEL: optional(z.enum(logLevels, { error: `LOG_LEVEL must be one of ${logLevels.join(', ')}` })),
  DATABASE_URL: optional(
    z
      .string()
      .trim()
      .regex(
        /^(file:.+|postgres(ql)?:\/\/.+)$/,
        'DATABASE_URL must be file:<path> (SQLite) or postgres://user@host:port/database (PostgreSQL)',
      ),
  ),
  UPLOADS_DIR: optional(z.string()),
  // 1 MB to 100 GB.
  UPLOAD_VIDEO_MAX_BYTES: integer('UPLOAD_VIDEO_MAX_BYTES', 1024 * 1024, 100 * 1024 ** 3),
  WEB_DIST: optional(z.string()),
  API_BASE_URL: optional(z.string().trim()),
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_PER_MINUTE: integer('RATE_LIMIT_PER_MINUTE', 1, 1_000_000_000),
  BODY_LIMIT: integer('BODY_LIMIT', 1024, 100 * 1024 * 1024),
  CORS_ORIGINS: corsOrigins,
  API_KEY_RATE_LIMIT_PER_MINUTE: integer('API_KEY_RATE_LIMIT_PER_MINUTE', 1, 1_000_000_000),
  SEED_DEMO: optional(z.enum(['0', '1'], { error: 'SEED_DEMO must be 0 or 1' })),
  NODE_ENV: optional(z.string().trim()),
});

/**
 * Reads and checks every setting once, at start-up; nothing else reads the
 * environment. A bad value throws a `ConfigError` naming the variable.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => i.message).join('\n'));
  }
  const e = parsed.data as {
    PORT?: number;
    HOST?: string;
    LOG_LEVEL?: ServerConfig['logLevel'];
    DATABASE_URL?: string;
    UPLOADS_DIR?: string;
    UPLOAD_VIDEO_MAX_BYTES?: number;
    WEB_DIST?: string;
    API_BASE_URL?: string;
    TRUST_PROXY?: string[];
    RATE_LIMIT_PER_MINUTE?: number;
    BODY_LIMIT?: number;
    CORS_ORIGINS?: string[];
    API_KEY_RATE_LIMIT_PER_MINUTE?: number;
    SEED_DEMO?: '0' | '1';
    NODE_ENV?: string;
  };
  const production = e.NODE_ENV === 'production';
  const databaseUrl = e.DATABASE_URL ?? 'file:./data/dashboard.sqlite';
  if (production && e.SEED_DEMO === '1') {
    throw new ConfigError('SEED_DEMO=1 is refused when NODE_ENV=production: demo users have a published password');
  }
  // The newcomer's embedded database gets demo data; a real database (PostgreSQL) only when asked.
  const seedDemo = e.SEED_DEMO ? e.SEED_DEMO === '1' : !production && databaseUrl.startsWith('file:');
  return {
    databaseUrl,
    webDist: e.WEB_DIST ? path.resolve(repoRoot, e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    uploadsDir: e.UPLOADS_DIR ? path.resolve(repoRoot, e.UPLOADS_DIR) : path.join(repoRoot, 'data/uploads'),
    uploadVideoMaxBytes: e.UPLOAD_VIDEO_MAX_BYTES ?? VIDEO_MAX_BYTES_DEFAULT,
    loginThrottle: { perPhone: 5, perAddress: 20, windowMs: 15 * 60_000 },
    loginBackoff: { after: 5, baseMs: 1000, maxMs: 30_000 },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? 1200,
    trustProxy: e.TRUST_PROXY ?? [],
    bodyLimit: e.BODY_LIMIT ?? 1024 * 1024,
    corsOrigins: [...new Set(e.CORS_ORIGINS ?? [])],
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE ?? 600,
    port: e.PORT ?? 3000,
    host: e.HOST ?? '0.0.0.0',
    logLevel: e.LOG_LEVEL ?? 'info',
    production,
    seedDemo,
    ...(e.API_BASE_URL ? { apiBase: e.API_BASE_URL } : {}),
  };
}

/** The first admin's details for `npm run admin:create`, when given in the environment. */
export function adminFromEnv(env: NodeJS.ProcessEnv = process.env): {
  phone?: string;
  name?: string;
  password?: string;
} {
  const pick = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);
  return {
    ...(pick(env.ADMIN_PHONE) !== undefined ? { phone: env.ADMIN_PHONE } : {}),
    ...(pick(env.ADMIN_NAME) !== undefined ? { name: env.ADMIN_NAME } : {}),
    ...(pick(env.ADMIN_PASSWORD) !== undefined ? { password: env.ADMIN_PASSWORD } : {}),
  };
}
