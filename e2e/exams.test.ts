import { formatNumber, type Question } from '@dashboard/contracts';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { chooseOption, tableIdle } from './list-kit.js';
import {
  api,
  baseURL,
  buttonByText,
  demoTeaching,
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  LANGS,
  message,
  t,
  toast,
  waitForHeading,
  waitForPath,
  type Lang,
} from './support.js';

async function made<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await api<T>(method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const unique = () => Math.random().toString(36).slice(2, 7).toUpperCase();
const titleIn = (lang: Lang, x: { title_ar: string; title_en: string }) => (lang === 'ar' ? x.title_ar : x.title_en);

/** A curriculum of the demo teacher (Preparatory 1's Arabic) with a bank of two questions: a paragraph and a true-or-false. */
async function curriculumWithBank(tag: string) {
  const { klass, arabic, me } = await demoTeaching();
  const curriculum = await made<{ id: number; title_ar: string; title_en: string }>('POST', '/curricula', {
    title_ar: `منهج الامتحانات ${tag}`,
    title_en: `Exams curriculum ${tag}`,
    teacher_id: me.id,
    class_id: klass.id,
    subject_id: arabic.id,
    price: 0,
  });
  const paragraph = await made<Question>('POST', '/questions', {
    curriculum_id: curriculum.id,
    type: 'paragraph',
    prompt: `Describe the Nile ${tag}`,
    points: 4,
    model_answer: 'The longest river',
  });
  const trueFalse = await made<Question>('POST', '/questions', {
    curriculum_id: curriculum.id,
    type: 'true_false',
    prompt: `Cairo is in Egypt ${tag}`,
    points: 1,
    correct: true,
  });
  return { curriculum, paragraph, trueFalse };
}

/** An API key that may submit students' answers, as the student app holds one. */
async function submitKey(tag: string): Promise<string> {
  const created = await made<{ key: string }>('POST', '/api-keys', {
    name: `Exams e2e ${tag}`,
    permissions: ['exams.submit'],
  });
  return created.key;
}

/** The student app hands in a student's answers with its key. */
async function submit(key: string, examId: number, body: unknown) {
  const res = await fetch(`${baseURL}/api/v1/exams/${examId}/submissions`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`submission: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number };
}

/** Two students of the demo data (the seed makes about 150, from id 1; there is no students API yet). */
const twoStudents = (): [number, number] => [1, 2];

const figure = (page: Page, key: string) => page.getByTestId('exam-figures').locator(`[data-figure="${key}"] dd`);

describe.skipIf(!hasBrowser).concurrent.each(LANGS)('exams in %s', (lang) => {
  it('adds an exam on a curriculum’s page, fills it from the bank, shows its results and marks a paragraph by hand', async ({
    open,
    expect,
  }) => {
    const tag = unique();
    const { curriculum, paragraph, trueFalse } = await curriculumWithBank(tag);
    const { page } = await open({ lang, as: 'teacher' });

    // The curriculum's page: its exams section, and the add dialog.
    await page.goto(`/curriculum/${curriculum.id}`);
    await waitForHeading(page, titleIn(lang, curriculum));
    // The section's list is fetched as the user scrolls down to it.
    const section = page.getByTestId('exams-section');
    // One DOM call: the placeholder is replaced while a locator's scroll waits for it to be stable.
    await page.getByTestId('exams-section-pending').or(section).first().waitFor();
    await page.evaluate(() =>
      document.querySelector('[data-testid="exams-section-pending"], [data-testid="exams-section"]')?.scrollIntoView(),
    );
    await section.waitFor({ state: 'visible' });
    await section.getByRole('button', { name: t(lang, 'exams:add') }).click();
    const form = page.getByTestId('exam-form');
    await form.waitFor({ state: 'visible' });
    const exam = { title_ar: `امتحان الشهر ${tag}`, title_en: `Month exam ${tag}` };
    await form.getByLabel(t(lang, 'exams:fields.title_ar'), { exact: true }).fill(exam.title_ar);
    await form.getByLabel(t(lang, 'exams:fields.title_en'), { exact: true }).fill(exam.title_en);
    await form.getByLabel(t(lang, 'exams:fields.time_limit_minutes'), { exact: true }).fill('40');
    await form.getByLabel(t(lang, 'exams:fields.pass_mark'), { exact: true }).fill('60');
    await expectNoSeriousA11yViolations(page, `the exam's add dialog (${lang})`);
    await buttonByText(form, t(lang, 'exams:add')).click();
    await toast(page, t(lang, 'exams:messages.created'));
    await tableIdle(page);
    // The pointer left where the dialog's button was, over the new row's link: its hover colour is not what is checked.
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page, `a curriculum's page with its exams (${lang})`);

    // Its exam, opened from the page.
    await section.getByRole('link', { name: titleIn(lang, exam), exact: true }).click();
    await waitForHeading(page, titleIn(lang, exam));
    const examId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(examId).toBeGreaterThan(0);
    await page
      .getByTestId('exam-settings')
      .getByText(message(lang, 'exams:minutes_other', { count: 40 }))
      .waitFor();

    // Questions from the bank, both, in the order chosen.
    await page.getByRole('button', { name: t(lang, 'exam-questions:addFromBank') }).click();
    const drawer = page.getByTestId('bank-drawer');
    await drawer.waitFor({ state: 'visible' });
    await drawer
      .getByRole('checkbox', { name: message(lang, 'exam-questions:bank.choose', { name: paragraph.prompt }) })
      .check();
    await drawer
      .getByRole('checkbox', { name: message(lang, 'exam-questions:bank.choose', { name: trueFalse.prompt }) })
      .check();
    await expectNoSeriousA11yViolations(page, `the bank's drawer (${lang})`);
    await drawer.getByRole('button', { name: t(lang, 'exam-questions:bank.save') }).click();
    await drawer.waitFor({ state: 'hidden' });
    const list = page.getByRole('list', { name: t(lang, 'exam-questions:questionsList') });
    await expect.poll(() => list.locator(':scope > li').count()).toBe(2);
    const saved = await made<{ items: { position: number; question: Question }[] }>(
      'GET',
      `/exams/${examId}/questions`,
    );
    expect(saved.items.map((x) => x.question.id)).toEqual([paragraph.id, trueFalse.id]);
    await expectNoSeriousA11yViolations(page, `an exam's page (${lang})`);

    // Two students hand it in through the student app.
    const key = await submitKey(tag);
    const [first, second] = twoStudents();
    const startedAt = new Date(Date.now() - 20 * 60_000).toISOString();
    const handedIn = await submit(key, examId, {
      student_id: first,
      started_at: startedAt,
      answers: [
        { question_id: paragraph.id, answer: { type: 'paragraph', text: 'The Nile is the longest river.' } },
        { question_id: trueFalse.id, answer: { type: 'true_false', value: true } },
      ],
    });
    await submit(key, examId, {
      student_id: second,
      started_at: startedAt,
      answers: [{ question_id: trueFalse.id, answer: { type: 'true_false', value: false } }],
    });

    // Its questions are now fixed, and the page says why.
    await page.reload();
    await page.getByTestId('questions-locked').waitFor();

    // The results: figures, the distribution, the list.
    await page.getByRole('button', { name: t(lang, 'exams:resultsLink') }).click();
    await waitForPath(page, `/exams/${examId}/results`);
    await waitForHeading(page, t(lang, 'screens.examResults'));
    await expect.poll(() => figure(page, 'result_count').innerText()).toBe(formatNumber(2, lang));
    expect(await figure(page, 'awaiting_count').innerText()).toBe(formatNumber(1, lang));
    const chart = page.getByTestId('exam-distribution');
    await chart.waitFor({ state: 'visible' });
    expect(await chart.locator('.bar-chart-column').count()).toBe(10);
    expect(await chart.locator('table tbody tr').count()).toBe(10);
    await page.getByTestId('exam-results').locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await tableIdle(page);
    await expectNoSeriousA11yViolations(page, `an exam's results (${lang})`);

    // The first student's solution, from the list, marked by hand.
    const results = await made<{ items: { id: number; student: { name: string } }[] }>(
      'GET',
      `/exams/${examId}/results?status=awaiting`,
    );
    const awaiting = results.items.find((r) => r.id === handedIn.id);
    if (!awaiting) throw new Error('the paragraph answer is not awaiting a hand mark');
    await page
      .getByRole('link', { name: message(lang, 'exam-results:openSolution', { name: awaiting.student.name }) })
      .click();
    await waitForPath(page, `/exams/${examId}/solutions`);
    await waitForHeading(page, t(lang, 'screens.examSolutions'));
    const score = page.getByTestId('solution-score');
    // One point of the true-or-false; the paragraph's four wait for the teacher.
    await expect.poll(() => score.innerText()).toBe(message(lang, 'exam-results:scoreOf', { score: 1, max: 5 }));
    await page.getByText(message(lang, 'exams:solutions.awaiting', { max: 4, count: 4 })).waitFor();
    await expectNoSeriousA11yViolations(page, `a student's solution (${lang})`);
    await page.getByLabel(message(lang, 'exams:solutions.points', { number: 1, max: 4 }), { exact: true }).fill('3');
    await page.getByRole('button', { name: t(lang, 'exams:solutions.save') }).click();
    await toast(page, t(lang, 'exams:messages.marked'));
    await expect.poll(() => score.innerText()).toBe(message(lang, 'exam-results:scoreOf', { score: 4, max: 5 }));
    await page.getByText(message(lang, 'exams:solutions.hand', { points: 3, max: 4, count: 4 })).waitFor();
    const stats = await made<{ awaiting_count: number }>('GET', `/exams/${examId}/stats`);
    expect(stats.awaiting_count).toBe(0);

    // The results' screen with no exam in its address: the exam is found by its title, and opens.
    await page.goto('/exams/results');
    await waitForHeading(page, t(lang, 'screens.examResults'));
    await expectNoSeriousA11yViolations(page, `the results' screen with no exam (${lang})`);
    await chooseOption(
      page,
      page.getByRole('combobox', { name: t(lang, 'exams:choose.results'), exact: true }),
      `\u2068${titleIn(lang, exam)}\u2069 · \u2068${titleIn(lang, curriculum)}\u2069`,
      { type: titleIn(lang, exam) },
    );
    await waitForPath(page, `/exams/${examId}/results`);
    await expect.poll(() => figure(page, 'result_count').innerText()).toBe(formatNumber(2, lang));
    // A whole journey through five screens, each checked by axe: longer than a single screen's test.
  }, 150_000);
});
