import type { Stage } from '@dashboard/contracts';
import { describe } from 'vitest';
import { describeListScreen, deleteRow, openList, searchList, uniqueTag, type ListScreen } from './list-kit.js';
import {
  api,
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  LANGS,
  t,
  toast,
  waitForHeading,
  waitForPath,
} from './support.js';

async function createStage(body: { code: string; name_en: string; name_ar: string; sort_order?: number }) {
  const res = await api<Stage>('POST', '/stages', { sort_order: 900, ...body });
  if (res.status !== 201) throw new Error(`POST /stages: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** /levels on the list kit: rows coded `K<tag><nn>`, a stage with a class is in use. */
export const stagesScreen: ListScreen<Stage> = {
  name: 'academic stages',
  path: '/levels',
  ns: 'stages',
  title: 'screens.levels',
  resource: 'stages',
  make: async (tag, count) => {
    const made: Stage[] = [];
    for (let i = 1; i <= count; i++) {
      const n = String(i).padStart(2, '0');
      made.push(await createStage({ code: `K${tag}${n}`, name_en: `Stage ${tag} ${n}`, name_ar: `مرحلة ${tag} ${n}` }));
    }
    return made;
  },
  sort: { column: (lang) => t(lang, 'stages:fields.code'), field: 'code', value: (stage) => stage.code },
  inUse: {
    make: async (tag) => {
      const stage = await createStage({
        code: `U${tag}`,
        name_en: `Used stage ${tag}`,
        name_ar: `مرحلة مستخدمة ${tag}`,
      });
      const cls = await api('POST', '/classes', {
        stage_id: stage.id,
        name_en: `Grade ${tag}`,
        name_ar: `صف ${tag}`,
        sort_order: 1,
      });
      if (cls.status !== 201) throw new Error(`POST /classes: ${cls.status} ${JSON.stringify(cls.body)}`);
      return stage;
    },
    error: 'errors.stage.in_use',
  },
};

describeListScreen(stagesScreen);

describe.skipIf(!hasBrowser).concurrent('academic stages', () => {
  describe.each(LANGS)('in %s', (lang) => {
    it('lists the seeded ladder and searches Arabic-aware, the search kept in the URL', async ({ open, expect }) => {
      const { page } = await open({ lang, as: 'admin' });
      await openList(page, stagesScreen, lang);
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);

      // Hamza and diacritics do not matter: "الاعداديه" finds "المرحلة الإعدادية".
      await searchList(page, stagesScreen, lang, 'الاعداديه');
      await expect.poll(() => rows.count()).toBe(1);
      await expect.poll(() => rows.first().innerText()).toContain('PREP');
      await page.reload();
      await expect.poll(() => rows.count()).toBe(1);
      expect(await page.getByPlaceholder(t(lang, 'stages:search')).inputValue()).toBe('الاعداديه');
    });

    it('adds a stage after showing what is missing, edits it and deletes it', async ({ open, expect }) => {
      const { page } = await open({ lang, as: 'admin' });
      await page.goto('/levels/add');
      await waitForHeading(page, t(lang, 'screens.addLevel'));
      await expectNoSeriousA11yViolations(page, `/levels/add (${lang})`);

      const submit = page.locator('form button[type=submit]');
      await submit.click();
      await expect.poll(() => page.getByText(t(lang, 'errors.validation.required'), { exact: true }).count()).toBe(3);

      const code = `E2E${uniqueTag()}`;
      await page.getByLabel(t(lang, 'stages:fields.name_ar'), { exact: true }).fill('م');
      await submit.click();
      await page
        .getByText(t(lang, 'errors.validation.min', { min: lang === 'ar' ? '٢' : '2' }))
        .first()
        .waitFor();

      const names = { ar: `مرحلة الاختبار ${code}`, en: `Test stage ${code}` };
      await page.getByLabel(t(lang, 'stages:fields.name_ar'), { exact: true }).fill(names.ar);
      await page.getByLabel(t(lang, 'stages:fields.name_en'), { exact: true }).fill(names.en);
      await page.getByLabel(t(lang, 'stages:fields.code'), { exact: true }).fill('SEC');
      await submit.click();
      // The seeded secondary stage has that code already: said on the field, nothing added.
      await page.getByText(t(lang, 'errors.stage.code_taken')).waitFor();

      await page.getByLabel(t(lang, 'stages:fields.code'), { exact: true }).fill(code);
      await submit.click();
      await waitForPath(page, '/levels');
      await toast(page, t(lang, 'stages:messages.created'));

      await searchList(page, stagesScreen, lang, code);
      const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: code });
      // The row's actions name the stage in the user's language.
      await row.getByRole('button', { name: `${t(lang, 'actions.edit')}: ${names[lang]}`, exact: true }).click();
      const dialog = page.getByRole('dialog');
      const nameEn = dialog.getByLabel(t(lang, 'stages:fields.name_en'), { exact: true });
      // The edit form is a chunk of its own, fetched when the dialog first opens: on a loaded machine
      // that (and the sliced render) can take longer than an action's 10 s.
      await nameEn.waitFor({ timeout: 30_000 });
      await nameEn.fill(`Renamed ${code}`);
      await dialog.locator('button[type=submit]').click();
      await toast(page, t(lang, 'stages:messages.updated'));
      await row.filter({ hasText: `Renamed ${code}` }).waitFor();

      await deleteRow(page, lang, row);
      await toast(page, t(lang, 'stages:messages.deleted'));
      await row.waitFor({ state: 'detached' });
    });
  });
});
