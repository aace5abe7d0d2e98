// `npm run bench`: measures the API's hot paths in-process (app.inject, no network) on SQLite and,
// when BENCH_DATABASE_URL or TEST_DATABASE_URL names one, PostgreSQL; prints a Markdown table
// and, with --write, replaces the results section of docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApp } from '../apps/server/src/app.js';
import { configFromEnv, repoRoot } from '../apps/server/src/config.js';
import { seedIfEmpty } from '../apps/server/src/db/seed/index.js';

interface Row {
  dialect: string;
  name: string;
  n: number;
  opsPerSec: number;
  p50: number;
  p95: number;
}

async function measure(name: string, n: number, fn: () => Promise<void>, dialect: string): Promise<Row> {
  for (let i = 0; i < Math.min(20, n); i++) await fn();
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return { dialect, name, n, opsPerSec: (n / total) * 1000, p50: q(0.5), p95: q(0.95) };
}

async function pgDatabase(base: string) {
  const name = `dash_bench_${process.pid}`;
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const d = new pg.Client({ connectionString: base });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}

async function run(dialect: string, databaseUrl: string): Promise<Row[]> {
  const app = await createApp(
    { ...configFromEnv({}), webDist: null, databaseUrl, rateLimitPerMinute: 1e9 },
    { logger: false },
  );
  await app.ready();
  await seedIfEmpty(app.db);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login-phone',
    payload: { phone: '01000000001', password: 'Demo@12345' },
  });
  const headers = { authorization: `Bearer ${login.json().token}` };
  const ok = async (res: Promise<{ statusCode: number }>) => {
    const r = await res;
    if (r.statusCode >= 400) throw new Error(`bench request failed: ${r.statusCode}`);
  };
  const rows = [
    await measure('GET /health', 2000, () => ok(app.inject({ method: 'GET', url: '/api/v1/health' })), dialect),
    await measure(
      'GET /profile (token lookup)',
      2000,
      () => ok(app.inject({ method: 'GET', url: '/api/v1/profile', headers })),
      dialect,
    ),
    await measure(
      'POST /login-phone (scrypt)',
      40,
      () =>
        ok(
          app.inject({
            method: 'POST',
            url: '/api/v1/login-phone',
            payload: { phone: '01000000002', password: 'Demo@12345' },
          }),
        ),
      dialect,
    ),
  ];
  await app.close();
  return rows;
}

const results: Row[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
results.push(...(await run('SQLite', `file:${path.join(tmp, 'bench.sqlite')}`)));
const pgBase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgBase) {
  const db = await pgDatabase(pgBase);
  try {
    results.push(...(await run('PostgreSQL', db.url)));
  } finally {
    await db.drop();
  }
}

const fmt = (x: number) => x.toFixed(x < 10 ? 2 : 0);
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}.`,
  '',
  '| database | operation | runs | ops/s | p50 ms | p95 ms |',
  '|---|---|---:|---:|---:|---:|',
  ...results.map((r) => `| ${r.dialect} | ${r.name} | ${r.n} | ${fmt(r.opsPerSec)} | ${fmt(r.p50)} | ${fmt(r.p95)} |`),
].join('\n');
console.log(table);

if (process.argv.includes('--write')) {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const doc = fs.readFileSync(file, 'utf8');
  const start = '<!-- results:start -->';
  const end = '<!-- results:end -->';
  fs.writeFileSync(file, doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${table}\n${end}`));
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
}
