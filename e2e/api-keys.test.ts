import type { ApiKey } from '@dashboard/contracts';
import { describe } from 'vitest';
import {
  api,
  baseURL,
  expectNoSeriousA11yViolations,
  hasBrowser,
  htmlState,
  it,
  LANGS,
  settledDialog,
  t,
  toast,
  waitForHeading,
  waitForPath,
} from './support.js';

/** A catalogue read with `key`, as the student app would make it. */
async function readStages(key: string) {
  const res = await fetch(`${baseURL}/api/v1/stages`, { headers: { authorization: `Bearer ${key}` } });
  return res.status;
}

describe.skipIf(!hasBrowser).concurrent('API keys', () => {
  describe.each(LANGS)('in %s', (lang) => {
    it('makes a key from the settings, shows it once with a copy button, and revokes it', async ({ open, expect }) => {
      const { page, context } = await open({ lang, as: 'admin' });
      await context.grantPermissions(['clipboard-write'], { origin: baseURL });
      // What the page copies, kept in the page: the system clipboard is one for the whole browser,
      // and the test in the other language copies its own key at the same time.
      await page.addInitScript(() => {
        const write = navigator.clipboard.writeText.bind(navigator.clipboard);
        navigator.clipboard.writeText = (text: string) => {
          (window as unknown as { copied: string[] }).copied = [
            ...((window as unknown as { copied?: string[] }).copied ?? []),
            text,
          ];
          return write(text);
        };
      });
      await page.goto('/settings');
      await waitForHeading(page, t(lang, 'screens.settings'));
      await page.getByRole('link', { name: t(lang, 'settings:apiKeys.open') }).click();
      await waitForPath(page, '/settings/api-keys');
      await waitForHeading(page, t(lang, 'screens.apiKeys'));
      expect((await htmlState(page)).dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await page.locator('.ant-table').first().waitFor();
      await expectNoSeriousA11yViolations(page, `/settings/api-keys (${lang})`);

      await page
        .getByRole('button', { name: t(lang, 'api-keys:add') })
        .first()
        .click();
      const dialog = await settledDialog(page, (d) => d.getByTestId('api-key-form'));
      const form = dialog.getByTestId('api-key-form');
      await form.locator('button[type=submit]').click();
      // Neither a name nor a permission: both said, nothing made.
      await expect.poll(() => form.getByText(t(lang, 'errors.validation.required'), { exact: true }).count()).toBe(2);
      await expectNoSeriousA11yViolations(page, `the new key dialog (${lang})`);

      const name = `Student app ${lang} ${Date.now().toString(36)}`;
      await form.getByLabel(t(lang, 'api-keys:fields.name'), { exact: true }).fill(name);
      await form.getByLabel(t(lang, 'api-keys:permission.stages.read'), { exact: true }).check();
      await form.locator('button[type=submit]').click();

      const reveal = page.getByTestId('api-key-reveal');
      await reveal.waitFor();
      await reveal.getByText(t(lang, 'api-keys:reveal.warning')).waitFor();
      const key = await reveal.getByLabel(t(lang, 'api-keys:reveal.key'), { exact: true }).inputValue();
      expect(key).toMatch(/^dsk_live_[A-Za-z0-9_-]{43}$/);
      await expectNoSeriousA11yViolations(page, `the one-time reveal (${lang})`);
      await reveal.getByRole('button', { name: t(lang, 'api-keys:reveal.copy') }).click();
      await toast(page, t(lang, 'api-keys:reveal.copied'));
      expect(await page.evaluate(() => (window as unknown as { copied?: string[] }).copied)).toEqual([key]);
      expect(await readStages(key)).toBe(200);

      await page.getByRole('button', { name: t(lang, 'api-keys:reveal.done') }).click();
      await reveal.waitFor({ state: 'detached' });
      // Gone from the page: the list shows the prefix only.
      expect(await page.content()).not.toContain(key);
      const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: name });
      await row.waitFor();
      expect(await row.innerText()).toContain(key.slice(0, 15));
      await row.getByText(t(lang, 'api-keys:permission.stages.read')).waitFor();
      await row.getByText(t(lang, 'api-keys:never'), { exact: true }).or(row.locator('time')).first().waitFor();

      const listed = await api<{ items: ApiKey[] }>('GET', `/api-keys?q=${encodeURIComponent(name)}`);
      expect(listed.body.items.map((k) => k.name)).toEqual([name]);

      await row.getByRole('button', { name: `${t(lang, 'api-keys:revoke')}: ${name}` }).click();
      const confirm = page.locator('.ant-popconfirm:visible');
      await confirm.getByText(t(lang, 'api-keys:confirmDelete', { name })).waitFor();
      await confirm.getByRole('button', { name: t(lang, 'api-keys:revoke'), exact: true }).click();
      await toast(page, t(lang, 'api-keys:messages.deleted'));
      await row.waitFor({ state: 'detached' });
      expect(await readStages(key)).toBe(401);
    });

    it('is the admin’s only: a support agent is sent home', async ({ open }) => {
      const { page } = await open({ lang, as: 'support-agent' });
      await page.goto('/settings/api-keys');
      await waitForPath(page, '/');
      await waitForHeading(page, t(lang, 'screens.home'));
    });
  });
});
