import { describe, expect } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  LANGS,
  loginAs,
  t,
  waitForHeading,
  waitForPath,
} from './support.js';

const unique = () => Math.random().toString(36).slice(2, 7).toUpperCase();

describe.skipIf(!hasBrowser).each(LANGS)('academic stages in %s', (lang) => {
  it('lists the seeded ladder, searches Arabic-aware with the search in the URL, and is axe-clean', async ({
    open,
  }) => {
    const { page } = await open({ lang });
    await loginAs(page, 'admin', lang);
    await page.goto('/levels');
    await waitForHeading(page, t(lang, 'screens.levels'));
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await expectNoSeriousA11yViolations(page, `/levels (${lang})`);

    // Hamza and diacritics do not matter: "الاعداديه" finds "المرحلة الإعدادية".
    await page.getByPlaceholder(t(lang, 'stages:search')).fill('الاعداديه');
    await page.waitForURL((url) => url.searchParams.get('q') === 'الاعداديه', { waitUntil: 'commit' });
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => rows.first().innerText(), { timeout: 10_000 }).toContain('PREP');
    await page.reload();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByPlaceholder(t(lang, 'stages:search')).inputValue()).toBe('الاعداديه');
  });

  it('adds a stage after showing what is missing, edits it and deletes it', async ({ open }) => {
    const { page } = await open({ lang });
    await loginAs(page, 'admin', lang);
    await page.goto('/levels/add');
    await waitForHeading(page, t(lang, 'screens.addLevel'));
    await expectNoSeriousA11yViolations(page, `/levels/add (${lang})`);

    const submit = page.locator('form button[type=submit]');
    await submit.click();
    await expect
      .poll(() => page.getByText(t(lang, 'errors.validation.required'), { exact: true }).count(), { timeout: 10_000 })
      .toBe(3);

    const code = `E2E${unique()}`;
    await page.getByLabel(t(lang, 'stages:fields.name_ar'), { exact: true }).fill('م');
    await submit.click();
    await page
      .getByText(t(lang, 'errors.validation.min', { min: lang === 'ar' ? '٢' : '2' }))
      .first()
      .waitFor();

    await page.getByLabel(t(lang, 'stages:fields.name_ar'), { exact: true }).fill('مرحلة الاختبار');
    await page.getByLabel(t(lang, 'stages:fields.name_en'), { exact: true }).fill(`Test stage ${code}`);
    await page.getByLabel(t(lang, 'stages:fields.code'), { exact: true }).fill('SEC');
    await submit.click();
    // The seeded secondary stage has that code already: said on the field, nothing added.
    await page.getByText(t(lang, 'errors.stage.code_taken')).waitFor();

    await page.getByLabel(t(lang, 'stages:fields.code'), { exact: true }).fill(code);
    await submit.click();
    await waitForPath(page, '/levels');
    await page.getByText(t(lang, 'stages:messages.created')).waitFor();

    await page.getByPlaceholder(t(lang, 'stages:search')).fill(code);
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: code });
    await row.waitFor();
    await row.getByRole('button', { name: `${t(lang, 'actions.edit')}: Test stage ${code}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t(lang, 'stages:fields.name_en'), { exact: true }).fill(`Renamed ${code}`);
    await dialog.locator('button[type=submit]').click();
    await page.getByText(t(lang, 'stages:messages.updated')).waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: `Renamed ${code}` }).waitFor();

    await row.getByRole('button', { name: `${t(lang, 'actions.delete')}: Renamed ${code}` }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: t(lang, 'actions.delete') })
      .click();
    await page.getByText(t(lang, 'stages:messages.deleted')).waitFor();
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
  });

  it('refuses to delete a stage that has classes, in the user language, and keeps it', async ({ open }) => {
    const { page } = await open({ lang });
    await loginAs(page, 'admin', lang);
    await page.goto('/levels?q=PRI');
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'PRI' });
    await row.waitFor();
    await row.getByRole('button', { name: `${t(lang, 'actions.delete')}: Primary` }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: t(lang, 'actions.delete') })
      .click();
    await page.getByText(t(lang, 'errors.stage.in_use')).waitFor();
    await page.reload();
    await row.waitFor();
  });
});
