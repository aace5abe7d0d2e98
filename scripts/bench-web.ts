// `npm run bench:web` (and the end of `npm run bench`): what the web app costs a phone.
//
// 1. Builds the web app (`--no-build` measures the build that is there) and measures, from its
//    manifest, the JavaScript each journey of apps/web/budgets.json downloads, as served (brotli):
//    the figures the budget test (apps/web/budget/budget.test.ts) holds.
// 2. Starts the real server (`server.ts`, its own process, a fresh SQLite file with the demo data,
//    127.0.0.1, a free port) and runs Lighthouse (mobile preset: a simulated mid-range phone on slow
//    4G, CPU slowed 4×) in Debian's Chromium on the sign-in page as a first visit (nothing cached,
//    nothing stored) and on the teachers list as a returning admin (signed in as the app keeps a
//    session: the token in local storage and the cookie; the page's files cached by one earlier
//    visit), each in English and Arabic, `--runs` times (3), and reports the medians.
//
// `--write` replaces the `bundle` and `lighthouse` sections of docs/benchmarks.md; `--save DIR` keeps
// each run's Lighthouse report (JSON) there; `--only teachers` (or `login-ar`, ...) runs only those pages, to see what an audit found. Scores are
// measured here and written down, never asserted in a test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_STRATEGY_KEY, AUTH_TOKEN_KEY, LOCALE_STORAGE_KEY } from '@dashboard/contracts';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import * as prettier from 'prettier';
import puppeteer from 'puppeteer-core';
import { markdownTable, measure, readBudgets } from '../apps/web/budget/route-js.js';
import { startServer, stopServer } from './bench-server.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a positive whole number');
const saveAt = args.indexOf('--save');
const saveDir = saveAt >= 0 ? args[saveAt + 1] : undefined;
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const DEMO_ADMIN = { phone: '01000000001', password: 'Demo@12345' };

interface Scenario {
  page: 'login' | 'teachers';
  lang: 'en' | 'ar';
}

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  scriptBytes: number;
  failedA11y: string[];
}

/** Lighthouse could not measure the page (a trace recorded without its navigation, NO_NAVSTART): it asks to be run again. */
class LighthouseRuntimeError extends Error {}

/** One Lighthouse run in a Chromium of its own (a new profile: nothing cached or stored unless we put it there). */
async function lighthouseRun(base: string, scenario: Scenario, token: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const url = `${base}${scenario.page === 'login' ? '/login' : '/teachers'}`;
    // The language is what the user chose last time (local storage, as the app keeps it).
    await page.goto(`${base}/favicon.svg`);
    const signedIn = scenario.page === 'teachers';
    const stored: [string, string][] = [[LOCALE_STORAGE_KEY, scenario.lang]];
    if (signedIn) stored.push([AUTH_TOKEN_KEY, `Bearer ${token}`], [AUTH_STRATEGY_KEY, 'local']);
    await page.evaluate((entries) => entries.forEach(([k, v]) => localStorage.setItem(k, v)), stored);
    if (signedIn) {
      await page.setCookie(
        { name: AUTH_TOKEN_KEY, value: encodeURIComponent(`Bearer ${token}`), url: base },
        { name: AUTH_STRATEGY_KEY, value: 'local', url: base },
      );
      // A returning user: the browser has the app's files from an earlier visit.
      await page.goto(url, { waitUntil: 'networkidle2' }); // not 0: the event stream stays open
      await page.goto(`${base}/favicon.svg`);
    }
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      // A first visit starts from nothing; a returning one keeps the session and the cache set up above.
      disableStorageReset: scenario.page === 'teachers',
    };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const lhr = result.lhr;
    if (saveDir) {
      fs.mkdirSync(saveDir, { recursive: true });
      const name = `${scenario.page}-${scenario.lang}-${Date.now()}.json`;
      fs.writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const summary = lhr.audits['resource-summary']?.details as
      { items: { resourceType: string; transferSize: number }[] } | undefined;
    // Every failed accessibility audit, scored or not (a weightless one is listed with a `*`).
    const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => lhr.audits[ref.id]?.score === 0)
      .map((ref) => (ref.weight > 0 ? ref.id : `${ref.id}*`));
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    await browser.disconnect();
    return {
      performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? NaN) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      scriptBytes: summary?.items.find((i) => i.resourceType === 'script')?.transferSize ?? NaN,
      failedA11y,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

// 1. Bytes, from the build.
if (!args.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error(`npm run build exited ${built.status}`);
}
const bytes = measure(dist, readBudgets(path.join(root, 'apps/web/budgets.json')));
const bundleTable = markdownTable(bytes);
console.log(bundleTable);

// 2. Lighthouse, against the real server.
const loadBefore = os.loadavg()[0]!;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const { base, child } = await startServer({
  DATABASE_URL: `file:${path.join(tmp, 'web-bench.sqlite')}`,
  UPLOADS_DIR: path.join(tmp, 'uploads'),
  WEB_DIST: dist,
  SEED_DEMO: '1',
});
const rows: { scenario: Scenario; runs: Run[] }[] = [];
try {
  const login = await fetch(`${base}/api/v1/login-phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!login.ok) throw new Error(`bench sign-in failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const scenarios: Scenario[] = [
    { page: 'login', lang: 'en' },
    { page: 'login', lang: 'ar' },
    { page: 'teachers', lang: 'en' },
    { page: 'teachers', lang: 'ar' },
  ];
  for (const scenario of scenarios.filter((s) => !only || `${s.page}-${s.lang}`.startsWith(only))) {
    const done: Run[] = [];
    for (let i = 0; i < runs; i++) {
      let run: Run | undefined;
      for (let attempt = 1; !run; attempt++) {
        try {
          run = await lighthouseRun(base, scenario, token);
        } catch (err) {
          // A measurement that failed is measured again (at most twice); it never counts as a score.
          if (!(err instanceof LighthouseRuntimeError) || attempt === 3) throw err;
          console.error(
            `${scenario.page} ${scenario.lang} run ${i + 1}: lighthouse failed (${err.message}), run again`,
          );
        }
      }
      console.error(
        `${scenario.page} ${scenario.lang} run ${i + 1}: performance ${run.performance}, accessibility ${run.accessibility}, ` +
          `FCP ${run.fcp.toFixed(0)} ms, LCP ${run.lcp.toFixed(0)} ms, TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}` +
          (run.failedA11y.length ? `, failed: ${run.failedA11y.join(' ')}` : ''),
      );
      done.push(run);
    }
    rows.push({ scenario, runs: done });
  }
} finally {
  await stopServer(child);
  fs.rmSync(tmp, { recursive: true, force: true });
}
const loadAfter = os.loadavg()[0]!;

const ms = (x: number) => `${(x / 1000).toFixed(2)} s`;
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Chromium ${
  spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.split(' ')[1] || '?'
}`;
const lighthouseTable = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}, Lighthouse ${
    JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version
  } mobile preset, median of ${runs} runs each; load average ${loadBefore.toFixed(2)} at the start, ${loadAfter.toFixed(2)} at the end.`,
  '',
  '| page | language | visit | performance | accessibility | FCP | LCP | TBT | CLS | speed index | JS transferred |',
  '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(({ scenario, runs: r }) => {
    const m = (k: keyof Omit<Run, 'failedA11y'>) => median(r.map((x) => x[k]));
    const failed = [...new Set(r.flatMap((x) => x.failedA11y))];
    return (
      `| ${scenario.page === 'login' ? 'sign-in (`/login`)' : 'teachers (`/teachers`)'} | ${scenario.lang === 'en' ? 'English' : 'Arabic'} | ` +
      `${scenario.page === 'login' ? 'first' : 'returning, signed in'} | ${m('performance')} | ${m('accessibility')}${
        failed.length ? ` (${failed.join(', ')})` : ''
      } | ${ms(m('fcp'))} | ${ms(m('lcp'))} | ${m('tbt').toFixed(0)} ms | ${m('cls').toFixed(3)} | ${ms(m('si'))} | ${(
        m('scriptBytes') / 1000
      ).toFixed(1)} KB |`
    );
  }),
].join('\n');
console.log(`\n${lighthouseTable}`);

if (args.includes('--write')) {
  const file = path.join(root, 'docs/benchmarks.md');
  let doc = fs.readFileSync(file, 'utf8');
  const replace = (name: string, body: string) => {
    const start = `<!-- ${name}:start -->`;
    const end = `<!-- ${name}:end -->`;
    if (!doc.includes(start)) throw new Error(`docs/benchmarks.md has no ${start} … ${end} section`);
    doc = doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${body}\n${end}`);
  };
  replace('bundle', bundleTable);
  replace('lighthouse', lighthouseTable);
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(doc, { ...options, filepath: file }));
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
}
