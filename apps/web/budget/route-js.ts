/**
 * The JavaScript budgets (`apps/web/budgets.json`): what each journey may
 * fetch, and what each page may add to the journey named `screens.over`.
 *
 * The figures are measured in a browser, never read from the build: the
 * budget test (`e2e/budget.test.ts`, part of `npm test`) walks each journey
 * in the e2e suite's headless Chromium against the real server and the built
 * app, waits after each step until the page is idle (no request pending, the
 * main thread idle, nothing new for a while), and counts every JavaScript
 * response as sent (its body as it came over the wire: brotli when the
 * server has a smaller brotli variant, as `scripts/precompress.mjs` writes
 * them, else the file). What the router or a page fetches at once (a
 * screen's namespaces, a page's own lazy parts) is counted because the
 * browser fetched it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@dashboard/contracts';
import { featureScreens } from '../build/screen-namespaces.js';

/**
 * One step of a journey. A path may hold `:id` (or `:id?`): the test puts the
 * id of the oldest record of that kind the journey's user sees there (the demo
 * data's: `/curriculum/:id` as the demo teacher, his or her first curriculum).
 */
export type Step =
  /** Loads the page at this path, as typing its address. */
  | { open: string }
  /** Signs in through the sign-in form on the page, as this demo account, and waits for home. */
  | { signIn: Role }
  /** Goes to this path inside the app (the router's navigation, as a link of the sidebar). */
  | { go: string };

/** One journey of budgets.json: what a user does, and the most JavaScript it may fetch. */
export interface Journey {
  name: string;
  lang: 'en' | 'ar';
  /** A returning user, signed in before (the session the app keeps); a visitor without it. */
  as?: Role;
  steps: Step[];
  /** Bytes of JavaScript as sent. */
  budget: number;
  /** Why this journey may cost what it does. */
  reason?: string;
}

export interface Budgets {
  journeys: Journey[];
  /** Every page (a lazy route) may add at most `budget` bytes to the journey named `over`. */
  screens: {
    over: string;
    budget: number;
    /** Page modules allowed more, each with the reason, in review. */
    exceptions: Record<string, { budget: number; reason: string }>;
  };
}

export function readBudgets(file: string): Budgets {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Budgets;
}

/** A screen a feature builds: its route and its page module (`src/features/<entity>/routes/<page>.tsx`). */
export interface PageScreen {
  path: string;
  module: string;
}

/**
 * Every screen of the build at `dist` that a feature builds: the pages are the
 * build's lazy modules under `src/features/<entity>/routes/` (its manifest,
 * `dist/.vite/manifest.json`), their routes those the features' `screens.ts`
 * give them (read by `featureScreens`, `build/screen-namespaces.ts`).
 */
export function pageScreens(web: string, dist: string): PageScreen[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { isDynamicEntry?: boolean }
  >;
  const pages = new Set(
    Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && /^src\/features\/[^/]+\/routes\//.test(key)),
  );
  const found = featureScreens(web)
    .map((s) => ({ path: s.path, module: path.relative(web, s.file).split(path.sep).join('/') }))
    .filter((s) => pages.has(s.module));
  const routed = new Set(found.map((s) => s.module));
  const lost = [...pages].filter((key) => !routed.has(key));
  if (lost.length > 0) throw new Error(`budget: pages of the build no screens.ts gives a route: ${lost.join(', ')}`);
  return found;
}

export interface Measured {
  name: string;
  bytes: number;
  budget: number;
  files: number;
  reason?: string;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A Markdown table of what was measured, for the console and docs/benchmarks.md. */
export function markdownTable(result: { journeys: Measured[]; screens: Measured[] }): string {
  const row = (m: Measured) =>
    `| ${m.name} | ${m.files} | ${kb(m.bytes)} | ${kb(m.budget)} | ${m.bytes <= m.budget ? 'yes' : '**no**'} |`;
  return [
    '| journey (JavaScript a browser fetched, as sent) | files | size | budget | within |',
    '| --- | ---: | ---: | ---: | --- |',
    ...result.journeys.map(row),
    '',
    '| page (lazy route), added to the first list | files | size | budget | within |',
    '| --- | ---: | ---: | ---: | --- |',
    ...result.screens.map(row),
  ].join('\n');
}

/**
 * Measures the build at `dist` as the budget test does, by running it
 * (`vitest run --project e2e e2e/budget.test.ts`, with its own server and
 * Chromium): each journey's and each page's bytes, whether within the budgets
 * or not. For `npm run bench:web`, which writes them down. The budgets are
 * those the test reads, `apps/web/budgets.json` (a caller may pass them along; they are not read here).
 */
export function measure(dist: string, _budgets?: Budgets): { journeys: Measured[]; screens: Measured[] } {
  const root = path.resolve(import.meta.dirname, '../../..');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'web-budget-'));
  const out = path.join(tmp, 'result.json');
  try {
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'e2e', 'e2e/budget.test.ts'],
      {
        cwd: root,
        env: { ...process.env, WEB_DIST: path.resolve(dist), BUDGET_RESULT: out },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (!fs.existsSync(out)) throw new Error(`budget: the budget test measured nothing (exit ${run.status})`);
    return JSON.parse(fs.readFileSync(out, 'utf8')) as { journeys: Measured[]; screens: Measured[] };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
