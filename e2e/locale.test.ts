import type { Page, Response } from 'playwright-core';
import { describe } from 'vitest';
import {
  DESKTOP,
  gotoLogin,
  gotoHome,
  hasBrowser,
  htmlState,
  it,
  LANGS,
  otherLang,
  switchLanguage,
  t,
  waitForHeading,
  type Lang,
} from './support.js';

const DIR = { en: 'ltr', ar: 'rtl' } as const;
const DAY = 86_400;

/** What `<html>` must say for a language (spec section 4): lang, direction and a language class. */
function expectedHtml(lang: Lang) {
  return { lang, dir: DIR[lang], hasOwnClass: true, hasOtherClass: false };
}
async function actualHtml(page: Page, lang: Lang) {
  const html = await htmlState(page);
  return {
    lang: html.lang,
    dir: html.dir,
    hasOwnClass: html.classes.includes(`lang-${lang}`),
    hasOtherClass: html.classes.includes(`lang-${otherLang(lang)}`),
  };
}

/** The texts of the signed-in admin's home that must follow the language. */
async function shellTexts(page: Page) {
  return {
    h1: (await page.locator('h1').first().innerText()).trim(),
    levels: (await page.locator('nav.sidebar').getByTestId('nav-levels').innerText()).trim(),
    role: (await page.getByTestId('user-role').innerText()).trim(),
    title: await page.title(),
  };
}
const expectedShellTexts = (lang: Lang) => ({
  h1: t(lang, 'screens.home'),
  levels: t(lang, 'nav.levels'),
  role: t(lang, 'roles.admin'),
  title: t(lang, 'app.title'),
});

/** Which side of the window the desktop sidebar sits on. */
async function sidebarSide(page: Page) {
  const box = await page.locator('.app-sider').boundingBox();
  if (!box) return 'none';
  if (Math.abs(box.x) <= 1) return 'left';
  if (Math.abs(DESKTOP.width - (box.x + box.width)) <= 1) return 'right';
  return `x=${box.x} width=${box.width}`;
}
const SIDE = { en: 'left', ar: 'right' } as const;

const savedLocale = (page: Page) => page.evaluate(() => window.localStorage.getItem('locale'));

/** A text as it may appear in a built chunk: raw UTF-8 or \u-escaped. */
function chunkHas(body: string, text: string) {
  const escaped = [...text]
    .map((c) => (c.charCodeAt(0) > 127 ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c))
    .join('');
  return body.includes(text) || body.toLowerCase().includes(escaped.toLowerCase());
}

/** Records every JavaScript file the page fetches, with its body. */
function recordScripts(page: Page) {
  const seen: { url: string; body: Promise<string> }[] = [];
  page.on('response', (res: Response) => {
    const url = res.url().split('?')[0]!;
    if (url.endsWith('.js')) seen.push({ url, body: res.text().catch(() => '') });
  });
  return seen;
}

/** Strings only the Arabic catalogue holds (not the language's name in the switcher). */
const arabicMarkers = () => [t('ar', 'login.intro'), t('ar', 'nav.levels'), t('ar', 'errors.auth.phone_required')];

describe.skipIf(!hasBrowser).concurrent('locale', () => {
  describe.each(LANGS)('from %s', (lang) => {
    const other = otherLang(lang);

    it(`the switcher moves to ${other}: html, storage, cookie, sidebar side and texts follow, a reload keeps it, and back`, async ({
      open,
      expect,
    }) => {
      const { page, context } = await open({ lang, as: 'admin' });
      await gotoHome(page, lang);
      expect(await actualHtml(page, lang)).toEqual(expectedHtml(lang));
      expect(await sidebarSide(page)).toBe(SIDE[lang]);
      expect(await shellTexts(page)).toEqual(expectedShellTexts(lang));

      await switchLanguage(page, other);
      await expect.poll(() => actualHtml(page, other)).toEqual(expectedHtml(other));
      await expect.poll(() => shellTexts(page)).toEqual(expectedShellTexts(other));
      await expect.poll(() => sidebarSide(page)).toBe(SIDE[other]);
      expect(await savedLocale(page)).toBe(other);
      const cookie = (await context.cookies()).find((c) => c.name === 'locale');
      expect(cookie?.value).toBe(other);
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      // max-age of 365 days: the expiry is a year from now, give or take a day.
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);

      await page.reload();
      await waitForHeading(page, t(other, 'screens.home'));
      expect(await actualHtml(page, other)).toEqual(expectedHtml(other));
      expect(await shellTexts(page)).toEqual(expectedShellTexts(other));
      expect(await sidebarSide(page)).toBe(SIDE[other]);

      await switchLanguage(page, lang);
      await expect.poll(() => actualHtml(page, lang)).toEqual(expectedHtml(lang));
      await expect.poll(() => shellTexts(page)).toEqual(expectedShellTexts(lang));
      await expect.poll(() => sidebarSide(page)).toBe(SIDE[lang]);
      expect(await savedLocale(page)).toBe(lang);
      expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe(lang);
    });

    it(`an unknown saved locale (fr) falls back to English; choosing ${lang} then saves it`, async ({
      open,
      expect,
    }) => {
      const { page } = await open({ lang: 'fr' });
      await gotoLogin(page, 'en');
      expect(await actualHtml(page, 'en')).toEqual(expectedHtml('en'));
      expect(await savedLocale(page)).toBe('fr');

      await switchLanguage(page, lang);
      await expect.poll(() => savedLocale(page)).toBe(lang);
      await waitForHeading(page, t(lang, 'screens.login'));
      expect(await actualHtml(page, lang)).toEqual(expectedHtml(lang));
    });

    if (lang === 'en') {
      it('an English session never fetches the Arabic catalogue; switching to Arabic fetches a new chunk with it', async ({
        open,
        expect,
      }) => {
        const { page } = await open({ lang });
        const scripts = recordScripts(page);
        await gotoLogin(page, 'en');
        await page.getByTestId('language-switcher').waitFor();
        const before = await Promise.all(scripts.map(async (s) => ({ url: s.url, body: await s.body })));
        expect(before.length).toBeGreaterThan(0);
        const leaking = before.filter((s) => arabicMarkers().some((m) => chunkHas(s.body, m))).map((s) => s.url);
        expect(leaking, 'JS fetched by an English session that holds Arabic catalogue text').toEqual([]);

        await switchLanguage(page, 'ar');
        await waitForHeading(page, t('ar', 'screens.login'));
        const fetchedBefore = new Set(before.map((s) => s.url));
        const after = await Promise.all(
          scripts.slice(before.length).map(async (s) => ({ url: s.url, body: await s.body })),
        );
        const fresh = after.filter((s) => !fetchedBefore.has(s.url));
        expect(fresh.length, 'new JS chunks fetched when switching to Arabic').toBeGreaterThan(0);
        expect(
          fresh.some((s) => arabicMarkers().every((m) => chunkHas(s.body, m))),
          'one new chunk is the Arabic catalogue',
        ).toBe(true);
      });
    } else {
      it('an Arabic session fetches the Arabic catalogue at start-up and shows no English first', async ({
        open,
        expect,
      }) => {
        const { page } = await open({ lang });
        const scripts = recordScripts(page);
        await page.goto('/login');
        // The app waits for Arabic before its first render: the first heading drawn is already Arabic.
        expect((await page.locator('h1').first().innerText()).trim()).toBe(t('ar', 'screens.login'));
        const bodies = await Promise.all(scripts.map(async (s) => ({ url: s.url, body: await s.body })));
        expect(bodies.some((s) => arabicMarkers().every((m) => chunkHas(s.body, m)))).toBe(true);
        expect(await actualHtml(page, 'ar')).toEqual(expectedHtml('ar'));
      });
    }
  });
});
