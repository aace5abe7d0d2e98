import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository's root, so relative defaults work from any working directory. */
export const repoRoot = path.resolve(here, '../../..');

export interface AppConfig {
  /** `file:./data/dashboard.sqlite` (SQLite, relative to the repo root) or `postgres://…`. */
  databaseUrl: string;
  /** Folder of the built web app; when it is missing only the API is served. */
  webDist: string | null;
  /** Folder where uploaded files are kept. */
  uploadsDir: string;
  /** Failed sign-ins allowed per phone and per address before 429. */
  loginThrottle: { perPhone: number; perAddress: number; windowMs: number };
  /** The API base the web app calls, when it is not `/api/v1` on the same host. */
  apiBase?: string;
  /** Requests a minute one address may make to the API before 429. */
  rateLimitPerMinute: number;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    databaseUrl: env.DATABASE_URL || 'file:./data/dashboard.sqlite',
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    uploadsDir: env.UPLOADS_DIR ?? path.join(repoRoot, 'data/uploads'),
    loginThrottle: { perPhone: 5, perAddress: 20, windowMs: 15 * 60_000 },
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE) || 1200,
    ...(env.API_BASE_URL ? { apiBase: env.API_BASE_URL } : {}),
  };
}
