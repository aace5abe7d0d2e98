import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  baseURL,
  buttonByText,
  clickMenuItem,
  demo,
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  type Lang,
  LANGS,
  signInThroughApi,
  t,
  toast,
  waitForHeading,
  waitForPath,
  PNG,
} from './support.js';

const suffix = () => Math.random().toString(36).slice(2, 8);

async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${baseURL}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (res.status === 204 ? null : await res.json()) as T };
}

const signIn = async (phone: string, password: string) =>
  (await api<{ token: string }>('/login-phone', { method: 'POST', body: { phone, password } })).body.token;

/** A user of its own for each run, so changing the name or password touches nobody else's test. */
async function newUser(lang: Lang) {
  const { token: admin } = await signInThroughApi(demo.admin.phone, demo.admin.password);
  const user = {
    name: lang === 'ar' ? `مستخدم ملف ${suffix()}` : `Profile User ${suffix()}`,
    email: `profile.${suffix()}@e2e.eg`,
    phone: `011${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'First-pass-1',
    joined_on: '2024-01-01',
  };
  const res = await api('/support-agents', { method: 'POST', token: admin, body: user });
  if (res.status !== 201) throw new Error(`could not add the user: ${res.status} ${JSON.stringify(res.body)}`);
  return user;
}

const form = (page: Page, id: 'profile-form' | 'password-form') => page.getByTestId(id);
const input = (page: Page, id: 'profile-form' | 'password-form', lang: Lang, key: string) =>
  form(page, id).getByLabel(t(lang, `profile:fields.${key}`), { exact: true });

describe.skipIf(!hasBrowser).concurrent('profile', () => {
  describe.each(LANGS)('in %s', (lang) => {
    it('edits name, email and photo; the top bar follows', { timeout: 240_000 }, async ({ open, expect }) => {
      const user = await newUser(lang);
      const { page } = await open({ lang, session: await signInThroughApi(user.phone, user.password) });
      await page.goto('/');

      // Reached from the user menu.
      await page.getByTestId('user-menu').click();
      await clickMenuItem(page, t(lang, 'nav.profile'));
      await waitForPath(page, '/profile');
      await waitForHeading(page, t(lang, 'screens.profile'));
      await expect.poll(() => input(page, 'profile-form', lang, 'name').inputValue()).toBe(user.name);
      expect(await input(page, 'profile-form', lang, 'email').inputValue()).toBe(user.email);
      expect(await page.getByTestId('profile-phone').innerText()).toBe(user.phone);
      await expectNoSeriousA11yViolations(page, `/profile (${lang})`);

      const save = buttonByText(form(page, 'profile-form'), t(lang, 'common:actions.save'));
      await input(page, 'profile-form', lang, 'name').fill('');
      await input(page, 'profile-form', lang, 'email').fill('not-an-email');
      await save.click();
      await form(page, 'profile-form').getByText(t(lang, 'errors.user.name_required'), { exact: true }).waitFor();
      await form(page, 'profile-form').getByText(t(lang, 'errors.validation.email'), { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page, `/profile with errors (${lang})`);

      // Another user's email: the server refuses it on the field.
      const newName = lang === 'ar' ? `نادية كمال ${suffix()}` : `Nadia Kamal ${suffix()}`;
      await input(page, 'profile-form', lang, 'name').fill(newName);
      await input(page, 'profile-form', lang, 'email').fill(demo.admin.email.toUpperCase());
      await save.click();
      await form(page, 'profile-form').getByText(t(lang, 'errors.user.taken'), { exact: true }).waitFor();
      await expect.poll(() => page.getByTestId('user-menu').innerText()).toContain(user.name);

      // A photo, then save: the top bar shows the new name and photo at once.
      await form(page, 'profile-form')
        .locator('input[type=file]')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await form(page, 'profile-form').locator('img[src*="/api/v1/uploads/"]').waitFor({ state: 'visible' });
      const newEmail = `Nadia.${suffix()}@E2E.eg`;
      await input(page, 'profile-form', lang, 'email').fill(newEmail);
      await save.click();
      await toast(page, t(lang, 'profile:messages.saved'));
      await expect.poll(() => page.getByTestId('user-menu').innerText()).toContain(newName);
      await page.getByTestId('user-menu').locator('img[src*="/api/v1/uploads/"]').waitFor({ state: 'visible' });
      expect(await input(page, 'profile-form', lang, 'email').inputValue()).toBe(newEmail.toLowerCase());

      await page.reload();
      await waitForHeading(page, t(lang, 'screens.profile'));
      await expect.poll(() => input(page, 'profile-form', lang, 'name').inputValue()).toBe(newName);
      await page.getByTestId('user-menu').locator('img[src*="/api/v1/uploads/"]').waitFor({ state: 'visible' });

      // Remove the photo: the initials come back.
      await form(page, 'profile-form')
        .getByRole('button', { name: t(lang, 'common:photo.remove'), exact: true })
        .click();
      await save.click();
      await toast(page, t(lang, 'profile:messages.saved'));
      await expect.poll(() => page.getByTestId('user-menu').locator('img').count()).toBe(0);
    });

    it(
      'changes the password with the current one; other sessions end, this one stays',
      { timeout: 240_000 },
      async ({ open, expect }) => {
        const user = await newUser(lang);
        const elsewhere = await signIn(user.phone, user.password);
        const { page } = await open({ lang, session: await signInThroughApi(user.phone, user.password) });
        await page.goto('/profile');
        await waitForHeading(page, t(lang, 'screens.profile'));
        await form(page, 'password-form').waitFor({ state: 'visible' });

        const submit = buttonByText(form(page, 'password-form'), t(lang, 'profile:password.submit'));
        await submit.click();
        await expect
          .poll(() =>
            form(page, 'password-form').getByText(t(lang, 'errors.auth.password_required'), { exact: true }).count(),
          )
          .toBe(2);

        await input(page, 'password-form', lang, 'current_password').fill(user.password);
        await input(page, 'password-form', lang, 'new_password').fill('short');
        await input(page, 'password-form', lang, 'confirm_password').fill('different');
        await submit.click();
        await form(page, 'password-form').getByText(t(lang, 'profile:mismatch'), { exact: true }).waitFor();
        const shown = await form(page, 'password-form').locator('.ant-form-item-explain-error').allInnerTexts();
        const min8 = ['8', '٨'].map((m) => t(lang, 'errors.validation.min', { min: m }));
        expect(
          shown.some((text) => min8.includes(text)),
          shown.join(' | '),
        ).toBe(true);
        await expectNoSeriousA11yViolations(page, `/profile password errors (${lang})`);

        // A wrong current password: said on that field, nothing changes.
        await input(page, 'password-form', lang, 'current_password').fill('not-my-password');
        await input(page, 'password-form', lang, 'new_password').fill('Second-pass-2');
        await input(page, 'password-form', lang, 'confirm_password').fill('Second-pass-2');
        await submit.click();
        const currentItem = page.locator('.ant-form-item', {
          has: page.getByLabel(t(lang, 'profile:fields.current_password'), { exact: true }),
        });
        await currentItem.getByText(t(lang, 'errors.user.wrong_password'), { exact: true }).waitFor();
        expect((await api('/profile', { token: elsewhere })).status).toBe(200);

        await input(page, 'password-form', lang, 'current_password').fill(user.password);
        await submit.click();
        await toast(page, t(lang, 'profile:messages.passwordChanged'));
        expect(await input(page, 'password-form', lang, 'current_password').inputValue()).toBe('');

        // The other session ended; this page still works.
        expect((await api('/profile', { token: elsewhere })).status).toBe(401);
        await page.reload();
        await waitForHeading(page, t(lang, 'screens.profile'));
        await page.getByTestId('user-menu').waitFor({ state: 'visible' });

        // The old password is refused, the new one signs in.
        expect(
          (await api('/login-phone', { method: 'POST', body: { phone: user.phone, password: user.password } })).status,
        ).toBe(401);
        expect(
          (await api('/login-phone', { method: 'POST', body: { phone: user.phone, password: 'Second-pass-2' } }))
            .status,
        ).toBe(200);
      },
    );
  });
});
