import type { BrowserContext, Page } from 'playwright-core';
import { describe } from 'vitest';
import { chooseOption, deleteRow, openList, searchList, tableIdle } from './list-kit.js';
import {
  api,
  buttonByText,
  demoTeaching,
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  LANGS,
  nameIn,
  t,
  toast,
  waitForHeading,
  waitForPath,
  type Named,
  PNG,
  uploadImage,
} from './support.js';

interface CourseItem extends Named {
  teacher_id: number;
  image: string;
  image_url: string;
  is_paid: boolean;
  price: number;
  promo_video_url: string | null;
}

const screen = { path: '/courses', ns: 'courses', title: 'screens.courses', resource: 'courses' };
const unique = () => Math.random().toString(36).slice(2, 7).toUpperCase();
const rowsOf = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

const YOUTUBE = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';

/**
 * The players' frames are answered here, in the test, with a page of their own: the suite does not
 * reach the internet, and what is tested is that the dashboard embeds the right player.
 */
async function stubPlayers(context: BrowserContext) {
  for (const origin of ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']) {
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>Player</title></head><body><main>Player</main></body></html>',
      }),
    );
  }
}

/** A class without specializations and a subject taught in it, both the demo teacher's (Preparatory 1's Arabic). */
async function classAndSubject() {
  const { klass, arabic } = await demoTeaching();
  return { klass, subject: arabic };
}

/** A course made through the API as the demo admin, for `teacherId`. */
async function createCourse(teacherId: number, tag: string) {
  const { klass, subject } = await classAndSubject();
  const res = await api<CourseItem>('POST', '/courses', {
    name_ar: `كورس ${tag}`,
    name_en: `Course ${tag}`,
    teacher_id: teacherId,
    class_id: klass.id,
    subject_id: subject.id,
    image: await uploadImage(),
    promo_video_url: YOUTUBE,
  });
  if (res.status !== 201) throw new Error(`course not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe.skipIf(!hasBrowser).concurrent.each(LANGS)('courses in %s', (lang) => {
  const f = (key: string) => t(lang, `courses:fields.${key}`);

  it(
    'adds a course with its image and a YouTube link previewed, refusing another link on its field; edits and deletes it',
    { timeout: 120_000 },
    async ({ open, expect }) => {
      const tag = unique();
      const { klass, subject } = await classAndSubject();
      const { page, context, user } = await open({ lang, as: 'teacher' });
      await stubPlayers(context);
      await openList(page, screen, lang);
      await tableIdle(page);
      await expectNoSeriousA11yViolations(page, `/courses (${lang})`);

      await page.getByRole('button', { name: t(lang, 'courses:add') }).click();
      await waitForPath(page, '/courses/add');
      await waitForHeading(page, t(lang, 'screens.addCourse'));
      // A teacher's course is his or hers: no teacher to choose.
      expect(await page.getByLabel(f('teacher')).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, `/courses/add (${lang})`);

      const form = page.getByTestId('course-form');
      const submit = buttonByText(form, t(lang, 'courses:add'));
      await submit.click();
      // Names, class and subject are required, and the image with its own message.
      await form.getByText(t(lang, 'errors.course.image_required'), { exact: true }).waitFor();
      await expect.poll(() => form.getByText(t(lang, 'errors.validation.required'), { exact: true }).count()).toBe(4);

      const name = { ar: `كورس الاختبار ${tag}`, en: `Test course ${tag}` };
      await form.getByLabel(f('name_ar')).fill(name.ar);
      await form.getByLabel(f('name_en')).fill(name.en);
      await form.getByLabel(f('description')).fill('Two hours, every chapter.');
      await form.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
      await form.locator('img[src*="/api/v1/uploads/"]').waitFor({ state: 'visible' });

      // Another host is no promotional video: nothing is previewed, and the field says why, in the language.
      const link = form.getByLabel(f('promo_video_url'));
      await link.fill('https://example.com/promo.mp4');
      const preview = form.getByTestId('video-preview');
      expect(await preview.count()).toBe(0);
      await chooseOption(page, form.getByRole('combobox', { name: f('class'), exact: true }), nameIn(lang, klass), {
        type: true,
      });
      await chooseOption(page, form.getByRole('combobox', { name: f('subject'), exact: true }), nameIn(lang, subject), {
        type: true,
      });
      await submit.click();
      await form.getByText(t(lang, 'errors.course.video_not_allowed'), { exact: true }).waitFor();
      expect(await link.getAttribute('aria-invalid')).toBe('true');
      await expectNoSeriousA11yViolations(page, `/courses/add with a refused link (${lang})`);

      // A YouTube link: its player appears, from the cookie-less host, named in the language.
      await link.fill(YOUTUBE);
      const frame = preview.locator('iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
      expect(await frame.getAttribute('title')).toBe(t(lang, 'courses:preview', { name: name[lang] }));

      // Paid: the price shows, in pounds, and is sent in piastres.
      expect(await form.getByLabel(f('price')).count()).toBe(0);
      await form.getByRole('switch', { name: t(lang, 'courses:paidSwitch') }).click();
      await form.getByLabel(f('price')).fill('150.50');
      await expectNoSeriousA11yViolations(page, `/courses/add filled (${lang})`);
      await submit.click();
      await toast(page, t(lang, 'courses:messages.created'));
      await page.waitForURL((url) => /^\/courses\/\d+$/.test(url.pathname), { waitUntil: 'commit' });
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      try {
        await waitForHeading(page, name[lang]);
        const course = (await api<CourseItem>('GET', `/courses/${id}`)).body;
        expect(course).toMatchObject({
          name_ar: name.ar,
          name_en: name.en,
          teacher_id: user.id,
          is_paid: true,
          price: 15_050,
          promo_video_url: YOUTUBE,
        });
        // The page shows the image and the player.
        await page.getByRole('img', { name: t(lang, 'courses:imageAlt', { name: name[lang] }) }).waitFor();
        await page.getByTitle(t(lang, 'courses:preview', { name: name[lang] })).waitFor();
        await expectNoSeriousA11yViolations(page, `/courses/${id} (${lang})`);

        // Edited on its own page: made free, its price goes.
        await page.getByRole('button', { name: t(lang, 'courses:edit') }).click();
        await waitForPath(page, `/courses/${id}/edit`);
        await waitForHeading(page, t(lang, 'screens.editCourse'));
        await expect.poll(() => page.getByLabel(f('price')).inputValue()).toMatch(/150\.50|١٥٠/);
        await expectNoSeriousA11yViolations(page, `/courses/${id}/edit (${lang})`);
        // The image's preview opens, its tools named in the language (Ant Design's own are English).
        await page.getByTestId('course-form').locator('.ant-image').click();
        const imagePreview = page.locator('.ant-image-preview');
        await imagePreview.getByRole('button', { name: t(lang, 'imagePreview.zoomIn') }).waitFor();
        await expectNoSeriousA11yViolations(page, `/courses/${id}/edit, the image's preview (${lang})`);
        await page.getByRole('button', { name: t(lang, 'imagePreview.close') }).click();
        await imagePreview.waitFor({ state: 'hidden' });
        await page.getByRole('switch', { name: t(lang, 'courses:paidSwitch') }).click();
        await buttonByText(page.getByTestId('course-form'), t(lang, 'actions.save')).click();
        await toast(page, t(lang, 'courses:messages.updated'));
        await waitForPath(page, `/courses/${id}`);
        expect((await api<CourseItem>('GET', `/courses/${id}`)).body).toMatchObject({ is_paid: false, price: 0 });

        // Found in the list by its name, then deleted after the confirmation.
        await openList(page, screen, lang);
        await searchList(page, screen, lang, tag);
        const row = rowsOf(page).filter({ hasText: name[lang] });
        await row.waitFor();
        expect(await row.innerText()).toContain(t(lang, 'courses:kind.free'));
        await expectNoSeriousA11yViolations(page, `/courses searched (${lang})`);
        await deleteRow(page, lang, row);
        await toast(page, t(lang, 'courses:messages.deleted'));
        await expect.poll(() => row.count()).toBe(0);
        expect((await api('GET', `/courses/${id}`)).status).toBe(404);
      } finally {
        await api('DELETE', `/courses/${id}`);
      }
    },
  );

  it('refuses a teacher another teacher’s course, in the language, and lists only his or her own', async ({
    open,
    expect,
  }) => {
    const tag = unique();
    const { other } = await demoTeaching();
    const { page } = await open({ lang, as: 'teacher' });
    const theirs = await createCourse(other.id, tag);
    try {
      await page.goto(`/courses/${theirs.id}`);
      await page.getByTestId('load-failure').waitFor();
      await page.getByText(t(lang, 'errors.auth.not_owner'), { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page, `/courses/${theirs.id} refused (${lang})`);
      await page.goto(`/courses/${theirs.id}/edit`);
      await page.getByText(t(lang, 'errors.auth.not_owner'), { exact: true }).waitFor();
      expect(await page.getByTestId('course-form').count()).toBe(0);

      // Not in the teacher's list, which has no teacher filter; the admin's has both.
      await openList(page, screen, lang);
      expect(await page.getByRole('combobox', { name: t(lang, 'courses:filters.teacher') }).count()).toBe(0);
      await searchList(page, screen, lang, tag);
      await page.getByText(t(lang, 'table.noMatch')).first().waitFor();

      const admin = (await open({ lang, as: 'admin' })).page;
      await openList(admin, screen, lang, `?q=${tag}`);
      await rowsOf(admin)
        .filter({ hasText: nameIn(lang, theirs) })
        .waitFor();
      await admin.getByRole('combobox', { name: t(lang, 'courses:filters.teacher'), exact: true }).waitFor();
      await expectNoSeriousA11yViolations(admin, `/courses as an admin (${lang})`);
    } finally {
      await api('DELETE', `/courses/${theirs.id}`);
    }
  });
});
