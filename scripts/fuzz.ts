/**
 * `npm run fuzz -- --requests N --seed S`: a schema-driven fuzz run
 * (apps/server/src/test/fuzz.ts) of N requests (default 5000) against the
 * app on a fresh in-memory SQLite database with the demo data, and on
 * PostgreSQL too when TEST_DATABASE_URL names a server, as the test suite
 * does. Without --seed it takes a random one and prints it; exit code 1
 * when any request broke a rule. --trace prints each request before it goes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../apps/server/src/app.js';
import { configFromEnv } from '../apps/server/src/config.js';
import { seedIfEmpty } from '../apps/server/src/db/seed/index.js';
import { dialects } from '../apps/server/src/test/dialects.js';
import { describeFinding, fuzz } from '../apps/server/src/test/fuzz.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '5000' },
    seed: { type: 'string' },
    trace: { type: 'boolean', default: false },
  },
});
const requests = Number(values.requests);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isSafeInteger(requests) || requests < 1 || !Number.isSafeInteger(seed)) {
  console.error('usage: npm run fuzz -- --requests N --seed S (whole numbers)');
  process.exit(2);
}

let failed = false;
for (const dialect of dialects) {
  const database = await dialect.create();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-uploads-'));
  const app = await createApp(
    { ...configFromEnv({}), databaseUrl: database.url, webDist: null, uploadsDir, rateLimitPerMinute: 1_000_000 },
    { logger: false },
  );
  try {
    await app.ready();
    await seedIfEmpty(app.db);
    console.log(`fuzz on ${dialect.name}: seed ${seed}, ${requests} requests`);
    const started = performance.now();
    const trace = values.trace ? (line: string) => console.log(`  ${line}`) : undefined;
    const report = await fuzz(app, { requests, seed, uploadsDir, trace });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`  ${report.sent} sent in ${seconds} s; by status ${JSON.stringify(report.byStatus)}`);
    console.log(`  by attack ${JSON.stringify(report.byAttack)}`);
    for (const f of report.findings) console.log(`  ${describeFinding(f)}`);
    console.log(`  ${report.findings.length} finding(s)`);
    failed ||= report.findings.length > 0;
  } finally {
    await app.close();
    await database.drop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
}
if (failed) console.log(`to repeat: npm run fuzz -- --requests ${requests} --seed ${seed}`);
process.exit(failed ? 1 : 0);
