// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownTable, measure, readBudgets, type Measured } from './route-js';

const web = path.resolve(import.meta.dirname, '..');
const budgets = readBudgets(path.join(web, 'budgets.json'));
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-budget-'));
let result: { journeys: Measured[]; screens: Measured[] };

const over = (list: Measured[]) =>
  list.filter((m) => m.bytes > m.budget).map((m) => `${m.name}: ${m.bytes} bytes, budget ${m.budget}`);

// The production build of the sources as they are (not whatever dist/ holds), into a folder of its own.
beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which Vite would keep: React and the rest would build for development.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: web,
      configFile: path.join(web, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir: dist, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  result = measure(dist, budgets);
  console.log(markdownTable(result));
}, 180_000);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the JavaScript each journey downloads, as served (apps/web/budgets.json)', () => {
  it('stays within each journey’s budget', () => {
    expect(over(result.journeys)).toEqual([]);
  });

  it('adds at most the screens’ budget for each page, or what its exception says', () => {
    expect(result.screens.length).toBeGreaterThan(0);
    expect(over(result.screens)).toEqual([]);
  });

  it('names a reason for every exception, and no exception for a page that is gone', () => {
    const pages = new Set(result.screens.map((s) => s.name));
    for (const [page, exception] of Object.entries(budgets.screens.exceptions)) {
      expect(exception.reason.trim(), page).not.toBe('');
      expect(pages.has(page), `${page} is no page of the build`).toBe(true);
    }
  });
});
