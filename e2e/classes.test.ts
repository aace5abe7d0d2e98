import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  api,
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  LANGS,
  settledDialog,
  t,
  waitForHeading,
  waitForPath,
  type Lang,
} from './support.js';
import { chooseOption } from './list-kit.js';

const unique = () => Math.random().toString(36).slice(2, 7).toUpperCase();

interface Named {
  id: number;
  name_ar: string;
  name_en: string;
}

async function create<T = Named>(path: string, payload: Record<string, unknown>): Promise<T> {
  const res = await api<T>('POST', path, payload);
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A stage of this test's own, with one class (and, with `withSystem`, one system of it). */
async function ownStage(u: string) {
  const stage = await create('/stages', {
    code: `E2E${u}`,
    name_en: `Stage ${u}`,
    name_ar: `مرحلة ${u}`,
    sort_order: 900,
  });
  const cls = await create<Named & { stage_id: number }>('/classes', {
    stage_id: stage.id,
    name_en: `Grade ${u}`,
    name_ar: `الصف الأول ${u}`,
    sort_order: 1,
  });
  return { stage, cls };
}

const nameIn = (lang: Lang, x: { name_ar: string; name_en: string }) => (lang === 'ar' ? x.name_ar : x.name_en);
const rowsOf = (scope: Page | ReturnType<Page['locator']>) => scope.locator('.ant-table-tbody tr.ant-table-row');
const rowWith = (scope: Page | ReturnType<Page['locator']>, text: string) =>
  scope.locator('.ant-table-tbody tr.ant-table-row', { hasText: text });

/** Confirms the delete of a row's item through its button and the confirmation. */
async function deleteRow(page: Page, lang: Lang, row: ReturnType<Page['locator']>, name: string) {
  await row.getByRole('button', { name: `${t(lang, 'actions.delete')}: ${name}` }).click();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: t(lang, 'actions.delete') })
    .click();
}

/** Picks an option of a searchable select by its text, typing it first to filter. */
const pick = (page: Page, field: ReturnType<Page['getByLabel']>, text: string) =>
  chooseOption(page, field, text, { type: true });

// Every test works on rows of its own: they run side by side (up to E2E_CONCURRENCY at once).
describe.skipIf(!hasBrowser).concurrent.each(LANGS)(
  'classes, systems and specializations in %s',
  (lang) => {
    it('adds a class to a stage after saying what is wrong', async ({ open, expect }) => {
      const u = unique();
      const { stage, cls } = await ownStage(u);
      const { page } = await open({ lang, as: 'admin' });
      await page.goto(`/levels/${stage.id}/classes`);
      const title = t(lang, 'classes:titleOf', { stage: nameIn(lang, stage) });
      await waitForHeading(page, title);
      // Home / Academic stages / Classes — the stage.
      const crumbs = page.locator('.ant-breadcrumb');
      await expect.poll(() => crumbs.innerText()).toContain(title);
      await crumbs.getByRole('link', { name: t(lang, 'screens.levels') }).waitFor();
      await rowWith(page, cls.name_en).waitFor();
      await expectNoSeriousA11yViolations(page, `/levels/:id/classes (${lang})`);

      await page.getByRole('button', { name: t(lang, 'classes:add') }).click();
      // Pressed once the dialog has grown: a press while it zooms in can be lost.
      const dialog = await settledDialog(page, (d) => d.locator('button[type=submit]'));
      const submit = dialog.locator('button[type=submit]');
      await submit.click();
      await expect.poll(() => dialog.getByText(t(lang, 'errors.validation.required'), { exact: true }).count()).toBe(2);
      await dialog.getByLabel(t(lang, 'classes:fields.name_ar')).fill('ص');
      await submit.click();
      await dialog.getByText(t(lang, 'errors.validation.min', { min: lang === 'ar' ? '٢' : '2' })).waitFor();
      await expectNoSeriousA11yViolations(page, `/levels/:id/classes add dialog (${lang})`);

      // A second class of the stage with the first one's name: said on the field, nothing added.
      await dialog.getByLabel(t(lang, 'classes:fields.name_ar')).fill(`الصف الثاني ${u}`);
      await dialog.getByLabel(t(lang, 'classes:fields.name_en')).fill(`grade ${u.toLowerCase()}`);
      await submit.click();
      await dialog.getByText(t(lang, 'errors.validation.duplicate')).waitFor();
      await dialog.getByLabel(t(lang, 'classes:fields.name_en')).fill(`Second ${u}`);
      await submit.click();
      await page.getByText(t(lang, 'classes:messages.created')).waitFor();
      const second = rowWith(page, `Second ${u}`);
      await second.waitFor();
      const added = (await api<{ items: (Named & { sort_order: number })[] }>('GET', `/classes?stage_id=${stage.id}`))
        .body.items;
      expect(added.map((c) => c.name_en)).toEqual([`Grade ${u}`, `Second ${u}`]);
    });

    it('edits a class, finds it with the search kept in the URL, and deletes it', async ({ open, expect }) => {
      const u = unique();
      const { stage } = await ownStage(u);
      await create('/classes', {
        stage_id: stage.id,
        name_en: `Second ${u}`,
        name_ar: `الصف الثاني ${u}`,
        sort_order: 2,
      });
      const { page } = await open({ lang, as: 'admin' });
      await page.goto(`/levels/${stage.id}/classes`);
      const title = t(lang, 'classes:titleOf', { stage: nameIn(lang, stage) });
      await waitForHeading(page, title);
      const dialog = page.getByRole('dialog');
      const second = rowWith(page, `Second ${u}`);
      await second.waitFor();

      const secondName = { name_ar: `الصف الثاني ${u}`, name_en: `Second ${u}` };
      await second.getByRole('button', { name: `${t(lang, 'actions.edit')}: ${nameIn(lang, secondName)}` }).click();
      await dialog.getByLabel(t(lang, 'classes:fields.name_en')).fill(`Renamed ${u}`);
      await dialog.locator('button[type=submit]').click();
      await page.getByText(t(lang, 'classes:messages.updated')).waitFor();
      const renamed = rowWith(page, `Renamed ${u}`);
      await renamed.waitFor();

      // Search ignores hamza and alef maqsura; it lives in the URL and survives a reload.
      const search = page.getByPlaceholder(t(lang, 'classes:search'));
      const typed = `الثانى ${u}`;
      await search.fill(typed);
      await page.waitForURL((url) => url.searchParams.get('q') === typed, { waitUntil: 'commit' });
      await expect.poll(() => rowsOf(page).count()).toBe(1);
      await page.reload();
      await waitForHeading(page, title);
      await expect.poll(() => rowsOf(page).count()).toBe(1);
      expect(await search.inputValue()).toBe(typed);

      await deleteRow(page, lang, renamed, nameIn(lang, { name_ar: `الصف الثاني ${u}`, name_en: `Renamed ${u}` }));
      await page.getByText(t(lang, 'classes:messages.deleted')).waitFor();
      await page.getByText(t(lang, 'table.noMatch')).waitFor();
      expect((await api<{ total: number }>('GET', `/classes?stage_id=${stage.id}`)).body.total).toBe(1);
    });

    it('refuses to delete a class that has systems, and opens its systems page', async ({ open, expect }) => {
      const u = unique();
      const { stage, cls } = await ownStage(u);
      await create('/systems', { class_id: cls.id, name_en: `Arabic ${u}`, name_ar: `عربي ${u}` });
      const { page } = await open({ lang, as: 'admin' });
      await page.goto(`/levels/${stage.id}/classes`);
      const row = rowWith(page, cls.name_en);
      await row.waitFor();
      await deleteRow(page, lang, row, nameIn(lang, cls));
      await page.getByText(t(lang, 'errors.class.in_use')).waitFor();
      await page.reload();
      await row.waitFor();
      expect((await api<Named>('GET', `/classes/${cls.id}`)).status).toBe(200);

      await row.getByRole('button', { name: `${t(lang, 'classes:systemsOf')}: ${nameIn(lang, cls)}` }).click();
      await waitForPath(page, `/classes/${cls.id}/systems`);
      await waitForHeading(page, t(lang, 'systems:titleOf', { class: nameIn(lang, cls) }));
      // Home / Academic stages / Classes — the stage / Educational systems — the class.
      await page
        .locator('.ant-breadcrumb')
        .getByRole('link', { name: t(lang, 'classes:titleOf', { stage: nameIn(lang, stage) }) })
        .click();
      await waitForPath(page, `/levels/${stage.id}/classes`);
    });

    it('adds, edits and deletes the systems of a class, with the refusal', async ({ open, expect }) => {
      const u = unique();
      const { cls } = await ownStage(u);
      const { page } = await open({ lang, as: 'admin' });
      await page.goto(`/classes/${cls.id}/systems`);
      await waitForHeading(page, t(lang, 'systems:titleOf', { class: nameIn(lang, cls) }));
      const systems = page.getByTestId('systems-section');
      const specs = page.getByTestId('specializations-section');
      await systems.getByText(t(lang, 'systems:empty')).waitFor();
      await specs.getByText(t(lang, 'specializations:empty')).waitFor();
      await expectNoSeriousA11yViolations(page, `/classes/:id/systems (${lang})`);

      // A system: what is missing first, then added, renamed, deleted.
      await systems.getByRole('button', { name: t(lang, 'systems:add') }).click();
      const dialog = await settledDialog(page, (d) => d.locator('button[type=submit]'));
      await dialog.locator('button[type=submit]').click();
      await expect.poll(() => dialog.getByText(t(lang, 'errors.validation.required'), { exact: true }).count()).toBe(2);
      // The class is the page's: no class field.
      expect(await dialog.getByLabel(t(lang, 'systems:fields.class')).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, `/classes/:id/systems add dialog (${lang})`);
      await dialog.getByLabel(t(lang, 'systems:fields.name_ar')).fill(`لغات ${u}`);
      await dialog.getByLabel(t(lang, 'systems:fields.name_en')).fill(`Languages ${u}`);
      await dialog.locator('button[type=submit]').click();
      await page.getByText(t(lang, 'systems:messages.created')).waitFor();
      const system = rowWith(systems, `Languages ${u}`);
      await system.waitFor();
      const systemName = { name_ar: `لغات ${u}`, name_en: `Languages ${u}` };
      await system.getByRole('button', { name: `${t(lang, 'actions.edit')}: ${nameIn(lang, systemName)}` }).click();
      await dialog.getByLabel(t(lang, 'systems:fields.name_en')).fill(`Intl ${u}`);
      await dialog.locator('button[type=submit]').click();
      await page.getByText(t(lang, 'systems:messages.updated')).waitFor();
      const renamed = rowWith(systems, `Intl ${u}`);
      await renamed.waitFor();
      const listed = (await api<{ items: Named[] }>('GET', `/systems?class_id=${cls.id}`)).body.items;
      expect(listed.map((s) => [s.name_ar, s.name_en])).toEqual([[`لغات ${u}`, `Intl ${u}`]]);

      // A system students are enrolled in cannot be deleted. No API adds students yet, so
      // the server's refusal (covered in systems.test.ts) is answered here as the server words it.
      await page.route(`**/api/v1/systems/${listed[0]!.id}`, (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({
              status: 409,
              contentType: 'application/problem+json',
              body: JSON.stringify({
                status: 409,
                code: 'system.in_use',
                message: 'This educational system is in use and cannot be deleted',
              }),
            })
          : route.continue(),
      );
      await deleteRow(page, lang, renamed, nameIn(lang, { name_ar: `لغات ${u}`, name_en: `Intl ${u}` }));
      await page.getByText(t(lang, 'errors.system.in_use')).waitFor();
      await page.unroute(`**/api/v1/systems/${listed[0]!.id}`);
      await deleteRow(page, lang, renamed, nameIn(lang, { name_ar: `لغات ${u}`, name_en: `Intl ${u}` }));
      await page.getByText(t(lang, 'systems:messages.deleted')).waitFor();
      await systems.getByText(t(lang, 'systems:empty')).waitFor();
    });

    it('adds, edits and deletes the specializations of a class, refusing while a subject belongs to one', async ({
      open,
      expect,
    }) => {
      const u = unique();
      const { cls } = await ownStage(u);
      const { page } = await open({ lang, as: 'admin' });
      await page.goto(`/classes/${cls.id}/systems`);
      await waitForHeading(page, t(lang, 'systems:titleOf', { class: nameIn(lang, cls) }));
      const specs = page.getByTestId('specializations-section');
      const dialog = page.getByRole('dialog');
      await specs.getByText(t(lang, 'specializations:empty')).waitFor();

      await specs.getByRole('button', { name: t(lang, 'specializations:add') }).click();
      await settledDialog(page, (d) => d.locator('button[type=submit]'));
      await dialog.locator('button[type=submit]').click();
      await expect.poll(() => dialog.getByText(t(lang, 'errors.validation.required'), { exact: true }).count()).toBe(2);
      await dialog.getByLabel(t(lang, 'specializations:fields.name_ar')).fill(`علمي علوم ${u}`);
      await dialog.getByLabel(t(lang, 'specializations:fields.name_en')).fill(`Sciences ${u}`);
      await dialog.locator('button[type=submit]').click();
      await page.getByText(t(lang, 'specializations:messages.created')).waitFor();
      const added = { name_ar: `علمي علوم ${u}`, name_en: `Sciences ${u}` };
      await rowWith(specs, `Sciences ${u}`)
        .getByRole('button', { name: `${t(lang, 'actions.edit')}: ${nameIn(lang, added)}` })
        .click();
      await dialog.getByLabel(t(lang, 'specializations:fields.name_en')).fill(`Science ${u}`);
      await dialog.locator('button[type=submit]').click();
      await page.getByText(t(lang, 'specializations:messages.updated')).waitFor();
      const spec = rowWith(specs, `Science ${u}`);
      await spec.waitFor();
      await expectNoSeriousA11yViolations(page, `/classes/:id/systems with a specialization (${lang})`);

      // Refused while a subject belongs to it, deleted once none does.
      const specId = (await api<{ items: Named[] }>('GET', `/specializations?class_id=${cls.id}`)).body.items[0]!.id;
      const subject = await create('/subjects', {
        code: `E2E${u}`,
        name_en: `Subject ${u}`,
        name_ar: `مادة ${u}`,
        class_ids: [cls.id],
        specialization_id: specId,
      });
      const specName = nameIn(lang, { name_ar: `علمي علوم ${u}`, name_en: `Science ${u}` });
      await deleteRow(page, lang, spec, specName);
      await page.getByText(t(lang, 'errors.specialization.in_use')).waitFor();
      await page.reload();
      await spec.waitFor();
      expect((await api('DELETE', `/subjects/${subject.id}`)).status).toBe(204);
      await deleteRow(page, lang, spec, specName);
      await page.getByText(t(lang, 'specializations:messages.deleted')).waitFor();
      await specs.getByText(t(lang, 'specializations:empty')).waitFor();
    });

    it('shows every class’s systems with a class filter kept in the URL', async ({ open, expect }) => {
      const u = unique();
      const { cls } = await ownStage(u);
      await create('/systems', { class_id: cls.id, name_en: `Arabic ${u}`, name_ar: `عربي ${u}` });
      await create('/specializations', { class_id: cls.id, name_en: `General ${u}`, name_ar: `عام ${u}` });
      const { page } = await open({ lang, as: 'admin' });
      await page.goto('/classes/systems');
      await waitForHeading(page, t(lang, 'screens.systems'));
      const systems = page.getByTestId('systems-section');
      const specs = page.getByTestId('specializations-section');
      // The seeded ladder's systems, with their classes.
      await expect.poll(() => rowsOf(systems).count()).toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page, `/classes/systems (${lang})`);

      await pick(page, page.getByRole('combobox', { name: t(lang, 'systems:classFilter') }), nameIn(lang, cls));
      await page.waitForURL((url) => url.searchParams.get('class_id') === String(cls.id), { waitUntil: 'commit' });
      await expect.poll(() => rowsOf(systems).count()).toBe(1);
      await expect.poll(() => rowsOf(systems).first().innerText()).toContain(`Arabic ${u}`);
      await expect.poll(() => rowsOf(specs).count()).toBe(1);
      await page.reload();
      await waitForHeading(page, t(lang, 'screens.systems'));
      await expect.poll(() => rowsOf(specs).count()).toBe(1);
      await expect.poll(() => rowsOf(specs).first().innerText()).toContain(`General ${u}`);

      // Adding here asks for the class, the filter's one chosen already.
      await systems.getByRole('button', { name: t(lang, 'systems:add') }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.locator('.ant-select').innerText()).toContain(nameIn(lang, cls));
      await dialog.getByLabel(t(lang, 'systems:fields.name_ar')).fill(`لغات ${u}`);
      await dialog.getByLabel(t(lang, 'systems:fields.name_en')).fill(`Languages ${u}`);
      await dialog.locator('button[type=submit]').click();
      await page.getByText(t(lang, 'systems:messages.created')).waitFor();
      await expect.poll(() => rowsOf(systems).count()).toBe(2);
      await expectNoSeriousA11yViolations(page, `/classes/systems filtered (${lang})`);
    });
  },
  // Long flows on a 2-core machine that runs other suites too.
  120_000,
);
