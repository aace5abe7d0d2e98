/**
 * The JavaScript budgets (apps/web/budgets.json), measured as a browser
 * fetches it: each journey is walked in the suite's headless Chromium (a new
 * context: nothing cached or stored but the session of a returning user)
 * against the real server and the built app, and every script response is
 * counted at its size as sent (the body as it came over the wire: brotli, or
 * the file itself when it is 1 KiB or less). After each step the test waits
 * until the page is idle (no request pending, the main thread idle, then
 * nothing new for a while), so what loads at once is counted: a language's
 * rest catalogue fetched by the router, a page's own lazy parts. Only the
 * app's own server is counted (not a course's YouTube frame).
 *
 * Each page the features build (their `screens.ts`) is then held to
 * `screens.budget` or its exception for what it adds to the journey
 * `screens.over`: the scripts it fetches, opened in a context of its own by
 * the user the journey ends as, less those the journey fetched (walked once).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Role } from '@dashboard/contracts';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, describe, inject } from 'vitest';
import { markdownTable, pageScreens, readBudgets, type Journey, type Measured } from '../apps/web/budget/route-js.js';
import { configFromEnv } from '../apps/server/src/config.js';
import {
  demo,
  hasBrowser,
  it,
  pathOf,
  submitLogin,
  waitForPath,
  type Lang,
  type OpenOptions,
  type Session,
} from './support.js';

const web = path.resolve(import.meta.dirname, '../apps/web');
const budgets = readBudgets(path.join(web, 'budgets.json'));
const screens = pageScreens(web, configFromEnv({ WEB_DIST: process.env.WEB_DIST }).webDist!);
const sessions = inject('sessions');
const baseURL = inject('baseURL');

/** Quiet this long (nothing requested, nothing pending) after the main thread was idle: the page is done. */
const QUIET_MS = 500;

interface Fetched {
  url: string;
  bytes: number;
  encoding: string | undefined;
}

/**
 * A request to the app's server. Another's (a course's YouTube frame) is no part of the app's
 * JavaScript, and this machine may have no way out to fetch it.
 */
const ours = (r: Request) => new URL(r.url()).origin === new URL(baseURL).origin;

/** Every request of a context: which are pending, and the scripts fetched (by path), with their size as sent. */
class Fetches {
  readonly pending = new Set<Request>();
  started = 0;
  readonly scripts = new Map<string, Fetched>();
  readonly failed: string[] = [];

  constructor(context: BrowserContext) {
    context.on('request', (r) => {
      this.pending.add(r);
      this.started += 1;
    });
    // The app's event stream stays open as long as the page: it is no pending work.
    context.on('response', (res) => {
      if ((res.headers()['content-type'] ?? '').startsWith('text/event-stream')) this.pending.delete(res.request());
    });
    context.on('requestfailed', (r) => {
      if (ours(r)) this.failed.push(`${r.url()}: ${r.failure()?.errorText}`);
      this.pending.delete(r);
    });
    context.on('requestfinished', (r) => {
      void this.record(r).finally(() => this.pending.delete(r));
    });
  }

  private async record(r: Request) {
    const res = await r.response();
    if (!res || !ours(r)) return;
    const type = res.headers()['content-type'] ?? '';
    if (r.resourceType() !== 'script' && !/javascript/.test(type)) return;
    const { pathname } = new URL(r.url());
    if (this.scripts.has(pathname)) return;
    const sizes = await r.sizes();
    this.scripts.set(pathname, {
      url: pathname,
      bytes: sizes.responseBodySize,
      encoding: res.headers()['content-encoding'],
    });
  }

  /** Waits until nothing is pending, the page's main thread is idle, and nothing more was asked for QUIET_MS. */
  async idle(page: Page) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      while (this.pending.size > 0) {
        if (Date.now() > deadline)
          throw new Error(`still pending after 30 s: ${[...this.pending].map((r) => r.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const started = this.started;
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      if (this.started === started && this.pending.size === 0) return;
    }
  }
}

/** The id a path's `:id` takes, for a user: the oldest record of that kind the user sees. */
const firstIds = new Map<string, Promise<number>>();
async function firstId(role: Role, kind: string): Promise<number> {
  const key = `${role} ${kind}`;
  let id = firstIds.get(key);
  if (!id) {
    id = (async () => {
      const res = await fetch(`${baseURL}/api/v1/${kind}`, {
        headers: { authorization: `Bearer ${sessions[role].token}`, accept: 'application/json' },
      });
      const body = (await res.json()) as { items?: { id: number }[] };
      const first = body.items?.[0]?.id;
      if (res.status !== 200 || first === undefined)
        throw new Error(`budget: GET /api/v1/${kind} as ${role} gave ${res.status} and no record`);
      return first;
    })();
    firstIds.set(key, id);
  }
  return id;
}

/**
 * Which records a path's first segment lists (`/curriculum/:id`: curricula), oldest first: the
 * demo data's, never one another test of the suite made.
 */
const kinds: Record<string, string> = Object.fromEntries(
  Object.entries({
    levels: 'stages',
    classes: 'classes',
    courses: 'courses',
    curriculum: 'curricula',
    lessons: 'lessons',
    categories: 'subjects',
    teachers: 'teachers',
    units: 'units',
    exams: 'exams',
    students: 'students',
    'subscriptions-codes': 'code-groups',
  }).map(([segment, resource]) => [segment, `${resource}?sort=created_at&pageSize=1`]),
);

/** A route with its `:id` filled for this user (a route of no record is as it is). */
async function address(route: string, role: Role | undefined): Promise<string> {
  if (!route.includes(':')) return route;
  const kind = kinds[route.split('/')[1]!];
  if (!kind || !role)
    throw new Error(
      `budget: no record to open ${route} with (${role ? 'name its list in `kinds`, e2e/budget.test.ts' : 'no user'})`,
    );
  const id = await firstId(role, kind);
  return route.replace(/:id\??/, String(id));
}

/** Goes to `target` inside the app, as the router does on a link (history, then the router's navigation). */
async function goInside(page: Page, target: string) {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, target);
}

/** Walks the steps, waiting for the page to be idle after each. */
async function walk(session: Session, fetches: Fetches, journey: Journey) {
  const { page } = session;
  for (const step of journey.steps) {
    if ('open' in step) {
      const target = await address(step.open, journey.as);
      await page.goto(target);
      await waitForPath(page, new URL(target, baseURL).pathname);
    } else if ('signIn' in step) {
      const account = demo[step.signIn];
      await submitLogin(page, journey.lang as Lang, account.phone, account.password);
      await waitForPath(page, '/');
      await page.getByTestId('user-menu').waitFor({ state: 'visible' });
    } else {
      const target = await address(step.go, journey.as ?? signedInAs(journey));
      await goInside(page, target);
      await waitForPath(page, new URL(target, baseURL).pathname);
    }
    await fetches.idle(page);
  }
}

/** The user a journey ends as: the returning one, or the one who signed in on the way. */
function signedInAs(journey: Journey): Role | undefined {
  return journey.as ?? journey.steps.flatMap((s) => ('signIn' in s ? [s.signIn] : []))[0];
}

/** Scripts not sent as the server should send them (brotli above 1 KiB): a build not precompressed, or a wrong unit. */
const uncompressed = (scripts: Iterable<Fetched>) =>
  [...scripts].filter((s) => s.bytes > 1024 && s.encoding !== 'br').map((s) => `${s.url} ${s.bytes} (${s.encoding})`);
const total = (scripts: Iterable<Fetched>) => [...scripts].reduce((sum, s) => sum + s.bytes, 0);
const listed = (scripts: Iterable<Fetched>) =>
  [...scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => `${s.url} ${s.bytes}${s.encoding ? ` (${s.encoding})` : ''}`)
    .join('\n  ');

/** What was measured, by the journey's or the page's place in budgets.json or the build, for the table at the end. */
const measured = { journeys: new Map<number, Measured>(), screens: new Map<number, Measured>() };
afterAll(() => {
  const inOrder = (found: Map<number, Measured>) => [...found].sort(([a], [b]) => a - b).map(([, m]) => m);
  const result = { journeys: inOrder(measured.journeys), screens: inOrder(measured.screens) };
  if (result.journeys.length + result.screens.length === 0) return;
  console.log(markdownTable(result));
  // `measure` (apps/web/budget/route-js.ts, for `npm run bench:web`) reads the figures from here.
  if (process.env.BUDGET_RESULT) fs.writeFileSync(process.env.BUDGET_RESULT, JSON.stringify(result));
});

const over = budgets.journeys.find((j) => j.name === budgets.screens.over);

describe
  .skipIf(!hasBrowser)
  .concurrent('the JavaScript a browser fetches along each journey (apps/web/budgets.json)', () => {
    for (const [place, journey] of budgets.journeys.entries()) {
      it(`${journey.name}: within ${journey.budget} bytes`, async ({ open, expect }) => {
        const session = await open({ lang: journey.lang, as: journey.as });
        const fetches = new Fetches(session.context);
        await walk(session, fetches, journey);
        // The journey ends on a page, not on an error.
        await session.page.locator('h1').first().waitFor({ state: 'visible' });
        expect(fetches.failed, 'requests that failed').toEqual([]);
        const scripts = [...fetches.scripts.values()];
        expect(uncompressed(scripts), 'scripts sent without brotli').toEqual([]);
        const bytes = total(scripts);
        measured.journeys.set(place, { name: journey.name, bytes, budget: journey.budget, files: scripts.length });
        console.log(`${journey.name}: ${bytes} bytes in ${scripts.length} files\n  ${listed(scripts)}`);
        expect(bytes, `${journey.name}: ${bytes} bytes, budget ${journey.budget}`).toBeLessThanOrEqual(journey.budget);
      });
    }
  });

/**
 * The scripts the journey `screens.over` fetches, walked once for the whole file. What a page adds
 * to it is what the page fetches, opened in a context of its own by the user the journey ends as,
 * less these: the same set as opening it inside the app at the journey's end (the scripts a page
 * needs do not depend on the way it was reached), without walking the journey again for each page.
 */
let overWalked: Promise<Set<string>> | undefined;
function overScripts(open: (options: OpenOptions) => Promise<Session>): Promise<Set<string>> {
  overWalked ??= (async () => {
    const session = await open({ lang: over!.lang, as: over!.as });
    const fetches = new Fetches(session.context);
    await walk(session, fetches, over!);
    await session.page.locator('h1').first().waitFor({ state: 'visible' });
    if (fetches.failed.length) throw new Error(`the journey's requests failed: ${fetches.failed.join(', ')}`);
    return new Set(fetches.scripts.keys());
  })();
  return overWalked;
}

describe.skipIf(!hasBrowser).concurrent(`what each page adds to "${budgets.screens.over}"`, () => {
  it('names a journey, and a reason for every exception of a page that exists', ({ expect }) => {
    expect(over, `screens.over names no journey ("${budgets.screens.over}")`).toBeDefined();
    expect(screens.length).toBeGreaterThan(0);
    const modules = new Set(screens.map((s) => s.module));
    for (const [page, exception] of Object.entries(budgets.screens.exceptions)) {
      expect(exception.reason.trim(), page).not.toBe('');
      expect(modules.has(page), `${page} is the page of no screen`).toBe(true);
    }
  });

  for (const [place, screen] of screens.entries()) {
    const exception = budgets.screens.exceptions[screen.module];
    const budget = exception?.budget ?? budgets.screens.budget;
    it(`${screen.path} (${screen.module}): within ${budget} bytes`, async ({ open, expect }) => {
      const journey = over!;
      const before = await overScripts(open);
      const session = await open({ lang: journey.lang, as: signedInAs(journey) });
      const fetches = new Fetches(session.context);
      const target = await address(screen.path, signedInAs(journey));
      // Loaded, then idle: a page a signed-in user is sent away from (the sign-in page) has gone by then.
      await session.page.goto(target);
      await fetches.idle(session.page);
      expect(fetches.failed, 'requests that failed').toEqual([]);
      const added = [...fetches.scripts.values()].filter((s) => !before.has(s.url));
      expect(uncompressed(added), 'scripts sent without brotli').toEqual([]);
      const bytes = total(added);
      const landed = pathOf(session.page);
      // A page a signed-in user is sent away from (the sign-in page) says where it went.
      const name = `\`${screen.module.replace(/^src\//, '')}\` (${screen.path}${landed === target ? '' : ` → ${landed}`})`;
      measured.screens.set(place, { name, bytes, budget, files: added.length, reason: exception?.reason });
      console.log(`${screen.path} (landed on ${landed}): ${bytes} bytes in ${added.length} files\n  ${listed(added)}`);
      expect(bytes, `${screen.module}: ${bytes} bytes, budget ${budget}`).toBeLessThanOrEqual(budget);
    });
  }
});
