import { roles } from '@dashboard/contracts';
import { describe } from 'vitest';
import { gotoLogin, gotoHome, hasBrowser, it, LANGS, seriousA11yViolations, t, waitForHeading } from './support.js';

const MISSING = '/this/does/not/exist';

describe
  .skipIf(!hasBrowser)
  .concurrent('accessibility (axe, WCAG 2.1 A and AA: no serious or critical violation)', () => {
    describe.each(LANGS)('in %s', (lang) => {
      it('the login page', async ({ open, expect }) => {
        const { page } = await open({ lang });
        await gotoLogin(page, lang);
        expect(await seriousA11yViolations(page), `axe on /login (${lang})`).toEqual([]);
      });

      it('the 404 page, for a visitor', async ({ open, expect }) => {
        const { page } = await open({ lang });
        await page.goto(MISSING);
        await page.getByText(t(lang, 'errors.http.not_found'), { exact: true }).waitFor({ state: 'visible' });
        expect(await seriousA11yViolations(page), `axe on the 404 page (${lang}, visitor)`).toEqual([]);
      });

      it.for(roles)('home, signed in as %s', async (role, { open, expect }) => {
        const { page } = await open({ lang, as: role });
        await gotoHome(page, lang);
        expect(await seriousA11yViolations(page), `axe on / (${lang}, ${role})`).toEqual([]);
      });

      it('a planned screen and the 404 page, signed in', async ({ open, expect }) => {
        const { page } = await open({ lang, as: 'admin' });
        await page.goto('/comments/5');
        await waitForHeading(page, t(lang, 'screens.comment'));
        expect.soft(await seriousA11yViolations(page), `axe on /comments/5 (${lang})`).toEqual([]);

        await page.goto(MISSING);
        await page.getByText(t(lang, 'errors.http.not_found'), { exact: true }).waitFor({ state: 'visible' });
        expect.soft(await seriousA11yViolations(page), `axe on the 404 page (${lang}, signed in)`).toEqual([]);
      });
    });
  });
