/**
 * Helpers of the browser suite: one Chromium for the whole suite (started by
 * global-setup.ts), a fresh context per test, signed in from the role's stored
 * session (or through the real form, for the sign-in tests), the language set
 * before load, axe, the API as the demo admin, and the catalogues to read
 * expected texts from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import {
  AUTH_STRATEGY_KEY,
  AUTH_TOKEN_KEY,
  formatNumber,
  type LoginResponse,
  type Role,
  type SessionUser,
  type Subscription,
} from '@dashboard/contracts';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject, test as base } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../apps/server/src/modules/users/users.seed.js';

export const baseURL = inject('baseURL');
const publishURL = inject('publishURL');
const chromiumPath = inject('chromiumPath');
const browserWSEndpoint = inject('browserWSEndpoint');
const sessions = inject('sessions');

/** False when there is no Chromium: every browser suite is `describe.skipIf(!hasBrowser)`. */
export const hasBrowser = chromiumPath !== null;

export type Lang = 'en' | 'ar';
export const LANGS: Lang[] = ['en', 'ar'];
export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'ar' : 'en');

type Catalogue = { [key: string]: string | Catalogue };
const LOCALES_DIR = new URL('../packages/contracts/locales/', import.meta.url);

/** The app's message catalogues, one JSON file a namespace (`common` is the default one). */
function readCatalogues(lang: Lang): Record<string, Catalogue> {
  const dir = new URL(`${lang}/`, LOCALES_DIR);
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
  if (!files.includes('common.json')) throw new Error(`no common.json in ${dir.pathname}`);
  return Object.fromEntries(
    files.map((f) => [f.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(new URL(f, dir), 'utf8')) as Catalogue]),
  );
}
export const catalogues: Record<Lang, Record<string, Catalogue>> = {
  en: readCatalogues('en'),
  ar: readCatalogues('ar'),
};

/** The spec's exact wording of the messages the suite meets (spec section 8 and the glossary), not read from the code. */
export const specText = {
  en: {
    invalidCredentials: 'Please check your email and password',
    phoneRequired: 'Phone number is required',
    passwordRequired: 'Password is required',
    notFound: 'This page could not be found',
  },
  ar: {
    invalidCredentials: 'يرجى التحقق من البريد الإلكتروني وكلمة المرور',
    phoneRequired: 'رقم الهاتف مطلوب',
    passwordRequired: 'كلمة المرور مطلوبة',
    notFound: 'لم يتم العثور على هذه الصفحة',
  },
} as const;

/** A message of a catalogue (`key` or `namespace:key`), with `{name}` placeholders filled. Throws on a missing key. */
export function t(lang: Lang, key: string, params: Record<string, string> = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  let node: unknown = catalogues[lang][ns];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`locales/${lang}/${ns}.json has no message ${path}`);
  return node.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** A message's text, its plural form for `count` (`key_one`, `key_few` …) where the catalogue has them, as i18next picks it. */
function pluralOf(lang: Lang, key: string, count: string | number | undefined): string {
  if (typeof count !== 'number') return t(lang, key);
  try {
    return t(lang, `${key}_${new Intl.PluralRules(lang).select(count)}`);
  } catch {
    return t(lang, key);
  }
}

/**
 * `t` with `{name}` and `{count, number}`-style placeholders filled, numbers in the language's digits;
 * with a numeric `count`, the plural form the language's rules choose.
 */
export function message(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  return pluralOf(lang, key, params.count).replace(/\{(\w+)(?:, number)?\}/g, (whole, name: string) => {
    const v = params[name];
    return v === undefined ? whole : typeof v === 'number' ? formatNumber(v, lang) : v;
  });
}

/** The seeded demo accounts (apps/server seed), by role. */
export const demo = Object.fromEntries(demoAccounts.map((a) => [a.role, { ...a, password: DEMO_PASSWORD }])) as Record<
  Role,
  { role: Role; phone: string; name: string; email: string; password: string }
>;

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

export interface Session {
  context: BrowserContext;
  page: Page;
  /** The signed-in user (with `as`), as the server answered the sign-in. */
  user: SessionUser;
}

export interface OpenOptions {
  /** Saved as `locale` in local storage before the app loads (any string, to test unknown values). */
  lang?: Lang | string;
  viewport?: { width: number; height: number };
  /**
   * Start signed in as this demo role, as if the user had signed in before:
   * the token in local storage and the cookie, as the app keeps them. Without
   * it the context is a visitor's.
   */
  as?: Role;
  /**
   * With `as`: a session of the test's own (a new sign-in through the API)
   * instead of the suite's shared one. Required for a test that signs out,
   * changes the password or disables the user: those revoke the session.
   */
  fresh?: boolean;
  /** Start signed in with this session (another user's, from `signInThroughApi`) instead of a demo role's. */
  session?: LoginResponse;
  /**
   * The system's motion setting: `reduce` unless set (the app then opens dialogs and menus
   * without animating them, and the suite need not wait for them), `no-preference` to see the motion.
   */
  reducedMotion?: 'reduce' | 'no-preference';
}

/** Signs in through the API (not the form); answers the new session. */
export async function signInThroughApi(phone: string, password: string): Promise<LoginResponse> {
  const res = await fetch(`${baseURL}/api/v1/login-phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${phone}: ${res.status} ${await res.text()}`);
  return (await res.json()) as LoginResponse;
}

/** The browser state of a signed-in user: what the app's `keepToken` leaves behind. */
function signedInState(token: string) {
  const value = `Bearer ${token}`;
  const { hostname } = new URL(baseURL);
  const cookie = { domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const };
  return {
    cookies: [
      { ...cookie, name: AUTH_TOKEN_KEY, value: encodeURIComponent(value) },
      { ...cookie, name: AUTH_STRATEGY_KEY, value: 'local' },
    ],
    origins: [
      {
        origin: baseURL,
        localStorage: [
          { name: AUTH_TOKEN_KEY, value },
          { name: AUTH_STRATEGY_KEY, value: 'local' },
        ],
      },
    ],
  };
}

/** Calls the API as the demo admin, with the suite's shared session (to prepare rows and check what screens did). */
export async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${sessions.admin.token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (res.status === 204 ? undefined : await res.json()) as T };
}

/** `api` for what a test needs done (a row made, changed, removed): an answer other than a success fails the test, saying it. */
export async function made<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await api<T>(method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A student's subscriptions, the deleted ones too, as the profile reads them. */
export const subscriptionsOf = async (studentId: number) =>
  (await made<{ items: Subscription[] }>('GET', `/students/${studentId}/subscriptions`)).items;

/**
 * Deletes the student's live monthly subscription to the curriculum, if any (the demo's, an earlier
 * run's), so that a new one is allowed.
 */
export async function endMonthly(studentId: number, curriculumId: number) {
  for (const s of await subscriptionsOf(studentId)) {
    if (s.deleted_at === null && s.type === 'monthly' && s.content.id === curriculumId) {
      await made('DELETE', `/subscriptions/${s.id}`);
    }
  }
}

/** A monthly subscription of the student to the curriculum, paid in cash, made through the API (`endMonthly` first). */
export async function subscribeInCash(
  studentId: number,
  curriculum: { id: number; price: number },
): Promise<Subscription> {
  await endMonthly(studentId, curriculum.id);
  return made<Subscription>('POST', '/subscriptions', {
    student_id: studentId,
    type: 'monthly',
    curriculum_id: curriculum.id,
    period_days: 30,
    price: curriculum.price,
    method: 'cash',
  });
}

/** A teacher as the teachers' list shows one. */
export interface TeacherRow {
  id: number;
  name: string;
  phone: string;
  active: boolean;
}

/** Active teachers who teach `subjectId` in `classId`: content of theirs may sit there (the server's rule). */
export async function teachersTeaching(classId: number, subjectId: number): Promise<TeacherRow[]> {
  const query = `class_id=${classId}&subject_id=${subjectId}&active=true&pageSize=100`;
  return (await made<{ items: TeacherRow[] }>('GET', `/teachers?${query}`)).items;
}

let teaching: ReturnType<typeof readTeaching> | undefined;
async function readTeaching() {
  const classes = (await made<{ items: Named[] }>('GET', '/classes?pageSize=100')).items;
  const subjects = (await made<{ items: (Named & { code: string })[] }>('GET', '/subjects?pageSize=100')).items;
  const klass = classes.find((c) => c.name_en === 'Preparatory 1');
  const arabic = subjects.find((s) => s.code === 'ARB');
  if (!klass || !arabic) throw new Error('the demo data lacks Preparatory 1 or Arabic');
  const teachers = await teachersTeaching(klass.id, arabic.id);
  const me = teachers.find((x) => x.phone === demo.teacher.phone);
  const other = teachers.find((x) => x !== me);
  if (!me || !other)
    throw new Error('the demo teacher and another active teacher do not both teach Arabic in Preparatory 1');
  return { classes, subjects, klass, arabic, me, other };
}

/**
 * Where the tests' teaching content goes (read once a file): Preparatory 1's
 * Arabic, a class without specializations that the demo teacher teaches, and
 * another active teacher of it. A curriculum or course sits only where its
 * teacher teaches, and the demo teacher's classes stay the seed's (what she
 * sees of the students depends on them).
 */
export const demoTeaching = () => (teaching ??= readTeaching());

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** An image uploaded through the API as the demo admin: its stored name, for a course's `image`. */
export async function uploadImage(): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'course.png');
  const res = await fetch(`${baseURL}/api/v1/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sessions.admin.token}`, accept: 'application/json' },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { name: string }).name;
}

/** A record named in both languages, as the API answers it (a class, a subject, a specialization). */
export interface Named {
  id: number;
  name_ar: string;
  name_en: string;
}

/** A record's name in a language. */
export const nameIn = (lang: Lang, x: { name_ar: string; name_en: string }) => (lang === 'ar' ? x.name_ar : x.name_en);
/** A record's title in a language (a curriculum, a unit, a lesson). */
export const titleIn = (lang: Lang, x: { title_ar: string; title_en: string }) =>
  lang === 'ar' ? x.title_ar : x.title_en;

/** At most this many tests of a file drive a page at once (2 cores: more only slows each down). */
const SLOTS = Math.max(1, Number(process.env.E2E_CONCURRENCY) || 2);
let running = 0;
const waiting: (() => void)[] = [];
async function acquireSlot(): Promise<() => void> {
  if (running >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

/** A failed test leaves a screenshot of each of its pages, in E2E_ARTIFACTS (by default test-results/e2e). */
async function screenshots(testName: string, contexts: BrowserContext[]) {
  const dir = process.env.E2E_ARTIFACTS || new URL('../test-results/e2e/', import.meta.url).pathname;
  fs.mkdirSync(dir, { recursive: true });
  const name = testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 150);
  for (const [i, page] of contexts.flatMap((c) => c.pages()).entries()) {
    const file = path.join(dir, `${name}-${i + 1}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.error(`screenshot of ${page.url()}: ${file}`);
  }
}

/**
 * The suite's `it`: `browser` is the suite's one Chromium, connected once per
 * file; `open` gives a fresh context (own storage, cookies, cache) and page,
 * closed when the test ends, signed in with `as`. An uncaught error in a page
 * fails the test that caused it. Safe in `describe.concurrent`.
 */
export const it = base
  // Vitest reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    if (!browserWSEndpoint) throw new Error(`no Chromium at ${chromiumPath}`);
    const browser = await chromium.connect(browserWSEndpoint);
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('open', async ({ browser, task }, { onCleanup }) => {
    const contexts: BrowserContext[] = [];
    const pageErrors: string[] = [];
    let release: (() => void) | undefined;
    onCleanup(async () => {
      if (task.result?.state === 'fail') await screenshots(task.fullName, contexts);
      await Promise.all(contexts.map((c) => c.close()));
      release?.();
      if (pageErrors.length) throw new Error(`uncaught error(s) in the page:\n${pageErrors.join('\n')}`);
    });
    return async (options: OpenOptions = {}): Promise<Session> => {
      release ??= await acquireSlot();
      let user: SessionUser | undefined;
      let storageState: ReturnType<typeof signedInState> | undefined;
      const session =
        options.session ??
        (options.as &&
          (options.fresh
            ? await signInThroughApi(demo[options.as].phone, demo[options.as].password)
            : sessions[options.as]));
      if (session) {
        user = session.user;
        storageState = signedInState(session.token);
      }
      const context = await browser.newContext({
        baseURL,
        viewport: options.viewport ?? DESKTOP,
        locale: 'en-US',
        // As a user who asks for less motion (the app honours it): dialogs and menus open at once.
        reducedMotion: options.reducedMotion ?? 'reduce',
        storageState,
      });
      contexts.push(context);
      watchRecordNames(context);
      if (options.lang) await setLocale(context, options.lang);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      page.setDefaultNavigationTimeout(15_000);
      page.on('pageerror', (err) => pageErrors.push(`${page.url()}: ${err.stack ?? err.message}`));
      return {
        context,
        page,
        get user(): SessionUser {
          if (!user) throw new Error('open() without `as` or `session`: a visitor has no user');
          return user;
        },
      };
    };
  });

/**
 * Saves `locale` in the context's local storage before the first page of each
 * tab loads (once per tab, so a test can still switch and reload).
 */
export async function setLocale(context: BrowserContext, lang: Lang | string) {
  await context.addInitScript(
    ({ origin, value }) => {
      try {
        if (window.location.origin !== origin || window.sessionStorage.getItem('e2e.locale-set')) return;
        window.localStorage.setItem('locale', value);
        window.sessionStorage.setItem('e2e.locale-set', '1');
      } catch {
        /* about:blank has no storage */
      }
    },
    { origin: baseURL, value: lang },
  );
}

/**
 * Waits for the animations running in `locator`'s element (a dropdown or a dialog opening) to end:
 * settled, not fulfilled, as an animation cut short (cancelled) is over too.
 */
export async function animationsDone(locator: Locator) {
  await locator.evaluate(async (el) => {
    await Promise.allSettled(el.getAnimations({ subtree: true }).map((a) => a.finished));
  });
}

/**
 * The open dialog, once `part` of it is in (a dialog's form is often a chunk fetched when it first
 * opens, hence the long wait) and its zoom-in is over: a press while the dialog still grows can
 * land beside its target, on the mask, and close it (seen in the classes, API keys and lessons suites).
 */
export async function settledDialog(page: Page, part: (dialog: Locator) => Locator): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await part(dialog).waitFor({ state: 'attached', timeout: 30_000 });
  await animationsDone(dialog);
  return dialog;
}

/**
 * Clicks an item of the open dropdown menu (the top bar's) once the menu has finished opening:
 * a click while it still moves in may land on nothing.
 */
export async function clickMenuItem(page: Page, name: string) {
  const menu = page.locator('.ant-dropdown:visible');
  await menu.waitFor();
  await animationsDone(menu);
  await menu.getByRole('menuitem', { name }).click();
}

/** Switches the language through the top bar's switcher and waits for the page to follow. */
export async function switchLanguage(page: Page, lang: Lang) {
  // As a mouse user: the pointer reaches the switcher first, which fetches its menu and draws the
  // button anew inside it; the click waits for that (a click while it is redrawn could be lost).
  await page.getByTestId('language-switcher').hover();
  await page.locator('[data-testid="language-switcher"].ant-dropdown-trigger').waitFor();
  await page.getByTestId('language-switcher').click();
  const name = lang === 'ar' ? 'العربية' : 'English';
  await clickMenuItem(page, name);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/** `<html>`'s lang, dir and classes. */
export function htmlState(page: Page) {
  return page.evaluate(() => {
    const html = document.documentElement;
    return { lang: html.lang, dir: html.dir, classes: [...html.classList] };
  });
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the URL's path is `path` (client-side navigations included). */
export async function waitForPath(page: Page, path: string, timeout = 10_000) {
  await page.waitForURL((url) => url.pathname === path, { timeout, waitUntil: 'commit' });
}

/** The page's one h1, once visible. */
export async function heading(page: Page): Promise<string> {
  const h1 = page.locator('h1').first();
  await h1.waitFor({ state: 'visible' });
  return (await h1.innerText()).trim();
}

/** Waits until the page's h1 reads `text`. */
export async function waitForHeading(page: Page, text: string) {
  await page.locator('h1', { hasText: text }).first().waitFor({ state: 'visible' });
  expect(await heading(page)).toBe(text);
}

/** Opens /login and waits for the form. */
export async function gotoLogin(page: Page, lang: Lang) {
  await page.goto('/login');
  await waitForHeading(page, t(lang, 'screens.login'));
}

/** Fills and submits the login form in `lang`. */
export async function submitLogin(page: Page, lang: Lang, phone: string, password: string) {
  if (phone) await page.getByLabel(t(lang, 'login.phone'), { exact: true }).fill(phone);
  if (password) await page.getByLabel(t(lang, 'login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t(lang, 'login.submit'), exact: true }).click();
}

/**
 * Signs in as a demo account through the real login form and waits for home.
 * Returns the user the server answered with. Only the sign-in tests need it:
 * the others start signed in (`open({ as })`).
 */
export async function loginAs(page: Page, role: Role, lang: Lang, phone = demo[role].phone): Promise<SessionUser> {
  await gotoLogin(page, lang);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/login-phone') && r.request().method() === 'POST',
  );
  await submitLogin(page, lang, phone, demo[role].password);
  const res = await answer;
  expect(res.status(), 'sign-in answer').toBe(200);
  const { user } = (await res.json()) as { user: SessionUser };
  await waitForPath(page, '/');
  await page.getByTestId('user-menu').waitFor({ state: 'visible' });
  await waitForHeading(page, t(lang, 'screens.home'));
  return user;
}

/** Opens home (signed in) and waits for the shell's user menu and the home heading. */
export async function gotoHome(page: Page, lang: Lang) {
  await page.goto('/');
  await page.getByTestId('user-menu').waitFor({ state: 'visible' });
  await waitForHeading(page, t(lang, 'screens.home'));
}

/** Waits for the toast (success or error message) with this text. */
export async function toast(page: Page, text: string) {
  await page.locator('.ant-message-notice', { hasText: text }).first().waitFor({ state: 'visible' });
}

/**
 * A submit or save button found by its text rather than its accessible name.
 * After a refused save, Ant Design's loading icon can stay in the button
 * (collapsed to no width, its leave transition never ending), so the name
 * reads "loading Save" while the button shows and does "Save".
 */
export function buttonByText(scope: Page | Locator, text: string): Locator {
  const exact = new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  return scope.locator('button').filter({ hasText: exact });
}

/** The session token as the app keeps it. */
export function storedToken(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('auth._token.local'));
}

/** The sidebar's entries (data-testid without `nav-`), in order, in the visible sidebar. */
export async function sidebarKeys(page: Page, scope = page.locator('nav.sidebar:visible')) {
  await scope.first().waitFor({ state: 'visible' });
  const ids = await scope
    .locator('[data-testid^="nav-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
  return ids.map((id) => id.replace(/^nav-/, ''));
}

/** Pushes a toast to open dashboards through the suite's test-only publisher. */
export async function publish(message: { title: string; body: string }, audience: unknown = 'all') {
  const res = await fetch(publishURL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...message, audience }),
  });
  if (res.status !== 204) throw new Error(`publish: ${res.status} ${await res.text()}`);
}

/** Waits for web fonts and for every finite animation or transition (Ant Design's fades) to end. */
export async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const timing = a.effect?.getComputedTiming();
      return a.playState !== 'running' || timing?.iterations === Infinity;
    }),
  );
}

/** What the API sent a context's pages: the English names of the records in it, and the answers still being read. */
const recordNames = new WeakMap<BrowserContext, { english: Set<string>; reading: Set<Promise<void>> }>();

/**
 * Every English name (`name_en`, `stage_name_en` …) in `value` whose record has an Arabic one
 * beside it that differs: what an Arabic page must not name that record by.
 */
function collectEnglishNames(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) for (const item of value) collectEnglishNames(item, into);
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [key, v] of Object.entries(record)) {
      const arabic = key.endsWith('name_en') ? record[`${key.slice(0, -2)}ar`] : undefined;
      if (typeof v === 'string' && typeof arabic === 'string') {
        if (v.trim() && v.trim() !== arabic.trim()) into.add(v.trim());
      } else collectEnglishNames(v, into);
    }
  }
}

/** Reads every JSON answer of the API in the context for the English names of its records (`recordNames`). */
function watchRecordNames(context: BrowserContext) {
  const state = { english: new Set<string>(), reading: new Set<Promise<void>>() };
  recordNames.set(context, state);
  context.on('response', (res) => {
    if (!new URL(res.url()).pathname.startsWith('/api/v1/')) return;
    if (!/\bjson\b/.test(res.headers()['content-type'] ?? '')) return;
    const reading: Promise<void> = res
      .json()
      .then(
        (body) => collectEnglishNames(body, state.english),
        () => undefined, // a page closed before its answer was read
      )
      .finally(() => state.reading.delete(reading));
    state.reading.add(reading);
  });
}

/**
 * What assistive technology is told in the wrong language: an Ant Design icon neither hidden nor
 * named in the page's language (unnamed; named by its English icon name, "bank" or "file-text", as
 * any image so named; on an Arabic page, named without an Arabic letter), and, on an Arabic page, a
 * picture titled or a button named in English letters alone ("Increase Value"), and a
 * button or link of a table's row whose accessible name holds the English name of a record the API
 * sent the page ("تعديل: Primary" instead of "تعديل: المرحلة الابتدائية"); and a field shown in
 * another direction than its `dir` or its text's (an address typed right to left).
 */
export async function languageViolations(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const arabic = document.documentElement.lang === 'ar';
    const shown = (el: Element) => el.outerHTML.replace(/<svg[\s\S]*?<\/svg>/g, '<svg…/>').slice(0, 200);
    const nameOf = (el: Element) => {
      const ids = el.getAttribute('aria-labelledby');
      if (ids)
        return ids
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim();
      return el.getAttribute('aria-label')?.trim() ?? '';
    };
    // Every icon drawn carries its name as a class (`anticon-file-text`).
    const iconNames = new Set(
      [...document.querySelectorAll('.anticon')].flatMap((el) =>
        [...el.classList].filter((c) => c.startsWith('anticon-')).map((c) => c.slice('anticon-'.length)),
      ),
    );
    const icons: string[] = [];
    for (const el of document.querySelectorAll('.anticon, [role="img"]')) {
      if (el.closest('[aria-hidden="true"]')) continue;
      const name = nameOf(el);
      if (!name) {
        if (el.classList.contains('anticon')) icons.push(`an icon neither hidden nor named: ${shown(el)}`);
      } else if (iconNames.has(name)) icons.push(`an icon named by its English name "${name}": ${shown(el)}`);
      else if (arabic && el.classList.contains('anticon') && !/[\u0600-\u06FF]/.test(name))
        icons.push(`an icon named "${name}", not in Arabic: ${shown(el)}`);
    }
    // Ant Design's own words, written into the page rather than taken from its locale: a number
    // input's "Increase Value" arrows, a select's "Clear", a result picture's "No Found" title, a
    // select's hidden option holding its value (build/english-names.ts takes them out).
    const builtIn: string[] = [];
    if (arabic) {
      for (const title of document.querySelectorAll('svg > title')) {
        const text = title.textContent?.trim() ?? '';
        if (text && !title.closest('[aria-hidden="true"]') && !/[\u0600-\u06FF]/.test(text))
          builtIn.push(`a picture titled "${text}", not in Arabic: ${shown(title.parentElement!)}`);
      }
      for (const el of document.querySelectorAll('[role="button"][aria-label], button[aria-label]')) {
        const label = nameOf(el);
        if (!el.closest('[aria-hidden="true"]') && /^[\x20-\x7E]*[A-Za-z]{3}[\x20-\x7E]*$/.test(label))
          builtIn.push(`a control named "${label}", not in Arabic: ${shown(el)}`);
      }
    }
    // A select's list for assistive technology (visually hidden) writes each option's name as its
    // text, not its value ("create", "true", an id), as build/english-names.ts makes it.
    for (const option of document.querySelectorAll('[role="option"][aria-label]')) {
      const text = option.textContent?.trim() ?? '';
      if (text && text !== option.getAttribute('aria-label'))
        builtIn.push(`an option named "${option.getAttribute('aria-label')}" holding "${text}": ${shown(option)}`);
    }
    // A field shown in another direction than its text's: one the app writes in one direction
    // (an English name, a phone, an address) that the page's rules turn the other way, or one that
    // follows its text (`auto`) shown against its first letter, or, empty, against the page.
    const firstLetter = (text: string) => /\p{Script=Latin}|\p{Script=Arabic}/u.exec(text)?.[0];
    const wanted = (el: HTMLInputElement | HTMLTextAreaElement) => {
      const dir = el.getAttribute('dir');
      if (dir !== 'auto') return dir;
      const letter = firstLetter(el.value);
      if (letter === undefined) return el.value ? null : document.documentElement.dir || 'ltr';
      return /\p{Script=Latin}/u.test(letter) ? 'ltr' : 'rtl';
    };
    const turned = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[dir], textarea[dir]')]
      .filter((el) => ['ltr', 'rtl', 'auto'].includes(el.getAttribute('dir')!))
      .filter((el) => wanted(el) !== null && getComputedStyle(el).direction !== wanted(el))
      .map(
        (el) => `a field marked dir="${el.getAttribute('dir')}" shown ${getComputedStyle(el).direction}: ${shown(el)}`,
      );
    const rowControls = [
      ...document.querySelectorAll(
        '.ant-table-tbody tr :is(button, a[href], [role="button"], [role="link"]):not([aria-hidden="true"] *)',
      ),
    ].map((el) => ({ name: nameOf(el) || (el.textContent ?? '').trim(), html: shown(el) }));
    return { arabic, icons, builtIn, turned, rowControls };
  });
  const violations = [
    ...found.icons.map((line) => `icon-name (serious): ${line}`),
    ...found.builtIn.map((line) => `english-name (serious): ${line}`),
    ...found.turned.map((line) => `field-direction (serious): ${line}`),
  ];
  const state = recordNames.get(page.context());
  if (found.arabic && state) {
    await Promise.all(state.reading);
    const english = [...state.english].map(
      (name) =>
        [
          name,
          new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u'),
        ] as const,
    );
    for (const control of found.rowControls) {
      const leaked = english.find(([, pattern]) => pattern.test(control.name));
      if (leaked)
        violations.push(
          `row-action-name (serious): "${control.name}" names the record by its English name "${leaked[0]}": ${control.html}`,
        );
    }
  }
  return violations;
}

/**
 * Runs axe with the WCAG 2.0/2.1 A and AA rules and lists every serious or
 * critical violation: rule, impact and the nodes it found (empty when clean),
 * then what `languageViolations` finds (names in the wrong language).
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await settle(page);
  // A toast already fading out (its time up between `settle` and the run) is half transparent:
  // gone, not a page of low contrast. A toast on show is checked like the rest.
  const results = await new AxeBuilder({ page })
    .exclude('.ant-message-fade-leave')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return [
    ...results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n` +
          v.nodes
            .map(
              (n) =>
                `    ${n.target.map(String).join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
            )
            .join('\n'),
      ),
    ...(await languageViolations(page)),
  ];
}

/** Fails listing every serious or critical axe violation of the page. */
export async function expectNoSeriousA11yViolations(page: Page, label = pathOf(page)) {
  expect(await seriousA11yViolations(page), `axe on ${label}`).toEqual([]);
}
