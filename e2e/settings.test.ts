import { freeTrialKeys, type Settings } from '@dashboard/contracts';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  buttonByText,
  expectNoSeriousA11yViolations,
  gotoHome,
  hasBrowser,
  it,
  type Lang,
  LANGS,
  t,
  waitForHeading,
  waitForPath,
} from './support.js';

async function openSettings(page: Page, lang: Lang) {
  await page.goto('/settings');
  await waitForHeading(page, t(lang, 'screens.settings'));
  await page.getByTestId('settings-form').waitFor({ state: 'visible' });
}

const switchOf = (page: Page, lang: Lang, key: string) =>
  page.getByRole('switch', { name: t(lang, `settings:freeTrial.${key}`), exact: true });

/** What the server has now, read with the page's own session. */
function stored(page: Page): Promise<Settings> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('auth._token.local');
    const res = await fetch('/api/v1/settings', { headers: { authorization: token ?? '' } });
    return (await res.json()) as Settings;
  });
}

// One after the other: both languages change the same settings.
describe.skipIf(!hasBrowser)('general settings', () => {
  describe.each(LANGS)('in %s', (lang) => {
    // A switch each language flips, so the two runs do not undo each other's check.
    const key = lang === 'en' ? 'videos' : 'discussionGroups';

    it(
      'shows the six free-trial switches, saves them together and says so',
      { timeout: 240_000 },
      async ({ open, expect }) => {
        const { page } = await open({ lang, as: 'admin' });
        await gotoHome(page, lang);
        await openSettings(page, lang);
        await page.getByRole('heading', { name: t(lang, 'settings:freeTrial.title'), exact: true }).waitFor();
        for (const k of freeTrialKeys) await switchOf(page, lang, k).waitFor({ state: 'visible' });
        await expectNoSeriousA11yViolations(page, `/settings (${lang})`);

        const before = await stored(page);
        const wanted = !before.freeTrial[key];
        await switchOf(page, lang, key).click();
        await switchOf(page, lang, 'lives').click();
        await switchOf(page, lang, 'lives').click(); // back as it was
        expect(await switchOf(page, lang, key).getAttribute('aria-checked')).toBe(String(wanted));
        await buttonByText(page, t(lang, 'common:actions.save')).click();
        await page
          .locator('.ant-message-notice', { hasText: t(lang, 'settings:messages.saved') })
          .waitFor({ state: 'visible' });
        expect(await stored(page)).toEqual({ freeTrial: { ...before.freeTrial, [key]: wanted } });

        // A reload reads them back from the server.
        await page.reload();
        await page.getByTestId('settings-form').waitFor({ state: 'visible' });
        expect(await switchOf(page, lang, key).getAttribute('aria-checked')).toBe(String(wanted));
        await expectNoSeriousA11yViolations(page, `/settings after saving (${lang})`);

        // Put it back for whoever runs next.
        await switchOf(page, lang, key).click();
        await buttonByText(page, t(lang, 'common:actions.save')).click();
        await page
          .locator('.ant-message-notice', { hasText: t(lang, 'settings:messages.saved') })
          .first()
          .waitFor({ state: 'visible' });
        await expect.poll(async () => (await stored(page)).freeTrial[key]).toBe(before.freeTrial[key]);
      },
    );
  });

  it('is for admins only: a teacher is sent home', { timeout: 120_000 }, async ({ open }) => {
    const { page } = await open({ lang: 'ar', as: 'teacher' });
    await page.goto('/settings');
    await waitForPath(page, '/');
    await waitForHeading(page, t('ar', 'screens.home'));
  });
});
