import { describe } from 'vitest';
import {
  DESKTOP,
  gotoLogin,
  hasBrowser,
  it,
  LANGS,
  gotoHome,
  publish,
  specText,
  submitLogin,
  t,
  waitForHeading,
  waitForPath,
  demo,
} from './support.js';

const MISSING = '/this/does/not/exist';

describe.skipIf(!hasBrowser).concurrent('errors', () => {
  describe.each(LANGS)('in %s', (lang) => {
    it("the catalogue says the spec's 404 message", ({ expect }) => {
      expect(t(lang, 'errors.http.not_found')).toBe(specText[lang].notFound);
    });

    it('a visitor on an unknown path sees the 404 page; its home link leads home (the login, for a visitor)', async ({
      open,
      expect,
    }) => {
      const { page } = await open({ lang });
      await page.goto(MISSING);
      const message = page.getByText(t(lang, 'errors.http.not_found'), { exact: true });
      await message.waitFor({ state: 'visible' });
      expect(page.url()).toContain(MISSING);
      expect(await page.locator('nav.sidebar').count()).toBe(0);
      // The number in the user's digits.
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(lang === 'ar' ? '٤٠٤' : '404');

      const home = page.getByRole('link', { name: t(lang, 'common.backHome') });
      expect(await home.getAttribute('href')).toBe('/');
      await home.click();
      await waitForPath(page, '/login');
      await waitForHeading(page, t(lang, 'screens.login'));
    });

    it('a signed-in user on an unknown path sees the 404 page in the shell; its home link goes to /', async ({
      open,
    }) => {
      const { page } = await open({ lang, as: 'teacher' });
      await page.goto(MISSING);
      await page.getByText(t(lang, 'errors.http.not_found'), { exact: true }).waitFor({ state: 'visible' });
      // The 404 page needs no sign-in, so it can show before the profile answers and the sidebar follows.
      await page.locator('nav.sidebar').first().waitFor({ state: 'visible' });

      await page.getByRole('link', { name: t(lang, 'common.backHome') }).click();
      await waitForPath(page, '/');
      await waitForHeading(page, t(lang, 'screens.home'));
    });

    it('the loading bar shows during a slow request and turns failed when it fails', async ({ open, expect }) => {
      const { page } = await open({ lang });
      await gotoLogin(page, lang);
      // The sign-in call takes 800 ms (past the 200 ms throttle), then the server fails.
      await page.route('**/api/v1/login-phone', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          body: JSON.stringify({ status: 500, code: 'server.error', message: 'Internal Server Error' }),
        });
      });
      expect(await page.locator('.loading-bar').count()).toBe(0);
      await submitLogin(page, lang, demo.admin.phone, demo.admin.password);

      await page.locator('.loading-bar[data-phase="running"]').waitFor({ state: 'visible', timeout: 5_000 });
      const failed = page.locator('.loading-bar.loading-bar-failed[data-phase="failed"]');
      await failed.waitFor({ state: 'visible', timeout: 5_000 });
      // Then it goes away, and the form says what happened.
      await page.locator('.loading-bar').waitFor({ state: 'detached', timeout: 5_000 });
      const alert = page.locator('.login-error[role="alert"]');
      await alert.waitFor({ state: 'visible' });
      expect((await alert.innerText()).trim()).toBe(t(lang, 'errors.server.error'));
    });

    it('a pushed message shows as a toast with its title and body, and is gone after about 5 s', async ({
      open,
      expect,
    }) => {
      const { page, user: me } = await open({ lang, as: 'admin' });
      const stream = page.waitForResponse((r) => r.url().endsWith('/api/v1/events'), { timeout: 20_000 });
      await gotoHome(page, lang);
      expect((await stream).status()).toBe(200);

      const stamp = `${lang}-${Date.now()}`;
      const message =
        lang === 'ar'
          ? { title: `إشعار تجريبي ${stamp}`, body: 'تمت إضافة درس جديد إلى المنهج' }
          : { title: `Test notice ${stamp}`, body: 'A new lesson was added to the curriculum' };
      await publish(message, { userIds: [me.id] });

      const toast = page.locator('.push-toast', { hasText: stamp });
      await toast.waitFor({ state: 'visible', timeout: 5_000 });
      const shownAt = Date.now();
      const text = await toast.innerText();
      expect(text).toContain(message.title);
      expect(text).toContain(message.body);
      // At the end side of the top bar: right in English, left in Arabic.
      const box = (await toast.boundingBox())!;
      const center = box.x + box.width / 2;
      if (lang === 'ar') expect(center).toBeLessThan(DESKTOP.width / 2);
      else expect(center).toBeGreaterThan(DESKTOP.width / 2);

      await toast.waitFor({ state: 'hidden', timeout: 8_000 });
      // Shown for 5 s: not gone much earlier (slack for a loaded machine).
      expect(Date.now() - shownAt).toBeGreaterThan(3_500);
    });
  });
});
