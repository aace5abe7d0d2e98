import { formatDate, formatNumber, todayInCairo, type PromoCode } from '@dashboard/contracts';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { describeListScreen, deleteRow, openList, searchList, uniqueTag, type ListScreen } from './list-kit.js';
import {
  api,
  buttonByText,
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  LANGS,
  made,
  message,
  t,
  toast,
  type Lang,
} from './support.js';

/** The day `n` days from today in Cairo, YYYY-MM-DD. */
function day(n: number): string {
  const d = new Date(`${todayInCairo()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
/** A day as the date picker takes it typed: DD-MM-YYYY. */
const typed = (iso: string) => iso.split('-').reverse().join('-');

async function createCode(code: string, extra: Partial<PromoCode> = {}) {
  const res = await api<PromoCode>('POST', '/promo-codes', {
    code,
    discount_percent: 10,
    duration_days: 30,
    uses_limit: 50,
    starts_on: day(-1),
    ends_on: day(30),
    ...extra,
  });
  if (res.status !== 201) throw new Error(`POST /promo-codes: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Every third made row starts tomorrow (scheduled); the others are active. */
const scheduled = (i: number) => i % 3 === 0;

/** /promo-codes on the list kit: rows coded `P<tag><nn>`; the demo's WELCOME has been used, so it is kept. */
export const promoCodesScreen: ListScreen<PromoCode> = {
  name: 'promo codes',
  path: '/promo-codes',
  ns: 'promo-codes',
  title: 'screens.promoCodes',
  resource: 'promo-codes',
  make: async (tag, count) => {
    const rows: PromoCode[] = [];
    for (let i = 1; i <= count; i++) {
      const dates = scheduled(i) ? { starts_on: day(1), ends_on: day(20) } : {};
      rows.push(await createCode(`P${tag}${String(i).padStart(2, '0')}`, dates));
    }
    return rows;
  },
  sort: { column: (lang) => t(lang, 'promo-codes:fields.code'), field: 'code', value: (p) => p.code },
  filter: async (rows) => ({
    label: (lang) => t(lang, 'promo-codes:fields.state'),
    option: (lang) => t(lang, 'promo-codes:states.scheduled'),
    param: 'state',
    value: 'scheduled',
    keeps: rows.filter((p) => p.state === 'scheduled').length,
  }),
  inUse: {
    // A use is taken only by a subscription (no route): the demo data's used code stands in.
    make: async () => {
      const found = await made<{ items: PromoCode[] }>('GET', '/promo-codes?q=WELCOME');
      const welcome = found.items.find((p) => p.code === 'WELCOME');
      if (!welcome || welcome.used_count === 0) throw new Error('the demo data has no used WELCOME code');
      return welcome;
    },
    error: 'errors.promo_code.in_use',
  },
};

describeListScreen(promoCodesScreen);

/** A field of the open dialog's form, by its label. */
const field = (page: Page, lang: Lang, name: string) =>
  page.getByTestId('promo-code-form').getByLabel(t(lang, `promo-codes:fields.${name}`), { exact: true });

/** Types a day into a date picker of the form and takes it. */
async function pickDay(page: Page, lang: Lang, name: string, iso: string) {
  const input = field(page, lang, name);
  await input.click();
  await input.fill(typed(iso));
  await input.press('Enter');
}

describe.skipIf(!hasBrowser).concurrent('promo codes', () => {
  describe.each(LANGS)('in %s', (lang) => {
    it('adds a code typed in lower case, refuses a duplicate and an end before the start, shows its state, edits and deletes it', async ({
      open,
      expect,
    }) => {
      const { page } = await open({ lang, as: 'admin' });
      await openList(page, promoCodesScreen, lang);
      await page.getByRole('button', { name: t(lang, 'promo-codes:add'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      // The form is a chunk of its own, fetched when the dialog first opens.
      await field(page, lang, 'code').waitFor({ timeout: 30_000 });
      await expectNoSeriousA11yViolations(page, `/promo-codes add dialog (${lang})`);

      // Nothing typed: the spec's own messages for the four required fields.
      const submit = dialog.locator('button[type=submit]');
      await submit.click();
      for (const key of ['code_required', 'discount_required', 'duration_required', 'uses_required']) {
        await dialog.getByText(t(lang, `errors.promo_code.${key}`), { exact: true }).waitFor();
      }

      const tag = uniqueTag();
      await field(page, lang, 'code').fill('welcome');
      await field(page, lang, 'discount_percent').fill('15');
      await field(page, lang, 'duration_days').fill('30');
      await field(page, lang, 'uses_limit').fill('100');
      // The end before the start: said on the end date, nothing sent.
      await pickDay(page, lang, 'starts_on', day(0));
      await pickDay(page, lang, 'ends_on', day(-1));
      await submit.click();
      await dialog.getByText(t(lang, 'errors.promo_code.ends_before_start'), { exact: true }).waitFor();

      // The demo's WELCOME, typed in lower case, is the same code: the server says so on the code.
      await pickDay(page, lang, 'ends_on', day(10));
      await submit.click();
      const codeItem = dialog.locator('.ant-form-item', {
        has: page.getByLabel(t(lang, 'promo-codes:fields.code'), { exact: true }),
      });
      await codeItem.getByText(t(lang, 'errors.promo_code.code_taken'), { exact: true }).waitFor();

      // Typed in lower case, stored in capitals.
      const code = `E2E-${tag}`;
      await field(page, lang, 'code').fill(code.toLowerCase());
      await submit.click();
      await toast(page, t(lang, 'promo-codes:messages.created'));
      await dialog.waitFor({ state: 'hidden' });
      const stored = (await made<{ items: PromoCode[] }>('GET', `/promo-codes?q=${code}`)).items;
      expect(stored.map((p) => p.code)).toEqual([code]);

      await searchList(page, promoCodesScreen, lang, code);
      const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: code });
      await row.waitFor();
      // The state as a tag, the uses as "used / limit", the discount and the numbers in the user's digits.
      await row.locator('.ant-tag.promo-active', { hasText: t(lang, 'promo-codes:states.active') }).waitFor();
      const percent = (n: number) => formatNumber(n / 100, lang, { style: 'percent', maximumFractionDigits: 1 });
      const text = await row.innerText();
      expect(text).toContain(message(lang, 'promo-codes:usesOf', { used: 0, limit: 100 }));
      expect(text).toContain(percent(15));

      // Edit in the dialog.
      await row.getByRole('button', { name: `${t(lang, 'actions.edit')}: ${code}`, exact: true }).click();
      await field(page, lang, 'discount_percent').waitFor({ timeout: 30_000 });
      await field(page, lang, 'discount_percent').fill('25');
      await buttonByText(dialog, t(lang, 'actions.save')).click();
      await toast(page, t(lang, 'promo-codes:messages.updated'));
      await expect.poll(() => row.innerText()).toContain(percent(25));

      await deleteRow(page, lang, row);
      await toast(page, t(lang, 'promo-codes:messages.deleted'));
      await row.waitFor({ state: 'detached' });
      expect((await api('GET', `/promo-codes/${stored[0]!.id}`)).status).toBe(404);
    });

    it('shows each state, and filters the demo’s codes by state', async ({ open, expect }) => {
      const tag = uniqueTag();
      const codes = {
        scheduled: await createCode(`S${tag}-LATER`, { starts_on: day(2), ends_on: day(9) }),
        expired: await createCode(`S${tag}-OVER`, { starts_on: day(-9), ends_on: day(-2) }),
        active: await createCode(`S${tag}-NOW`),
      };
      try {
        const { page } = await open({ lang, as: 'admin' });
        await openList(page, promoCodesScreen, lang, `?q=S${tag}`);
        const rows = page.locator('.ant-table-tbody tr.ant-table-row');
        await expect.poll(() => rows.count()).toBe(3);
        for (const [state, p] of Object.entries(codes)) {
          await rows
            .filter({ hasText: p.code })
            .locator(`.ant-tag.promo-${state}`, { hasText: t(lang, `promo-codes:states.${state}`) })
            .waitFor();
        }
        // The demo's used-up codes, and only those, under "used up".
        await openList(page, promoCodesScreen, lang, '?state=used_up&pageSize=50');
        await expect.poll(() => rows.count()).toBeGreaterThan(0);
        const tags = await rows.locator('.ant-tag').allInnerTexts();
        expect(new Set(tags)).toEqual(new Set([t(lang, 'promo-codes:states.used_up')]));
        await expectNoSeriousA11yViolations(page, `/promo-codes?state=used_up (${lang})`);
        // A scheduled code, with its days as DD-MM-YYYY in the user's digits.
        await openList(page, promoCodesScreen, lang, `?q=${codes.scheduled.code}`);
        await expect.poll(() => rows.count()).toBe(1);
        const shown = await rows.first().innerText();
        for (const iso of [codes.scheduled.starts_on, codes.scheduled.ends_on])
          expect(shown).toContain(formatDate(`${iso}T12:00:00Z`, lang));
      } finally {
        for (const p of Object.values(codes)) await api('DELETE', `/promo-codes/${p.id}`);
      }
    });
  });
});
