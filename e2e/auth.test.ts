import { roles } from '@dashboard/contracts';
import { describe } from 'vitest';
import {
  baseURL,
  demo,
  gotoHome,
  gotoLogin,
  hasBrowser,
  it,
  LANGS,
  loginAs,
  pathOf,
  specText,
  storedToken,
  submitLogin,
  clickMenuItem,
  t,
  waitForHeading,
  waitForPath,
} from './support.js';

/** What the server answers `GET /profile` with this `Bearer …` token. */
async function profileStatus(token: string | null) {
  const res = await fetch(`${baseURL}/api/v1/profile`, { headers: { authorization: token ?? '' } });
  return res.status;
}

describe.skipIf(!hasBrowser).concurrent('auth', () => {
  describe.each(LANGS)('in %s', (lang) => {
    it("the catalogue says the spec's login messages", ({ expect }) => {
      expect(t(lang, 'errors.auth.invalid_credentials')).toBe(specText[lang].invalidCredentials);
      expect(t(lang, 'errors.auth.phone_required')).toBe(specText[lang].phoneRequired);
      expect(t(lang, 'errors.auth.password_required')).toBe(specText[lang].passwordRequired);
    });

    it.for(roles)('%s signs in, lands on / and the user menu shows name and role', async (role, { open, expect }) => {
      const { page } = await open({ lang });
      const user = await loginAs(page, role, lang);
      expect(pathOf(page)).toBe('/');
      expect(user.username).toBe(demo[role].name);
      const menu = page.getByTestId('user-menu');
      await expect.poll(() => menu.innerText()).toContain(demo[role].name);
      expect((await page.getByTestId('user-role').innerText()).trim()).toBe(t(lang, `roles.${role}`));
      expect(await storedToken(page)).toMatch(/^Bearer \S+$/);
    });

    it('a wrong password shows the spec message and stays on /login', async ({ open, expect }) => {
      const { page } = await open({ lang });
      await gotoLogin(page, lang);
      await submitLogin(page, lang, demo.admin.phone, 'Wrong@12345');
      const alert = page.locator('.login-error[role="alert"]');
      await alert.waitFor({ state: 'visible' });
      expect((await alert.innerText()).trim()).toBe(t(lang, 'errors.auth.invalid_credentials'));
      expect(pathOf(page)).toBe('/login');
      expect(await storedToken(page)).toBeNull();
    });

    it('an empty submit says phone number and password are required', async ({ open, expect }) => {
      const { page } = await open({ lang });
      await gotoLogin(page, lang);
      const calls: string[] = [];
      page.on('request', (r) => r.url().includes('/api/v1/login-phone') && calls.push(r.url()));
      await submitLogin(page, lang, '', '');
      const errors = page.locator('.ant-form-item-explain-error');
      await expect
        .poll(() => errors.allInnerTexts())
        .toEqual([t(lang, 'errors.auth.phone_required'), t(lang, 'errors.auth.password_required')]);
      expect(calls).toEqual([]);
      expect(pathOf(page)).toBe('/login');
    });

    it('a phone typed in Arabic-Indic digits signs in', async ({ open, expect }) => {
      const { page } = await open({ lang });
      const user = await loginAs(page, 'admin', lang, '٠١٠٠٠٠٠٠٠٠١');
      expect(user.role).toBe('admin');
      expect(pathOf(page)).toBe('/');
    });

    it('the session survives a reload (local storage auth._token.local)', async ({ open, expect }) => {
      const { page } = await open({ lang });
      await loginAs(page, 'teacher', lang);
      const token = await storedToken(page);
      expect(token).toMatch(/^Bearer \S+$/);
      await page.reload();
      await waitForHeading(page, t(lang, 'screens.home'));
      expect(pathOf(page)).toBe('/');
      await expect.poll(() => page.getByTestId('user-menu').innerText()).toContain(demo.teacher.name);
      expect(await storedToken(page)).toBe(token);
    });

    it('logout from the user menu clears the session and goes to /login; / then redirects to /login', async ({
      open,
      expect,
    }) => {
      // A session of its own: logging out revokes it.
      const { page } = await open({ lang, as: 'admin', fresh: true });
      await gotoHome(page, lang);
      const token = await storedToken(page);
      await page.getByTestId('user-menu').click();
      await clickMenuItem(page, t(lang, 'nav.logout'));
      await waitForPath(page, '/login');
      await waitForHeading(page, t(lang, 'screens.login'));
      expect(await storedToken(page)).toBeNull();
      expect(await page.getByTestId('user-menu').count()).toBe(0);
      // The server no longer takes the token.
      await expect.poll(() => profileStatus(token)).toBe(401);
      await page.goto('/');
      await waitForPath(page, '/login');
      await waitForHeading(page, t(lang, 'screens.login'));
    });

    it('logout from the sidebar clears the session and goes to /login; / then redirects to /login', async ({
      open,
      expect,
    }) => {
      const { page } = await open({ lang, as: 'support-agent', fresh: true });
      await gotoHome(page, lang);
      const token = await storedToken(page);
      const entry = page.locator('nav.sidebar').getByTestId('nav-logout');
      expect((await entry.innerText()).trim()).toBe(t(lang, 'nav.logout'));
      await entry.click();
      await waitForPath(page, '/login');
      await waitForHeading(page, t(lang, 'screens.login'));
      expect(await storedToken(page)).toBeNull();
      expect(await page.locator('nav.sidebar').count()).toBe(0);
      await expect.poll(() => profileStatus(token)).toBe(401);
      await page.goto('/');
      await waitForPath(page, '/login');
      await waitForHeading(page, t(lang, 'screens.login'));
    });

    it('a signed-in user visiting /login is sent to /', async ({ open }) => {
      const { page } = await open({ lang, as: 'teacher' });
      await page.goto('/login');
      await waitForPath(page, '/');
      await waitForHeading(page, t(lang, 'screens.home'));
    });
  });
});
