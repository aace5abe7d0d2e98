import {
  formatMoney,
  toLatinDigits,
  type Curriculum,
  type Student,
  type Subscription,
  type Wallet,
} from '@dashboard/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, inject } from 'vitest';
import { chooseOption, deleteRow, exportList, sortBy, tableIdle, waitForParam } from './list-kit.js';
import {
  api,
  baseURL,
  buttonByText,
  endMonthly,
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  LANGS,
  made,
  nameIn,
  settledDialog,
  subscribeInCash,
  subscriptionsOf,
  t,
  titleIn,
  toast,
  waitForHeading,
  type Lang,
} from './support.js';

const sessions = inject('sessions');
const rowsOf = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
/** A table's row of one record (Ant Design keys each row by its id). */
const rowOf = (scope: Page | Locator, id: number) => scope.locator(`.ant-table-tbody tr[data-row-key="${id}"]`);
const money = (lang: Lang, piastres: number) => formatMoney(piastres, lang);
const screens = {
  list: { path: '/subscriptions', title: 'screens.subscriptions' },
  deleted: { path: '/subscriptions/deleted', title: 'screens.deletedSubscriptions' },
  teacher: { path: '/teacher/subscriptions', title: 'screens.teacherSubscriptions' },
};

/** Waits for a subscriptions screen's heading and its table. */
async function screenShown(page: Page, lang: Lang, screen: keyof typeof screens) {
  await waitForHeading(page, t(lang, screens[screen].title));
  await page.locator('.ant-table').waitFor({ state: 'visible' });
}

/** Opens a subscriptions screen (with its query) and waits for its heading and its table. */
async function openScreen(page: Page, lang: Lang, screen: keyof typeof screens, query = '') {
  await page.goto(`${screens[screen].path}${query}`);
  await screenShown(page, lang, screen);
}

/** The items of the list answer the page is given for a query that `matches`. */
async function listAnswer(page: Page, path: string, matches: (q: URLSearchParams) => boolean = () => true) {
  const res = await page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === `/api/v1${path}` && matches(url.searchParams);
  });
  return ((await res.json()) as { items: Subscription[] }).items;
}

/**
 * The demo students the tests work on, one each (they run side by side and
 * move money): those with a class and a system, from the end of the phone
 * order (students.test.ts takes its own from the start).
 */
let pool: Promise<Student[]> | undefined;
function demoStudents(): Promise<Student[]> {
  pool ??= (async () => {
    const curricula = await made<{ items: Curriculum[] }>('GET', '/curricula?pageSize=100');
    const priced = new Map<number, number>();
    for (const c of curricula.items) if (c.price > 0) priced.set(c.class_id, (priced.get(c.class_id) ?? 0) + 1);
    const { items } = await made<{ items: Student[] }>('GET', '/students?sort=-phone&pageSize=100');
    // Two priced curricula in the class: each language's test subscribes to one of its own.
    return items.filter((s) => s.class_id !== null && s.system_id !== null && (priced.get(s.class_id) ?? 0) >= 2);
  })();
  return pool;
}
const slots = ['add', 'renew', 'delete', 'agent', 'teacher'] as const;
async function studentFor(slot: (typeof slots)[number], lang: Lang): Promise<Student> {
  const students = await demoStudents();
  const student = students[slots.indexOf(slot) + (lang === 'ar' ? slots.length : 0)];
  if (!student) throw new Error(`no demo student for ${slot} (${lang}): ${students.length} found`);
  return student;
}

const wallet = (id: number) => made<Wallet>('GET', `/students/${id}/wallet?pageSize=100`);
/** Money into a student's wallet, so that a payment from it cannot be short. */
async function credit(studentId: number, piastres: number) {
  await made('POST', `/students/${studentId}/wallet`, {
    direction: 'credit',
    amount: piastres,
    reason: 'e2e: subscriptions',
  });
}

/** A priced curriculum of the student's class (the `pick`th, round), for the test to subscribe the student to. */
async function pricedCurriculum(student: Student, pick = 0): Promise<Curriculum> {
  const { items } = await made<{ items: Curriculum[] }>('GET', `/curricula?class_id=${student.class_id}&pageSize=100`);
  const priced = items.filter((c) => c.price > 0);
  const curriculum = priced[pick % priced.length];
  if (!curriculum) throw new Error(`no priced curriculum of class ${student.class_id}`);
  return curriculum;
}

/** A priced curriculum the student may be given a new subscription to: the live one to it deleted. */
async function freeCurriculum(student: Student, pick = 0): Promise<Curriculum> {
  const curriculum = await pricedCurriculum(student, pick);
  await endMonthly(student.id, curriculum.id);
  return curriculum;
}

/** A monthly subscription paid in cash to one of the student's class's curricula. */
const subscribe = async (student: Student, pick = 0) =>
  subscribeInCash(student.id, await pricedCurriculum(student, pick));

/** A row's action button, named "<action>: <content> for <student>" in the language. */
const rowAction = (scope: Page | Locator, lang: Lang, action: string, name: string) =>
  scope.getByRole('button', { name: `${t(lang, action)}: ${name}`, exact: true });
const recordName = (lang: Lang, s: Subscription) =>
  t(lang, 'subscriptions:recordName', { content: nameIn(lang, s.content), student: s.student.name });

/** Opens a student's profile and waits for the subscriptions' card to list them. */
async function openProfile(page: Page, student: Student) {
  await page.goto(`/students/${student.id}`);
  await waitForHeading(page, student.name);
  await page.getByTestId('student-subscriptions').waitFor();
}

/** The open dialog, once its form is in and its opening animation over. */
const dialogWith = (page: Page, testId: string) => settledDialog(page, (d) => d.getByTestId(testId));

const method = async (dialog: Locator, lang: Lang, m: 'wallet' | 'cash') => {
  const label = t(lang, `subscriptions:methods.${m}`);
  await dialog.getByText(label, { exact: true }).click();
  await dialog.locator('.ant-radio-wrapper-checked', { hasText: label }).waitFor();
};
const balanceText = (page: Page) => page.getByTestId('wallet-balance').innerText();

describe.skipIf(!hasBrowser).concurrent.each(LANGS)('subscriptions in %s', (lang) => {
  it(
    'adds a subscription paid from the wallet on the profile: the ledger shows the debit; a second is refused; a renewal is paid from the wallet too',
    { timeout: 120_000 },
    async ({ open, expect }) => {
      const student = await studentFor('add', lang);
      const curriculum = await freeCurriculum(student, lang === 'ar' ? 1 : 0);
      await credit(student.id, curriculum.price * 3);
      const before = await wallet(student.id);

      const { page } = await open({ lang, as: 'admin' });
      await openProfile(page, student);
      await expect.poll(() => balanceText(page)).toBe(money(lang, before.balance));
      const card = page.getByTestId('subscriptions-card');
      await card.getByRole('button', { name: t(lang, 'subscriptions:add'), exact: true }).click();
      let dialog = await dialogWith(page, 'subscription-form');
      await dialog.getByText(t(lang, 'subscriptions:addTitle', { name: student.name }), { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page, `add subscription dialog (${lang})`);

      // Nothing chosen: the spec's own messages.
      const submit = buttonByText(dialog, t(lang, 'subscriptions:add'));
      await submit.click();
      await dialog.getByText(t(lang, 'errors.subscription.curriculum_required'), { exact: true }).waitFor();
      await dialog.getByText(t(lang, 'errors.validation.required'), { exact: true }).first().waitFor();

      // The student's class's curriculum, its price filled in, paid from the wallet.
      const field = (key: string) => dialog.getByLabel(t(lang, `subscriptions:fields.${key}`), { exact: true });
      await chooseOption(page, field('curriculum_id'), titleIn(lang, curriculum), { type: true });
      await expect
        .poll(async () =>
          Number(
            toLatinDigits(await field('price').inputValue())
              .replace('٫', '.')
              .replace(/[^\d.]/g, ''),
          ),
        )
        .toBe(curriculum.price / 100);
      expect(toLatinDigits(await field('period_days').inputValue())).toBe('30');
      // What was filled in is mended: only the method's message is left.
      await expect
        .poll(() => dialog.locator('.ant-form-item-explain-error').allInnerTexts())
        .toEqual([t(lang, 'errors.validation.required')]);
      await method(dialog, lang, 'wallet');
      await expect.poll(() => dialog.getByTestId('payment-balance').innerText()).toContain(money(lang, before.balance));
      await submit.click();
      await toast(page, t(lang, 'subscriptions:messages.created'));
      await dialog.waitFor({ state: 'hidden' });

      // The wallet and its ledger follow at once: the debit, of the subscription's kind.
      const after = before.balance - curriculum.price;
      await expect.poll(() => balanceText(page)).toBe(money(lang, after));
      const ledgerFirst = rowsOf(page.getByTestId('wallet-ledger')).first();
      await expect.poll(() => ledgerFirst.innerText()).toContain(t(lang, 'students:wallet.kinds.subscription'));
      expect(await ledgerFirst.innerText()).toContain(money(lang, after));
      const now = await wallet(student.id);
      expect(now.moves[0]).toMatchObject({ amount: -curriculum.price, kind: 'subscription', balance_after: after });

      // The new subscription in the card, active.
      const live = page.getByTestId('student-subscriptions');
      const row = rowsOf(live)
        .filter({ hasText: titleIn(lang, curriculum) })
        .first();
      await row.waitFor();
      await row
        .locator('.ant-tag.subscription-active', { hasText: t(lang, 'subscriptions:statuses.active') })
        .waitFor();
      const added = (await subscriptionsOf(student.id)).find(
        (s) => s.deleted_at === null && s.content.id === curriculum.id,
      )!;
      expect(added).toMatchObject({ type: 'monthly', price: curriculum.price, paid_total: curriculum.price });
      // The pointer off the page's links: axe reads a hovered link's colour (the theme's brand on hover).
      await page.mouse.move(0, 0);
      await expectNoSeriousA11yViolations(page, `/students/:id with a new subscription (${lang})`);

      // The same content again: refused on the curriculum, nothing paid.
      await card.getByRole('button', { name: t(lang, 'subscriptions:add'), exact: true }).click();
      dialog = await dialogWith(page, 'subscription-form');
      await chooseOption(page, field('curriculum_id'), titleIn(lang, curriculum), { type: true });
      await method(dialog, lang, 'cash');
      await buttonByText(dialog, t(lang, 'subscriptions:add')).click();
      const contentItem = dialog.locator('.ant-form-item', {
        has: page.getByLabel(t(lang, 'subscriptions:fields.curriculum_id'), { exact: true }),
      });
      await contentItem.getByText(t(lang, 'errors.subscription.exists'), { exact: true }).waitFor();
      await dialog.getByRole('button', { name: t(lang, 'actions.cancel'), exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect((await wallet(student.id)).balance).toBe(after);

      // A renewal from the profile, paid from the wallet: one more period, one more debit.
      await tableIdle(page);
      await rowAction(row, lang, 'subscriptions:renew', nameIn(lang, added.content)).click();
      dialog = await dialogWith(page, 'renew-form');
      expect(await dialog.locator('.subscription-summary').innerText()).toContain(money(lang, curriculum.price));
      await expectNoSeriousA11yViolations(page, `renew dialog (${lang})`);
      await method(dialog, lang, 'wallet');
      await buttonByText(dialog, t(lang, 'subscriptions:renew')).click();
      await toast(page, t(lang, 'subscriptions:messages.renewed'));
      await dialog.waitFor({ state: 'hidden' });
      const renewedBalance = after - curriculum.price;
      await expect.poll(() => balanceText(page)).toBe(money(lang, renewedBalance));
      await expect.poll(() => ledgerFirst.innerText()).toContain(money(lang, renewedBalance));
      const renewed = await made<Subscription>('GET', `/subscriptions/${added.id}`);
      expect(renewed).toMatchObject({ renewal_count: 1, paid_total: curriculum.price * 2 });
      expect(await row.innerText()).toContain(money(lang, curriculum.price * 2));
    },
  );

  it(
    'renews from the list with a promo code, paid from the wallet: the discount comes off',
    { timeout: 120_000 },
    async ({ open, expect }) => {
      const student = await studentFor('renew', lang);
      const sub = await subscribe(student);
      await credit(student.id, sub.price);
      const before = await wallet(student.id);

      const { page } = await open({ lang, as: 'admin' });
      await openScreen(page, lang, 'list', `?student_id=${student.id}`);
      // The filter shows the student it was given by the link.
      await page.getByTestId('filter-student').getByText(student.name, { exact: false }).waitFor();
      const row = rowOf(page, sub.id);
      await row.waitFor();
      await tableIdle(page);
      await rowAction(row, lang, 'subscriptions:renew', recordName(lang, sub)).click();
      const dialog = await dialogWith(page, 'renew-form');
      await dialog
        .getByText(t(lang, 'subscriptions:renewal.title', { name: recordName(lang, sub) }), { exact: true })
        .waitFor();

      // Nothing chosen: the payment's method is required.
      await buttonByText(dialog, t(lang, 'subscriptions:renew')).click();
      await dialog.getByText(t(lang, 'errors.validation.required'), { exact: true }).waitFor();
      // An unknown code: said on the code, nothing paid.
      await method(dialog, lang, 'wallet');
      const code = dialog.getByTestId('renew-promo-code');
      await code.fill('NO-SUCH-CODE');
      await buttonByText(dialog, t(lang, 'subscriptions:renew')).click();
      await dialog.getByText(t(lang, 'errors.promo_code.unknown'), { exact: true }).waitFor();
      // The demo's WELCOME (10 %), typed in lower case.
      await code.fill('welcome');
      await buttonByText(dialog, t(lang, 'subscriptions:renew')).click();
      await toast(page, t(lang, 'subscriptions:messages.renewed'));
      await dialog.waitFor({ state: 'hidden' });

      const discount = Math.floor(sub.price / 10);
      const renewed = await made<Subscription>('GET', `/subscriptions/${sub.id}`);
      expect(renewed).toMatchObject({
        renewal_count: 1,
        promo_code: 'WELCOME',
        discount_total: discount,
        paid_total: sub.price * 2 - discount,
      });
      const now = await wallet(student.id);
      expect(now.balance).toBe(before.balance - (sub.price - discount));
      expect(now.moves[0]).toMatchObject({ amount: -(sub.price - discount), kind: 'subscription' });
      // The row follows: the code, the discounts, the renewals.
      await expect.poll(() => row.innerText()).toContain('WELCOME');
      expect(await row.innerText()).toContain(money(lang, discount));
      await expectNoSeriousA11yViolations(page, `/subscriptions after a renewal (${lang})`);
    },
  );

  it('lists every subscription with its columns, filters by status, sorts by price and exports', async ({
    open,
    expect,
  }) => {
    const { page } = await open({ lang, as: 'admin' });
    const first = listAnswer(page, '/subscriptions');
    await openScreen(page, lang, 'list', '?pageSize=10');
    expect((await first).length).toBeGreaterThan(0);
    await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(0);
    const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
    for (const key of [
      'student',
      'type',
      'content',
      'subject',
      'class',
      'teacher',
      'starts_on',
      'ends_on',
      'last_renewed_on',
      'next_renewal_on',
      'renewal_count',
      'price',
      'paid_total',
      'discount_total',
      'status',
      'promo_code',
    ])
      expect(headers).toContain(t(lang, `subscriptions:fields.${key}`));
    // No free-text search: the API filters.
    expect(await page.getByRole('searchbox').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, `/subscriptions (${lang})`);

    // The status filter, kept in the URL: only active rows, each tagged so.
    const active = listAnswer(page, '/subscriptions', (q) => q.get('status') === 'active');
    await chooseOption(
      page,
      page.getByRole('combobox', { name: t(lang, 'subscriptions:filters.status'), exact: true }),
      t(lang, 'subscriptions:statuses.active'),
    );
    await waitForParam(page, 'status', 'active');
    const actives = await active;
    expect(actives.every((s) => s.status === 'active')).toBe(true);
    // The rows follow the answer a render later: until then, the unfiltered page's tags are still there.
    await expect
      .poll(async () => new Set(await rowsOf(page).locator('.ant-tag').allInnerTexts()))
      .toEqual(new Set(actives.length ? [t(lang, 'subscriptions:statuses.active')] : []));

    // Sorted by price, most expensive first.
    const byPrice = listAnswer(page, '/subscriptions', (q) => q.get('sort') === '-price');
    await sortBy(page, t(lang, 'subscriptions:fields.price'), 'price');
    await sortBy(page, t(lang, 'subscriptions:fields.price'), '-price');
    const prices = (await byPrice).map((s) => s.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    // The export carries the filters, in the language.
    const csv = await exportList(page, lang, 'csv');
    const url = new URL(csv.url());
    expect(url.pathname).toBe('/api/v1/subscriptions/export');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      status: 'active',
      sort: '-price',
      format: 'csv',
      lang,
    });
    expect(await csv.failure()).toBeNull();
  });

  it('deletes a subscription after its confirmation, then restores it from the deleted list', async ({
    open,
    expect,
  }) => {
    const student = await studentFor('delete', lang);
    const sub = await subscribe(student);
    const { page } = await open({ lang, as: 'admin' });
    await openScreen(page, lang, 'list', `?student_id=${student.id}`);
    const row = rowOf(page, sub.id);
    await row.waitFor();
    await deleteRow(page, lang, row);
    await toast(page, t(lang, 'subscriptions:messages.deleted'));
    await row.waitFor({ state: 'detached' });
    expect((await made<Subscription>('GET', `/subscriptions/${sub.id}`)).deleted_at).not.toBeNull();

    // In the deleted list, with its cancellation date; restored, it is back in the list.
    await openScreen(page, lang, 'deleted', `?student_id=${student.id}`);
    const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
    expect(headers).toContain(t(lang, 'subscriptions:fields.deleted_at'));
    const gone = rowOf(page, sub.id);
    await gone.waitFor();
    await expectNoSeriousA11yViolations(page, `/subscriptions/deleted (${lang})`);
    await tableIdle(page);
    await rowAction(gone, lang, 'subscriptions:restore', recordName(lang, sub)).click();
    await toast(page, t(lang, 'subscriptions:messages.restored'));
    await gone.waitFor({ state: 'detached' });
    expect((await made<Subscription>('GET', `/subscriptions/${sub.id}`)).deleted_at).toBeNull();
    await openScreen(page, lang, 'list', `?student_id=${student.id}`);
    await rowOf(page, sub.id).waitFor();
  });

  it('shows a teacher only his or her own subscriptions, read only', async ({ open, expect }) => {
    const teacherId = sessions.teacher.user.id;
    const { page } = await open({ lang, as: 'teacher' });
    const answer = listAnswer(page, '/subscriptions');
    // The teacher's way in (no sidebar entry names it): home offers it among his or her sections.
    await page.goto('/');
    await page.getByRole('link', { name: t(lang, 'nav.teacherSubscriptions'), exact: true }).click();
    await screenShown(page, lang, 'teacher');
    const items = await answer;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((s) => s.teacher.id === teacherId)).toBe(true);
    await expect.poll(() => rowsOf(page).count()).toBe(Math.min(items.length, 20));
    const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
    expect(headers).not.toContain(t(lang, 'subscriptions:fields.teacher'));
    expect(headers).not.toContain(t(lang, 'table.actions'));
    expect(await page.getByRole('combobox', { name: t(lang, 'subscriptions:filters.teacher') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: new RegExp(`^${t(lang, 'subscriptions:renew')}: `) }).count()).toBe(
      0,
    );
    await expectNoSeriousA11yViolations(page, `/teacher/subscriptions (${lang})`);

    // The type filter: the teacher's, of that type.
    const monthly = listAnswer(page, '/subscriptions', (q) => q.get('type') === 'monthly');
    await chooseOption(
      page,
      page.getByRole('combobox', { name: t(lang, 'subscriptions:filters.type'), exact: true }),
      t(lang, 'subscriptions:types.monthly'),
    );
    const filtered = await monthly;
    expect(filtered.every((s) => s.type === 'monthly' && s.teacher.id === teacherId)).toBe(true);
    const csv = await exportList(page, lang, 'csv');
    expect(new URL(csv.url()).searchParams.get('type')).toBe('monthly');
    expect(await csv.failure()).toBeNull();

    // From one of the teacher's curricula, its subscriptions: the teacher's list, filtered by it.
    expect(filtered.length).toBeGreaterThan(0);
    const curriculum = await made<Curriculum>('GET', `/curricula/${filtered[0]!.content.id}`);
    await page.goto(`/curriculum/${curriculum.id}`);
    await waitForHeading(page, titleIn(lang, curriculum));
    const ofCurriculum = listAnswer(page, '/subscriptions', (q) => q.get('curriculum_id') === String(curriculum.id));
    await page.getByRole('button', { name: t(lang, 'screens.subscriptions'), exact: true }).click();
    await screenShown(page, lang, 'teacher');
    const itsOwn = await ofCurriculum;
    expect(itsOwn.length).toBeGreaterThan(0);
    expect(itsOwn.every((s) => s.type === 'monthly' && s.content.id === curriculum.id)).toBe(true);
    await page.getByTestId('filter-curriculum').getByText(titleIn(lang, curriculum), { exact: true }).waitFor();

    // The admin's list is not the teacher's.
    await page.goto('/subscriptions');
    await waitForHeading(page, t(lang, 'screens.home'));
  });

  it('shows a support agent the deleted subscriptions, without restore', async ({ open, expect }) => {
    const student = await studentFor('agent', lang);
    const sub = await subscribe(student);
    await made('DELETE', `/subscriptions/${sub.id}`);
    const { page } = await open({ lang, as: 'support-agent' });
    const answer = listAnswer(page, '/subscriptions/deleted');
    await openScreen(page, lang, 'deleted');
    const items = await answer;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((s) => s.deleted_at !== null)).toBe(true);
    // Newest deletion first.
    const deletedAt = items.map((s) => s.deleted_at!);
    expect(deletedAt).toEqual([...deletedAt].sort().reverse());
    await rowsOf(page).first().waitFor();
    expect(await page.getByRole('button', { name: new RegExp(`^${t(lang, 'subscriptions:restore')}: `) }).count()).toBe(
      0,
    );
    const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
    expect(headers).toContain(t(lang, 'subscriptions:fields.deleted_at'));
    expect(headers).not.toContain(t(lang, 'table.actions'));
    // No filter by curriculum or course: an agent reads no teaching content.
    expect(await page.getByRole('combobox', { name: t(lang, 'subscriptions:filters.curriculum') }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, `/subscriptions/deleted as a support agent (${lang})`);
    const csv = await exportList(page, lang, 'xlsx');
    expect(new URL(csv.url()).pathname).toBe('/api/v1/subscriptions/deleted/export');
    expect(await csv.failure()).toBeNull();
    // The live list is not the agent's.
    await page.goto('/subscriptions');
    await waitForHeading(page, t(lang, 'screens.home'));
  });

  it('says why a student without a class or a system cannot be subscribed, and shows a teacher the profile’s subscriptions read only', async ({
    open,
    expect,
  }) => {
    const everyone = [
      ...(await made<{ items: Student[] }>('GET', '/students?sort=phone&pageSize=100')).items,
      ...(await made<{ items: Student[] }>('GET', '/students?sort=phone&pageSize=100&page=2')).items,
    ];
    const lonely = everyone.find((s) => s.class_id === null || s.system_id === null);
    if (!lonely) throw new Error('the demo data has no student without a class or a system');
    const { page } = await open({ lang, as: 'admin' });
    await openProfile(page, lonely);
    const card = page.getByTestId('subscriptions-card');
    const add = card.getByRole('button', { name: t(lang, 'subscriptions:add'), exact: true });
    expect(await add.isDisabled()).toBe(true);
    await card
      .getByTestId('subscriptions-no-class')
      .getByText(t(lang, 'errors.subscription.no_class_or_system'), { exact: true })
      .waitFor();
    expect(await add.getAttribute('aria-describedby')).toBeTruthy();
    await expectNoSeriousA11yViolations(page, `/students/:id without a class (${lang})`);

    // A teacher: the subscriptions to his or her own content, no add, no renew.
    const teacherId = sessions.teacher.user.id;
    // One whose student is of a class the teacher teaches (a teacher reads those students only; the
    // teacher's content may be of a class he or she is not linked to, whose students the teacher cannot open).
    const mine = await made<{ items: Subscription[] }>('GET', `/subscriptions?teacher_id=${teacherId}&pageSize=50`);
    const asTeacher = (path: string) =>
      fetch(`${baseURL}/api/v1${path}`, { headers: { authorization: `Bearer ${sessions.teacher.token}` } });
    let target: Subscription | undefined;
    for (const s of mine.items) {
      if ((await asTeacher(`/students/${s.student.id}`)).status === 200) {
        target = s;
        break;
      }
    }
    if (!target) throw new Error('the demo teacher has no subscription of a student he or she teaches');
    const session = await open({ lang, as: 'teacher' });
    const answer = session.page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/v1/students/${target.student.id}/subscriptions`,
    );
    await session.page.goto(`/students/${target.student.id}`);
    const shown = ((await (await answer).json()) as { items: Subscription[] }).items;
    expect(shown.every((s) => s.teacher.id === teacherId)).toBe(true);
    const teacherCard = session.page.getByTestId('subscriptions-card');
    await rowsOf(teacherCard).first().waitFor();
    expect(await teacherCard.getByRole('button', { name: t(lang, 'subscriptions:add') }).count()).toBe(0);
    expect(await teacherCard.getByRole('button').count()).toBe(0);
    await expectNoSeriousA11yViolations(session.page, `/students/:id subscriptions as a teacher (${lang})`);
  });
});

// The API's own refusal, said as the spec says it (the profile disables the button before it).
describe.skipIf(!hasBrowser)('adding a subscription for a student without a class', () => {
  it('is refused by the server with the spec’s message code', async ({ expect }) => {
    const { items } = await made<{ items: Student[] }>('GET', '/students?sort=-created_at&pageSize=100');
    const rest = (await made<{ items: Student[] }>('GET', '/students?sort=-created_at&pageSize=100&page=2')).items;
    const lonely = [...items, ...rest].find((s) => s.class_id === null);
    if (!lonely) throw new Error('the demo data has no student without a class');
    const { items: curricula } = await made<{ items: Curriculum[] }>('GET', '/curricula?pageSize=1');
    const res = await api<{ code: string }>('POST', '/subscriptions', {
      student_id: lonely.id,
      type: 'monthly',
      curriculum_id: curricula[0]!.id,
      period_days: 30,
      price: 1000,
      method: 'cash',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('subscription.no_class_or_system');
  });
});
