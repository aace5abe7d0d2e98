import {
  formatDateTime,
  formatMoney,
  startOfDay,
  type Curriculum,
  type Student,
  type Subscription,
  type Wallet,
} from '@dashboard/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, inject } from 'vitest';
import {
  buttonByText,
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  LANGS,
  made,
  nameIn,
  settledDialog,
  subscribeInCash,
  t,
  toast,
  waitForHeading,
  waitForPath,
  type Lang,
} from './support.js';
import { chooseOption, exportList, openList, searchList, sortBy, tableIdle, waitForParam } from './list-kit.js';

const screen = { path: '/students', ns: 'students', title: 'screens.students', resource: 'students' };
const rowsOf = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const unique = () => Math.random().toString(36).slice(2, 7).toUpperCase();

/**
 * The demo students the tests work on, one each (they run side by side, two
 * at a time, and change what they pick): the first hundred by phone, in a
 * class other than the demo teacher's (Preparatory 1–3), with money in the
 * wallet. Read once, before any test changes anything.
 */
let pool: Promise<Student[]> | undefined;
function demoStudents(): Promise<Student[]> {
  pool ??= made<{ items: Student[] }>('GET', '/students?sort=phone&pageSize=100').then(({ items }) =>
    items.filter((s) => s.class && !s.class.name_en.startsWith('Preparatory') && (s.wallet_balance ?? 0) > 0),
  );
  return pool;
}
/** Each test's own student, in each language. */
const slots = ['list', 'credit', 'debit', 'comment', 'agent', 'edit', 'outside'] as const;
async function studentFor(slot: (typeof slots)[number], lang: Lang): Promise<Student> {
  const students = await demoStudents();
  const student = students[slots.indexOf(slot) + (lang === 'ar' ? slots.length : 0)];
  if (!student) throw new Error(`no demo student for ${slot} (${lang}): ${students.length} found`);
  return student;
}

/**
 * The student whose subscription a test deletes and restores, in each language: one past every
 * slot's (so none of their tests changes it), with a system and a priced curriculum in the class
 * (a subscription needs both), and that curriculum.
 */
async function subscribableStudent(lang: Lang): Promise<{ student: Student; curriculum: Curriculum }> {
  const curricula = (await made<{ items: Curriculum[] }>('GET', '/curricula?pageSize=100')).items;
  const priced = (s: Student) => curricula.find((c) => c.class_id === s.class_id && c.price > 0);
  const able = (await demoStudents()).slice(2 * slots.length).filter((s) => s.system_id !== null && priced(s));
  const student = able[lang === 'ar' ? 1 : 0];
  if (!student) throw new Error(`no demo student to subscribe (${lang}): ${able.length} found`);
  return { student, curriculum: priced(student)! };
}

const wallet = (id: number) => made<Wallet>('GET', `/students/${id}/wallet?pageSize=100`);
const fetchStudent = (id: number) => made<Student>('GET', `/students/${id}`);
const money = (lang: Lang, piastres: number) => formatMoney(piastres, lang);
const sessions = inject('sessions');

/** The students of the list answer the page is given for a query that `matches`. */
async function listAnswer(page: Page, matches: (query: URLSearchParams) => boolean): Promise<Student[]> {
  const res = await page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/v1/students' && matches(url.searchParams);
  });
  return ((await res.json()) as { items: Student[] }).items;
}

/** The names in the table's rows, in order (the name is the first cell). */
const shownNames = async (page: Page) =>
  (await rowsOf(page).allInnerTexts()).map((text) => text.split(/\t|\n/)[0]!.trim());

const isDescending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

/** Opens a student's profile and waits for the name as the h1 and the details. */
async function openProfile(page: Page, student: Student) {
  await page.goto(`/students/${student.id}`);
  await waitForHeading(page, student.name);
  await page.getByTestId('student-details').waitFor();
}

/** The wallet's balance once shown. */
const balanceText = (page: Page) => page.getByTestId('wallet-balance').innerText();

/** Opens the credit or debit dialog; answers it once open. */
async function openMoveDialog(page: Page, lang: Lang, direction: 'credit' | 'debit', student: Student) {
  await page
    .getByTestId('wallet-card')
    .getByRole('button', { name: t(lang, `students:wallet.${direction}`), exact: true })
    .click();
  return settledDialog(page, (d) =>
    d.getByText(t(lang, `students:wallet.${direction}Title`, { name: student.name }), { exact: true }),
  );
}

const amountField = (dialog: Locator, lang: Lang) =>
  dialog.getByLabel(t(lang, 'students:wallet.amount'), { exact: true });
const reasonField = (dialog: Locator, lang: Lang) =>
  dialog.getByLabel(t(lang, 'students:wallet.reason'), { exact: true });

describe.skipIf(!hasBrowser).concurrent.each(LANGS)('students in %s', (lang) => {
  it(
    'lists, searches, sorts and filters the students with the view in the URL, and exports it',
    { timeout: 120_000 },
    async ({ open, expect }) => {
      const student = await studentFor('list', lang);
      const { page } = await open({ lang, as: 'admin' });
      // Ten a page: a page drawn whole (a longer one draws its rows as they near the view).
      await openList(page, screen, lang, '?pageSize=10');
      await expect.poll(() => rowsOf(page).count()).toBe(10);
      const headers = await page.locator('.ant-table-thead th').allInnerTexts();
      for (const key of ['name', 'phone', 'class', 'quiz_average', 'completion_rate', 'wallet_balance', 'can_comment'])
        expect(headers.map((h) => h.trim())).toContain(t(lang, `students:fields.${key}`));
      await expectNoSeriousA11yViolations(page, `/students (${lang})`);

      // Search by phone: the one student, named by a link to the profile.
      await searchList(page, screen, lang, student.phone);
      await expect.poll(() => rowsOf(page).count()).toBe(1);
      const row = rowsOf(page).first();
      expect(await row.getByRole('link', { name: student.name, exact: true }).getAttribute('href')).toBe(
        `/students/${student.id}`,
      );
      expect(await row.innerText()).toContain(money(lang, student.wallet_balance!));
      expect(await row.innerText()).toContain(nameIn(lang, student.class!));

      // Sorted by name, then by balance, each way kept in the URL. Other tests move money meanwhile, so
      // the rows are checked against the answer the page itself was given.
      await openList(page, screen, lang, '?pageSize=10');
      await sortBy(page, t(lang, 'students:fields.name'), 'name');
      await sortBy(page, t(lang, 'students:fields.wallet_balance'), 'wallet_balance');
      const richestFirst = listAnswer(page, (q) => q.get('sort') === '-wallet_balance' && !q.has('class_id'));
      await sortBy(page, t(lang, 'students:fields.wallet_balance'), '-wallet_balance');
      const byBalance = await richestFirst;
      expect(byBalance.length).toBe(10);
      expect(isDescending(byBalance.map((s) => s.wallet_balance!))).toBe(true);
      await expect.poll(() => shownNames(page)).toEqual(byBalance.map((s) => s.name));

      // The class filter (a remote select, searched as typed), then a balance of at least 100 EGP.
      const cls = student.class!;
      await chooseOption(
        page,
        page.getByRole('combobox', { name: t(lang, 'students:fields.class'), exact: true }),
        nameIn(lang, cls),
        { type: true },
      );
      await waitForParam(page, 'class_id', String(cls.id));
      await waitForParam(page, 'page', null);
      // The screen shows the choice before the next filter is typed, as a user would see it first.
      await page.getByTestId('filter-class').getByText(nameIn(lang, cls), { exact: true }).waitFor();
      await tableIdle(page);
      const isFiltered = (q: URLSearchParams) =>
        q.get('class_id') === String(cls.id) && q.get('balance_min') === '10000';
      const filteredAnswer = listAnswer(page, isFiltered);
      const min = page.getByLabel(t(lang, 'students:filters.balanceMin'), { exact: true });
      await min.fill('100');
      await min.press('Enter');
      await waitForParam(page, 'balance_min', '10000');
      const filtered = await filteredAnswer;
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered.every((s) => s.class_id === cls.id && s.wallet_balance! >= 10_000)).toBe(true);
      expect(isDescending(filtered.map((s) => s.wallet_balance!))).toBe(true);
      await expect.poll(() => shownNames(page)).toEqual(filtered.map((s) => s.name));
      // A reload shows the same view, the filters' fields filled.
      const again = listAnswer(page, isFiltered);
      await page.reload();
      const reloaded = await again;
      expect(reloaded.every((s) => s.class_id === cls.id && s.wallet_balance! >= 10_000)).toBe(true);
      await expect.poll(() => shownNames(page)).toEqual(reloaded.map((s) => s.name));
      expect(await page.getByLabel(t(lang, 'students:filters.balanceMin'), { exact: true }).inputValue()).toBe('100');
      await page.getByTestId('filter-class').getByText(nameIn(lang, cls), { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page, `/students filtered (${lang})`);

      // The export carries the filters, in the language.
      const csv = await exportList(page, lang, 'csv');
      expect(Object.fromEntries(new URL(csv.url()).searchParams)).toMatchObject({
        class_id: String(cls.id),
        balance_min: '10000',
        sort: '-wallet_balance',
        format: 'csv',
        lang,
      });
      expect(await csv.failure()).toBeNull();
    },
  );

  it('says, at the field and in the language, why a link’s reversed balance range lists nothing, and takes the correction', async ({
    open,
    expect,
  }) => {
    const { page } = await open({ lang, as: 'admin' });
    // 500 EGP to 100 EGP: the server refuses it on the upper bound.
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/students');
    await openList(page, screen, lang, '?balance_min=50000&balance_max=10000');
    expect((await refused).status()).toBe(400);
    const max = page.getByLabel(t(lang, 'students:filters.balanceMax'), { exact: true });
    const why = page.getByRole('alert').filter({ hasText: t(lang, 'errors.validation.range_reversed') });
    await why.waitFor();
    expect(await max.getAttribute('aria-invalid')).toBe('true');
    expect(await max.getAttribute('aria-describedby')).toBe(await why.getAttribute('id'));
    // The table says the list cannot be shown, not that nothing matches.
    await page.getByText(t(lang, 'table.refused'), { exact: true }).waitFor();
    expect(await page.getByText(t(lang, 'table.noMatch')).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, `/students with a reversed range (${lang})`);

    // The lower bound dropped at its field: up to 100 EGP, listed (a quarter of the demo students have none).
    const min = page.getByLabel(t(lang, 'students:filters.balanceMin'), { exact: true });
    await min.fill('');
    await min.press('Enter');
    await waitForParam(page, 'balance_min', null);
    await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(0);
    expect(await why.count()).toBe(0);
    expect(await max.getAttribute('aria-invalid')).toBeNull();
  });

  it('filters by the days of registration, sent as the days’ starts in Cairo', async ({ open, expect }) => {
    const { page } = await open({ lang, as: 'admin' });
    await openList(page, screen, lang, '?pageSize=10');
    // The last ninety days, today included, typed as the picker shows days (DD-MM-YYYY).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const day = (offset: number) => new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
    const typed = (iso: string) => iso.split('-').reverse().join('-');
    const answer = listAnswer(page, (q) => q.has('registered_from') && q.has('registered_to'));
    const from = page.getByPlaceholder(t(lang, 'students:filters.registeredFrom'), { exact: true });
    await from.click();
    await from.fill(typed(day(-89)));
    await from.press('Enter');
    const to = page.getByPlaceholder(t(lang, 'students:filters.registeredTo'), { exact: true });
    await to.fill(typed(day(0)));
    await to.press('Enter');
    await waitForParam(page, 'registered_from', startOfDay(day(-89)));
    await waitForParam(page, 'registered_to', startOfDay(day(1)));
    const listed = await answer;
    expect(listed.every((s) => s.created_at >= startOfDay(day(-89)))).toBe(true);
    await expect.poll(() => shownNames(page)).toEqual(listed.map((s) => s.name));

    // A link to the view shows the days in the picker, in the user's digits.
    await page.reload();
    const digits = (text: string) => (lang === 'ar' ? text.replace(/\d/g, (n) => '٠١٢٣٤٥٦٧٨٩'[Number(n)]!) : text);
    await expect.poll(() => from.inputValue()).toBe(digits(typed(day(-89))));
    expect(await to.inputValue()).toBe(digits(typed(day(0))));
    await expectNoSeriousA11yViolations(page, `/students by registration days (${lang})`);
  });

  it('opens a profile from the list: the details, the wallet and the record’s history', async ({ open, expect }) => {
    const student = await studentFor('list', lang);
    const { page } = await open({ lang, as: 'admin' });
    await openList(page, screen, lang, `?q=${student.phone}`);
    await rowsOf(page).getByRole('link', { name: student.name, exact: true }).click();
    await waitForPath(page, `/students/${student.id}`);
    await waitForHeading(page, student.name);
    const details = page.getByTestId('student-details');
    await details.waitFor();
    const text = await details.innerText();
    expect(text).toContain(student.phone);
    expect(text).toContain(nameIn(lang, student.class!));
    expect(text).toContain(nameIn(lang, student.stage!));
    expect(text).toContain(t(lang, student.can_comment ? 'students:yes' : 'students:no'));
    await expect.poll(() => balanceText(page)).toBe(money(lang, student.wallet_balance!));
    const moves = (await wallet(student.id)).moves;
    await expect.poll(() => rowsOf(page.getByTestId('wallet-ledger')).count()).toBe(Math.min(moves.length, 10));
    await page.getByRole('button', { name: t(lang, 'students:edit'), exact: true }).waitFor();
    await page.getByRole('heading', { name: t(lang, 'audit-log:history.title'), exact: true }).scrollIntoViewIfNeeded();
    // The demo data's moves were seeded, not made through the API: the history has nothing yet.
    await page.getByText(t(lang, 'audit-log:history.empty'), { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, `/students/:id (${lang})`);
  });

  it(
    'credits a wallet with its reason, once however often the request is sent',
    { timeout: 120_000 },
    async ({ open, expect }) => {
      const student = await studentFor('credit', lang);
      const before = await wallet(student.id);
      const { page } = await open({ lang, as: 'admin' });
      await openProfile(page, student);
      await expect.poll(() => balanceText(page)).toBe(money(lang, before.balance));

      const dialog = await openMoveDialog(page, lang, 'credit', student);
      await expectNoSeriousA11yViolations(page, `credit dialog (${lang})`);
      const submit = buttonByText(dialog, t(lang, 'students:wallet.credit'));
      await submit.click();
      await dialog.getByText(t(lang, 'errors.validation.required'), { exact: true }).first().waitFor();
      expect(await dialog.locator('.ant-form-item-explain-error').count()).toBe(2);

      const reason = lang === 'ar' ? `دفع نقدي في السنتر ${unique()}` : `Cash paid at the centre ${unique()}`;
      await amountField(dialog, lang).fill('125.5');
      await reasonField(dialog, lang).fill(reason);
      // The first answer is lost on the way back (the server did move the money): the form says so,
      // and sending again, with the same key, moves nothing more.
      let lost = false;
      await page.route(`**/api/v1/students/${student.id}/wallet`, async (route) => {
        if (route.request().method() !== 'POST' || lost) return route.continue();
        lost = true;
        await route.fetch();
        await route.abort('connectionreset');
      });
      await submit.click();
      await dialog.locator('.form-error').waitFor();
      await submit.click();
      await toast(page, t(lang, 'students:messages.credited'));
      await dialog.waitFor({ state: 'hidden' });

      const after = before.balance + 12_550;
      await expect.poll(() => balanceText(page)).toBe(money(lang, after));
      const first = rowsOf(page.getByTestId('wallet-ledger')).first();
      await expect.poll(() => first.innerText()).toContain(reason);
      const line = await first.innerText();
      expect(line).toContain(t(lang, 'students:wallet.kinds.manual_credit'));
      expect(line).toContain(money(lang, after));
      expect(await first.locator('.wallet-credit').innerText()).toMatch(/\+/);
      const now = await wallet(student.id);
      expect(now.balance).toBe(after);
      expect(now.moves.length).toBe(before.moves.length + 1);
      expect(now.moves[0]).toMatchObject({ amount: 12_550, kind: 'manual_credit', reason, balance_after: after });
      // The student's timeline tells it too, newest first, in the user's language.
      await page.getByText(t(lang, 'students:timeline.title'), { exact: true }).scrollIntoViewIfNeeded();
      const timeline = page.getByTestId('student-timeline');
      const latest = timeline.locator('li').first();
      await expect.poll(() => latest.innerText()).toContain(reason);
      expect(await latest.innerText()).toContain(t(lang, 'students:timeline.kinds.wallet'));
      await expectNoSeriousA11yViolations(page, `/students/:id after a credit (${lang})`);
    },
  );

  it(
    'tells a subscription deleted and then restored from the profile as two events of the timeline, each at its time, by whom',
    { timeout: 120_000 },
    async ({ open, expect }) => {
      const { student, curriculum } = await subscribableStudent(lang);
      const sub = await subscribeInCash(student.id, curriculum);
      await made('DELETE', `/subscriptions/${sub.id}`);
      const deletedAt = (await made<Subscription>('GET', `/subscriptions/${sub.id}`)).deleted_at!;
      const admin = sessions.admin.user.username;
      const content = nameIn(lang, sub.content);

      const { page } = await open({ lang, as: 'admin' });
      await openProfile(page, student);
      await page.getByText(t(lang, 'students:timeline.title'), { exact: true }).scrollIntoViewIfNeeded();
      const events = page.getByTestId('student-timeline').locator('li');
      const deletion = events.first();
      await expect.poll(() => deletion.innerText()).toContain(t(lang, 'students:timeline.kinds.cancellation'));
      const deletionText = await deletion.innerText();
      expect(deletionText).toContain(content);
      expect(deletionText).toContain(formatDateTime(deletedAt, lang));
      expect(deletionText).toContain(`${t(lang, 'students:timeline.by')} ${admin}`);

      // Restored from the profile's canceled subscriptions: the timeline tells it at once, above the deletion it
      // leaves where it was.
      // Its row (the student may have had another subscription to the same content deleted).
      const row = page.getByTestId('canceled-subscriptions').locator(`tr[data-row-key="${sub.id}"]`);
      await row.getByRole('button', { name: `${t(lang, 'subscriptions:restore')}: ${content}`, exact: true }).click();
      await toast(page, t(lang, 'subscriptions:messages.restored'));
      const restoredAt = (await made<Subscription>('GET', `/subscriptions/${sub.id}`)).updated_at;
      const restoration = events.first();
      await expect.poll(() => restoration.innerText()).toContain(t(lang, 'students:timeline.kinds.restoration'));
      const restorationText = await restoration.innerText();
      expect(restorationText).toContain(content);
      expect(restorationText).toContain(formatDateTime(restoredAt, lang));
      expect(restorationText).toContain(`${t(lang, 'students:timeline.by')} ${admin}`);
      const second = await events.nth(1).innerText();
      expect(second).toContain(t(lang, 'students:timeline.kinds.cancellation'));
      expect(second).toContain(formatDateTime(deletedAt, lang));
      // Right to left in Arabic, the time and the names where the language puts them.
      expect(await restoration.evaluate((li) => getComputedStyle(li).direction)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await expectNoSeriousA11yViolations(page, `/students/:id after a restore (${lang})`);
    },
  );

  it('refuses a debit past the balance, in the language, and changes nothing', async ({ open, expect }) => {
    const student = await studentFor('debit', lang);
    const before = await wallet(student.id);
    const { page } = await open({ lang, as: 'admin' });
    await openProfile(page, student);
    await expect.poll(() => balanceText(page)).toBe(money(lang, before.balance));

    const dialog = await openMoveDialog(page, lang, 'debit', student);
    await amountField(dialog, lang).fill(String(before.balance / 100 + 1));
    await reasonField(dialog, lang).fill(lang === 'ar' ? 'ثمن مذكرة المراجعة' : 'Revision notes');
    await buttonByText(dialog, t(lang, 'students:wallet.debit')).click();
    const amountItem = dialog.locator('.ant-form-item', {
      has: page.getByLabel(t(lang, 'students:wallet.amount'), { exact: true }),
    });
    await amountItem.getByText(t(lang, 'errors.wallet.insufficient_funds'), { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, `debit refused (${lang})`);
    await dialog.getByRole('button', { name: t(lang, 'actions.cancel'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    expect(await balanceText(page)).toBe(money(lang, before.balance));
    const now = await wallet(student.id);
    expect(now.balance).toBe(before.balance);
    expect(now.moves.map((m) => m.id)).toEqual(before.moves.map((m) => m.id));
  });

  it('stops and allows a student’s comments from the list’s switch', async ({ open, expect }) => {
    const student = await studentFor('comment', lang);
    const was = (await fetchStudent(student.id)).can_comment;
    const { page } = await open({ lang, as: 'admin' });
    await openList(page, screen, lang, `?q=${student.phone}`);
    const toggle = rowsOf(page).getByRole('switch', {
      name: t(lang, 'students:commentToggle', { name: student.name }),
      exact: true,
    });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(was));
    for (const allowed of [!was, was]) {
      await tableIdle(page);
      await toggle.click();
      await toast(
        page,
        t(lang, allowed ? 'students:messages.commentAllowed' : 'students:messages.commentBlocked', {
          name: student.name,
        }),
      );
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(allowed));
      expect((await fetchStudent(student.id)).can_comment).toBe(allowed);
    }
  });

  it(
    'edits a student in a dialog: the system is one of the chosen class’s',
    { timeout: 120_000 },
    async ({ open, expect }) => {
      const student = await studentFor('edit', lang);
      const classes = await made<{ items: { id: number; name_ar: string; name_en: string }[] }>(
        'GET',
        '/classes?q=Secondary&pageSize=20',
      );
      const other = classes.items.find((c) => c.id !== student.class_id)!;
      const systems = await made<{ items: { id: number; name_ar: string; name_en: string }[] }>(
        'GET',
        `/systems?class_id=${other.id}`,
      );
      const system = systems.items[0]!;
      const { page } = await open({ lang, as: 'admin' });
      await openProfile(page, student);
      await page.getByRole('button', { name: t(lang, 'students:edit'), exact: true }).click();
      const dialog = await settledDialog(page, (d) => d.getByTestId('student-form'));
      const form = dialog.getByTestId('student-form');
      const field = (key: string) => form.getByLabel(t(lang, `students:fields.${key}`), { exact: true });
      expect(await field('phone').inputValue()).toBe(student.phone);
      await expectNoSeriousA11yViolations(page, `edit dialog (${lang})`);

      await field('name').fill('');
      await buttonByText(dialog, t(lang, 'actions.save')).click();
      await form.getByText(t(lang, 'errors.user.name_required'), { exact: true }).waitFor();
      const renamed = `${student.name} ${unique()}`;
      await field('name').fill(renamed);
      // Another class: the old system goes, and the new one is among the new class's.
      await chooseOption(page, field('class'), nameIn(lang, other), { type: true });
      const systemSelect = form.getByTestId('student-system');
      await expect.poll(() => systemSelect.locator('.ant-select-content-has-value').count()).toBe(0);
      await chooseOption(page, field('system'), nameIn(lang, system));
      await buttonByText(dialog, t(lang, 'actions.save')).click();
      await toast(page, t(lang, 'students:messages.updated'));
      await waitForHeading(page, renamed);
      const details = page.getByTestId('student-details');
      await expect.poll(() => details.innerText()).toContain(nameIn(lang, other));
      expect(await details.innerText()).toContain(nameIn(lang, system));
      expect(await fetchStudent(student.id)).toMatchObject({ name: renamed, class_id: other.id, system_id: system.id });
    },
  );

  it('shows a support agent the wallet and its ledger, without moving money or editing', async ({ open, expect }) => {
    const student = await studentFor('agent', lang);
    const { page } = await open({ lang, as: 'support-agent' });
    await openList(page, screen, lang, `?q=${student.phone}`);
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    expect(await rowsOf(page).first().innerText()).toContain(money(lang, student.wallet_balance!));
    // Plain text, not a switch: only an admin changes it.
    expect(await rowsOf(page).getByRole('switch').count()).toBe(0);
    await rowsOf(page).getByRole('link', { name: student.name, exact: true }).click();
    await waitForHeading(page, student.name);
    await expect.poll(() => balanceText(page)).toBe(money(lang, student.wallet_balance!));
    await rowsOf(page.getByTestId('wallet-ledger')).first().waitFor();
    const card = page.getByTestId('wallet-card');
    expect(await card.getByRole('button', { name: t(lang, 'students:wallet.credit'), exact: true }).count()).toBe(0);
    expect(await card.getByRole('button', { name: t(lang, 'students:wallet.debit'), exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t(lang, 'students:edit'), exact: true }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: t(lang, 'audit-log:history.title'), exact: true }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, `/students/:id as a support agent (${lang})`);
  });

  it(
    'shows a teacher the students of his classes without balances, and no other student',
    { timeout: 120_000 },
    async ({ open, expect }) => {
      const outside = await studentFor('outside', lang);
      const { page } = await open({ lang, as: 'teacher' });
      await openList(page, screen, lang);
      await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(0);
      const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
      expect(headers).toContain(t(lang, 'students:fields.name'));
      expect(headers).not.toContain(t(lang, 'students:fields.wallet_balance'));
      expect(await page.getByLabel(t(lang, 'students:filters.balanceMin'), { exact: true }).count()).toBe(0);
      // The demo teacher teaches the preparatory classes.
      for (const text of await rowsOf(page).allInnerTexts())
        expect(text).toMatch(lang === 'ar' ? /الإعدادي/ : /Preparatory/);
      await expectNoSeriousA11yViolations(page, `/students as a teacher (${lang})`);

      // One of them: details, no wallet.
      await rowsOf(page).first().getByRole('link').click();
      await page.getByTestId('student-details').waitFor();
      expect(await page.getByTestId('wallet-card').count()).toBe(0);
      await expectNoSeriousA11yViolations(page, `/students/:id as a teacher (${lang})`);

      // A student of another class is not found.
      await page.goto(`/students/${outside.id}`);
      await page.getByTestId('load-failure').getByText(t(lang, 'errors.resource.not_found'), { exact: true }).waitFor();
      await waitForHeading(page, t(lang, 'screens.student'));
    },
  );
});
