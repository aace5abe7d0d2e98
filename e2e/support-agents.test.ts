import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  baseURL,
  buttonByText,
  demo,
  expectNoSeriousA11yViolations,
  gotoHome,
  gotoLogin,
  hasBrowser,
  it,
  type Lang,
  LANGS,
  submitLogin,
  t,
  toast,
  waitForHeading,
  waitForPath,
} from './support.js';

const toArabicDigits = (s: string) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
const randomPhone = () => `012${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const suffix = () => Math.random().toString(36).slice(2, 8);

/** A field of the agent form (the add page's or the edit dialog's) by its label. */
const field = (page: Page, label: string) => page.getByTestId('support-agent-form').getByLabel(label, { exact: true });

async function fillAgent(
  page: Page,
  lang: Lang,
  values: { name?: string; email?: string; phone?: string; password?: string },
) {
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) await field(page, t(lang, `support-agents:fields.${key}`)).fill(value);
  }
}

/** The table row holding `text`. */
const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

async function openList(page: Page, lang: Lang, query = '') {
  await page.goto(`/support-agent${query}`);
  await waitForHeading(page, t(lang, 'screens.supportAgents'));
  await page.locator('.ant-table').waitFor({ state: 'visible' });
}

/** Adds an agent through the add page; answers the values used. */
async function addAgent(page: Page, lang: Lang, name: string) {
  const phone = randomPhone();
  const email = `agent.${suffix()}@e2e.eg`;
  await page.goto('/support-agent/add');
  await waitForHeading(page, t(lang, 'screens.addSupportAgent'));
  await fillAgent(page, lang, { name, email, phone, password: 'Agent-pass-1' });
  await page.getByRole('button', { name: t(lang, 'support-agents:add'), exact: true }).click();
  await toast(page, t(lang, 'support-agents:messages.created'));
  await waitForPath(page, '/support-agent');
  return { name, phone, email, password: 'Agent-pass-1' };
}

describe.skipIf(!hasBrowser).concurrent('support agents', () => {
  describe.each(LANGS)('in %s', (lang) => {
    it(
      'adds an agent with the spec’s required messages, refuses a duplicate on its field',
      { timeout: 240_000 },
      async ({ open, expect }) => {
        const { page } = await open({ lang, as: 'admin' });
        await gotoHome(page, lang);
        await openList(page, lang);
        await expectNoSeriousA11yViolations(page, `/support-agent (${lang})`);
        // The button's name also carries its icon's label.
        await page.getByRole('button', { name: t(lang, 'support-agents:add') }).click();
        await waitForPath(page, '/support-agent/add');
        await waitForHeading(page, t(lang, 'screens.addSupportAgent'));
        await expectNoSeriousA11yViolations(page, `/support-agent/add (${lang})`);

        const submit = buttonByText(page.getByTestId('support-agent-form'), t(lang, 'support-agents:add'));
        await submit.click();
        for (const key of [
          'errors.user.name_required',
          'errors.user.email_required',
          'errors.auth.phone_required',
          'errors.auth.password_required',
        ]) {
          await page.getByText(t(lang, key), { exact: true }).waitFor({ state: 'visible' });
        }
        await expectNoSeriousA11yViolations(page, `/support-agent/add with errors (${lang})`);

        await fillAgent(page, lang, { name: 'x', email: 'not-an-email', phone: '0123', password: 'short' });
        await submit.click();
        await page.getByText(t(lang, 'errors.validation.email'), { exact: true }).waitFor();
        await page.getByText(t(lang, 'errors.validation.phone'), { exact: true }).waitFor();
        // "Must be at least {min} characters", in Latin or the user's digits.
        const shown = await page.locator('.ant-form-item-explain-error').allInnerTexts();
        for (const min of ['2', '8']) {
          const variants = [min, toArabicDigits(min)].map((m) => t(lang, 'errors.validation.min', { min: m }));
          expect(
            shown.some((text) => variants.includes(text)),
            `${shown.join(' | ')} has min ${min}`,
          ).toBe(true);
        }

        // The demo agent's phone is taken: the server says so on the phone field, and nothing is added.
        const name = lang === 'ar' ? `موظفة اختبار ${suffix()}` : `Test Agent ${suffix()}`;
        await fillAgent(page, lang, {
          name,
          email: `dup.${suffix()}@e2e.eg`,
          phone: demo['support-agent'].phone,
          password: 'Agent-pass-1',
        });
        await submit.click();
        const phoneItem = page.locator('.ant-form-item', {
          has: page.getByLabel(t(lang, 'support-agents:fields.phone'), { exact: true }),
        });
        await phoneItem.getByText(t(lang, 'errors.user.taken'), { exact: true }).waitFor({ state: 'visible' });

        // Arabic-Indic digits are the same number.
        const phone = randomPhone();
        await fillAgent(page, lang, { phone: lang === 'ar' ? toArabicDigits(phone) : phone });
        await submit.click();
        await toast(page, t(lang, 'support-agents:messages.created'));
        await waitForPath(page, '/support-agent');
        await page.getByRole('searchbox').fill(name);
        await row(page, name).waitFor({ state: 'visible' });
        expect(await row(page, name).innerText()).toContain(phone);
      },
    );

    it(
      'searches and filters through the URL, edits in a dialog, disables and deletes',
      { timeout: 240_000 },
      async ({ open, expect }) => {
        const { page, context } = await open({ lang, as: 'admin' });
        await gotoHome(page, lang);
        const name = lang === 'ar' ? `موظف تعديل ${suffix()}` : `Edit Agent ${suffix()}`;
        const agent = await addAgent(page, lang, name);

        // Search lands in the URL; a reload shows the same view.
        await openList(page, lang);
        await page.getByRole('searchbox').fill(agent.email);
        await page.waitForURL((u) => u.searchParams.get('q') === agent.email, { waitUntil: 'commit' });
        await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
        await row(page, name).waitFor({ state: 'visible' });
        await page.reload();
        await row(page, name).waitFor({ state: 'visible' });
        expect(await page.getByRole('searchbox').inputValue()).toBe(agent.email);

        // Edit in the dialog.
        await row(page, name)
          .getByRole('button', { name: `${t(lang, 'common:actions.edit')}: ${name}`, exact: true })
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(t(lang, 'support-agents:edit'), { exact: true }).waitFor();
        expect(await field(page, t(lang, 'support-agents:fields.phone')).inputValue()).toBe(agent.phone);
        await expectNoSeriousA11yViolations(page, `edit dialog (${lang})`);
        const renamed = `${name} 2`;
        await field(page, t(lang, 'support-agents:fields.name')).fill('');
        await buttonByText(dialog, t(lang, 'common:actions.save')).click();
        await dialog.getByText(t(lang, 'errors.user.name_required'), { exact: true }).waitFor();
        await field(page, t(lang, 'support-agents:fields.name')).fill(renamed);
        await buttonByText(dialog, t(lang, 'common:actions.save')).click();
        await toast(page, t(lang, 'support-agents:messages.updated'));
        await row(page, renamed).waitFor({ state: 'visible' });

        // Disable: the agent can no longer sign in.
        await row(page, renamed)
          .getByRole('button', { name: `${t(lang, 'support-agents:disable')}: ${renamed}`, exact: true })
          .click();
        await page
          .locator('.ant-popconfirm:visible')
          .getByRole('button', { name: t(lang, 'support-agents:disable'), exact: true })
          .click();
        await toast(page, t(lang, 'support-agents:messages.disabled'));
        await row(page, renamed).getByText(t(lang, 'support-agents:status.disabled'), { exact: true }).waitFor();

        // The status filter lands in the URL too.
        await page.getByTestId('filter-active').click();
        await page
          .locator('.ant-select-dropdown:visible .ant-select-item-option', {
            hasText: t(lang, 'support-agents:status.active'),
          })
          .click();
        await page.waitForURL((u) => u.searchParams.get('active') === 'true', { waitUntil: 'commit' });
        await page.locator('.ant-empty').waitFor({ state: 'visible' });
        await page.goto(`/support-agent?q=${encodeURIComponent(agent.email)}&active=false`);
        await row(page, renamed).waitFor({ state: 'visible' });

        const other = await context.browser()!.newContext({ baseURL });
        try {
          const visitor = await other.newPage();
          await gotoLogin(visitor, 'en');
          await submitLogin(visitor, 'en', agent.phone, agent.password);
          await visitor.getByText(t('en', 'errors.auth.account_disabled'), { exact: true }).waitFor();
        } finally {
          await other.close();
        }

        // Delete.
        await row(page, renamed)
          .getByRole('button', { name: `${t(lang, 'common:actions.delete')}: ${renamed}`, exact: true })
          .click();
        await page
          .locator('.ant-popconfirm:visible')
          .getByRole('button', { name: t(lang, 'common:actions.delete'), exact: true })
          .click();
        await toast(page, t(lang, 'support-agents:messages.deleted'));
        await page.locator('.ant-empty').waitFor({ state: 'visible' });
      },
    );
  });

  it.for(LANGS)(
    'home shows an admin the counts in the user’s digits, the agents’ card opening their list (%s)',
    { timeout: 120_000 },
    async (lang, { open, expect }) => {
      const { page } = await open({ lang, as: 'admin' });
      await gotoHome(page, lang);
      const card = page.getByTestId('stat-support_agents');
      await card.getByText(t(lang, 'dashboard:stats.support_agents'), { exact: true }).waitFor();
      for (const key of ['stages', 'classes', 'subjects', 'teachers']) {
        await page
          .getByTestId(`stat-${key}`)
          .getByText(t(lang, `dashboard:stats.${key}`), { exact: true })
          .waitFor();
      }
      const digits = lang === 'ar' ? /^[٠-٩٬]+$/ : /^[0-9,]+$/;
      await expect.poll(async () => (await card.locator('.ant-statistic-content').innerText()).trim()).toMatch(digits);
      await expectNoSeriousA11yViolations(page, `home (${lang}, admin)`);
      await card.click();
      await waitForPath(page, '/support-agent');
      await waitForHeading(page, t(lang, 'screens.supportAgents'));
    },
  );

  it('is for admins only: a support agent is sent home', { timeout: 120_000 }, async ({ open }) => {
    const { page } = await open({ lang: 'en', as: 'support-agent' });
    await page.goto('/support-agent');
    await waitForPath(page, '/');
    await waitForHeading(page, t('en', 'screens.home'));
  });
});
