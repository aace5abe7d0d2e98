import {
  formatMoney,
  formatNumber,
  printedCode,
  type Code,
  type CodeBatch,
  type CodeGroup,
  type Curriculum,
  type Student,
} from '@dashboard/contracts';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, inject, type ExpectStatic } from 'vitest';
import {
  chooseOption,
  describeListScreen,
  exportList,
  openList,
  sortBy,
  tableIdle,
  uniqueTag,
  waitForParam,
  type ListScreen,
} from './list-kit.js';
import {
  api,
  baseURL,
  buttonByText,
  demoTeaching,
  expectNoSeriousA11yViolations,
  hasBrowser,
  heading,
  it,
  LANGS,
  made,
  message,
  nameIn,
  settledDialog,
  sidebarKeys,
  t,
  titleIn,
  toast,
  uploadImage,
  waitForHeading,
  waitForPath,
  type Lang,
  type Named,
  type TeacherRow,
} from './support.js';

/**
 * Secret codes (/codes, /codes/add, /codes/add_new) and subscription code
 * groups (/subscriptions-codes and a group's pages): a batch generated with
 * its progress and exported to print, a code redeemed for a student, a
 * group made with its first codes and given more, the groups sorted by the
 * spec's fields, and the screens refused to a teacher and a support agent.
 */

const sessions = inject('sessions');

function fail(why: string): never {
  throw new Error(why);
}

/** The seeded class, subject and teachers the tests' curricula are made of: Preparatory 1's Arabic. */
const structure = demoTeaching;

/** A curriculum of a teacher for Preparatory 1's Arabic, titled with `tag`, through the API. */
async function createCurriculum(tag: string, teacher: TeacherRow) {
  const x = await structure();
  return made<Curriculum>('POST', '/curricula', {
    title_ar: `منهج الأكواد ${tag}`,
    title_en: `Codes curriculum ${tag}`,
    teacher_id: teacher.id,
    class_id: x.klass.id,
    subject_id: x.arabic.id,
    specialization_ids: [],
    price: 15_000,
    status: 'open',
  });
}

/** A group of `count` codes opening `curriculum` for 30 days, through the API. */
const createGroup = (title: string, curriculum: Curriculum, count: number) =>
  made<CodeGroup>('POST', '/code-groups', {
    title,
    count,
    teacher_id: curriculum.teacher_id,
    class_id: curriculum.class_id,
    content_type: 'curriculum',
    curriculum_id: curriculum.id,
    price: 12_000,
    period_days: 30,
  });

/** Every code of a batch, in the order made. */
async function batchCodes(batchId: number): Promise<Code[]> {
  const codes: Code[] = [];
  for (let page = 1; ; page++) {
    const { items } = await made<{ items: Code[] }>(
      'GET',
      `/codes?batch_id=${batchId}&sort=created_at&pageSize=100&page=${page}`,
    );
    codes.push(...items);
    if (items.length < 100) return codes;
  }
}

/**
 * Demo students of the tests' class with a system: a group's code opens its subscriptions for a
 * student with a class and a system, of the group's class only (the tests' groups are that class's).
 */
async function studentsOfTheClass(): Promise<Student[]> {
  const { klass } = await structure();
  const { items } = await made<{ items: Student[] }>('GET', `/students?class_id=${klass.id}&sort=phone&pageSize=100`);
  return items.filter((s) => s.system_id !== null);
}

/** A paid course of a teacher for Preparatory 1's Arabic, named with `tag`, through the API. */
async function createCourse(tag: string, teacher: TeacherRow, price: number): Promise<Named & { id: number }> {
  const x = await structure();
  return made('POST', '/courses', {
    name_ar: `كورس الأكواد ${tag}`,
    name_en: `Codes course ${tag}`,
    teacher_id: teacher.id,
    class_id: x.klass.id,
    subject_id: x.arabic.id,
    image: await uploadImage(),
    is_paid: true,
    price,
  });
}

/** A catalogue's count message in the language's plural form for `count` (`codes:messages.generated`). */
const counted = (lang: Lang, key: string, count: number, params: Record<string, string | number> = {}) =>
  message(lang, `${key}_${new Intl.PluralRules(lang).select(count)}`, { count, ...params });

/** The whole of a downloaded file, as text. */
async function textOf(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A student as the redemption's select offers one: the name, then the phone number, each isolated (bidi). */
const studentOption = (s: Student) => `\u2068${s.name}\u2069 · \u2066${s.phone}\u2069`;

/** Waits until a list's pager counts `n` rows (the table draws a long page a screenful at a time). */
const listTotal = (list: Locator, lang: Lang, n: number) =>
  list
    .locator('.ant-pagination-total-text')
    .getByText(counted(lang, 'table.total', n), { exact: true })
    .waitFor();

/** Waits until a group's page counts its codes: total, used, available, in the language's digits. */
async function expectCounts(
  expect: ExpectStatic,
  page: Page,
  lang: Lang,
  total: number,
  used: number,
  available: number,
) {
  const counts = page.getByTestId('group-counts');
  const want = [total, used, available].map((n) => formatNumber(n, lang));
  await expect.poll(() => counts.locator('dd').allInnerTexts()).toEqual(want);
}

const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');

/** The codes of a group's list (the list kit's screen): rows titled `G<tag><nn>`, a third of them the other teacher's. */
const groupCurricula = new Map<string, Promise<{ mine: Curriculum; others: Curriculum }>>();
const curriculaFor = (tag: string) => {
  let found = groupCurricula.get(tag);
  if (!found) {
    found = structure().then(async (x) => ({
      mine: await createCurriculum(`${tag}A`, x.me),
      others: await createCurriculum(`${tag}B`, x.other),
    }));
    groupCurricula.set(tag, found);
  }
  return found;
};

export const codeGroupsScreen: ListScreen<CodeGroup> = {
  name: 'code groups',
  path: '/subscriptions-codes',
  ns: 'code-groups',
  title: 'screens.subscriptionCodes',
  resource: 'code-groups',
  make: async (tag, count) => {
    const { mine, others } = await curriculaFor(tag);
    const made: CodeGroup[] = [];
    for (let i = 1; i <= count; i++)
      made.push(await createGroup(`G${tag}${String(i).padStart(2, '0')}`, i % 3 === 0 ? others : mine, 1));
    return made;
  },
  sort: { column: (lang) => t(lang, 'code-groups:fields.title'), field: 'title', value: (g) => g.title },
  filter: async (made) => {
    const x = await structure();
    return {
      label: (lang) => t(lang, 'code-groups:fields.teacher'),
      option: () => x.other.name,
      type: true,
      param: 'teacher_id',
      value: String(x.other.id),
      keeps: made.filter((g) => g.teacher.id === x.other.id).length,
    };
  },
  inUse: {
    // A group's code redeemed for a student: the group is kept.
    make: async (tag) => {
      const curriculum = await createCurriculum(tag, (await structure()).me);
      const group = await createGroup(`G${tag}-USED`, curriculum, 1);
      const [code] = (await made<{ items: Code[] }>('GET', `/codes?group_id=${group.id}`)).items;
      const [student] = await studentsOfTheClass();
      if (!code || !student) throw new Error('no code or no demo student with a class and a system');
      await made('POST', '/codes/redeem', { code: code.code, student_id: student.id });
      return group;
    },
    error: 'errors.code_group.in_use',
  },
};

describeListScreen(codeGroupsScreen);

describe.skipIf(!hasBrowser).concurrent('secret codes and code groups', () => {
  describe.each(LANGS)('in %s', (lang) => {
    it('generates a batch while its progress shows, opens the new batch listing it, and exports exactly that batch', async ({
      open,
      expect,
    }) => {
      const { page } = await open({ lang, as: 'admin' });
      await openList(page, { path: '/codes', ns: 'codes', title: 'screens.secretCodes', resource: 'codes' }, lang);
      await expectNoSeriousA11yViolations(page, `/codes (${lang})`);
      await page.getByRole('button', { name: t(lang, 'codes:add'), exact: true }).click();
      await waitForPath(page, '/codes/add');
      await waitForHeading(page, t(lang, 'screens.generateCodes'));
      await expectNoSeriousA11yViolations(page, `/codes/add (${lang})`);

      // Nothing typed: the number's own message and the price's.
      const form = page.getByTestId('generate-form');
      const submit = buttonByText(form, t(lang, 'codes:generate.submit'));
      await submit.click();
      await form.getByText(t(lang, 'errors.code_group.count_required'), { exact: true }).waitFor();
      await form.getByText(t(lang, 'errors.validation.required'), { exact: true }).waitFor();

      // The batch's answer is held until the bar has read, from the server, that every code is made.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let key: string | undefined;
      await page.route('**/api/v1/codes', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        key = route.request().headers()['idempotency-key'];
        const response = await route.fetch();
        await held;
        await route.fulfill({ response });
      });
      const polled = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/codes/progress');

      const count = 300;
      await form.getByLabel(t(lang, 'codes:fields.count'), { exact: true }).fill(String(count));
      await form.getByLabel(t(lang, 'codes:fields.price'), { exact: true }).fill('50');
      await submit.click();
      const bar = page.getByRole('progressbar', { name: t(lang, 'codes:progress.label'), exact: true });
      await bar.and(page.locator(`[value="${count}"][max="${count}"]`)).waitFor();
      await page
        .getByTestId('batch-progress')
        .getByText(message(lang, 'codes:progress.made', { done: count, total: count, count }), { exact: true })
        .waitFor();
      // The bar asks with the very key the batch was sent with.
      expect(key).toMatch(/^[\w-]{8,}$/);
      expect(new URL((await polled).url()).searchParams.get('key')).toBe(key);
      await expectNoSeriousA11yViolations(page, `/codes/add making a batch (${lang})`);
      release();

      await toast(page, counted(lang, 'codes:messages.generated', count));
      await page.waitForURL((url) => url.pathname === '/codes/add_new' && url.searchParams.has('batch'), {
        waitUntil: 'commit',
      });
      const batchId = Number(new URL(page.url()).searchParams.get('batch'));
      await waitForHeading(page, t(lang, 'screens.newCodes'));
      const codes = await batchCodes(batchId);
      expect(codes).toHaveLength(count);
      expect(new Set(codes.map((c) => c.price))).toEqual(new Set([5_000]));

      // The summary: the count, each one's price and their worth, in the language's digits.
      const summary = page.getByTestId('batch-summary');
      await summary.waitFor();
      const shown = await summary.innerText();
      expect(shown).toContain(formatNumber(count, lang));
      expect(shown).toContain(formatMoney(5_000, lang));
      expect(shown).toContain(formatMoney(count * 5_000, lang));

      // The batch's codes, in the order made, printed in three groups of four, left to right.
      const list = page.getByTestId('batch-codes');
      await list
        .locator('.ant-pagination-total-text')
        .getByText(counted(lang, 'table.total', count), { exact: true })
        .waitFor();
      const first = rows(list).first().locator('bdi.secret-code');
      expect(await first.innerText()).toBe(printedCode(codes[0]!.code));
      expect(await first.getAttribute('dir')).toBe('ltr');
      await rows(list)
        .first()
        .locator('.ant-tag.code-unused', { hasText: t(lang, 'codes:statuses.unused') })
        .waitFor();
      await expectNoSeriousA11yViolations(page, `/codes/add_new?batch (${lang})`);

      // Exported for printing: every code of that batch, and nothing else.
      const csv = await exportList(page, lang, 'csv');
      const url = new URL(csv.url());
      expect(url.pathname).toBe('/api/v1/codes/export');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ batch_id: String(batchId), format: 'csv', lang });
      const lines = (await textOf(csv))
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines).toHaveLength(count + 1);
      expect(lines[0]).toContain(t(lang, 'codes:fields.code'));
      const printed = new Set(lines.slice(1).map((line) => line.split(',')[0]!.replace(/"/g, '')));
      expect(printed).toEqual(new Set(codes.map((c) => printedCode(c.code))));
      const xlsx = await exportList(page, lang, 'xlsx');
      expect(new URL(xlsx.url()).searchParams.get('batch_id')).toBe(String(batchId));
      expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
      expect(await xlsx.failure()).toBeNull();

      // Opened without a batch, the page shows the most recent batch of wallet codes, and says so.
      await page.goto('/codes/add_new');
      await page.waitForURL((u) => u.searchParams.has('batch'), { waitUntil: 'commit' });
      expect(Number(new URL(page.url()).searchParams.get('batch'))).toBeGreaterThanOrEqual(batchId);
      await page.getByText(t(lang, 'codes:batch.latest'), { exact: true }).waitFor();
      await page.getByTestId('batch-summary').waitFor();
    });

    it('redeems a code for a student: the wallet is credited and the code shows used, with the student', async ({
      open,
      expect,
    }) => {
      const batch = await made<CodeBatch>('POST', '/codes', { count: 2, price: 2_500 });
      const [code] = await batchCodes(batch.id);
      const students = await studentsOfTheClass();
      const student = students[lang === 'en' ? 0 : 1] ?? fail('no demo students');
      const before = (await made<Student>('GET', `/students/${student.id}`)).wallet_balance ?? 0;

      const { page } = await open({ lang, as: 'admin' });
      await page.goto(`/codes?batch_id=${batch.id}`);
      await waitForHeading(page, t(lang, 'screens.secretCodes'));
      await expect.poll(() => rows(page).count()).toBe(2);
      // The batch's number, from the link, stands in the batch filter.
      expect(await page.getByTestId('filter-batch').inputValue()).toBe(String(batch.id));

      await page.getByTestId('redeem').click();
      const dialog = await settledDialog(page, (d) => d.getByTestId('redeem-form'));
      const form = dialog.getByTestId('redeem-form');
      await expectNoSeriousA11yViolations(page, `/codes redeem dialog (${lang})`);
      const submit = buttonByText(form, t(lang, 'codes:redeem.submit'));
      await submit.click();
      await expect.poll(() => form.getByText(t(lang, 'errors.validation.required'), { exact: true }).count()).toBe(2);

      // An unknown code is said on the code.
      const codeField = form.getByLabel(t(lang, 'codes:fields.code'), { exact: true });
      await codeField.fill('ZZZZ-ZZZZ-ZZZZ');
      await chooseOption(
        page,
        form.getByRole('combobox', { name: t(lang, 'codes:fields.student'), exact: true }),
        studentOption(student),
        { type: student.phone },
      );
      await submit.click();
      await form.getByText(t(lang, 'errors.code.unknown'), { exact: true }).waitFor();

      // Typed as a student would: in lower case, with its dashes.
      await codeField.fill(printedCode(code!.code).toLowerCase());
      await submit.click();
      await toast(
        page,
        message(lang, 'codes:redeem.credited', {
          name: student.name,
          amount: formatMoney(2_500, lang),
          balance: formatMoney(before + 2_500, lang),
        }),
      );
      await dialog.waitFor({ state: 'hidden' });
      expect((await made<Student>('GET', `/students/${student.id}`)).wallet_balance).toBe(before + 2_500);

      // The row now reads used, by that student (a link to the profile), on a day and time.
      const row = rows(page).filter({ hasText: printedCode(code!.code) });
      await row.locator('.ant-tag.code-used', { hasText: t(lang, 'codes:statuses.used') }).waitFor();
      const link = row.getByRole('link', { name: student.name, exact: true });
      expect(await link.getAttribute('href')).toBe(`/students/${student.id}`);
      // A used code offers no redemption; the unused one does.
      expect(await row.getByRole('button').count()).toBe(0);
      await rows(page)
        .filter({ hasNotText: printedCode(code!.code) })
        .getByRole('button', { name: new RegExp(`^${t(lang, 'codes:redeem.action')}: `) })
        .waitFor();
      await expectNoSeriousA11yViolations(page, `/codes with a used code (${lang})`);

      // The same code again: refused on the code, nothing credited twice.
      await page.getByTestId('redeem').click();
      await form.waitFor();
      await codeField.fill(code!.code);
      await chooseOption(
        page,
        form.getByRole('combobox', { name: t(lang, 'codes:fields.student'), exact: true }),
        studentOption(student),
        { type: student.phone },
      );
      await submit.click();
      await form.getByText(t(lang, 'errors.code.used'), { exact: true }).waitFor();
      expect((await made<Student>('GET', `/students/${student.id}`)).wallet_balance).toBe(before + 2_500);

      // The used filter keeps that one.
      await buttonByText(form, t(lang, 'actions.cancel')).click();
      await dialog.waitFor({ state: 'hidden' });
      await chooseOption(
        page,
        page.getByRole('combobox', { name: t(lang, 'codes:fields.status'), exact: true }),
        t(lang, 'codes:statuses.used'),
      );
      await waitForParam(page, 'status', 'used');
      await expect.poll(() => rows(page).count()).toBe(1);
    });

    it('creates a curriculum group with its first codes through the form, and shows its page with its counts', async ({
      open,
      expect,
    }) => {
      const tag = uniqueTag();
      const x = await structure();
      const curriculum = await createCurriculum(tag, x.me);
      const { page } = await open({ lang, as: 'admin' });
      await openList(page, codeGroupsScreen, lang);
      await expectNoSeriousA11yViolations(page, `/subscriptions-codes (${lang})`);
      await page.getByRole('button', { name: t(lang, 'code-groups:add'), exact: true }).click();
      await waitForPath(page, '/subscriptions-codes/add');
      await waitForHeading(page, t(lang, 'screens.addCodeGroup'));
      await expectNoSeriousA11yViolations(page, `/subscriptions-codes/add (${lang})`);

      const form = page.getByTestId('code-group-form');
      const f = (name: string) => t(lang, `code-groups:fields.${name}`);
      const submit = buttonByText(form, t(lang, 'code-groups:add'));
      // Nothing chosen: the spec's own messages.
      await submit.click();
      for (const key of [
        'title_required',
        'count_required',
        'teacher_required',
        'class_required',
        'content_type_required',
      ])
        await form.getByText(t(lang, `errors.code_group.${key}`), { exact: true }).waitFor();

      const title = lang === 'ar' ? `كروت ${tag}` : `Cards ${tag}`;
      await form.getByLabel(f('title'), { exact: true }).fill(title);
      await form.getByLabel(f('count'), { exact: true }).fill('5');
      await chooseOption(page, form.getByRole('combobox', { name: f('teacher'), exact: true }), x.me.name, {
        type: true,
      });
      await chooseOption(page, form.getByRole('combobox', { name: f('class'), exact: true }), nameIn(lang, x.klass), {
        type: true,
      });
      await form
        .locator('.ant-radio-button-wrapper', { hasText: t(lang, 'code-groups:contentTypes.curriculum') })
        .click();
      await submit.click();
      // A curriculum group needs its curriculum and its renewal period.
      await form.getByText(t(lang, 'errors.code_group.content_required'), { exact: true }).waitFor();
      await form.getByText(t(lang, 'errors.subscription.period_required'), { exact: true }).waitFor();

      // The teacher's curriculum of that year; its price comes with it.
      await chooseOption(
        page,
        form.getByRole('combobox', { name: f('curriculum_id'), exact: true }),
        titleIn(lang, curriculum),
        { type: true },
      );
      // Shown in the language's digits, as Intl writes them ("١٥٠٫٠٠" in Arabic).
      await expect
        .poll(() => form.getByLabel(f('price'), { exact: true }).inputValue())
        .toBe(formatNumber(150, lang, { minimumFractionDigits: 2, useGrouping: false }));
      await form.getByLabel(f('period_days'), { exact: true }).fill('30');
      await expectNoSeriousA11yViolations(page, `/subscriptions-codes/add filled (${lang})`);
      await submit.click();
      await toast(page, counted(lang, 'code-groups:messages.created', 5));
      await page.waitForURL((url) => /^\/subscriptions-codes\/\d+$/.test(url.pathname), { waitUntil: 'commit' });
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await waitForHeading(page, title);

      const saved = await made<CodeGroup>('GET', `/code-groups/${id}`);
      expect(saved).toMatchObject({
        title,
        teacher: { id: x.me.id },
        class: { id: x.klass.id },
        content_type: 'curriculum',
        contents: [{ id: curriculum.id }],
        price: 15_000,
        period_days: 30,
        code_count: 5,
        used_count: 0,
        available_count: 5,
      });
      await expectCounts(expect, page, lang, 5, 0, 5);
      const details = await page.getByTestId('group-details').innerText();
      expect(details).toContain(titleIn(lang, curriculum));
      expect(details).toContain(x.me.name);
      expect(details).toContain(formatMoney(15_000, lang));
      await listTotal(page.getByTestId('group-codes'), lang, 5);
      await expectNoSeriousA11yViolations(page, `/subscriptions-codes/:id (${lang})`);
    });

    it('creates a course group for two courses, for good, and a code of it opens both, the price shared', async ({
      open,
      expect,
    }) => {
      const tag = uniqueTag();
      const x = await structure();
      const first = await createCourse(`${tag}1`, x.me, 10_000);
      const second = await createCourse(`${tag}2`, x.me, 20_000);
      const { page } = await open({ lang, as: 'admin' });
      await page.goto('/subscriptions-codes/add');
      await waitForHeading(page, t(lang, 'screens.addCodeGroup'));
      const form = page.getByTestId('code-group-form');
      const f = (name: string) => t(lang, `code-groups:fields.${name}`);
      const title = lang === 'ar' ? `كروت الكورسات ${tag}` : `Course cards ${tag}`;
      await form.getByLabel(f('title'), { exact: true }).fill(title);
      await form.getByLabel(f('count'), { exact: true }).fill('3');
      await chooseOption(page, form.getByRole('combobox', { name: f('teacher'), exact: true }), x.me.name, {
        type: true,
      });
      await chooseOption(page, form.getByRole('combobox', { name: f('class'), exact: true }), nameIn(lang, x.klass), {
        type: true,
      });
      await form.locator('.ant-radio-button-wrapper', { hasText: t(lang, 'code-groups:contentTypes.course') }).click();
      // A course group's duration is optional (none: for good), so its label says duration, not period.
      await form.getByLabel(f('duration_days'), { exact: true }).waitFor();
      const courses = form.getByRole('combobox', { name: f('course_ids'), exact: true });
      for (const course of [first, second]) await chooseOption(page, courses, nameIn(lang, course), { type: true });
      await form.getByLabel(f('price'), { exact: true }).fill('300');
      await expectNoSeriousA11yViolations(page, `/subscriptions-codes/add, courses (${lang})`);
      await buttonByText(form, t(lang, 'code-groups:add')).click();
      await toast(page, counted(lang, 'code-groups:messages.created', 3));
      await page.waitForURL((url) => /^\/subscriptions-codes\/\d+$/.test(url.pathname), { waitUntil: 'commit' });
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await waitForHeading(page, title);
      const saved = await made<CodeGroup>('GET', `/code-groups/${id}`);
      expect(saved).toMatchObject({ content_type: 'course', price: 30_000, period_days: null, code_count: 3 });
      expect(saved.contents.map((c) => c.id).sort((a, b) => a - b)).toEqual(
        [first.id, second.id].sort((a, b) => a - b),
      );
      const details = await page.getByTestId('group-details').innerText();
      for (const course of [first, second]) expect(details).toContain(nameIn(lang, course));

      // A code of it opens both courses for good, the price shared between them in whole piastres.
      const [code] = (await made<{ items: Code[] }>('GET', `/code-groups/${id}/codes?pageSize=1`)).items;
      const student = (await studentsOfTheClass())[lang === 'en' ? 4 : 5] ?? fail('no demo students of the class');
      const opened = await made<{ subscriptions: { type: string; price: number; ends_on: string | null }[] }>(
        'POST',
        '/codes/redeem',
        { code: code!.code, student_id: student.id },
      );
      expect(opened.subscriptions.map((s) => [s.type, s.price, s.ends_on])).toEqual([
        ['course', 15_000, null],
        ['course', 15_000, null],
      ]);
      await page.reload();
      await waitForHeading(page, title);
      await expectCounts(expect, page, lang, 3, 1, 2);
    });

    it('adds codes to a group, shows the new batch alone to print it, and counts a code used', async ({
      open,
      expect,
    }) => {
      const tag = uniqueTag();
      const curriculum = await createCurriculum(tag, (await structure()).me);
      const title = lang === 'ar' ? `كروت ${tag}` : `Cards ${tag}`;
      const { id } = await createGroup(title, curriculum, 5);
      const f = (name: string) => t(lang, `code-groups:fields.${name}`);
      const { page } = await open({ lang, as: 'admin' });
      await page.goto(`/subscriptions-codes/${id}`);
      await waitForHeading(page, title);
      await expectCounts(expect, page, lang, 5, 0, 5);
      const codesList = page.getByTestId('group-codes');

      // More codes: the group's page then shows the new batch alone, ready to print.
      await page.getByRole('button', { name: t(lang, 'code-groups:addCodes'), exact: true }).click();
      await waitForPath(page, `/subscriptions-codes/${id}/add`);
      await waitForHeading(page, t(lang, 'screens.addCodesToGroup'));
      await page.getByTestId('group-summary').getByText(title).waitFor();
      await expectNoSeriousA11yViolations(page, `/subscriptions-codes/:id/add (${lang})`);
      const addForm = page.getByTestId('add-codes-form');
      await addForm.getByLabel(f('count'), { exact: true }).fill('7');
      await buttonByText(addForm, t(lang, 'code-groups:addCodes')).click();
      await toast(page, counted(lang, 'code-groups:messages.codesAdded', 7));
      await page.waitForURL(
        (url) => url.pathname === `/subscriptions-codes/${id}` && url.searchParams.has('batch_id'),
        {
          waitUntil: 'commit',
        },
      );
      await waitForHeading(page, title);
      await expectCounts(expect, page, lang, 12, 0, 12);
      await listTotal(codesList, lang, 7);
      const batchId = new URL(page.url()).searchParams.get('batch_id');
      const exported = await exportList(page, lang, 'csv');
      const exportURL = new URL(exported.url());
      expect(exportURL.pathname).toBe(`/api/v1/code-groups/${id}/codes/export`);
      expect(exportURL.searchParams.get('batch_id')).toBe(batchId);
      expect((await textOf(exported)).trim().split(/\r?\n/)).toHaveLength(8);

      // A code of it redeemed (the student app's way): the page counts the use and no longer offers to delete.
      await page.getByRole('button', { name: `${t(lang, 'actions.delete')}: ${title}`, exact: true }).waitFor();
      const [code] = (await made<{ items: Code[] }>('GET', `/code-groups/${id}/codes?sort=created_at&pageSize=1`))
        .items;
      const students = await studentsOfTheClass();
      const student = students[lang === 'en' ? 2 : 3] ?? fail('no demo students');
      await made('POST', '/codes/redeem', { code: code!.code, student_id: student.id });
      await page.reload();
      await waitForHeading(page, title);
      await expectCounts(expect, page, lang, 12, 1, 11);
      await page.getByText(t(lang, 'code-groups:keptWhileUsed'), { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: `${t(lang, 'actions.delete')}: ${title}` }).count()).toBe(0);
      await chooseOption(
        page,
        codesList.getByRole('combobox', { name: t(lang, 'codes:fields.status'), exact: true }),
        t(lang, 'codes:statuses.used'),
      );
      await waitForParam(page, 'status', 'used');
      await codesList.getByText(t(lang, 'table.noMatch'), { exact: true }).first().waitFor();
      await page.getByTestId('filter-batch').fill('');
      await waitForParam(page, 'batch_id', null);
      await listTotal(codesList, lang, 1);
      await expectNoSeriousA11yViolations(page, `/subscriptions-codes/:id with a used code (${lang})`);
      await rows(codesList).getByRole('link', { name: student.name, exact: true }).waitFor();
    });

    it('sorts the groups by available codes, with the sort choice and the column, either way', async ({
      open,
      expect,
    }) => {
      const tag = uniqueTag();
      const curriculum = await createCurriculum(tag, (await structure()).me);
      const groups = [
        await createGroup(`S${tag}-A`, curriculum, 3),
        await createGroup(`S${tag}-B`, curriculum, 1),
        await createGroup(`S${tag}-C`, curriculum, 2),
      ];
      try {
        const { page } = await open({ lang, as: 'admin' });
        await openList(page, codeGroupsScreen, lang, `?q=S${tag}`);
        await expect.poll(() => rows(page).count()).toBe(3);
        const order = async () =>
          (await rows(page).allInnerTexts()).map((text) => groups.find((g) => text.includes(g.title))?.title);
        const titles = (...i: number[]) => i.map((n) => groups[n]!.title);

        // The sort choice: the field keeps the order (descending, the default's), then the order changes.
        await tableIdle(page);
        await chooseOption(
          page,
          page.getByRole('combobox', { name: t(lang, 'code-groups:sort.label'), exact: true }),
          t(lang, 'code-groups:sort.fields.available_count'),
        );
        await waitForParam(page, 'sort', '-available_count');
        await expect.poll(order).toEqual(titles(0, 2, 1));
        await tableIdle(page);
        await chooseOption(
          page,
          page.getByRole('combobox', { name: t(lang, 'code-groups:sort.order'), exact: true }),
          t(lang, 'code-groups:sort.ascending'),
        );
        await waitForParam(page, 'sort', 'available_count');
        await expect.poll(order).toEqual(titles(1, 2, 0));
        // The column's header shows the same sort, and sorting by it moves the choice with it.
        await page
          .locator('.ant-table-thead th[aria-sort="ascending"]', {
            hasText: t(lang, 'code-groups:fields.available_count'),
          })
          .waitFor();
        await sortBy(page, t(lang, 'code-groups:fields.available_count'), '-available_count');
        await expect.poll(order).toEqual(titles(0, 2, 1));
        await expect
          .poll(() => page.getByTestId('sort-order').innerText())
          .toContain(t(lang, 'code-groups:sort.descending'));
        await expectNoSeriousA11yViolations(page, `/subscriptions-codes sorted (${lang})`);
        // A reload keeps the view.
        await page.reload();
        await expect.poll(order).toEqual(titles(0, 2, 1));
      } finally {
        for (const g of groups) await api('DELETE', `/code-groups/${g.id}`);
      }
    });

    it('is refused to a teacher and a support agent, on every page and in the API', async ({ open, expect }) => {
      const paths = [
        '/codes',
        '/codes/add',
        '/codes/add_new',
        '/subscriptions-codes',
        '/subscriptions-codes/add',
        '/subscriptions-codes/1',
        '/subscriptions-codes/1/add',
      ];
      for (const role of ['teacher', 'support-agent'] as const) {
        const { page } = await open({ lang, as: role });
        for (const path of paths) {
          await page.goto(path);
          await waitForPath(page, '/');
          expect(await heading(page), `${role} ${path}`).toBe(t(lang, 'screens.home'));
        }
        const keys = await sidebarKeys(page);
        expect(keys).not.toContain('secretCodes');
        expect(keys).not.toContain('subscriptionCodes');
        const { token } = sessions[role];
        for (const path of ['/codes', '/code-groups', '/codes/export?format=csv']) {
          const res = await fetch(`${baseURL}/api/v1${path}`, {
            headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          });
          expect(res.status, `${role} GET ${path}`).toBe(403);
        }
      }
    });
  });
});
