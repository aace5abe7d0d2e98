import { roles, sidebarFor, type Role } from '@dashboard/contracts';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  animationsDone,
  gotoHome,
  hasBrowser,
  it,
  LANGS,
  MOBILE,
  pathOf,
  sidebarKeys,
  t,
  waitForHeading,
  waitForPath,
  type Lang,
} from './support.js';

/**
 * The sidebar of spec section 6, written out by hand so the test does not just
 * mirror `sidebarFor`: admin every entry but ratings (teachers only); support
 * agent only lessons, lives, deleted subscriptions, students, discussion
 * groups; teacher those plus curriculum, courses, comments, notifications,
 * ratings. Logout comes last for everyone.
 */
const specSidebar: Record<Role, string[]> = {
  admin: [
    'levels',
    'subjects',
    'curriculum',
    'lessons',
    'courses',
    'lives',
    'students',
    'subscriptions',
    'deletedSubscriptions',
    'teachers',
    'supportAgents',
    'discussionGroups',
    'comments',
    'notifications',
    'sendNotifications',
    'secretCodes',
    'subscriptionCodes',
    'promoCodes',
    'payments',
    'settings',
    // Beyond the spec's table: the audit log (issue 12), admins only.
    'auditLog',
  ],
  'support-agent': ['lessons', 'lives', 'deletedSubscriptions', 'students', 'discussionGroups'],
  teacher: [
    'lessons',
    'lives',
    'deletedSubscriptions',
    'students',
    'discussionGroups',
    'curriculum',
    'courses',
    'comments',
    'notifications',
    'ratings',
  ],
};

/** Paths the spec's sidebar table gives (the rest are "not shown"). */
const specPaths: Record<string, (id: number) => string> = {
  levels: () => '/levels',
  subjects: () => '/categories',
  sendNotifications: () => '/notifications-admin',
  ratings: (id) => `/teachers/${id}/rates`,
};

/** The keys of the sidebar entries drawn as selected. */
async function activeKeys(page: Page) {
  const ids = await page
    .locator('nav.sidebar:visible li.ant-menu-item-selected [data-testid^="nav-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
  return ids.map((id) => id.replace(/^nav-/, ''));
}

/** Opens `path` with a full load and expects the guard to send the user home. */
async function expectSentHome(page: Page, lang: Lang, path: string) {
  await page.goto(path);
  await waitForPath(page, '/');
  await waitForHeading(page, t(lang, 'screens.home'));
  // Home says why, in the user's language.
  await page
    .getByRole('alert')
    .filter({ hasText: t(lang, 'home.denied') })
    .waitFor();
}

describe.skipIf(!hasBrowser).concurrent('layout', () => {
  describe.each(LANGS)('in %s', (lang) => {
    it.for(roles)(
      'the %s sidebar shows what spec section 6 gives the role, labelled and linked',
      async (role, { open, expect }) => {
        const { page, user } = await open({ lang, as: role });
        await gotoHome(page, lang);
        const keys = await sidebarKeys(page);

        expect(keys.at(-1)).toBe('logout');
        const entries = keys.slice(0, -1);
        expect([...entries].sort()).toEqual([...specSidebar[role]].sort());
        expect(entries).toEqual(sidebarFor(role, user.id).map((e) => e.key));
        if (role !== 'teacher') expect(entries).not.toContain('ratings');

        const nav = page.locator('nav.sidebar:visible');
        for (const entry of sidebarFor(role, user.id)) {
          const link = nav.getByTestId(`nav-${entry.key}`);
          expect((await link.innerText()).trim(), entry.key).toBe(t(lang, `nav.${entry.key}`));
          expect(await link.getAttribute('href'), entry.key).toBe(entry.path);
          const specPath = specPaths[entry.key];
          if (specPath) expect(entry.path, entry.key).toBe(specPath(user.id));
        }
        expect((await nav.getByTestId('nav-logout').innerText()).trim()).toBe(t(lang, 'nav.logout'));
        expect(await nav.getAttribute('aria-label')).toBe(t(lang, 'nav.label'));
      },
    );

    it('the active entry: deleted subscriptions (not subscriptions) on /subscriptions/deleted; academic stages on /levels/3/classes', async ({
      open,
      expect,
    }) => {
      const { page } = await open({ lang, as: 'admin' });
      await gotoHome(page, lang);
      expect(await activeKeys(page)).toEqual([]);

      await page.goto('/subscriptions/deleted');
      await waitForHeading(page, t(lang, 'screens.deletedSubscriptions'));
      expect(await activeKeys(page)).toEqual(['deletedSubscriptions']);

      await page.goto('/levels/3/classes');
      await page.locator('h1', { hasText: t(lang, 'screens.classes') }).waitFor();
      expect(await activeKeys(page)).toEqual(['levels']);

      // Following a sidebar link moves the highlight with it.
      await page.locator('nav.sidebar').getByTestId('nav-subscriptions').click();
      await waitForPath(page, '/subscriptions');
      await waitForHeading(page, t(lang, 'screens.subscriptions'));
      expect(await activeKeys(page)).toEqual(['subscriptions']);
    });

    it('a visitor on /students is sent to /login', async ({ open, expect }) => {
      const { page } = await open({ lang });
      await page.goto('/students');
      await waitForPath(page, '/login');
      await waitForHeading(page, t(lang, 'screens.login'));
      expect(await page.locator('nav.sidebar').count()).toBe(0);
    });

    it('a support agent is sent home from /levels, /settings, /curriculum and /teacher/subscriptions', async ({
      open,
      expect,
    }) => {
      const { page } = await open({ lang, as: 'support-agent' });
      for (const path of ['/levels', '/settings', '/curriculum', '/teacher/subscriptions'])
        await expectSentHome(page, lang, path);
      // A screen the role may open stays put.
      await page.goto('/students');
      await waitForHeading(page, t(lang, 'screens.students'));
      expect(pathOf(page)).toBe('/students');
    });

    it("a teacher is sent home from another teacher's ratings and from /levels, and stays on their own ratings", async ({
      open,
      expect,
    }) => {
      const { page, user: me } = await open({ lang, as: 'teacher' });
      await expectSentHome(page, lang, `/teachers/${me.id + 100}/rates`);
      await expectSentHome(page, lang, '/levels');

      const own = `/teachers/${me.id}/rates`;
      await page.goto(own);
      await waitForHeading(page, t(lang, 'screens.ratings'));
      expect(pathOf(page)).toBe(own);
      // Through the sidebar too.
      await page.goto('/');
      await waitForHeading(page, t(lang, 'screens.home'));
      // Home opened of itself says nothing of a refusal.
      expect(await page.getByText(t(lang, 'home.denied')).count()).toBe(0);
      await page.locator('nav.sidebar').getByTestId('nav-ratings').click();
      await waitForPath(page, own);
      await waitForHeading(page, t(lang, 'screens.ratings'));
    });

    it('a planned screen shows its title as the h1 and a breadcrumb starting with Home', async ({ open, expect }) => {
      const { page } = await open({ lang, as: 'admin' });
      await page.goto('/comments/5');
      await waitForHeading(page, t(lang, 'screens.comment'));
      expect(await page.locator('h1').count()).toBe(1);

      const crumbs = page.locator('.page-header .ant-breadcrumb');
      await expect
        .poll(() => crumbs.locator('li:not(.ant-breadcrumb-separator)').allInnerTexts())
        .toEqual([t(lang, 'screens.home'), t(lang, 'screens.comments'), t(lang, 'screens.comment')]);
      const home = crumbs.getByRole('link', { name: t(lang, 'screens.home'), exact: true });
      expect(await home.getAttribute('href')).toBe('/');
      expect(
        await crumbs.getByRole('link', { name: t(lang, 'screens.comments'), exact: true }).getAttribute('href'),
      ).toBe('/comments');

      await home.click();
      await waitForPath(page, '/');
      await waitForHeading(page, t(lang, 'screens.home'));
    });

    it(`at 375 px the sidebar is a drawer opened by the menu button, from the ${lang === 'ar' ? 'right' : 'left'}`, async ({
      open,
      expect,
    }) => {
      const { page, user } = await open({ lang, viewport: MOBILE, as: 'teacher' });
      await gotoHome(page, lang);
      expect(await page.locator('.app-sider').count()).toBe(0);
      expect(await page.locator('nav.sidebar:visible').count()).toBe(0);

      const button = page.getByTestId('open-menu');
      expect(await button.getAttribute('aria-label')).toBe(t(lang, 'common.openMenu'));
      await button.click();
      const drawer = page.locator('.ant-drawer nav.sidebar');
      await drawer.waitFor({ state: 'visible' });
      expect((await sidebarKeys(page, drawer)).slice(0, -1)).toEqual(sidebarFor('teacher', user.id).map((e) => e.key));

      // Once the drawer has slid in, it hugs the start side: left in English, right in Arabic.
      await expect
        .poll(
          async () => {
            const box = await drawer.boundingBox();
            if (!box) return 'no box';
            const edge = lang === 'ar' ? MOBILE.width - (box.x + box.width) : box.x;
            return Math.abs(edge) <= 1 ? 'at start edge' : `x=${box.x} width=${box.width}`;
          },
          { timeout: 5_000 },
        )
        .toBe('at start edge');

      // An entry navigates and closes the drawer.
      await drawer.getByTestId('nav-lessons').click();
      await waitForPath(page, '/lessons');
      await waitForHeading(page, t(lang, 'screens.lessons'));
      await page.locator('.ant-drawer nav.sidebar').waitFor({ state: 'hidden' });
    });

    it('the drawer slides in, unless the system asks for less motion: then it is there at once', async ({
      open,
      expect,
    }) => {
      /** The motion classes (`…-appear`, `…-enter-active`) anything took while the drawer opened. */
      async function motionWhileOpening(page: Page): Promise<string[]> {
        await gotoHome(page, lang);
        await page.evaluate(() => {
          const seen = new Set<string>();
          (window as unknown as { motionSeen: Set<string> }).motionSeen = seen;
          new MutationObserver((records) => {
            const note = (el: Element) => {
              for (const c of el.classList) if (/-(enter|appear)(-active|-start)?$/.test(c)) seen.add(c);
            };
            for (const r of records) {
              if (r.target instanceof Element) note(r.target);
              for (const added of r.addedNodes)
                if (added instanceof Element) [added, ...added.querySelectorAll('*')].forEach(note);
            }
          }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true });
        });
        await page.getByTestId('open-menu').click();
        const drawer = page.locator('.ant-drawer nav.sidebar');
        await drawer.waitFor({ state: 'visible' });
        await animationsDone(page.locator('.ant-drawer'));
        return page.evaluate(() => [...(window as unknown as { motionSeen: Set<string> }).motionSeen]);
      }
      const moving = await open({ lang, viewport: MOBILE, as: 'teacher', reducedMotion: 'no-preference' });
      expect(await motionWhileOpening(moving.page)).not.toEqual([]);
      const still = await open({ lang, viewport: MOBILE, as: 'teacher', reducedMotion: 'reduce' });
      expect(await motionWhileOpening(still.page)).toEqual([]);
    });
  });
});
