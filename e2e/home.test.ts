import { describe } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  gotoHome,
  hasBrowser,
  it,
  LANGS,
  t,
  waitForHeading,
  waitForPath,
} from './support.js';

describe.skipIf(!hasBrowser)('home: an admin’s money figures', () => {
  it.for(LANGS)(
    'shows active subscriptions, the months’ revenue, new students and 30 days of revenue, each opening its list (%s)',
    { timeout: 120_000 },
    async (lang, { open, expect }) => {
      const { page } = await open({ lang, as: 'admin' });
      await gotoHome(page, lang);
      const active = page.getByTestId('stat-active_subscriptions');
      await active.getByText(t(lang, 'dashboard:money.active_subscriptions'), { exact: true }).waitFor();
      for (const key of ['revenue_this_month', 'revenue_last_month', 'new_students_this_week']) {
        await page
          .getByTestId(`stat-${key}`)
          .getByText(t(lang, `dashboard:money.${key}`), { exact: true })
          .waitFor();
      }
      // Money as Intl writes EGP in the user's language and digits.
      const revenue = (
        await page.getByTestId('stat-revenue_last_month').locator('.ant-statistic-content').innerText()
      ).trim();
      expect(revenue).toMatch(lang === 'ar' ? /^\u200f?[٠-٩٬٫]+\s?ج\.م\.\u200f?$/u : /^EGP\s?[0-9,.]+$/);
      const count = (await active.locator('.ant-statistic-content').innerText()).trim();
      expect(count).toMatch(lang === 'ar' ? /^[٠-٩٬]+$/ : /^[0-9,]+$/);
      // The chart, drawn for the eye, has its 30 days in a table for a screen reader.
      // Below the fold: its code comes as the user scrolls to it.
      const chart = page.getByTestId('home-revenue-chart');
      const caption = t(lang, 'dashboard:money.chart').replace('{days, number}', lang === 'ar' ? '٣٠' : '30');
      // Its link is named by the caption before the chart comes, as after.
      expect(await chart.getAttribute('aria-label')).toBe(caption);
      await chart.scrollIntoViewIfNeeded();
      await chart.getByRole('figure', { name: caption, exact: true }).waitFor();
      await page.getByRole('link', { name: caption, exact: true }).waitFor();
      await expect.poll(() => chart.locator('tbody tr').count()).toBe(30);
      await expectNoSeriousA11yViolations(page, `home with money (${lang})`);

      await active.click();
      await waitForPath(page, '/subscriptions');
      expect(new URL(page.url()).searchParams.get('status')).toBe('active');
      await waitForHeading(page, t(lang, 'screens.subscriptions'));
      await gotoHome(page, lang);
      await page.getByTestId('stat-revenue_this_month').click();
      await waitForPath(page, '/payments');
      const url = new URL(page.url());
      expect(url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
      await waitForHeading(page, t(lang, 'screens.payments'));
    },
  );
});
