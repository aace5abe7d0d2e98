import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../db/seed/index.js';
import { useApp } from './build.js';
import { dialects } from './dialects.js';
import { describeFinding, fuzz } from './fuzz.js';

/**
 * A fixed seed, so a commit's run is the same run every time; FUZZ_SEED
 * tries another, and `npm run fuzz` takes a random one for long runs.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const requests = Number(process.env.FUZZ_REQUESTS ?? 2000);

for (const dialect of dialects) {
  describe(`fuzz from the OpenAPI document on ${dialect.name}`, () => {
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-uploads-'));
    // Thousands of requests from one address: the rate limit would answer most of them.
    const ctx = useApp(dialect, { uploadsDir, rateLimitPerMinute: 1_000_000 });
    afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

    it(`sends ${requests} seeded requests: no 5xx, every error a problem, no refused write changes anything`, async () => {
      await seedIfEmpty(ctx.app.db);
      console.log(`fuzz on ${dialect.name}: seed ${seed}, ${requests} requests (FUZZ_SEED=${seed} to repeat)`);
      const report = await fuzz(ctx.app, { requests, seed, uploadsDir });
      console.log(`fuzz on ${dialect.name}: ${report.sent} sent, by status ${JSON.stringify(report.byStatus)}`);
      expect(report.sent).toBe(requests);
      expect(report.findings.map(describeFinding)).toEqual([]);
    }, 120_000);
  });
}
