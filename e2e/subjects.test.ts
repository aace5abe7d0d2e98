import { formatNumber } from '@dashboard/contracts';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  baseURL,
  demo,
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  LANGS,
  loginAs,
  t,
  waitForHeading,
  waitForPath,
  type Lang,
} from './support.js';

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

let token: Promise<string> | undefined;
/** Calls the API as the demo admin (to prepare rows and to check what the screens did). */
async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  token ??= fetch(`${baseURL}/api/v1/login-phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: demo.admin.phone, password: demo.admin.password }),
  }).then(async (r) => ((await r.json()) as { token: string }).token);
  const res = await fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (res.status === 204 ? undefined : await res.json()) as T };
}

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

/** Picks an option of the open Select dropdown by its text, typing it first to filter. */
async function pick(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await field.click();
  await field.fill(text);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${text}"]`).click();
}

/** Waits for a value as long as a locator would (expect.poll gives up after one second). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

const rowsOf = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

describe.skipIf(!hasBrowser).each(LANGS)('subjects in %s', (lang) => {
  const f = (key: string) => t(lang, `subjects:fields.${key}`);

  it(
    'adds a subject after showing what is missing, then finds it by search and filters kept in the URL',
    {
      timeout: 120_000,
    },
    async ({ open }) => {
      const x = await structure();
      const { page } = await open({ lang });
      await loginAs(page, 'admin', lang);
      await page.goto('/categories');
      await waitForHeading(page, t(lang, 'screens.subjects'));
      await poll(() => rowsOf(page).count()).toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page, `/categories (${lang})`);

      await page.getByRole('button', { name: t(lang, 'subjects:add') }).click();
      await waitForPath(page, '/categories/add');
      await waitForHeading(page, t(lang, 'screens.addSubject'));
      await expectNoSeriousA11yViolations(page, `/categories/add (${lang})`);

      const submit = page.locator('form button[type=submit]');
      await submit.click();
      // Arabic name, English name, code and academic years are required.
      await poll(() => page.getByText(t(lang, 'errors.validation.required'), { exact: true }).count()).toBe(4);
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
      await poll(() => rowsOf(page).count()).toBe(1);
      await poll(() => rowsOf(page).first().innerText()).toContain(code);

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
      await page.getByText(t(lang, 'subjects:empty')).waitFor();
      await pick(
        page,
        page.getByLabel(t(lang, 'subjects:filters.specialization'), { exact: true }),
        nameIn(lang, x.science3),
      );
      await page.waitForURL((url) => url.searchParams.get('specialization_id') === String(x.science3.id), {
        waitUntil: 'commit',
      });
      await poll(() => rowsOf(page).count()).toBe(1);
      await page.reload();
      await waitForHeading(page, t(lang, 'screens.subjects'));
      await poll(() => rowsOf(page).count()).toBe(1);
      expect(await search.inputValue()).toBe(typed);
      await expect
        .poll(() => page.getByTestId('filter-specialization').innerText())
        .toContain(nameIn(lang, x.science3));
      await poll(() => page.getByTestId('filter-class').innerText()).toContain(nameIn(lang, x.s3));
      await expectNoSeriousA11yViolations(page, `/categories filtered (${lang})`);
      // A stage the subject is not taught in empties the list.
      await page.goto(`/categories?q=${code}&class_id=${x.p1.id}`);
      await page.getByText(t(lang, 'subjects:empty')).waitFor();
    },
  );

  it('edits a subject on its page and from the list', async ({ open }) => {
    const x = await structure();
    const code = `E2E${unique()}`;
    const subject = await createSubject({
      name_ar: `مادة للتعديل ${code}`,
      name_en: `Subject to edit ${code}`,
      code,
      class_ids: [x.s3.id],
      specialization_id: x.science3.id,
    });
    const { page } = await open({ lang });
    await loginAs(page, 'admin', lang);
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
    await poll(() => row.innerText()).toContain(nameIn(lang, x.p1));
  });

  it('deletes an unused subject and refuses, in the user language, to delete a used one', async ({ open }) => {
    const x = await structure();
    const code = `E2E${unique()}`;
    const unused = await createSubject({
      name_ar: `مادة للحذف ${code}`,
      name_en: `Subject to delete ${code}`,
      code,
      class_ids: [x.s2.id],
    });
    const usedCode = `E2EU${unique()}`;
    const used = await createSubject({
      name_ar: `مادة مستخدمة ${usedCode}`,
      name_en: `Used subject ${usedCode}`,
      code: usedCode,
      class_ids: [x.s2.id],
    });
    // A teacher who teaches it, added through the teachers' API.
    const teacher = await api<unknown>('POST', '/teachers', {
      name: `Teacher ${usedCode}`,
      phone: `015${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      password: 'Teacher@12345',
      subject_ids: [used.id],
    });
    expect(teacher.status, JSON.stringify(teacher.body)).toBe(201);

    const { page } = await open({ lang });
    await loginAs(page, 'admin', lang);
    await page.goto(`/categories?q=${code}`);
    const row = rowsOf(page).filter({ hasText: code });
    await row.waitFor();
    await row.getByRole('button', { name: `${t(lang, 'actions.delete')}: ${nameIn(lang, unused)}` }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: t(lang, 'actions.delete') })
      .click();
    await page.getByText(t(lang, 'subjects:messages.deleted')).waitFor();
    await poll(() => row.count()).toBe(0);
    expect((await api('GET', `/subjects/${unused.id}`)).status).toBe(404);

    // The used subject, from its own page: the spec's refusal, and it stays.
    await page.goto(`/categories/${used.id}`);
    await waitForHeading(page, nameIn(lang, used));
    expect(await page.locator('.ant-descriptions').innerText()).toContain(lang === 'ar' ? 'معلم واحد' : '1 teacher');
    await page.getByRole('button', { name: `${t(lang, 'actions.delete')}: ${nameIn(lang, used)}` }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: t(lang, 'actions.delete') })
      .click();
    await page.getByText(cannotDelete[lang], { exact: true }).waitFor();
    expect(t(lang, 'errors.subject.in_use')).toBe(cannotDelete[lang]);
    expect(new URL(page.url()).pathname).toBe(`/categories/${used.id}`);
    expect((await api('GET', `/subjects/${used.id}`)).status).toBe(200);

    // And from the list.
    await page.goto(`/categories?q=${usedCode}`);
    const usedRow = rowsOf(page).filter({ hasText: usedCode });
    await usedRow.waitFor();
    await usedRow.getByRole('button', { name: `${t(lang, 'actions.delete')}: ${nameIn(lang, used)}` }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: t(lang, 'actions.delete') })
      .click();
    await page.getByText(cannotDelete[lang], { exact: true }).waitFor();
    await page.reload();
    await usedRow.waitFor();
  });

  it('shows a missing subject as not found', async ({ open }) => {
    const { page } = await open({ lang });
    await loginAs(page, 'admin', lang);
    await page.goto('/categories/99999999');
    await page.getByText(t(lang, 'subjects:notFound')).waitFor();
    await waitForHeading(page, t(lang, 'screens.subject'));
    await page.getByRole('button', { name: t(lang, 'subjects:backToList') }).click();
    await waitForPath(page, '/categories');
  });
});
