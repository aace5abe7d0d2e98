import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  api,
  baseURL,
  demo,
  expectNoSeriousA11yViolations,
  gotoHome,
  hasBrowser,
  it,
  LANGS,
  MOBILE,
  pathOf,
  t,
  waitForHeading,
  waitForPath,
  type Lang,
} from './support.js';
import { chooseOption } from './list-kit.js';

const unique = () => Math.random().toString(36).slice(2, 7).toUpperCase();
/** A phone number nobody has: 0107 and seven random digits. */
const freshPhone = () => `0107${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
const arabicDigits = (s: string) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

interface TeacherItem {
  id: number;
  name: string;
  phone: string;
  active: boolean;
  subjects: { id: number; name_en: string }[];
  classes: { id: number; name_en: string }[];
}

/** Signs in through the API; the status says whether the account may sign in. */
async function signInStatus(phone: string, password: string) {
  const res = await fetch(`${baseURL}/api/v1/login-phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  return { status: res.status, code: res.ok ? null : ((await res.json()) as { code: string }).code };
}

async function findTeacher(phone: string) {
  const res = await api<{ items: TeacherItem[] }>('GET', `/teachers?q=${phone}`);
  return res.body.items.find((x) => x.phone === phone);
}

/** Picks an option of a searchable select by its text, typing it first to filter. */
const pick = (page: Page, field: ReturnType<Page['getByLabel']>, text: string) =>
  chooseOption(page, field, text, { type: true });

const rowsOf = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
/** "5 stars" as the page says it: the plural form of the language (Arabic has six), in its digits. */
const starsLabel = (lang: Lang, n: number) =>
  t(lang, `teachers:ratings.stars_${new Intl.PluralRules(lang).select(n)}`).replace(
    '{count, number}',
    new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-EG').format(n),
  );
const datePattern = (lang: Lang) => (lang === 'ar' ? /^[٠-٩]{2}-[٠-٩]{2}-[٠-٩]{4}$/ : /^\d{2}-\d{2}-\d{4}$/);

// Every test works on rows of its own: they run side by side (up to E2E_CONCURRENCY at once).
describe.skipIf(!hasBrowser).concurrent.each(LANGS)('teachers in %s', (lang) => {
  const f = (key: string) => t(lang, `teachers:fields.${key}`);
  const physics = lang === 'ar' ? 'الفيزياء' : 'Physics';
  // The teacher the add test makes teaches chemistry, so the physics list the other test checks stays put.
  const chemistry = lang === 'ar' ? 'الكيمياء' : 'Chemistry';
  const secondary1 = lang === 'ar' ? 'الصف الأول الثانوي' : 'Secondary 1';

  it(
    'lists the seeded teachers, searches Arabic-aware and filters with the view kept in the URL',
    { timeout: 150_000 },
    async ({ open, expect }) => {
      const { page } = await open({ lang, as: 'admin' });
      await page.goto('/teachers');
      await waitForHeading(page, t(lang, 'screens.teachers'));
      await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(5);
      await expectNoSeriousA11yViolations(page, `/teachers (${lang})`);

      // Hamza does not matter: "احمد محمود" finds "أحمد محمود عبد الله".
      await page.getByPlaceholder(t(lang, 'teachers:search')).fill('احمد محمود');
      await page.waitForURL((url) => url.searchParams.get('q') === 'احمد محمود', { waitUntil: 'commit' });
      await expect.poll(() => rowsOf(page).count()).toBe(1);
      await expect.poll(() => rowsOf(page).first().innerText()).toContain('أحمد محمود عبد الله');
      // The phone stays left to right inside the row.
      expect(await rowsOf(page).first().locator('bdi[dir=ltr]', { hasText: '01011000101' }).count()).toBe(1);

      await page.getByPlaceholder(t(lang, 'teachers:search')).fill('');
      await page.waitForURL((url) => !url.searchParams.has('q'), { waitUntil: 'commit' });
      await pick(page, page.getByLabel(t(lang, 'teachers:filters.subject')), physics);
      await page.waitForURL((url) => url.searchParams.has('subject_id'), { waitUntil: 'commit' });
      await chooseOption(page, page.getByLabel(t(lang, 'teachers:filters.status')), t(lang, 'teachers:status.active'));
      await page.waitForURL((url) => url.searchParams.get('active') === 'true', { waitUntil: 'commit' });
      const allPhysics = async () => {
        const texts = await rowsOf(page).allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes(physics));
      };
      await expect.poll(allPhysics).toBe(true);
      const texts = await rowsOf(page).allInnerTexts();

      // A reload (or a shared link) shows the same view.
      const url = page.url();
      await page.reload();
      await expect.poll(() => rowsOf(page).allInnerTexts()).toEqual(texts);
      expect(page.url()).toBe(url);
      await expectNoSeriousA11yViolations(page, `/teachers filtered (${lang})`);

      await page.goto('/teachers?active=false');
      await waitForHeading(page, t(lang, 'screens.teachers'));
      await rowsOf(page).first().waitFor();
      const states = () =>
        rowsOf(page)
          .getByRole('switch')
          .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('aria-checked')))]);
      await expect.poll(states).toEqual(['false']);
    },
  );

  it(
    'adds a teacher after saying what is wrong, edits, disables and deletes it',
    { timeout: 150_000 },
    async ({ open, expect }) => {
      const { page } = await open({ lang, as: 'admin' });
      await page.goto('/teachers');
      await waitForHeading(page, t(lang, 'screens.teachers'));
      await page.getByRole('button', { name: t(lang, 'teachers:add') }).click();
      await waitForPath(page, '/teachers/add');
      await waitForHeading(page, t(lang, 'screens.addTeacher'));
      await expectNoSeriousA11yViolations(page, `/teachers/add (${lang})`);

      const submit = page.locator('form button[type=submit]');
      await submit.click();
      await page.getByText(t(lang, 'errors.user.name_required'), { exact: true }).waitFor();
      await page.getByText(t(lang, 'errors.auth.phone_required'), { exact: true }).waitFor();
      await page.getByText(t(lang, 'errors.auth.password_required'), { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page, `/teachers/add with errors (${lang})`);

      // A name typed in English is written left to right, an Arabic one right to left, on either side.
      const nameField = page.getByLabel(f('name'));
      const direction = () => nameField.evaluate((el) => getComputedStyle(el).direction);
      await nameField.fill('Omar Khaled');
      expect(await direction()).toBe('ltr');
      await nameField.fill('عمر خالد');
      expect(await direction()).toBe('rtl');

      await page.getByLabel(f('name')).fill('م');
      await page.getByLabel(f('phone')).fill('0123');
      await page.getByLabel(f('email')).fill('not-an-email');
      await page.getByLabel(f('password'), { exact: true }).fill('short');
      await submit.click();
      await expect
        .poll(() => page.locator('.ant-form-item-explain-error').allInnerTexts())
        .toEqual([
          expect.stringMatching(/2|٢/),
          t(lang, 'errors.validation.phone'),
          t(lang, 'errors.validation.email'),
          expect.stringMatching(/8|٨/),
        ]);

      const name = `معلم الاختبار ${unique()}`;
      const phone = freshPhone();
      await page.getByLabel(f('name')).fill(name);
      await page.getByLabel(f('email')).fill('');
      await page.getByLabel(f('password'), { exact: true }).fill('Teach@1234');
      // The demo admin's number is taken: said on the field, nothing added.
      await page.getByLabel(f('phone')).fill(demo.admin.phone);
      await submit.click();
      await page.getByText(t(lang, 'errors.user.taken'), { exact: true }).waitFor();
      expect(await findTeacher(demo.admin.phone)).toBeUndefined();

      // Arabic-Indic digits are the same number.
      await page.getByLabel(f('phone')).fill(lang === 'ar' ? arabicDigits(phone) : phone);
      const subjects = page.getByLabel(f('subjects'));
      await pick(page, subjects, chemistry);
      await page.keyboard.press('Escape');
      await pick(page, page.getByLabel(f('classes')), secondary1);
      await page.keyboard.press('Escape');
      await submit.click();
      await waitForPath(page, '/teachers');
      await page.getByText(t(lang, 'teachers:messages.created')).waitFor();
      const created = await findTeacher(phone);
      expect(created).toMatchObject({ name, phone, active: true });
      expect(created!.subjects.map((s) => s.name_en)).toEqual(['Chemistry']);
      expect(created!.classes.map((c) => c.name_en)).toEqual(['Secondary 1']);
      expect(await signInStatus(phone, 'Teach@1234')).toEqual({ status: 200, code: null });

      // Edit in a dialog: a new name and a new password.
      await page.getByPlaceholder(t(lang, 'teachers:search')).fill(phone);
      const row = rowsOf(page).filter({ hasText: phone });
      await row.waitFor();
      await row.getByRole('button', { name: `${t(lang, 'actions.edit')}: ${name}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(f('name')).waitFor();
      await expectNoSeriousA11yViolations(page, `/teachers edit dialog (${lang})`);
      await dialog.getByLabel(f('newPassword')).fill('New@12345');
      await dialog.getByLabel(f('name')).fill(`${name} ب`);
      await dialog.locator('button[type=submit]').click();
      await page.getByText(t(lang, 'teachers:messages.updated')).waitFor();
      await rowsOf(page)
        .filter({ hasText: `${name} ب` })
        .waitFor();
      expect((await signInStatus(phone, 'Teach@1234')).status).toBe(401);
      expect((await signInStatus(phone, 'New@12345')).status).toBe(200);

      // Disable with the row's switch: the teacher can no longer sign in.
      await row.getByRole('switch', { name: t(lang, 'teachers:toggleActive', { name: `${name} ب` }) }).click();
      await page.getByText(t(lang, 'teachers:messages.disabled')).waitFor();
      await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked')).toBe('false');
      expect(await signInStatus(phone, 'New@12345')).toEqual({ status: 403, code: 'auth.account_disabled' });

      await row.getByRole('button', { name: `${t(lang, 'actions.delete')}: ${name} ب` }).click();
      await page
        .locator('.ant-popconfirm')
        .getByRole('button', { name: t(lang, 'actions.delete') })
        .click();
      await page.getByText(t(lang, 'teachers:messages.deleted')).waitFor();
      await expect.poll(() => row.count()).toBe(0);
      expect(await findTeacher(phone)).toBeUndefined();
    },
  );

  it('draws on a phone only the rows within a screen of view, and the rest as they near it', async ({
    open,
    expect,
  }) => {
    const { page } = await open({ lang, as: 'admin', viewport: MOBILE });
    await page.goto('/teachers?pageSize=20');
    await waitForHeading(page, t(lang, 'screens.teachers'));
    const { total } = (await api<{ total: number }>('GET', '/teachers?pageSize=20')).body;
    expect(total).toBeGreaterThanOrEqual(20);
    // A teacher's row wraps to several lines at 375 px: a page of 20 is more than two screens.
    await rowsOf(page).first().waitFor();
    // Rows are added until the end of what is drawn lies more than a screen below the view.
    const sentinel = page.locator('.data-table > div[aria-hidden="true"]');
    await expect
      .poll(() => sentinel.evaluate((el) => el.getBoundingClientRect().top - 2 * window.innerHeight))
      .toBeGreaterThan(0);
    const drawn = await rowsOf(page).count();
    expect(drawn).toBeGreaterThanOrEqual(5);
    expect(drawn).toBeLessThan(20);
    // Scrolling to the end draws the rest, a few at a time.
    await expect
      .poll(async () => {
        await rowsOf(page).last().scrollIntoViewIfNeeded();
        return rowsOf(page).count();
      })
      .toBe(20);
  });

  it('shows a row’s tooltips on hover and keyboard focus, and its delete confirmation on the first press', async ({
    open,
    expect,
  }) => {
    const { page } = await open({ lang, as: 'admin' });
    await page.goto('/teachers');
    await waitForHeading(page, t(lang, 'screens.teachers'));
    const row = rowsOf(page).first();
    await row.waitFor();
    const name = await row.locator('.teacher-name').innerText();
    const history = row.getByRole('button', { name: t(lang, 'audit-log:openHistory', { name }), exact: true });
    const tooltip = page.locator('.ant-tooltip:visible');

    await history.hover();
    await expect.poll(() => tooltip.innerText()).toBe(t(lang, 'audit-log:history.title'));
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'hidden' });

    // From the keyboard: the tooltip follows the focus, Enter opens the confirmation and Escape closes it.
    await row.getByRole('switch').focus();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(t(lang, 'audit-log:openHistory', { name }));
    await expect.poll(() => tooltip.innerText()).toBe(t(lang, 'audit-log:history.title'));
    await page.keyboard.press('Tab'); // edit
    await tooltip.waitFor({ state: 'hidden' });
    await page.keyboard.press('Tab');
    const remove = `${t(lang, 'actions.delete')}: ${name}`;
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(remove);
    await page.keyboard.press('Enter');
    const confirm = page.locator('.ant-popconfirm:visible');
    await confirm.getByText(t(lang, 'teachers:confirmDelete', { name })).waitFor();
    // Mirrored in Arabic, and above its button either way.
    expect(await confirm.evaluate((el) => el.classList.contains('ant-popover-rtl'))).toBe(lang === 'ar');
    const [button, box] = [await row.getByRole('button', { name: remove }).boundingBox(), await confirm.boundingBox()];
    expect(box!.y + box!.height).toBeLessThanOrEqual(button!.y + 1);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(remove);

    // A press opens it again, the first time as every time.
    await row.getByRole('button', { name: remove }).click();
    await confirm.getByText(t(lang, 'teachers:confirmDelete', { name })).waitFor();
    await confirm.getByRole('button', { name: t(lang, 'actions.cancel'), exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    // Escape and cancel deleted nothing.
    const still = await api<{ items: TeacherItem[] }>('GET', `/teachers?q=${encodeURIComponent(name)}`);
    expect(still.body.items.map((x) => x.name)).toContain(name);
  });

  it(
    'shows an admin any teacher’s ratings, filtered by stars in the URL',
    { timeout: 150_000 },
    async ({ open, expect }) => {
      const { page } = await open({ lang, as: 'admin' });
      await page.goto('/teachers?q=01011000102');
      const row = rowsOf(page).filter({ hasText: '01011000102' });
      await row.waitFor();
      await row.getByRole('link', { name: t(lang, 'teachers:ratingsOf', { name: 'فاطمة السيد علي' }) }).click();
      await page.waitForURL((url) => /^\/teachers\/\d+\/rates$/.test(url.pathname), { waitUntil: 'commit' });
      await waitForHeading(page, t(lang, 'screens.ratings'));
      const summary = page.getByTestId('rating-summary');
      await summary.getByRole('heading', { name: 'فاطمة السيد علي' }).waitFor();
      await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page, `/teachers/:id/rates as admin (${lang})`);

      // Five stars, picked in the dropdown: the filter reaches the URL and the rows follow.
      const five = starsLabel(lang, 5);
      // The select, not the column of the same name.
      const stars = page.getByRole('combobox', { name: t(lang, 'teachers:ratings.fields.stars'), exact: true });
      await chooseOption(page, stars, five);
      await page.waitForURL((url) => url.searchParams.get('stars') === '5', { waitUntil: 'commit' });
      const shown = () =>
        rowsOf(page)
          .locator('.teacher-stars')
          .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('aria-label')))]);
      await expect.poll(shown).toEqual([five]);
      // A reload (or a shared link) shows the filtered view with the filter set.
      await page.reload();
      await page.getByTestId('filter-stars').getByText(five, { exact: true }).waitFor();
      await expect.poll(shown).toEqual([five]);
      await expectNoSeriousA11yViolations(page, `/teachers/:id/rates?stars=5 as admin (${lang})`);
    },
  );

  it(
    'lets a teacher open his or her own ratings from the sidebar, and not another teacher’s',
    { timeout: 150_000 },
    async ({ open, expect }) => {
      const { page, user: me } = await open({ lang, as: 'teacher' });
      await gotoHome(page, lang);
      await page.getByTestId('nav-ratings').first().click();
      await waitForPath(page, `/teachers/${me.id}/rates`);
      await waitForHeading(page, t(lang, 'screens.ratings'));
      const summary = page.getByTestId('rating-summary');
      await summary.getByRole('heading', { name: demo.teacher.name }).waitFor();
      // The average in the user's digits, the distribution from 5 stars down to 1.
      const average = await page.getByTestId('rating-average').innerText();
      expect(average).toMatch(lang === 'ar' ? /^[٠-٩]٫[٠-٩]+$/ : /^\d\.\d+$/);
      expect(
        await page
          .getByTestId('rating-distribution')
          .locator('li')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-stars'))),
      ).toEqual(['5', '4', '3', '2', '1']);
      await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(0);
      const date = await rowsOf(page).first().locator('time').innerText();
      expect(date).toMatch(datePattern(lang));
      await expectNoSeriousA11yViolations(page, `/teachers/:id/rates as teacher (${lang})`);

      // Another teacher's ratings: the guard sends the teacher home, the API refuses.
      const other = (await api<{ items: TeacherItem[] }>('GET', '/teachers?q=01011000103')).body.items[0]!;
      await page.goto(`/teachers/${other.id}/rates`);
      await waitForPath(page, '/');
      expect(pathOf(page)).toBe('/');
      const refused = await page.evaluate(async (id) => {
        const res = await fetch(`/api/v1/teachers/${id}/ratings`, {
          headers: { authorization: window.localStorage.getItem('auth._token.local') ?? '' },
        });
        return res.status;
      }, other.id);
      expect(refused).toBe(403);
      // The teachers' list stays the admin's.
      await page.goto('/teachers');
      await waitForPath(page, '/');
    },
  );
});
