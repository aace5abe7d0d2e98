import type { AuditPage, Stage, Subject, SupportAgent } from '@dashboard/contracts';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { chooseOption, tableIdle, uniqueTag, waitForParam } from './list-kit.js';
import {
  api,
  expectNoSeriousA11yViolations,
  hasBrowser,
  htmlState,
  it,
  LANGS,
  sidebarKeys,
  t,
  waitForHeading,
  waitForPath,
  type Lang,
} from './support.js';

async function made<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await api<T>(method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The log's rows (not those of a row's own table of changes, opened inside it). */
const rows = (page: Page) => page.locator('[data-testid="audit-log-table"] tr.audit-row');

async function openLog(page: Page, lang: Lang, query = '') {
  await page.goto(`/audit-log${query}`);
  await waitForHeading(page, t(lang, 'screens.auditLog'));
  await page.getByTestId('audit-log-table').waitFor({ state: 'visible' });
  await tableIdle(page);
}

describe.skipIf(!hasBrowser).concurrent('audit log', () => {
  describe.each(LANGS)('in %s', (lang) => {
    it(
      "shows a record's writes newest first, opens one to its changes, filters, reads on by keyset and exports, axe-clean",
      { timeout: 240_000 },
      async ({ open, expect }) => {
        const tag = uniqueTag();
        const stage = await made<Stage>('POST', '/stages', {
          code: `A${tag}`,
          name_en: `Audited ${tag}`,
          name_ar: `مرحلة مدققة ${tag}`,
          sort_order: 901,
        });
        // 55 changes: more than a page (50), so the rest is read after the first page's last row.
        for (let i = 1; i <= 55; i++) await made('PATCH', `/stages/${stage.id}`, { sort_order: 901 + i });

        const { page } = await open({ lang, as: 'admin' });
        await openLog(page, lang, `?entity=stages&entity_id=${stage.id}`);
        expect((await htmlState(page)).dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(await sidebarKeys(page)).toContain('auditLog');
        await expect.poll(() => rows(page).count()).toBe(50);
        const first = rows(page).first();
        expect(await first.innerText()).toContain(t(lang, 'audit-log:actions.update'));
        // An entity with a namespace of its own is named by its title there.
        expect(await first.innerText()).toContain(t(lang, 'stages:title'));
        await expectNoSeriousA11yViolations(page, `/audit-log (${lang})`);

        // The newest change, opened: the one field it changed, before and after, in the user's digits.
        await first.locator('.ant-table-row-expand-icon').click();
        const changes = page.getByTestId('audit-changes').first();
        await changes.waitFor({ state: 'visible' });
        const digits = (n: number) =>
          new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', { useGrouping: false }).format(n);
        const changed = await changes.innerText();
        expect(changed).toContain(t(lang, 'stages:fields.sort_order'));
        expect(changed).toContain(digits(955));
        expect(changed).toContain(digits(956));
        await expectNoSeriousA11yViolations(page, `/audit-log with a row open (${lang})`);

        // Read on: the last six rows (five changes and the creation) come after the first page's last.
        await page.getByRole('button', { name: t(lang, 'audit-log:loadMore'), exact: true }).click();
        await expect.poll(() => rows(page).count()).toBe(56);
        await page.getByText(t(lang, 'audit-log:end'), { exact: true }).waitFor();
        expect(await rows(page).last().innerText()).toContain(t(lang, 'audit-log:actions.create'));

        // A filter from its control: only the creation is left.
        const action = page.getByRole('combobox', { name: t(lang, 'audit-log:filters.action'), exact: true });
        await chooseOption(page, action, t(lang, 'audit-log:actions.create'));
        await waitForParam(page, 'action', 'create');
        await tableIdle(page);
        await expect.poll(() => rows(page).count()).toBe(1);

        // The export takes the same filters, and is itself on the trail.
        await page.getByTestId('export').click();
        const link = page.getByRole('menuitem', { name: t(lang, 'actions.exportCsv') }).locator('a');
        const href = (await link.getAttribute('href'))!;
        expect(href).toContain('/audit-log/export?');
        expect(new URL(href, 'http://x').searchParams.get('entity_id')).toBe(String(stage.id));
        const csv = await page.evaluate(async (url) => {
          const res = await fetch(url);
          return { status: res.status, text: await res.text() };
        }, href);
        expect(csv.status).toBe(200);
        expect(csv.text.trim().split('\r\n')).toHaveLength(2);
        // The server names the entity as the screen does, by its own namespace's title.
        expect(csv.text.trim().split('\r\n')[1]).toContain(`,${t(lang, 'stages:title')},`);
        const trail = await made<AuditPage>('GET', '/audit-log?action=export&entity=audit-log&pageSize=5');
        expect(trail.items[0]?.details).toMatchObject({ entity: 'stages', entity_id: String(stage.id) });
      },
    );

    it(
      "shows a subject's and a support agent's own history on their pages",
      { timeout: 240_000 },
      async ({ open, expect }) => {
        const tag = uniqueTag();
        const stage = await made<Stage>('POST', '/stages', {
          code: `H${tag}`,
          name_en: `History ${tag}`,
          name_ar: `سجل ${tag}`,
        });
        const cls = await made<{ id: number }>('POST', '/classes', {
          stage_id: stage.id,
          name_en: `Grade ${tag}`,
          name_ar: `صف ${tag}`,
        });
        const subject = await made<Subject>('POST', '/subjects', {
          code: `S${tag}`,
          name_en: `Subject ${tag}`,
          name_ar: `مادة ${tag}`,
          class_ids: [cls.id],
        });
        await made('PATCH', `/subjects/${subject.id}`, { name_en: `Renamed ${tag}` });

        const { page } = await open({ lang, as: 'admin' });
        await page.goto(`/categories/${subject.id}`);
        const history = page.getByTestId('record-history');
        await history.waitFor({ state: 'visible' });
        const entries = history.locator('.ant-collapse-item');
        await expect.poll(() => entries.count()).toBe(2);
        expect(await entries.first().innerText()).toContain(t(lang, 'audit-log:actions.update'));
        await entries.first().locator('.ant-collapse-header').click();
        const changes = history.getByTestId('audit-changes');
        await changes.waitFor({ state: 'visible' });
        expect(await changes.innerText()).toContain(`Renamed ${tag}`);
        await expectNoSeriousA11yViolations(page, `/categories/:id with its history (${lang})`);

        const agent = await made<SupportAgent>('POST', '/support-agents', {
          name: `Agent ${tag}`,
          phone: `011${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
          email: `agent.${tag.toLowerCase()}@example.com`,
          password: 'Agent@12345',
          joined_on: '2024-01-01',
        });
        await made('PATCH', `/support-agents/${agent.id}`, { password: 'Agent@67890' });
        await page.goto(`/support-agent?q=${tag}`);
        await waitForHeading(page, t(lang, 'screens.supportAgents'));
        await page.getByRole('button', { name: t(lang, 'audit-log:openHistory', { name: agent.name }) }).click();
        const drawer = page.locator('.ant-drawer:visible');
        await drawer.getByTestId('record-history').waitFor({ state: 'visible' });
        await expect.poll(() => drawer.locator('.ant-collapse-item').count()).toBe(2);
        await drawer.locator('.ant-collapse-item').first().locator('.ant-collapse-header').click();
        // A password change shows that it happened, never the password.
        const opened = await drawer.getByTestId('audit-changes').innerText();
        expect(opened).toContain(t(lang, 'audit-log:redacted'));
        expect(opened).not.toContain('Agent@67890');
        await expectNoSeriousA11yViolations(page, `/support-agent with a history open (${lang})`);
      },
    );
  });

  it('is for admins only: a teacher has no entry and is sent home', { timeout: 120_000 }, async ({ open, expect }) => {
    const { page } = await open({ lang: 'ar', as: 'teacher' });
    await page.goto('/audit-log');
    await waitForPath(page, '/');
    await waitForHeading(page, t('ar', 'screens.home'));
    expect(await sidebarKeys(page)).not.toContain('auditLog');
  });
});
