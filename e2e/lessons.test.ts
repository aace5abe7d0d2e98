import type { Curriculum, Lesson, Unit } from '@dashboard/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { chooseOption, deleteRow, searchList, tableIdle, uniqueTag, waitForParam } from './list-kit.js';
import {
  api,
  demoTeaching,
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  LANGS,
  made,
  message,
  settledDialog,
  t,
  titleIn,
  toast,
  waitForHeading,
  type Lang,
} from './support.js';

const lessonsScreen = { path: '/lessons', ns: 'lessons', title: 'screens.lessons', resource: 'lessons' };

function fail(why: string): never {
  throw new Error(why);
}

/** The demo teacher, another active teacher of the same, and Preparatory 1's Arabic (a class without specializations). */
const structure = demoTeaching;

/** A curriculum (`<name> <tag>`) with one unit holding `count` lessons (`Lesson <n> <tag>`), through the API. */
async function curriculumWithLessons(tag: string, name: string, count: number, teacher?: number) {
  const x = await structure();
  const curriculum = await made<Curriculum>('POST', '/curricula', {
    title_en: `${name} ${tag}`,
    title_ar: `منهج ${name} ${tag}`,
    teacher_id: teacher ?? x.me.id,
    class_id: x.klass.id,
    subject_id: x.arabic.id,
    price: 5_000,
  });
  const unit = await made<Unit>('POST', '/units', {
    curriculum_id: curriculum.id,
    title_en: `Unit of ${name} ${tag}`,
    title_ar: `وحدة ${name} ${tag}`,
  });
  const lessons: Lesson[] = [];
  for (let n = 1; n <= count; n++)
    lessons.push(
      await made<Lesson>('POST', '/lessons', {
        unit_id: unit.id,
        title_en: `Lesson ${n} ${name} ${tag}`,
        title_ar: `الدرس ${n} ${name} ${tag}`,
        description: n === 1 ? 'The first one' : '',
      }),
    );
  return { curriculum, unit, lessons };
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
/** A row's buttons of this action (`Delete: <name>`). */
const rowButtons = (page: Page, lang: Lang, action: string) =>
  page.locator('.ant-table-tbody').getByRole('button', { name: new RegExp(`^${t(lang, action)}: `) });

describe.skipIf(!hasBrowser).concurrent.each(LANGS)('lessons in %s', (lang) => {
  it(
    'lists the lessons across curricula, searched and filtered by curriculum, edits and deletes one, and opens one and its content',
    { timeout: 120_000 },
    async ({ open, expect }) => {
      const tag = uniqueTag();
      const first = await curriculumWithLessons(tag, 'Alpha', 2);
      const second = await curriculumWithLessons(tag, 'Beta', 1);
      try {
        const { page } = await open({ lang, as: 'admin' });
        await page.goto('/lessons');
        await waitForHeading(page, t(lang, 'screens.lessons'));
        await searchList(page, lessonsScreen, lang, tag);
        await expect.poll(() => rows(page).count()).toBe(3);
        // Each row names its curriculum and unit in the user's language, and its content by kind.
        const beta = rows(page).filter({ hasText: titleIn(lang, second.lessons[0]!) });
        expect(await beta.innerText()).toContain(titleIn(lang, second.curriculum));
        expect(await beta.innerText()).toContain(titleIn(lang, second.unit));
        await expectNoSeriousA11yViolations(page, `/lessons (${lang})`);

        await chooseOption(
          page,
          page.getByRole('combobox', { name: t(lang, 'lessons:filters.curriculum'), exact: true }),
          titleIn(lang, first.curriculum),
          { type: true },
        );
        await waitForParam(page, 'curriculum_id', String(first.curriculum.id));
        await expect.poll(() => rows(page).count()).toBe(2);

        // Edited in a dialog, named in the user's language.
        const lesson = first.lessons[1]!;
        const row = rows(page).filter({ hasText: titleIn(lang, lesson) });
        await tableIdle(page);
        await row
          .getByRole('button', { name: `${t(lang, 'actions.edit')}: ${titleIn(lang, lesson)}`, exact: true })
          .click();
        const dialog = await settledDialog(page, (d) =>
          d.getByLabel(t(lang, `lessons:fields.title_${lang}`), { exact: true }),
        );
        const title = dialog.getByLabel(t(lang, `lessons:fields.title_${lang}`), { exact: true });
        const renamed = `${titleIn(lang, lesson)} *`;
        await title.fill(renamed);
        await dialog.locator('button[type=submit]').click();
        await toast(page, t(lang, 'lessons:messages.updated'));
        await rows(page).filter({ hasText: renamed }).waitFor();

        // Deleted after its confirmation.
        await deleteRow(page, lang, rows(page).filter({ hasText: renamed }));
        await toast(page, t(lang, 'lessons:messages.deleted'));
        await expect.poll(() => rows(page).count()).toBe(1);
        expect((await api('GET', `/lessons/${lesson.id}`)).status).toBe(404);

        // The lesson's page: its curriculum and unit, its counts; then its content.
        const kept = first.lessons[0]!;
        await rows(page)
          .first()
          .getByRole('button', { name: t(lang, 'lessons:open', { name: titleIn(lang, kept) }), exact: true })
          .click();
        await waitForHeading(page, titleIn(lang, kept));
        const details = await page.getByTestId('lesson-details').innerText();
        expect(details).toContain('The first one');
        const crumbs = page.locator('.ant-breadcrumb');
        await crumbs.getByRole('link', { name: titleIn(lang, first.curriculum), exact: true }).waitFor();
        await crumbs.getByRole('link', { name: titleIn(lang, first.unit), exact: true }).waitFor();
        await expectNoSeriousA11yViolations(page, `/lessons/:id (${lang})`);
        await page.getByRole('button', { name: t(lang, 'lessons:content'), exact: true }).click();
        await waitForHeading(page, t(lang, 'screens.lessonContent'));
        await page
          .getByTestId('lesson-elements')
          .getByText(t(lang, 'lesson-elements:empty'), { exact: true })
          .waitFor();
        await expectNoSeriousA11yViolations(page, `/lessons/:id/index2 (${lang})`);
      } finally {
        await api('DELETE', `/curricula/${first.curriculum.id}`);
        await api('DELETE', `/curricula/${second.curriculum.id}`);
      }
    },
  );

  it('shows a support agent the lessons to read only: no add, edit, delete or curriculum link', async ({
    open,
    expect,
  }) => {
    const tag = uniqueTag();
    const { curriculum, lessons } = await curriculumWithLessons(tag, 'Agent', 2);
    try {
      const { page } = await open({ lang, as: 'support-agent' });
      await page.goto(`/lessons?q=${tag}`);
      await waitForHeading(page, t(lang, 'screens.lessons'));
      await expect.poll(() => rows(page).count()).toBe(2);
      expect(await rowButtons(page, lang, 'actions.delete').count()).toBe(0);
      expect(await rowButtons(page, lang, 'actions.edit').count()).toBe(0);
      // The curricula are not the agent's to open: no filter on them, and their names are not links.
      expect(await page.getByTestId('filter-curriculum').count()).toBe(0);
      expect(
        await page.locator('.ant-table-tbody a[href^="/curriculum"], .ant-table-tbody a[href^="/units"]').count(),
      ).toBe(0);
      await expectNoSeriousA11yViolations(page, `/lessons as a support agent (${lang})`);

      await rows(page)
        .first()
        .getByRole('link', { name: titleIn(lang, lessons[0]!), exact: true })
        .click();
      await waitForHeading(page, titleIn(lang, lessons[0]!));
      expect(await page.locator('.ant-breadcrumb').innerText()).toContain(titleIn(lang, curriculum));
      expect(await page.locator('a[href^="/curriculum"], a[href^="/units"]').count()).toBe(0);
      expect(await page.getByRole('button', { name: t(lang, 'lessons:edit'), exact: true }).count()).toBe(0);
      expect(
        await page
          .getByRole('button', { name: `${t(lang, 'actions.delete')}: ${titleIn(lang, lessons[0]!)}`, exact: true })
          .count(),
      ).toBe(0);
      await expectNoSeriousA11yViolations(page, `/lessons/:id as a support agent (${lang})`);
    } finally {
      await api('DELETE', `/curricula/${curriculum.id}`);
    }
  });

  it("shows a teacher only his or her lessons, and the refusal of another teacher's", async ({ open, expect }) => {
    const x = await structure();
    const tag = uniqueTag();
    const mine = await curriculumWithLessons(tag, 'Mine', 1);
    const theirs = await curriculumWithLessons(tag, 'Theirs', 1, x.other.id);
    try {
      const { page } = await open({ lang, as: 'teacher' });
      await page.goto(`/lessons?q=${tag}`);
      await waitForHeading(page, t(lang, 'screens.lessons'));
      await tableIdle(page);
      await expect
        .poll(() => rows(page).allInnerTexts())
        .toEqual([expect.stringContaining(titleIn(lang, mine.lessons[0]!))]);

      await page.goto(`/lessons/${theirs.lessons[0]!.id}`);
      await page.getByTestId('load-failure').getByText(t(lang, 'errors.auth.not_owner'), { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page, `another teacher's lesson (${lang})`);
      await page.goto(`/units/${theirs.unit.id}`);
      await page.getByTestId('load-failure').getByText(t(lang, 'errors.auth.not_owner'), { exact: true }).waitFor();
    } finally {
      await api('DELETE', `/curricula/${mine.curriculum.id}`);
      await api('DELETE', `/curricula/${theirs.curriculum.id}`);
    }
  });
});

interface Element {
  id: number;
  lesson_id: number;
  type: string;
  title_ar: string;
  title_en: string;
  file: string | null;
}

const elementsOf = async (lessonId: number) =>
  (await made<{ items: Element[] }>('GET', `/lesson-elements?lesson_id=${lessonId}&sort=sort_order&pageSize=100`))
    .items;

/** A demo document of one of the demo teacher's lessons (the first lesson of each demo unit has one). */
async function demoDocument() {
  const x = await structure();
  const curricula = (await made<{ items: { id: number }[] }>('GET', `/curricula?teacher_id=${x.me.id}&pageSize=100`))
    .items;
  for (const c of curricula) {
    const lessons = (
      await made<{ items: Lesson[] }>('GET', `/lessons?curriculum_id=${c.id}&pageSize=100`)
    ).items.filter((l) => l.document_count > 0);
    for (const lesson of lessons) {
      const doc = (await elementsOf(lesson.id)).find((e) => e.type === 'document' && e.file);
      if (doc) return { lesson, doc };
    }
  }
  return fail('no demo document of the demo teacher');
}

const elementLines = (page: Page) => page.getByTestId('lesson-elements').locator('ol > li');
const elementTitles = (page: Page) => elementLines(page).locator('.element-title').allInnerTexts();

describe.skipIf(!hasBrowser).concurrent.each(LANGS)('lesson elements in %s', (lang) => {
  it(
    'lets a teacher add a quiz and a video link to a lesson, reorder them by keyboard, and read a demo document',
    { timeout: 120_000 },
    async ({ open, expect }) => {
      const tag = uniqueTag();
      const { curriculum, lessons } = await curriculumWithLessons(tag, 'Elements', 1);
      const lesson = lessons[0]!;
      try {
        const { page } = await open({ lang, as: 'teacher' });
        await page.goto(`/lessons/${lesson.id}`);
        await waitForHeading(page, titleIn(lang, lesson));
        await page
          .getByTestId('lesson-elements')
          .getByText(t(lang, 'lesson-elements:empty'), { exact: true })
          .waitFor();

        const quiz = { title_ar: `اختبار ${tag}`, title_en: `Quiz ${tag}` };
        const video = { title_ar: `فيديو ${tag}`, title_en: `Video ${tag}` };
        const add = async (kind: string, titles: typeof quiz, fill: (dialog: Locator) => Promise<void>) => {
          await page.getByRole('button', { name: t(lang, 'lesson-elements:add'), exact: true }).click();
          // The kind comes first.
          const dialog = await settledDialog(page, (d) =>
            d.getByRole('radio', { name: t(lang, `lessons:elementTypes.${kind}`), exact: true }),
          );
          await dialog.getByText(t(lang, `lessons:elementTypes.${kind}`), { exact: true }).click();
          await dialog.getByLabel(t(lang, 'lesson-elements:fields.title_ar'), { exact: true }).fill(titles.title_ar);
          await dialog.getByLabel(t(lang, 'lesson-elements:fields.title_en'), { exact: true }).fill(titles.title_en);
          await fill(dialog);
          await expectNoSeriousA11yViolations(page, `add a ${kind} (${lang})`);
          await dialog.locator('button[type=submit]').click();
          await toast(page, t(lang, 'lesson-elements:messages.created'));
          await dialog.waitFor({ state: 'hidden' });
        };
        await add('quiz', quiz, async (dialog) => {
          await dialog.getByLabel(t(lang, 'lesson-elements:fields.time_limit_minutes'), { exact: true }).fill('25');
          await dialog.getByLabel(t(lang, 'lesson-elements:fields.pass_mark'), { exact: true }).fill('60');
        });
        await add('video', video, async (dialog) => {
          await dialog
            .getByLabel(t(lang, 'lesson-elements:fields.url'), { exact: true })
            .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
        });

        // In the order added, each with its kind and what it is.
        const [q, v] = [titleIn(lang, quiz), titleIn(lang, video)];
        await expect.poll(() => elementTitles(page)).toEqual([q, v]);
        const quizLine = elementLines(page).filter({ hasText: q });
        expect(await quizLine.innerText()).toContain(t(lang, 'lessons:elementTypes.quiz'));
        expect(await quizLine.innerText()).toContain(
          message(lang, 'lesson-elements:quizFacts', { minutes: 25, mark: 60 }),
        );
        // The video's player is made only when asked for.
        expect(await page.locator('iframe').count()).toBe(0);
        await page
          .getByRole('button', { name: message(lang, 'lesson-elements:play', { name: v }), exact: true })
          .waitFor();
        await expectNoSeriousA11yViolations(page, `/lessons/:id with elements (${lang})`);

        // The quiz goes down by keyboard: the focus stays on its buttons, and the server keeps the order.
        await page.getByRole('button', { name: message(lang, 'curricula:moveDown', { name: q }), exact: true }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => elementTitles(page)).toEqual([v, q]);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe(message(lang, 'curricula:moveUp', { name: q }));
        await page
          .getByRole('status')
          .filter({ hasText: message(lang, 'curricula:moved', { name: q, position: 2, total: 2 }) })
          .waitFor({ state: 'attached' });
        await expect.poll(async () => (await elementsOf(lesson.id)).map((e) => titleIn(lang, e))).toEqual([v, q]);

        // The content page shows them in the same order.
        await page.getByRole('button', { name: t(lang, 'lessons:content'), exact: true }).click();
        await waitForHeading(page, t(lang, 'screens.lessonContent'));
        await expect.poll(() => elementTitles(page)).toEqual([v, q]);
        await expectNoSeriousA11yViolations(page, `/lessons/:id/index2 with elements (${lang})`);

        // A demo document opens on /show-pdf, in the browser's own viewer, with a download link.
        const demoDoc = await demoDocument();
        const docTitle = titleIn(lang, demoDoc.doc);
        await page.goto(`/lessons/${demoDoc.lesson.id}/index2`);
        await waitForHeading(page, t(lang, 'screens.lessonContent'));
        await page
          .getByRole('link', { name: message(lang, 'lesson-elements:openDocument', { name: docTitle }), exact: true })
          .click();
        await waitForHeading(page, `${t(lang, 'screens.showPdf')}: ${docTitle}`);
        // The frame is the browser's own viewer of the upload's address (what it draws is the browser's).
        const frame = page.locator('iframe.show-pdf-frame');
        expect(await frame.getAttribute('title')).toBe(message(lang, 'lesson-elements:pdfOf', { name: docTitle }));
        expect(await frame.getAttribute('src')).toBe(`/api/v1/uploads/${demoDoc.doc.file}`);
        await page
          .getByRole('link', { name: message(lang, 'lesson-elements:download', { name: docTitle }), exact: true })
          .waitFor();
        await expectNoSeriousA11yViolations(page, `/show-pdf (${lang})`);

        // A file that is no upload is refused in the user's language.
        await page.goto('/show-pdf?file=missing.pdf&title=x');
        await page
          .getByTestId('load-failure')
          .getByText(t(lang, 'errors.resource.not_found'), { exact: true })
          .waitFor();
      } finally {
        await api('DELETE', `/curricula/${curriculum.id}`);
      }
    },
  );

  it('shows a support agent the elements to read only', async ({ open, expect }) => {
    const tag = uniqueTag();
    const { curriculum, lessons } = await curriculumWithLessons(tag, 'Agent elements', 1);
    const lesson = lessons[0]!;
    const quiz = await made<Element>('POST', '/lesson-elements', {
      lesson_id: lesson.id,
      type: 'quiz',
      title_ar: `اختبار ${tag}`,
      title_en: `Quiz ${tag}`,
      time_limit_minutes: 10,
      pass_mark: 50,
    });
    const assignment = await made<Element>('POST', '/lesson-elements', {
      lesson_id: lesson.id,
      type: 'assignment',
      title_ar: `واجب ${tag}`,
      title_en: `Assignment ${tag}`,
      body: 'Write a paragraph.',
    });
    try {
      const { page } = await open({ lang, as: 'support-agent' });
      await page.goto(`/lessons/${lesson.id}`);
      await waitForHeading(page, titleIn(lang, lesson));
      await expect.poll(() => elementTitles(page)).toEqual([titleIn(lang, quiz), titleIn(lang, assignment)]);
      expect(await elementLines(page).nth(1).innerText()).toContain('Write a paragraph.');
      const list = page.getByTestId('lesson-elements');
      expect(await list.getByRole('button').count()).toBe(0);
      expect(await page.getByRole('button', { name: t(lang, 'lesson-elements:add'), exact: true }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, `/lessons/:id elements as a support agent (${lang})`);
      await page.goto(`/lessons/${lesson.id}/index2`);
      await waitForHeading(page, t(lang, 'screens.lessonContent'));
      await expect.poll(() => elementTitles(page)).toEqual([titleIn(lang, quiz), titleIn(lang, assignment)]);
      expect(await page.getByTestId('lesson-elements').getByRole('button').count()).toBe(0);
    } finally {
      await api('DELETE', `/curricula/${curriculum.id}`);
    }
  });
});
