import {
  addDays,
  formatDate,
  formatMoney,
  formatNumber,
  todayInCairo,
  toLatinDigits,
  type ListResponse,
  type Payment,
  type PaymentSummary,
} from '@dashboard/contracts';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, inject, type ExpectStatic } from 'vitest';
import { chooseOption, exportList, openList, tableIdle, waitForParam, type ScreenRef } from './list-kit.js';
import {
  baseURL,
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  LANGS,
  made,
  sidebarKeys,
  t,
  waitForHeading,
  type Lang,
} from './support.js';

const sessions = inject('sessions');

/** /payments, the payments report (admins). */
const screen: ScreenRef = { path: '/payments', ns: 'payments', title: 'screens.payments', resource: 'payments' };

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
/** How many rows are drawn once the pager is scrolled to: the table draws its rows as they come near the view. */
async function drawnRows(page: Page) {
  await page.locator('.ant-pagination').scrollIntoViewIfNeeded();
  return rows(page).count();
}
const day = (lang: Lang, iso: string) => formatDate(`${iso}T12:00:00Z`, lang);

/** The default range: the last 30 days, today (in Cairo) included. */
function lastDays(n: number) {
  const to = todayInCairo();
  return { from: addDays(to, -(n - 1)), to };
}

/** The summary and the first page of the list for a filter, as the API answers them. */
async function report(filter: Record<string, string>) {
  const query = new URLSearchParams(filter).toString();
  const [summary, list] = await Promise.all([
    made<PaymentSummary>('GET', `/payments/summary?${query}`),
    made<ListResponse<Payment>>('GET', `/payments?${query}&pageSize=20`),
  ]);
  return { summary, list };
}

/** Waits for the list's answer for a query that holds every one of `params`. */
function listAnswer(page: Page, params: Record<string, string>) {
  return page.waitForResponse((res) => {
    const url = new URL(res.url());
    return (
      url.pathname === '/api/v1/payments' && Object.entries(params).every(([k, v]) => url.searchParams.get(k) === v)
    );
  });
}

/** The totals the page shows, by key, once they stand for `summary` (the last ones dim until the next arrive). */
async function expectTotals(page: Page, lang: Lang, summary: PaymentSummary, expect: ExpectStatic) {
  const totals = page.getByTestId('payments-totals');
  const shown = () =>
    totals
      .locator('[data-total]')
      .evaluateAll((items) =>
        Object.fromEntries(
          items.map((i) => [i.getAttribute('data-total'), i.querySelector('dd')?.textContent?.trim() ?? '']),
        ),
      );
  await expect.poll(shown).toEqual({
    payments: formatNumber(summary.totals.payments, lang),
    original_price: formatMoney(summary.totals.original_price, lang),
    discount: formatMoney(summary.totals.discount, lang),
    paid: formatMoney(summary.totals.paid, lang),
  });
  await page.locator('.payments-summary-body:not(.is-stale)').waitFor();
}

/** The chart: a bar a day, and the screen reader's table of the same days and amounts. */
async function chartOf(page: Page): Promise<{ bars: number; table: string[][] }> {
  const chart = page.getByTestId('payments-chart');
  await chart.waitFor();
  return chart.evaluate((el) => ({
    bars: el.querySelectorAll('.bar-chart-column').length,
    table: [...el.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('th, td')].map((c) => c.textContent ?? ''),
    ),
  }));
}

/** The first bytes of a download. */
async function head(download: Download, n: number) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).subarray(0, n);
}

/** The cells of the table's column headed `title`, row by row. */
async function column(page: Page, title: string): Promise<string[]> {
  const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(title);
  if (index < 0) throw new Error(`no column ${title} in ${headers.join(' | ')}`);
  return rows(page).evaluateAll(
    (trs, i) => trs.map((tr) => (tr.querySelectorAll('td')[i as number]?.textContent ?? '').trim()),
    index,
  );
}

/** The range picker's two inputs (each carries the picker's test id) as shown. */
const pickerFields = (inputs: Locator) =>
  inputs.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
/** The range picker's two days, in Latin digits. */
const pickerDays = async (inputs: Locator) => (await pickerFields(inputs)).map(toLatinDigits);
const typed = (iso: string) => iso.split('-').reverse().join('-');

describe.skipIf(!hasBrowser).concurrent('the payments report', () => {
  describe.each(LANGS)('in %s', (lang) => {
    it('shows the last 30 days: the list, its totals and a bar a day, as the API’s summary has them, axe-clean', async ({
      open,
      expect,
    }) => {
      const range = lastDays(30);
      const { summary, list } = await report(range);
      expect(summary.totals.payments).toBeGreaterThan(0);
      expect(list.total).toBe(summary.totals.payments);

      const { page } = await open({ lang, as: 'admin' });
      const answered = listAnswer(page, range);
      await openList(page, screen, lang);
      await answered;
      // No range in the URL until one is chosen: the default is sent, and shown in the picker.
      expect(new URL(page.url()).search).toBe('');
      expect(await pickerDays(page.getByTestId('filter-days'))).toEqual([typed(range.from), typed(range.to)]);
      // In Arabic, the days are written in Arabic-Indic digits, as every number on the page.
      const shown = (await pickerFields(page.getByTestId('filter-days'))).join(' ');
      expect(/\d/.test(shown)).toBe(lang === 'en');

      await page
        .getByRole('heading', {
          level: 2,
          name: t(lang, 'payments:summary.title', { from: day(lang, range.from), to: day(lang, range.to) }),
        })
        .waitFor();
      await expectTotals(page, lang, summary, expect);

      // Newest first: the first page as the API has it, each day as DD-MM-YYYY, each amount in EGP.
      await tableIdle(page);
      await expect.poll(() => drawnRows(page)).toBe(list.items.length);
      expect(await column(page, t(lang, 'payments:fields.paid_on'))).toEqual(
        list.items.map((p) => day(lang, p.paid_on)),
      );
      expect(await column(page, t(lang, 'payments:fields.paid'))).toEqual(
        list.items.map((p) => formatMoney(p.paid, lang)),
      );
      expect(await column(page, t(lang, 'payments:fields.student'))).toEqual(list.items.map((p) => p.student.name));
      const student = rows(page).first().getByRole('link', { name: list.items[0]!.student.name, exact: true });
      expect(await student.getAttribute('href')).toBe(`/students/${list.items[0]!.student.id}`);

      // A bar a day, and for a screen reader each day with what was paid on it.
      const chart = await chartOf(page);
      expect(chart.bars).toBe(30);
      expect(chart.table).toEqual(summary.days.map((d) => [day(lang, d.day), formatMoney(d.paid, lang)]));
      await expectNoSeriousA11yViolations(page, `/payments (${lang})`);
    });

    it('filters by type: the list, the totals and the export follow', async ({ open, expect }) => {
      const range = lastDays(30);
      const all = await report(range);
      const course = await report({ ...range, type: 'course' });
      const monthly = await report({ ...range, type: 'monthly' });
      // The demo's last 30 days hold both types, so the filter changes what is counted.
      expect(course.summary.totals.payments).toBeGreaterThan(0);
      expect(monthly.summary.totals.payments).toBeGreaterThan(0);
      expect(course.summary.totals.payments + monthly.summary.totals.payments).toBe(all.summary.totals.payments);

      const { page } = await open({ lang, as: 'admin' });
      await openList(page, screen, lang);
      await expectTotals(page, lang, all.summary, expect);

      const answered = listAnswer(page, { ...range, type: 'course' });
      const select = page.getByRole('combobox', { name: t(lang, 'payments:filters.type'), exact: true });
      await chooseOption(page, select, t(lang, 'payments:types.course'));
      await waitForParam(page, 'type', 'course');
      await answered;
      await expectTotals(page, lang, course.summary, expect);
      await tableIdle(page);
      await expect.poll(() => drawnRows(page)).toBe(course.list.items.length);
      const types = await column(page, t(lang, 'payments:fields.type'));
      expect(new Set(types)).toEqual(new Set([t(lang, 'payments:types.course')]));
      await expectNoSeriousA11yViolations(page, `/payments?type=course (${lang})`);

      // The export: the filter as shown (the default range included), in the language.
      const csv = await exportList(page, lang, 'csv');
      const csvURL = new URL(csv.url());
      expect(csvURL.pathname).toBe('/api/v1/payments/export');
      expect(Object.fromEntries(csvURL.searchParams)).toMatchObject({ ...range, type: 'course', format: 'csv', lang });
      expect(csv.suggestedFilename()).toMatch(/\.csv$/);
      expect(await csv.failure()).toBeNull();
      expect([...(await head(csv, 3))]).toEqual([0xef, 0xbb, 0xbf]);
      const xlsx = await exportList(page, lang, 'xlsx');
      expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
      expect(await xlsx.failure()).toBeNull();
      expect((await head(xlsx, 2)).toString('latin1')).toBe('PK');
    });

    it('takes a range from the picker’s presets, and a year from a link', async ({ open, expect }) => {
      const week = lastDays(7);
      const year = lastDays(366);
      const { page } = await open({ lang, as: 'admin' });
      await openList(page, screen, lang);
      await page.getByTestId('payments-chart').waitFor();

      await page.getByTestId('filter-days').first().click();
      // The presets: the last 7, 30, 90 and 365 days.
      const presets = page.locator('.ant-picker-dropdown:visible .ant-picker-presets li');
      await expect.poll(() => presets.count()).toBe(4);
      expect(toLatinDigits(await presets.first().innerText())).toMatch(/\b7\b/);
      const answered = listAnswer(page, week);
      await presets.first().click();
      await waitForParam(page, 'from', week.from);
      await waitForParam(page, 'to', week.to);
      await answered;
      const weekly = await made<PaymentSummary>('GET', `/payments/summary?from=${week.from}&to=${week.to}`);
      await expectTotals(page, lang, weekly, expect);
      await expect.poll(async () => (await chartOf(page)).bars).toBe(7);

      // A year (the summary's longest range) from a link: a thin bar a day, about ten of them named.
      const yearly = await made<PaymentSummary>('GET', `/payments/summary?from=${year.from}&to=${year.to}`);
      await openList(page, screen, lang, `?from=${year.from}&to=${year.to}`);
      await expectTotals(page, lang, yearly, expect);
      await expect.poll(async () => (await chartOf(page)).bars).toBe(366);
      const named = await page
        .getByTestId('payments-chart')
        .locator('.bar-chart-label')
        .evaluateAll((labels) => labels.filter((l) => l.textContent !== '').length);
      expect(named).toBeGreaterThanOrEqual(8);
      expect(named).toBeLessThanOrEqual(11);
      // The chart fits the page: nothing scrolls sideways.
      const plot = page.getByTestId('payments-chart').locator('.bar-chart-plot');
      expect(await plot.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      // Nor does its screen-reader table of 366 days stretch the page below the table's pager.
      const stretched = await page.locator('.ant-pagination').evaluate((pager) => {
        const bottom = pager.getBoundingClientRect().bottom + window.scrollY;
        return document.documentElement.scrollHeight - bottom;
      });
      expect(stretched).toBeLessThan(200);
    });

    it('is refused to a teacher and a support agent, on the page and in the API', async ({ open, expect }) => {
      const range = lastDays(30);
      for (const role of ['teacher', 'support-agent'] as const) {
        const { page } = await open({ lang, as: role });
        await page.goto('/payments');
        await waitForHeading(page, t(lang, 'screens.home'));
        expect(await sidebarKeys(page)).not.toContain('payments');
        for (const path of ['/payments', '/payments/summary', '/payments/export']) {
          const res = await fetch(`${baseURL}/api/v1${path}?from=${range.from}&to=${range.to}`, {
            headers: { authorization: `Bearer ${sessions[role].token}`, accept: 'application/json' },
          });
          expect(res.status, `${role} GET ${path}`).toBe(403);
        }
      }
    });
  });
});
