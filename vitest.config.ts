import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['packages/contracts/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time: the files share one server and one Chromium (global-setup.ts), and
          // each runs up to E2E_CONCURRENCY tests at once; on 2 cores more only slows each page
          // down. Vitest starts no more than that, so a waiting test's clock does not run.
          fileParallelism: false,
          maxConcurrency: Math.max(1, Number(process.env.E2E_CONCURRENCY) || 2),
          // A loaded 2-core machine renders slowly: polls wait up to 10 s for the page to follow.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // No retries: a test that needs one to pass is a defect to fix.
          retry: 0,
        },
      },
    ],
  },
});
