/**
 * Browser checks of a kit list screen, table-driven: describe a screen once
 * as a `ListScreen` and `describeListScreen(screen)` checks it in both
 * languages — opened and axe-clean, search, sort and paging kept in the URL,
 * a filter, export as CSV and XLSX, delete with its confirmation, and the
 * server's in-use refusal. Each check works on rows of its own, made through
 * the API (and removed after, but for the row in use), so the checks run
 * concurrently. The steps are exported for a screen's own tests too.
 */
import type { Download, Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  animationsDone,
  api,
  clickMenuItem,
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  LANGS,
  t,
  toast,
  waitForHeading,
  type Lang,
} from './support.js';
export { animationsDone };

/** A row the screen lists, as the API answered it when the check made it. */
export interface Made {
  id: number;
}

export interface ListScreen<Row extends Made> {
  /** For the tests' titles: "academic stages". */
  name: string;
  /** The screen's path: `/levels`. */
  path: string;
  /** The catalogue namespace of the screen: `<ns>:search`, `<ns>:messages.deleted`. */
  ns: string;
  /** The screen's title (its h1): a key of the catalogue, `screens.levels`. */
  title: string;
  /** The API resource (`stages`): `DELETE /<resource>/<id>` cleans up, `/<resource>/export` downloads. */
  resource: string;
  /**
   * Makes `count` rows through the API, each holding `tag` in what the search
   * looks at (the names), and answers them in the order made.
   */
  make: (tag: string, count: number) => Promise<Row[]>;
  /**
   * A sortable column: its header in the language, the sort field (by language when the column
   * shows the title in the reader's language), the row's text in that column.
   */
  sort: { column: (lang: Lang) => string; field: string | ((lang: Lang) => string); value: (row: Row) => string };
  /**
   * A filter, checked on the twelve rows `make` made: the select's label, the
   * option to choose, the URL parameter and value it sets, and how many of the
   * made rows it keeps.
   */
  filter?: (made: Row[]) => Promise<{
    label: (lang: Lang) => string;
    option: (lang: Lang) => string;
    /** Type the option's text first (a searchable, remote list). */
    type?: boolean;
    param: string;
    value: string;
    keeps: number;
  }>;
  /** Makes a row the server refuses to delete (it is in use), and the refusal's catalogue key. */
  inUse: { make: (tag: string) => Promise<Row>; error: string };
}

/** A list screen whose rows nothing refuses to delete (a curriculum's delete takes its units and lessons). */
export type ListScreenWithoutInUse<Row extends Made> = Omit<ListScreen<Row>, 'inUse'> & { inUse?: undefined };

/** What the single steps need of a screen. */
export type ScreenRef = Pick<ListScreen<Made>, 'path' | 'ns' | 'title' | 'resource'>;

const rows = (page: Page | Locator) => page.locator('.ant-table-tbody tr.ant-table-row');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Five random capitals: a tag no other row holds. */
export const uniqueTag = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

/** Opens `path` (with its query) and waits for the screen's heading and its table (or its empty state). */
export async function openList(page: Page, screen: ScreenRef, lang: Lang, query = '') {
  await page.goto(`${screen.path}${query}`);
  await waitForHeading(page, t(lang, screen.title));
  await page.locator('.ant-table').waitFor({ state: 'visible' });
}

/** Waits until the URL's query has `name` = `value` (or lacks it, for null); client-side changes included. */
export async function waitForParam(page: Page, name: string, value: string | null) {
  await page.waitForURL((url) => url.searchParams.get(name) === value, { waitUntil: 'commit' });
}

/**
 * Types into the screen's search box and waits for the search to reach the URL and the rows to
 * follow: the list's answer for the term, then the table no longer loading. Until then the table
 * is dimmed and takes no clicks (Ant Design's loading state), so a click on a row drawn before the
 * answer (the new row was on the first page already) could land while the table turned to
 * loading, and be lost, as a user's click would.
 */
export async function searchList(page: Page, screen: ScreenRef, lang: Lang, text: string) {
  const answered = page.waitForResponse(
    (res) => new URL(res.url()).pathname.startsWith('/api/') && new URL(res.url()).searchParams.get('q') === text,
  );
  await page.getByPlaceholder(t(lang, `${screen.ns}:search`)).fill(text);
  await waitForParam(page, 'q', text);
  await answered;
  await tableIdle(page);
}

/**
 * Chooses `option` in an Ant Design select as a user does: opens it, waits for
 * the dropdown to finish opening (its animation would move the option under
 * the pointer), clicks the option, and waits until the select shows it.
 * With `type`, types the option's text first (or the text given, when the option reads otherwise:
 * a student's name and phone, searched by the phone) to filter a long (or remote) list.
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  option: string,
  { type = false }: { type?: boolean | string } = {},
) {
  await select.click();
  if (type) await select.fill(type === true ? option : type);
  // The open select names its list (aria-controls); its dropdown is the one holding that list, not
  // another select's that may still be closing.
  await select.and(page.locator('[aria-expanded="true"]')).waitFor();
  const list = await select.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${list}"]`) });
  await dropdown.waitFor({ state: 'visible' });
  await animationsDone(dropdown);
  await dropdown
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${escape(option)}$`) })
    .click();
}

/**
 * Waits until the table is not loading: while it loads, Ant Design dims it and
 * it takes no clicks (a click then is lost, as a user's would be).
 */
export async function tableIdle(page: Page) {
  await page.locator('.ant-table-wrapper .ant-spin-spinning').waitFor({ state: 'hidden' });
}

/**
 * Clicks a column's header to sort by it; waits for the URL to say `sort` =
 * `expected`, then for the header to show that order and the rows to load
 * (the router renders a new URL a moment later: a click before then is taken
 * against the old order).
 */
export async function sortBy(page: Page, column: string, expected: string) {
  await tableIdle(page);
  const header = page
    .locator('.ant-table-thead th.ant-table-column-has-sorters')
    .filter({ has: page.locator('.ant-table-column-title', { hasText: new RegExp(`^${escape(column)}$`) }) });
  await header.click();
  await waitForParam(page, 'sort', expected);
  await header.and(page.locator(`[aria-sort="${expected.startsWith('-') ? 'descending' : 'ascending'}"]`)).waitFor();
  await tableIdle(page);
}

/** Moves to page `n` with the pagination; waits for the URL, the pagination and the rows to follow. */
export async function goToPage(page: Page, n: number) {
  await tableIdle(page);
  await page.locator(`.ant-pagination .ant-pagination-item-${n}`).click();
  await waitForParam(page, 'page', String(n));
  await page.locator(`.ant-pagination .ant-pagination-item-${n}.ant-pagination-item-active`).waitFor();
  await tableIdle(page);
}

/** Exports through the export menu; answers the download once it has started (and finished). */
export async function exportList(page: Page, lang: Lang, format: 'csv' | 'xlsx'): Promise<Download> {
  await page.getByTestId('export').click();
  const download = page.waitForEvent('download');
  // Once the menu has finished opening: a click on an item still flying in can be lost.
  await clickMenuItem(page, t(lang, format === 'csv' ? 'actions.exportCsv' : 'actions.exportXlsx'));
  return download;
}

/** The first bytes of a downloaded file. */
async function head(download: Download, n: number) {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).subarray(0, n);
}

/** Clicks a row's delete button and confirms; the row's button is named "Delete: <name>". */
export async function deleteRow(page: Page, lang: Lang, row: Locator) {
  await tableIdle(page);
  const label = t(lang, 'actions.delete');
  await row.getByRole('button', { name: new RegExp(`^${escape(label)}: `) }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: label, exact: true }).click();
}

/** Which of `made` each shown row is, in the order shown (by the sort column's text). */
async function shownOrder<Row extends Made>(
  page: Page,
  screen: ListScreen<Row> | ListScreenWithoutInUse<Row>,
  made: Row[],
) {
  const texts = await rows(page).allInnerTexts();
  return texts.map((text) => made.find((row) => text.includes(screen.sort.value(row)))?.id);
}

async function removeAll(screen: ScreenRef, made: Made[]) {
  for (const row of made) {
    const res = await api('DELETE', `/${screen.resource}/${row.id}`);
    if (res.status !== 204 && res.status !== 404)
      throw new Error(`cleanup of ${screen.resource}/${row.id}: ${res.status}`);
  }
}

/** Registers the kit checks of one list screen, in both languages, as the demo admin. */
export function describeListScreen<Row extends Made>(screen: ListScreen<Row> | ListScreenWithoutInUse<Row>) {
  describe.skipIf(!hasBrowser).concurrent(`${screen.name}: the list kit`, () => {
    describe.each(LANGS)('in %s', (lang) => {
      it('searches, sorts, filters and pages with the view kept in the URL, and is axe-clean', async ({
        open,
        expect,
      }) => {
        const tag = uniqueTag();
        const made = await screen.make(tag, 12);
        try {
          const { page } = await open({ lang, as: 'admin' });
          await openList(page, screen, lang, '?pageSize=10');
          await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
          await expectNoSeriousA11yViolations(page, `${screen.path} (${lang})`);

          // Search: only the made rows, the first page of ten.
          await searchList(page, screen, lang, tag);
          const tagged = async () => (await rows(page).allInnerTexts()).filter((text) => text.includes(tag)).length;
          await expect.poll(() => rows(page).count()).toBe(10);
          await expect.poll(tagged).toBe(10);
          await expect.poll(() => page.locator('.ant-pagination-item').count()).toBe(2);
          // The pager's numbers, and the page size, in the user's digits.
          const digits = (n: number) => n.toLocaleString(lang === 'ar' ? 'ar-EG' : 'en-EG');
          expect(await page.locator('.ant-pagination-item').allInnerTexts()).toEqual([digits(1), digits(2)]);
          expect(await page.locator('.ant-pagination-options .ant-select').innerText()).toContain(digits(10));

          // Sort both ways by the column; each in the URL.
          const byValue = [...made].sort((a, b) => (screen.sort.value(a) < screen.sort.value(b) ? -1 : 1));
          const ids = byValue.map((r) => r.id);
          const field = typeof screen.sort.field === 'string' ? screen.sort.field : screen.sort.field(lang);
          await sortBy(page, screen.sort.column(lang), field);
          await expect.poll(() => shownOrder(page, screen, made)).toEqual(ids.slice(0, 10));
          await sortBy(page, screen.sort.column(lang), `-${field}`);
          await expect.poll(() => shownOrder(page, screen, made)).toEqual([...ids].reverse().slice(0, 10));

          // Page two holds the rest, read after page one's cursor (keyset); a reload (or a shared link),
          // read by number, shows the same view.
          const listed = (key: string) => (r: { url: () => string }) => {
            const url = new URL(r.url());
            return url.pathname === `/api/v1/${screen.resource}` && url.searchParams.has(key);
          };
          const byCursor = page.waitForRequest(listed('after'));
          await goToPage(page, 2);
          await byCursor;
          await expect.poll(() => shownOrder(page, screen, made)).toEqual([...ids].reverse().slice(10));
          const url = page.url();
          await page.reload();
          await expect.poll(() => shownOrder(page, screen, made)).toEqual([...ids].reverse().slice(10));
          expect(page.url()).toBe(url);
          expect(await page.getByPlaceholder(t(lang, `${screen.ns}:search`)).inputValue()).toBe(tag);

          if (screen.filter) {
            const filter = await screen.filter(made);
            const select = page.getByRole('combobox', { name: filter.label(lang), exact: true });
            await chooseOption(page, select, filter.option(lang), {
              type: filter.type,
            });
            await waitForParam(page, filter.param, filter.value);
            // A filter goes back to page one.
            await waitForParam(page, 'page', null);
            await expect.poll(() => rows(page).count()).toBe(filter.keeps);
            await page.reload();
            await expect.poll(() => rows(page).count()).toBe(filter.keeps);
            await expectNoSeriousA11yViolations(page, `${screen.path} filtered (${lang})`);
          }

          // A search that finds nothing says so, and offers to drop it.
          await searchList(page, screen, lang, `${tag}-none`);
          await page.getByText(t(lang, 'table.noMatch')).first().waitFor({ state: 'visible' });
          await page
            .getByRole('button', { name: t(lang, 'actions.clearFilters'), exact: true })
            .first()
            .click();
          await waitForParam(page, 'q', null);
        } finally {
          await removeAll(screen, made);
        }
      });

      it('exports the list as it is searched, as CSV and XLSX, in the language', async ({ open, expect }) => {
        const tag = uniqueTag();
        const made = await screen.make(tag, 1);
        try {
          const { page } = await open({ lang, as: 'admin' });
          await openList(page, screen, lang, `?q=${tag}`);
          await expect.poll(() => rows(page).count()).toBe(1);

          const csv = await exportList(page, lang, 'csv');
          const csvURL = new URL(csv.url());
          expect(csvURL.pathname).toBe(`/api/v1/${screen.resource}/export`);
          expect(Object.fromEntries(csvURL.searchParams)).toMatchObject({ q: tag, format: 'csv', lang });
          expect(csv.suggestedFilename()).toMatch(/\.csv$/);
          expect(await csv.failure()).toBeNull();
          // UTF-8 with a byte-order mark, so spreadsheet programs read Arabic right.
          expect([...(await head(csv, 3))]).toEqual([0xef, 0xbb, 0xbf]);

          const xlsx = await exportList(page, lang, 'xlsx');
          expect(new URL(xlsx.url()).searchParams.get('format')).toBe('xlsx');
          expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
          expect(await xlsx.failure()).toBeNull();
          // An XLSX file is a zip archive.
          expect((await head(xlsx, 2)).toString('latin1')).toBe('PK');
        } finally {
          await removeAll(screen, made);
        }
      });

      const deletes = screen.inUse
        ? 'deletes a row after its confirmation, and refuses, in the language, to delete one in use'
        : 'deletes a row after its confirmation';
      it(deletes, async ({ open, expect }) => {
        const tag = uniqueTag();
        const [unused] = await screen.make(tag, 1);
        const inUse = screen.inUse;
        const used = inUse && (await inUse.make(uniqueTag()));
        try {
          const { page } = await open({ lang, as: 'admin' });
          await openList(page, screen, lang, `?q=${tag}`);
          const row = rows(page).first();
          await row.waitFor();
          await deleteRow(page, lang, row);
          await toast(page, t(lang, `${screen.ns}:messages.deleted`));
          // The search that found it finds nothing now.
          await page.getByText(t(lang, 'table.noMatch')).first().waitFor({ state: 'visible' });
          expect((await api('GET', `/${screen.resource}/${unused!.id}`)).status).toBe(404);
          if (!inUse || !used) return;

          await searchList(page, screen, lang, screen.sort.value(used));
          const usedRow = rows(page).filter({ hasText: screen.sort.value(used) });
          await usedRow.waitFor();
          await deleteRow(page, lang, usedRow);
          await toast(page, t(lang, inUse.error));
          await page.reload();
          await usedRow.waitFor();
          expect((await api('GET', `/${screen.resource}/${used.id}`)).status).toBe(200);
        } finally {
          await removeAll(screen, [unused!]);
        }
      });
    });
  });
}
