import { formatNumber } from '@dashboard/contracts';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  api,
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  LANGS,
  t,
  waitForHeading,
  waitForPath,
  type Lang,
} from './support.js';
import { chooseOption, describeListScreen, uniqueTag, type ListScreen } from './list-kit.js';

const unique = () => Math.random().toString(36).slice(2, 7).toUpperCase();

interface Named {
  id: number;
  name_ar: string;
  name_en: string;
}
interface SubjectItem extends Named {
  code: string;
  teacher_count: number;
}

/** The spec's exact refusal (spec section 8 and the glossary), not read from the code. */
const cannotDelete = { en: 'Cannot delete this subject', ar: 'لا يمكن حذف هذه المادة' } as const;

/** The seeded classes and the specializations of Secondary 3 (the classes' and specializations' seeders). */
async function structure() {
  const classes = (await api<{ items: (Named & { stage_id: number })[] }>('GET', '/classes?pageSize=100')).body.items;
  const cls = (name: string) => {
    const found = classes.find((c) => c.name_en === name);
    if (!found) throw new Error(`no seeded class "${name}"`);
    return found;
  };
  const s2 = cls('Secondary 2');
  const s3 = cls('Secondary 3');
  const specs = (await api<{ items: Named[] }>('GET', `/specializations?class_id=${s3.id}&pageSize=100`)).body.items;
  const spec = (name: string) => {
    const found = specs.find((s) => s.name_en === name);
    if (!found) throw new Error(`no seeded specialization "${name}" of Secondary 3`);
    return found;
  };
  return { p1: cls('Primary 1'), s2, s3, science3: spec('Science'), maths3: spec('Mathematics') };
}

async function createSubject(payload: Record<string, unknown>) {
  const res = await api<SubjectItem>('POST', '/subjects', payload);
  if (res.status !== 201) throw new Error(`subject not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const nameIn = (lang: Lang, x: { name_ar: string; name_en: string }) => (lang === 'ar' ? x.name_ar : x.name_en);

/** Picks an option of a searchable select by its text, typing it first to filter. */
const pick = (page: Page, field: ReturnType<Page['getByLabel']>, text: string) =>
  chooseOption(page, field, text, { type: true });

const rowsOf = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** /categories on the list kit: rows coded `K<tag><nn>`, every other one in Secondary 3; a taught subject is in use. */
const subjectsScreen: ListScreen<SubjectItem> = {
  name: 'subjects',
  path: '/categories',
  ns: 'subjects',
  title: 'screens.subjects',
  resource: 'subjects',
  make: async (tag, count) => {
    const x = await structure();
    const made: SubjectItem[] = [];
    for (let i = 1; i <= count; i++) {
      const n = String(i).padStart(2, '0');
      made.push(
        await createSubject({
          code: `K${tag}${n}`,
          name_en: `Subject ${tag} ${n}`,
          name_ar: `مادة ${tag} ${n}`,
          class_ids: [i % 2 === 0 ? x.s3.id : x.s2.id],
        }),
      );
    }
    return made;
  },
  sort: { column: (lang) => t(lang, 'subjects:fields.code'), field: 'code', value: (subject) => subject.code },
  filter: async (made) => {
    const { s3 } = await structure();
    return {
      label: (lang) => t(lang, 'subjects:filters.class'),
      option: (lang) => nameIn(lang, s3),
      type: true,
      param: 'class_id',
      value: String(s3.id),
      keeps: made.filter((_, i) => (i + 1) % 2 === 0).length,
    };
  },
  inUse: {
    make: async (tag) => {
      const { s2 } = await structure();
      const used = await createSubject({
        code: `U${tag}`,
        name_en: `Used subject ${tag}`,
        name_ar: `مادة مستخدمة ${tag}`,
        class_ids: [s2.id],
      });
      // A teacher who teaches it, added through the teachers' API.
      const teacher = await api('POST', '/teachers', {
        name: `Teacher ${tag}`,
        phone: `015${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        password: 'Teacher@12345',
        subject_ids: [used.id],
      });
      if (teacher.status !== 201) throw new Error(`POST /teachers: ${teacher.status} ${JSON.stringify(teacher.body)}`);
      return used;
    },
    error: 'errors.subject.in_use',
  },
};

describeListScreen(subjectsScreen);

// Every test works on rows of its own: they run side by side (up to E2E_CONCURRENCY at once).
describe.skipIf(!hasBrowser).concurrent.each(LANGS)('subjects in %s', (lang) => {
  const f = (key: string) => t(lang, `subjects:fields.${key}`);

  it(
    'adds a subject after showing what is missing, then finds it by search and filters kept in the URL',
    {
      timeout: 120_000,
    },
    async ({ open, expect }) => {
      const x = await structure();
      const { page } = await open({ lang, as: 'admin' });
      await page.goto('/categories');
      await waitForHeading(page, t(lang, 'screens.subjects'));
      await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page, `/categories (${lang})`);

      await page.getByRole('button', { name: t(lang, 'subjects:add') }).click();
      await waitForPath(page, '/categories/add');
      await waitForHeading(page, t(lang, 'screens.addSubject'));
      await expectNoSeriousA11yViolations(page, `/categories/add (${lang})`);

      const submit = page.locator('form button[type=submit]');
      await submit.click();
      // Arabic name, English name, code and academic years are required.
      await expect.poll(() => page.getByText(t(lang, 'errors.validation.required'), { exact: true }).count()).toBe(4);
      await page.getByLabel(f('name_ar'), { exact: true }).fill('ع');
      await page.getByLabel(f('code'), { exact: true }).fill('has space');
      await submit.click();
      await page
        .getByText(t(lang, 'errors.validation.min', { min: formatNumber(2, lang) }))
        .first()
        .waitFor();
      await page.getByText(t(lang, 'errors.validation.invalid')).first().waitFor();

      const code = `E2E${unique()}`;
      const names = { name_ar: `مادة الاختبار ${code}`, name_en: `Test subject ${code}` };
      await page.getByLabel(f('name_ar'), { exact: true }).fill(names.name_ar);
      await page.getByLabel(f('name_en'), { exact: true }).fill(names.name_en);
      await page.getByLabel(f('code'), { exact: true }).fill('ARB');
      const classes = page.getByLabel(f('classes'), { exact: true });
      await pick(page, classes, nameIn(lang, x.s2));
      await pick(page, classes, nameIn(lang, x.s3));
      await page.keyboard.press('Escape');
      // Only the specializations of the chosen academic years are offered.
      await pick(
        page,
        page.getByLabel(f('specialization'), { exact: true }),
        `${nameIn(lang, x.science3)} (${nameIn(lang, x.s3)})`,
      );
      await submit.click();
      // The seeded Arabic subject has that code already: said on the field, nothing added.
      await page.getByText(t(lang, 'errors.subject.code_taken')).waitFor();

      await page.getByLabel(f('code'), { exact: true }).fill(code);
      await submit.click();
      await page.getByText(t(lang, 'subjects:messages.created')).waitFor();
      await waitForHeading(page, nameIn(lang, names));
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      const saved = (
        await api<SubjectItem & { class_ids: number[]; specialization_id: number }>('GET', `/subjects/${id}`)
      ).body;
      expect(saved).toMatchObject({ ...names, code, class_ids: [x.s2.id, x.s3.id], specialization_id: x.science3.id });
      const byStage = page.getByTestId('subject-classes-by-stage');
      expect(await byStage.innerText()).toContain(nameIn(lang, x.s3));
      await expectNoSeriousA11yViolations(page, `/categories/${id} (${lang})`);

      // Search ignores hamza, taa marbuta and case; the search lives in the URL.
      await page.goto('/categories');
      await waitForHeading(page, t(lang, 'screens.subjects'));
      const search = page.getByPlaceholder(t(lang, 'subjects:search'));
      const typed = `ماده الاختبار ${code.toLowerCase()}`;
      await search.fill(typed);
      await page.waitForURL((url) => url.searchParams.get('q') === typed, { waitUntil: 'commit' });
      await expect.poll(() => rowsOf(page).count()).toBe(1);
      await expect.poll(() => rowsOf(page).first().innerText()).toContain(code);

      // Filters: the class, then a specialization of it; each in the URL, and a reload shows the same.
      await pick(page, page.getByLabel(t(lang, 'subjects:filters.class'), { exact: true }), nameIn(lang, x.s3));
      await page.waitForURL((url) => url.searchParams.get('class_id') === String(x.s3.id), { waitUntil: 'commit' });
      await pick(
        page,
        page.getByLabel(t(lang, 'subjects:filters.specialization'), { exact: true }),
        nameIn(lang, x.maths3),
      );
      await page.waitForURL((url) => url.searchParams.get('specialization_id') === String(x.maths3.id), {
        waitUntil: 'commit',
      });
      await page.getByText(t(lang, 'table.noMatch')).waitFor();
      await pick(
        page,
        page.getByLabel(t(lang, 'subjects:filters.specialization'), { exact: true }),
        nameIn(lang, x.science3),
      );
      await page.waitForURL((url) => url.searchParams.get('specialization_id') === String(x.science3.id), {
        waitUntil: 'commit',
      });
      await expect.poll(() => rowsOf(page).count()).toBe(1);
      await page.reload();
      await waitForHeading(page, t(lang, 'screens.subjects'));
      await expect.poll(() => rowsOf(page).count()).toBe(1);
      expect(await search.inputValue()).toBe(typed);
      await expect
        .poll(() => page.getByTestId('filter-specialization').innerText())
        .toContain(nameIn(lang, x.science3));
      await expect.poll(() => page.getByTestId('filter-class').innerText()).toContain(nameIn(lang, x.s3));
      await expectNoSeriousA11yViolations(page, `/categories filtered (${lang})`);
      // A stage the subject is not taught in empties the list.
      await page.goto(`/categories?q=${code}&class_id=${x.p1.id}`);
      await page.getByText(t(lang, 'table.noMatch')).waitFor();
    },
  );

  it('edits a subject on its page and from the list', async ({ open, expect }) => {
    const x = await structure();
    const code = `E2E${unique()}`;
    const subject = await createSubject({
      name_ar: `مادة للتعديل ${code}`,
      name_en: `Subject to edit ${code}`,
      code,
      class_ids: [x.s3.id],
      specialization_id: x.science3.id,
    });
    const { page } = await open({ lang, as: 'admin' });
    await page.goto(`/categories/${subject.id}`);
    await waitForHeading(page, nameIn(lang, subject));

    await page.getByRole('button', { name: t(lang, 'subjects:edit') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page, `/categories/${subject.id} edit dialog (${lang})`);
    const renamed = { name_ar: `مادة معدلة ${code}`, name_en: `Edited subject ${code}` };
    await dialog.getByLabel(f('name_ar'), { exact: true }).fill(renamed.name_ar);
    await dialog.getByLabel(f('name_en'), { exact: true }).fill(renamed.name_en);
    await dialog.getByLabel(f('name_en'), { exact: true }).fill('');
    await dialog.locator('button[type=submit]').click();
    await dialog.getByText(t(lang, 'errors.validation.required'), { exact: true }).waitFor();
    await dialog.getByLabel(f('name_en'), { exact: true }).fill(renamed.name_en);
    await dialog.locator('button[type=submit]').click();
    await page.getByText(t(lang, 'subjects:messages.updated')).waitFor();
    await waitForHeading(page, nameIn(lang, renamed));

    // From the list: dropping Secondary 3 drops its specialization too, and adding Primary 1 is kept.
    await page.goto(`/categories?q=${code}`);
    const row = rowsOf(page).filter({ hasText: code });
    await row.waitFor();
    await row.getByRole('button', { name: `${t(lang, 'actions.edit')}: ${nameIn(lang, renamed)}` }).click();
    await dialog.waitFor();
    await pick(page, dialog.getByLabel(f('classes'), { exact: true }), nameIn(lang, x.p1));
    await page.keyboard.press('Escape');
    await dialog
      .locator('.ant-select-selection-item', { hasText: nameIn(lang, x.s3) })
      .locator('.ant-select-selection-item-remove')
      .click();
    await dialog.locator('button[type=submit]').click();
    await page.getByText(t(lang, 'subjects:messages.updated')).waitFor();
    const saved = (
      await api<{ class_ids: number[]; specialization_id: number | null }>('GET', `/subjects/${subject.id}`)
    ).body;
    expect(saved).toMatchObject({ class_ids: [x.p1.id], specialization_id: null });
    await expect.poll(() => row.innerText()).toContain(nameIn(lang, x.p1));
  });

  it('refuses, in the user language, to delete a used subject from its own page', async ({ open, expect }) => {
    const used = await subjectsScreen.inUse.make(uniqueTag());
    const { page } = await open({ lang, as: 'admin' });
    await page.goto(`/categories/${used.id}`);
    await waitForHeading(page, nameIn(lang, used));
    expect(await page.locator('.ant-descriptions').innerText()).toContain(lang === 'ar' ? 'معلم واحد' : '1 teacher');
    await page.getByRole('button', { name: `${t(lang, 'actions.delete')}: ${nameIn(lang, used)}` }).click();
    await page
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: t(lang, 'actions.delete'), exact: true })
      .click();
    // The spec's refusal, and the subject stays.
    await page.getByText(cannotDelete[lang], { exact: true }).waitFor();
    expect(t(lang, 'errors.subject.in_use')).toBe(cannotDelete[lang]);
    expect(new URL(page.url()).pathname).toBe(`/categories/${used.id}`);
    expect((await api('GET', `/subjects/${used.id}`)).status).toBe(200);
  });

  it('shows a missing subject as not found', async ({ open }) => {
    const { page } = await open({ lang, as: 'admin' });
    await page.goto('/categories/99999999');
    await page.getByText(t(lang, 'subjects:notFound')).waitFor();
    await waitForHeading(page, t(lang, 'screens.subject'));
    await page.getByRole('button', { name: t(lang, 'subjects:backToList') }).click();
    await waitForPath(page, '/categories');
  });
});
