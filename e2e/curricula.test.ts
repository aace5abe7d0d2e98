import { formatMoney, formatNumber, type Curriculum, type CurriculumOutline, type Lesson } from '@dashboard/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { chooseOption, describeListScreen, tableIdle, uniqueTag, type ListScreenWithoutInUse } from './list-kit.js';
import {
  api,
  demoTeaching,
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  LANGS,
  made,
  message,
  nameIn,
  sidebarKeys,
  t,
  teachersTeaching,
  titleIn,
  toast,
  waitForHeading,
  waitForPath,
  type Lang,
  type Named,
} from './support.js';

/** The seeded classes, subjects, specializations and teachers a curriculum is made of (asked once a file). */
const structure = () => (seeded ??= readStructure());
let seeded: ReturnType<typeof readStructure> | undefined;
async function readStructure() {
  const { classes, subjects, klass, arabic, me, other } = await demoTeaching();
  const s3 = classes.find((c) => c.name_en === 'Secondary 3') ?? fail('no seeded class "Secondary 3"');
  const subject = (code: string) => subjects.find((s) => s.code === code) ?? fail(`no seeded subject ${code}`);
  const specs = (await made<{ items: Named[] }>('GET', `/specializations?class_id=${s3.id}&pageSize=100`)).items;
  return {
    home: klass,
    s3,
    arabic,
    discover: subject('DISC'),
    science: specs.find((s) => s.name_en === 'Science') ?? fail('no Science specialization'),
    me,
    other,
    // Secondary 3 has specializations; the demo teacher does not teach there.
    s3Teacher: (await teachersTeaching(s3.id, arabic.id))[0] ?? fail('no teacher of Arabic in Secondary 3'),
  };
}

function fail(why: string): never {
  throw new Error(why);
}

/** A curriculum of the demo teacher for Preparatory 1's Arabic (a class without specializations), through the API. */
async function createCurriculum(body: Partial<Record<string, unknown>> & { title_en: string; title_ar: string }) {
  const x = await structure();
  return made<Curriculum>('POST', '/curricula', {
    teacher_id: x.me.id,
    class_id: x.home.id,
    subject_id: x.arabic.id,
    specialization_ids: [],
    price: 15_000,
    status: 'open',
    ...body,
  });
}

const outlineOf = (id: number) => made<CurriculumOutline>('GET', `/curricula/${id}/outline`);
const remove = (id: number) => api('DELETE', `/curricula/${id}`);

/** /curriculum on the list kit: titles `Curriculum K<tag><nn>` / `منهج K<tag><nn>`, every other one closed. */
const curriculaScreen: ListScreenWithoutInUse<Curriculum> = {
  name: 'curricula',
  path: '/curriculum',
  ns: 'curricula',
  title: 'screens.curricula',
  resource: 'curricula',
  make: async (tag, count) => {
    const rows: Curriculum[] = [];
    for (let i = 1; i <= count; i++) {
      const n = `K${tag}${String(i).padStart(2, '0')}`;
      rows.push(
        await createCurriculum({
          title_en: `Curriculum ${n}`,
          title_ar: `منهج ${n}`,
          price: 10_000 + i * 100,
          status: i % 2 === 0 ? 'closed' : 'open',
        }),
      );
    }
    return rows;
  },
  // The title column shows (and sorts by) the reader's own language; both hold the code.
  sort: {
    column: (lang) => t(lang, lang === 'ar' ? 'curricula:fields.title_ar' : 'curricula:fields.title_en'),
    field: (lang) => (lang === 'ar' ? 'title_ar' : 'title_en'),
    value: (c) => c.title_en.split(' ')[1]!,
  },
  filter: async (rows) => ({
    label: (lang) => t(lang, 'curricula:filters.status'),
    option: (lang) => t(lang, 'curricula:status.closed'),
    param: 'status',
    value: 'closed',
    keeps: rows.filter((c) => c.status === 'closed').length,
  }),
};

describeListScreen(curriculaScreen);

/** A field of the curriculum's form, by its label. */
const field = (page: Page, lang: Lang, key: string) =>
  page.getByTestId('curriculum-form').getByLabel(t(lang, `curricula:fields.${key}`), { exact: true });

/** Fills and submits the add or edit dialog of a unit or a lesson; waits for its toast and for it to close. */
async function fillDialog(
  page: Page,
  lang: Lang,
  ns: 'units' | 'lessons',
  values: Record<string, string>,
  done: 'created' | 'updated',
) {
  const dialog = page.getByRole('dialog');
  // The dialogs' form is a chunk of its own, fetched when one first opens: on a loaded machine that
  // (and the sliced render) can take longer than an action's 10 s.
  await dialog
    .getByLabel(t(lang, `${ns}:fields.${Object.keys(values)[0]}`), { exact: true })
    .waitFor({ timeout: 30_000 });
  for (const [key, value] of Object.entries(values))
    await dialog.getByLabel(t(lang, `${ns}:fields.${key}`), { exact: true }).fill(value);
  await dialog.locator('button[type=submit]').click();
  await toast(page, t(lang, `${ns}:messages.${done}`));
  await dialog.waitFor({ state: 'detached' });
}

/** The titles of an ordered list's lines, in the order shown (the list's own lines, not those nested in them). */
const lineTitles = (list: Locator) =>
  list.locator(':scope > li > .ordered-item-row .ordered-item-title').allInnerTexts();

describe.skipIf(!hasBrowser).concurrent.each(LANGS)('curricula in %s', (lang) => {
  it(
    'builds a curriculum through the screens: the form says what is missing, then a unit and a lesson are added and edited',
    { timeout: 180_000 },
    async ({ open, expect }) => {
      const x = await structure();
      const tag = uniqueTag();
      const { page } = await open({ lang, as: 'admin' });
      let id: number | undefined;
      try {
        await page.goto('/curriculum');
        await waitForHeading(page, t(lang, 'screens.curricula'));
        await page.getByRole('button', { name: t(lang, 'curricula:add'), exact: true }).click();
        await waitForPath(page, '/curriculum/add');
        await waitForHeading(page, t(lang, 'screens.addCurriculum'));
        await expectNoSeriousA11yViolations(page, `/curriculum/add (${lang})`);

        const submit = page.getByTestId('curriculum-form').locator('button[type=submit]');
        await submit.click();
        // Both titles, the teacher, the grade, the subject and the price (the status starts open).
        const required = page.getByText(t(lang, 'errors.validation.required'), { exact: true });
        await expect.poll(() => required.count()).toBe(6);

        const titles = { title_ar: `منهج الاختبار ${tag}`, title_en: `Test curriculum ${tag}` };
        await field(page, lang, 'title_ar').fill(titles.title_ar);
        await field(page, lang, 'title_en').fill(titles.title_en);
        await chooseOption(page, field(page, lang, 'teacher'), x.s3Teacher.name, { type: true });
        await chooseOption(page, field(page, lang, 'class'), nameIn(lang, x.s3), { type: true });
        // Only the subjects taught in the chosen grade are offered: Discover is a primary subject.
        const subject = field(page, lang, 'subject');
        const answered = page.waitForResponse(
          (r) => new URL(r.url()).searchParams.get('q') === nameIn(lang, x.discover) && r.url().includes('/subjects'),
        );
        await subject.click();
        await subject.fill(nameIn(lang, x.discover));
        await answered;
        const dropdown = page.locator('.ant-select-dropdown:visible');
        await dropdown.locator('.ant-empty').waitFor();
        expect(await dropdown.locator('.ant-select-item-option').count()).toBe(0);
        await page.keyboard.press('Escape');
        await chooseOption(page, subject, nameIn(lang, x.arabic), { type: true });
        // Secondary 3 has specializations: one is required.
        await field(page, lang, 'price').fill('250.5');
        await submit.click();
        await expect.poll(() => required.count()).toBe(1);
        await chooseOption(page, field(page, lang, 'specializations'), nameIn(lang, x.science));
        await page.keyboard.press('Escape');
        await page.locator('.ant-radio-button-wrapper', { hasText: t(lang, 'curricula:status.closed') }).click();
        await submit.click();

        await toast(page, t(lang, 'curricula:messages.created'));
        await waitForHeading(page, titleIn(lang, titles));
        id = Number(new URL(page.url()).pathname.split('/').pop());
        const saved = await made<Curriculum>('GET', `/curricula/${id}`);
        expect(saved).toMatchObject({
          ...titles,
          teacher_id: x.s3Teacher.id,
          class_id: x.s3.id,
          subject_id: x.arabic.id,
          specialization_ids: [x.science.id],
          price: 25_050,
          status: 'closed',
        });
        const details = page.getByTestId('curriculum-details');
        expect(await details.innerText()).toContain(formatMoney(25_050, lang));
        expect(await details.innerText()).toContain(t(lang, 'curricula:status.closed'));
        await page.getByText(t(lang, 'curricula:noUnits')).waitFor();
        await expectNoSeriousA11yViolations(page, `/curriculum/${id} (${lang})`);

        // A unit, then a lesson in it, through the outline's dialogs.
        await page.getByRole('button', { name: t(lang, 'curricula:addUnit'), exact: true }).click();
        const unit = { title_ar: `الوحدة ${tag}`, title_en: `Unit ${tag}`, description: 'Organic chemistry' };
        await fillDialog(page, lang, 'units', unit, 'created');
        const outline = page.getByTestId('curriculum-outline').locator('ol').first();
        await expect.poll(() => lineTitles(outline)).toEqual([titleIn(lang, unit)]);
        const [unitId] = (await outlineOf(id)).units.map((u) => u.id);
        const lessonsBox = page.getByTestId(`unit-lessons-${unitId}`);
        await lessonsBox.getByText(t(lang, 'units:noLessons')).waitFor();
        await lessonsBox.getByRole('button', { name: t(lang, 'curricula:addLesson'), exact: true }).click();
        const lesson = { title_ar: `الدرس ${tag}`, title_en: `Lesson ${tag}`, description: 'Alkanes' };
        await fillDialog(page, lang, 'lessons', lesson, 'created');
        await expect.poll(() => lineTitles(lessonsBox.locator('ol'))).toEqual([titleIn(lang, lesson)]);
        // The counts follow: one unit, one lesson.
        const counts = page.getByTestId('curriculum-counts');
        const one = formatNumber(1, lang);
        await expect.poll(() => counts.innerText()).toContain(`${t(lang, 'curricula:fields.unit_count')}\n${one}`);
        await expect.poll(() => counts.innerText()).toContain(`${t(lang, 'curricula:fields.lesson_count')}\n${one}`);

        // The lesson is edited in a dialog that starts from the whole lesson (its description too).
        const lessonName = titleIn(lang, lesson);
        await lessonsBox
          .getByRole('button', { name: `${t(lang, 'actions.edit')}: ${lessonName}`, exact: true })
          .click();
        const description = page.getByRole('dialog').getByLabel(t(lang, 'lessons:fields.description'), { exact: true });
        await expect.poll(() => description.inputValue()).toBe('Alkanes');
        const renamed = { ...lesson, title_ar: `الدرس المعدل ${tag}`, title_en: `Renamed lesson ${tag}` };
        await fillDialog(page, lang, 'lessons', { [`title_${lang}`]: titleIn(lang, renamed) }, 'updated');
        await expect.poll(() => lineTitles(lessonsBox.locator('ol'))).toEqual([titleIn(lang, renamed)]);
        // The pointer off the links (a link under it is drawn in its hover colour).
        await page.mouse.move(0, 0);
        await expectNoSeriousA11yViolations(page, `/curriculum/${id} with a unit and a lesson (${lang})`);

        // The lesson's page: its place in the breadcrumb, and its content (none yet, said so).
        await lessonsBox.getByRole('link', { name: titleIn(lang, renamed), exact: true }).click();
        await waitForHeading(page, titleIn(lang, renamed));
        const crumbs = await page.locator('.ant-breadcrumb').innerText();
        expect(crumbs).toContain(titleIn(lang, titles));
        expect(crumbs).toContain(titleIn(lang, unit));
        await expectNoSeriousA11yViolations(page, `/lessons/:id (${lang})`);
        await page.getByRole('button', { name: t(lang, 'lessons:content'), exact: true }).click();
        await waitForHeading(page, t(lang, 'screens.lessonContent'));
        await page.getByText(t(lang, 'lesson-elements:empty'), { exact: true }).waitFor();
        await expectNoSeriousA11yViolations(page, `/lessons/:id/index2 (${lang})`);

        // The unit's page, through the breadcrumb of the lesson's.
        await page
          .locator('.ant-breadcrumb')
          .getByRole('link', { name: titleIn(lang, unit), exact: true })
          .click();
        await waitForHeading(page, titleIn(lang, unit));
        expect(await page.getByTestId('unit-details').innerText()).toContain('Organic chemistry');
        await expectNoSeriousA11yViolations(page, `/units/:id (${lang})`);
        await page.getByRole('button', { name: t(lang, 'units:edit'), exact: true }).click();
        await fillDialog(page, lang, 'units', { description: 'Organic chemistry, revised' }, 'updated');
        await expect.poll(() => page.getByTestId('unit-details').innerText()).toContain('Organic chemistry, revised');

        // Deleting the lesson asks first.
        const lessonLines = page.getByTestId('unit-lessons').locator('ol');
        await lessonLines
          .getByRole('button', { name: `${t(lang, 'actions.delete')}: ${titleIn(lang, renamed)}`, exact: true })
          .click();
        await page
          .locator('.ant-popconfirm:visible')
          .getByRole('button', { name: t(lang, 'actions.delete'), exact: true })
          .click();
        await toast(page, t(lang, 'lessons:messages.deleted'));
        await page.getByTestId('unit-lessons').getByText(t(lang, 'units:noLessons')).waitFor();
        expect((await outlineOf(id)).units[0]!.lessons).toEqual([]);
      } finally {
        if (id) await remove(id);
      }
    },
  );

  it(
    'reorders units and lessons with the keyboard alone, and by dragging; the order holds after a reload',
    {
      timeout: 120_000,
    },
    async ({ open, expect }) => {
      const tag = uniqueTag();
      const curriculum = await createCurriculum({ title_en: `Ordered ${tag}`, title_ar: `مرتب ${tag}` });
      try {
        const units: { id: number; title_ar: string; title_en: string }[] = [];
        for (const n of [1, 2, 3])
          units.push(
            await made('POST', '/units', {
              curriculum_id: curriculum.id,
              title_ar: `وحدة ${n} ${tag}`,
              title_en: `Unit ${n} ${tag}`,
            }),
          );
        const lessons: Lesson[] = [];
        for (const n of [1, 2, 3])
          lessons.push(
            await made('POST', '/lessons', {
              unit_id: units[0]!.id,
              title_ar: `درس ${n} ${tag}`,
              title_en: `Lesson ${n} ${tag}`,
            }),
          );
        const [u1, u2, u3] = units.map((u) => titleIn(lang, u));
        const [l1, l2, l3] = lessons.map((l) => titleIn(lang, l));

        const { page } = await open({ lang, as: 'teacher' });
        await page.goto(`/curriculum/${curriculum.id}`);
        await waitForHeading(page, titleIn(lang, curriculum));
        const outline = page.getByTestId('curriculum-outline').locator('ol').first();
        await expect.poll(() => lineTitles(outline)).toEqual([u1, u2, u3]);

        // The first unit goes down twice by keyboard: the focus stays on its buttons, and at the end
        // (its move down disabled) moves to its move up.
        const moveDown = page.getByRole('button', {
          name: message(lang, 'curricula:moveDown', { name: u1! }),
          exact: true,
        });
        await moveDown.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => lineTitles(outline)).toEqual([u2, u1, u3]);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe(message(lang, 'curricula:moveDown', { name: u1! }));
        await page.keyboard.press('Enter');
        await expect.poll(() => lineTitles(outline)).toEqual([u2, u3, u1]);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe(message(lang, 'curricula:moveUp', { name: u1! }));
        // Said where it went, in the user's words and digits.
        await page
          .getByRole('status')
          .filter({ hasText: message(lang, 'curricula:moved', { name: u1!, position: 3, total: 3 }) })
          .waitFor({ state: 'attached' });
        const ids = (o: CurriculumOutline) => o.units.map((u) => u.id);
        await expect
          .poll(async () => ids(await outlineOf(curriculum.id)))
          .toEqual([units[1]!.id, units[2]!.id, units[0]!.id]);

        // The third lesson of that unit goes up once.
        const lessonsList = page.getByTestId(`unit-lessons-${units[0]!.id}`).locator('ol');
        await expect.poll(() => lineTitles(lessonsList)).toEqual([l1, l2, l3]);
        await page.getByRole('button', { name: message(lang, 'curricula:moveUp', { name: l3! }), exact: true }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => lineTitles(lessonsList)).toEqual([l1, l3, l2]);
        await expect
          .poll(async () =>
            (await outlineOf(curriculum.id)).units.find((u) => u.id === units[0]!.id)!.lessons.map((l) => l.id),
          )
          .toEqual([lessons[0]!.id, lessons[2]!.id, lessons[1]!.id]);

        await page.reload();
        await waitForHeading(page, titleIn(lang, curriculum));
        await expect.poll(() => lineTitles(outline)).toEqual([u2, u3, u1]);
        await expect.poll(() => lineTitles(lessonsList)).toEqual([l1, l3, l2]);
        await expectNoSeriousA11yViolations(page, `/curriculum/:id reordered (${lang})`);

        // A mouse drags the second unit by its handle to the top.
        const handle = (title: string) =>
          outline
            .locator(':scope > li')
            .filter({ has: page.getByRole('link', { name: title, exact: true }) })
            .first()
            .locator(':scope > .ordered-item-row [data-testid="drag-handle"]');
        // Both lines in view: the mouse acts on what is on the screen.
        await handle(u2!).evaluate((el) => el.scrollIntoView({ block: 'center' }));
        const from = (await handle(u3!).boundingBox())!;
        const to = (await handle(u2!).boundingBox())!;
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
        await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 10 });
        await page.mouse.up();
        await expect.poll(() => lineTitles(outline)).toEqual([u3, u2, u1]);
        await expect
          .poll(async () => ids(await outlineOf(curriculum.id)))
          .toEqual([units[2]!.id, units[1]!.id, units[0]!.id]);
        await page.reload();
        await waitForHeading(page, titleIn(lang, curriculum));
        await expect.poll(() => lineTitles(outline)).toEqual([u3, u2, u1]);
      } finally {
        await remove(curriculum.id);
      }
    },
  );

  it("shows a teacher only his or her curricula, and the refusal of another teacher's", async ({ open, expect }) => {
    const x = await structure();
    const tag = uniqueTag();
    const mine = await createCurriculum({ title_en: `Mine ${tag}`, title_ar: `منهجي ${tag}` });
    const theirs = await createCurriculum({
      title_en: `Theirs ${tag}`,
      title_ar: `منهجهم ${tag}`,
      teacher_id: x.other.id,
    });
    try {
      const { page } = await open({ lang, as: 'teacher' });
      await page.goto(`/curriculum?q=${tag}`);
      await waitForHeading(page, t(lang, 'screens.curricula'));
      await tableIdle(page);
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining(titleIn(lang, mine))]);
      // No teacher filter: the list is his or hers.
      expect(await page.getByTestId('filter-teacher').count()).toBe(0);
      await expectNoSeriousA11yViolations(page, `/curriculum as a teacher (${lang})`);

      await page.goto(`/curriculum/${theirs.id}`);
      await page.getByTestId('load-failure').getByText(t(lang, 'errors.auth.not_owner'), { exact: true }).waitFor();
      expect(await page.getByTestId('curriculum-outline').count()).toBe(0);
      await expectNoSeriousA11yViolations(page, `another teacher's curriculum (${lang})`);
      await page.goto(`/curriculum/${theirs.id}/edit`);
      await page.getByTestId('load-failure').getByText(t(lang, 'errors.auth.not_owner'), { exact: true }).waitFor();
    } finally {
      await remove(mine.id);
      await remove(theirs.id);
    }
  });

  it('gives a support agent no curriculum entry, and sends him or her home from the curricula', async ({
    open,
    expect,
  }) => {
    const { page } = await open({ lang, as: 'support-agent' });
    await page.goto('/');
    await waitForHeading(page, t(lang, 'screens.home'));
    const keys = await sidebarKeys(page);
    expect(keys).toContain('lessons');
    expect(keys).not.toContain('curriculum');
    await page.goto('/curriculum');
    await waitForPath(page, '/');
    await waitForHeading(page, t(lang, 'screens.home'));
  });
});
