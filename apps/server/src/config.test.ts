import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, repoRoot } from './config.js';

/** Runs the server CLI with only `env`, until it prints `until` or exits; then stops it. */
function runServer(env: Record<string, string>, until?: RegExp) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (until?.test(stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

function freePort() {
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

describe('configuration', () => {
  it('has defaults for everything', () => {
    const c = configFromEnv({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      databaseUrl: 'file:./data/dashboard.sqlite',
      rateLimitPerMinute: 1200,
      apiKeyRateLimitPerMinute: 600,
      trustProxy: [],
      corsOrigins: [],
      bodyLimit: 1024 * 1024,
      production: false,
      seedDemo: true,
      uploadsDir: path.join(repoRoot, 'data/uploads'),
      uploadVideoMaxBytes: 1024 ** 3,
    });
  });

  it('reads every variable', () => {
    const c = configFromEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'postgres://u@db:5432/dash',
      UPLOADS_DIR: '/srv/uploads',
      UPLOAD_VIDEO_MAX_BYTES: '268435456',
      WEB_DIST: '/srv/web',
      API_BASE_URL: 'https://api.example.eg/api/v1',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback',
      RATE_LIMIT_PER_MINUTE: '600',
      BODY_LIMIT: '2048',
      CORS_ORIGINS: 'https://students.example.eg, http://localhost:5173,https://students.example.eg',
      API_KEY_RATE_LIMIT_PER_MINUTE: '120',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'warn',
      databaseUrl: 'postgres://u@db:5432/dash',
      uploadsDir: '/srv/uploads',
      uploadVideoMaxBytes: 256 * 1024 * 1024,
      webDist: '/srv/web',
      apiBase: 'https://api.example.eg/api/v1',
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'],
      rateLimitPerMinute: 600,
      bodyLimit: 2048,
      corsOrigins: ['https://students.example.eg', 'http://localhost:5173'],
      apiKeyRateLimitPerMinute: 120,
    });
  });

  it('seeds demo users only into the embedded database, never in production or with SEED_DEMO=0', () => {
    expect(configFromEnv({}).seedDemo).toBe(true);
    expect(configFromEnv({ DATABASE_URL: 'file:/tmp/x.sqlite' }).seedDemo).toBe(true);
    expect(configFromEnv({ DATABASE_URL: 'postgres://u@db/dash' }).seedDemo).toBe(false);
    expect(configFromEnv({ DATABASE_URL: 'postgres://u@db/dash', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(configFromEnv({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'production' })).toMatchObject({ seedDemo: false, production: true });
    expect(() => configFromEnv({ NODE_ENV: 'production', SEED_DEMO: '1' })).toThrow(/SEED_DEMO=1 is refused/);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer between 1 and 65535'],
    [{ PORT: '0' }, 'PORT must be an integer between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT must be an integer between 1 and 65535'],
    [{ PORT: '3000.5' }, 'PORT must be an integer between 1 and 65535'],
    [{ RATE_LIMIT_PER_MINUTE: '-5' }, 'RATE_LIMIT_PER_MINUTE must be an integer'],
    [{ BODY_LIMIT: 'lots' }, 'BODY_LIMIT must be an integer'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be file:'],
    [{ SEED_DEMO: 'yes' }, 'SEED_DEMO must be 0 or 1'],
    [{ TRUST_PROXY: 'true' }, 'would trust every address'],
    [{ TRUST_PROXY: '*' }, 'would trust every address'],
    [{ TRUST_PROXY: '10.0.0.1,0.0.0.0/0' }, 'would trust every address'],
    [{ TRUST_PROXY: '2' }, '"2" is neither'],
    [{ TRUST_PROXY: 'proxy.local' }, '"proxy.local" is neither'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, '"10.0.0.0/33" is neither'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS must list exact origins'],
    [{ CORS_ORIGINS: 'https://a.example.eg,*' }, '"*" is a wildcard'],
    [{ CORS_ORIGINS: 'https://*.example.eg' }, 'is a wildcard'],
    [{ CORS_ORIGINS: 'students.example.eg' }, '"students.example.eg" is not one'],
    [{ CORS_ORIGINS: 'https://students.example.eg/' }, 'write it as https://students.example.eg)'],
    [{ CORS_ORIGINS: 'https://students.example.eg/app' }, 'is not one'],
    [{ CORS_ORIGINS: 'https://Students.example.eg' }, 'write it as https://students.example.eg)'],
    [{ CORS_ORIGINS: 'https://students.example.eg:443' }, 'write it as https://students.example.eg)'],
    [{ CORS_ORIGINS: 'ftp://students.example.eg' }, 'is not one'],
    [{ CORS_ORIGINS: 'null' }, '"null" is not one'],
    [{ API_KEY_RATE_LIMIT_PER_MINUTE: '0' }, 'API_KEY_RATE_LIMIT_PER_MINUTE must be an integer'],
    [{ UPLOAD_VIDEO_MAX_BYTES: '1GB' }, 'UPLOAD_VIDEO_MAX_BYTES must be an integer between 1048576 and'],
    [{ UPLOAD_VIDEO_MAX_BYTES: '1000' }, 'UPLOAD_VIDEO_MAX_BYTES must be an integer between 1048576 and'],
  ])('refuses %o naming the variable', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(ConfigError);
    expect(() => configFromEnv(env)).toThrow(message);
  });

  it('treats an empty variable as unset', () => {
    expect(configFromEnv({ PORT: '', TRUST_PROXY: ' ', CORS_ORIGINS: '' })).toMatchObject({
      port: 3000,
      trustProxy: [],
      corsOrigins: [],
    });
  });

  it('stops the server at start-up on a bad value: the message, exit code 1, no stack trace', async () => {
    const run = await runServer({ PORT: 'abc' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('Configuration error: PORT must be an integer between 1 and 65535');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses CORS_ORIGINS=* at start-up with a message that says why', async () => {
    const run = await runServer({ CORS_ORIGINS: '*' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Configuration error: CORS_ORIGINS must list exact origins.*"\*" is a wildcard/);
  });

  it('gives a newcomer’s embedded database the demo data and prints the accounts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-'));
    try {
      const file = path.join(dir, 'db.sqlite');
      const run = await runServer(
        {
          DATABASE_URL: `file:${file}`,
          UPLOADS_DIR: path.join(dir, 'uploads'),
          WEB_DIST: path.join(dir, 'none'),
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
        },
        /Demo accounts[^]*support-agent.*\n/,
      );
      expect(run.stdout).toContain('demo data seeded');
      expect(run.stdout).toContain('Demo accounts (password Demo@12345)');
      // Nothing on stderr: no warning, and V8 knows the flag the server gives it (`prepareExports`).
      expect(run.stderr).toBe('');
      const db = new Database(file, { readonly: true });
      try {
        expect(db.prepare("select phone from users where role = 'admin'").all()).toContainEqual({
          phone: '01000000001',
        });
      } finally {
        db.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts in production on an empty database without demo users, pointing at admin:create', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-'));
    try {
      const file = path.join(dir, 'db.sqlite');
      const run = await runServer(
        {
          NODE_ENV: 'production',
          DATABASE_URL: `file:${file}`,
          UPLOADS_DIR: path.join(dir, 'uploads'),
          WEB_DIST: path.join(dir, 'none'),
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
        },
        /admin:create/,
      );
      expect(run.stdout).toContain('npm run admin:create');
      expect(run.stdout).not.toContain('Demo@12345');
      const db = new Database(file, { readonly: true });
      try {
        expect(db.prepare('select count(*) as n from users').get()).toEqual({ n: 0 });
      } finally {
        db.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
