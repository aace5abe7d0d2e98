import { formatNumber, type Question } from '@dashboard/contracts';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { tableIdle } from './list-kit.js';
import {
  buttonByText,
  demoTeaching,
  expectNoSeriousA11yViolations,
  hasBrowser,
  it,
  LANGS,
  made,
  message,
  t,
  toast,
  waitForHeading,
  type Lang,
} from './support.js';

const unique = () => Math.random().toString(36).slice(2, 7).toUpperCase();

/**
 * A curriculum of the demo teacher, for Preparatory 1's Arabic (a class
 * without specializations), with a unit and a lesson: a bank of the test's own.
 */
async function curriculumOfTheTeacher(tag: string) {
  const { klass, arabic, me } = await demoTeaching();
  const curriculum = await made<{ id: number }>('POST', '/curricula', {
    title_ar: `منهج الأسئلة ${tag}`,
    title_en: `Questions curriculum ${tag}`,
    teacher_id: me.id,
    class_id: klass.id,
    subject_id: arabic.id,
    price: 0,
  });
  const unit = await made<{ id: number }>('POST', '/units', {
    curriculum_id: curriculum.id,
    title_ar: 'الوحدة الأولى',
    title_en: 'Unit 1',
  });
  await made('POST', '/lessons', { unit_id: unit.id, title_ar: 'الدرس الأول', title_en: 'Lesson 1' });
  return curriculum;
}

const questionsOf = async (curriculumId: number) =>
  (await made<{ items: Question[]; total: number }>('GET', `/questions?curriculum_id=${curriculumId}&pageSize=100`))
    .items;

/** A short WAV: a second of a 440 Hz tone at 8 kHz. */
function wav(): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate * 2);
  for (let i = 0; i < rate; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), i * 2);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8, 'latin1');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'latin1');
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

/** Opens a curriculum's bank and waits for its heading and its (empty) table. */
async function openBank(page: Page, lang: Lang, id: number) {
  await page.goto(`/curriculum/${id}/questions-bank`);
  await waitForHeading(page, t(lang, 'screens.curriculumQuestionBank'));
  await page.getByTestId('question-bank').locator('.ant-table').waitFor({ state: 'visible' });
  await tableIdle(page);
}

const rowsOf = (page: Page) => page.getByTestId('question-bank').locator('.ant-table-tbody tr.ant-table-row');

/** The dialog of the question's form, opened by the add button. */
async function openAdd(page: Page, lang: Lang) {
  await page.getByRole('button', { name: t(lang, 'questions:add') }).click();
  const form = page.getByTestId('question-form');
  await form.waitFor({ state: 'visible' });
  return form;
}

/** A CSV of the template's columns, headed in `lang`. */
function csv(lang: Lang, rows: string[][]): Buffer {
  const columns = ['type', 'question', 'points', 'option_1', 'option_2', 'option_3', 'correct', 'answers'];
  const head = columns.map((c) => t(lang, `questions:import.columns.${c}`));
  const cell = (c: string) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  return Buffer.from([head, ...rows].map((r) => r.map(cell).join(',')).join('\r\n'), 'utf8');
}

describe.skipIf(!hasBrowser).concurrent.each(LANGS)('the question bank in %s', (lang) => {
  const f = (key: string, params: Record<string, number> = {}) => message(lang, `questions:fields.${key}`, params);

  it('adds a choose question, previews it as the student sees it and marks the answer', async ({ open, expect }) => {
    const curriculum = await curriculumOfTheTeacher(unique());
    const { page } = await open({ lang, as: 'teacher' });
    await openBank(page, lang, curriculum.id);
    await expectNoSeriousA11yViolations(page, `a curriculum's question bank (${lang})`);

    const form = await openAdd(page, lang);
    // A new question is a choose question with two options.
    expect(await form.getByRole('radio', { name: t(lang, 'questions:types.choose') }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, `the question's form (${lang})`);
    const prompt = lang === 'ar' ? 'ما عاصمة مصر؟' : 'What is the capital of Egypt?';
    await form.getByLabel(f('prompt'), { exact: true }).fill(prompt);
    await form
      .getByLabel(f('option', { number: 1 }), { exact: true })
      .fill(lang === 'ar' ? 'الإسكندرية' : 'Alexandria');
    await form.getByLabel(f('option', { number: 2 }), { exact: true }).fill(lang === 'ar' ? 'القاهرة' : 'Cairo');
    await form.getByRole('radio', { name: message(lang, 'questions:correctOption', { number: 2 }) }).check();
    await form.getByLabel(f('points'), { exact: true }).fill('3');
    await buttonByText(form, t(lang, 'questions:add')).click();
    await toast(page, t(lang, 'questions:messages.created'));
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    await rowsOf(page).first().getByText(prompt).waitFor();
    const [saved] = await questionsOf(curriculum.id);
    expect(saved).toMatchObject({ type: 'choose', points: 3, prompt });
    expect(saved!.type === 'choose' && saved!.options.map((o) => o.correct)).toEqual([false, true]);

    // The preview: the student picks an option and the answer is marked as the server would.
    await rowsOf(page)
      .first()
      .getByRole('button', { name: `${t(lang, 'questions:preview')}: ${prompt}` })
      .click();
    const preview = page.getByTestId('question-preview');
    await preview.waitFor({ state: 'visible' });
    await preview.getByRole('radio', { name: lang === 'ar' ? 'الإسكندرية' : 'Alexandria' }).check();
    await preview.getByRole('button', { name: t(lang, 'questions:previewAnswer') }).click();
    await preview.getByText(message(lang, 'questions:previewWrong', { points: 0, total: 3, count: 3 })).waitFor();
    await preview.getByRole('radio', { name: lang === 'ar' ? 'القاهرة' : 'Cairo' }).check();
    await preview.getByRole('button', { name: t(lang, 'questions:previewAnswer') }).click();
    await preview.getByText(message(lang, 'questions:previewRight', { points: 3, total: 3, count: 3 })).waitFor();
    await expectNoSeriousA11yViolations(page, `the preview (${lang})`);
  });

  it('adds a voice question with an uploaded recording', async ({ open, expect }) => {
    const curriculum = await curriculumOfTheTeacher(unique());
    const { page } = await open({ lang, as: 'teacher' });
    await openBank(page, lang, curriculum.id);
    const form = await openAdd(page, lang);
    // The types are drawn as buttons: their labels take the click.
    await form.locator('label.ant-radio-button-wrapper', { hasText: t(lang, 'questions:types.voice') }).click();
    expect(await form.getByRole('radio', { name: t(lang, 'questions:types.voice') }).isChecked()).toBe(true);
    const recorder = form.getByTestId('voice-recorder');
    await recorder.waitFor({ state: 'visible' });
    const prompt = lang === 'ar' ? 'استمع ثم أجب بصوتك' : 'Listen, then answer aloud';
    await form.getByLabel(f('prompt'), { exact: true }).fill(prompt);
    await recorder
      .locator('input[type=file]')
      .setInputFiles({ name: 'question.wav', mimeType: 'audio/wav', buffer: wav() });
    await recorder.locator('audio[src*="/api/v1/uploads/"]').waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page, `a voice question's form (${lang})`);
    await buttonByText(form, t(lang, 'questions:add')).click();
    await toast(page, t(lang, 'questions:messages.created'));
    await rowsOf(page).first().getByText(t(lang, 'questions:types.voice')).waitFor();
    const [saved] = await questionsOf(curriculum.id);
    expect(saved).toMatchObject({ type: 'voice', prompt, answer: 'spoken' });
    expect(saved!.type === 'voice' && saved!.audio).toMatch(/^[a-f0-9]{32}\.wav$/);
  });

  it('bulk add: the template in the language, a file with a bad row refused whole, then saved whole once fixed', async ({
    open,
    expect,
  }) => {
    const curriculum = await curriculumOfTheTeacher(unique());
    const { page } = await open({ lang, as: 'teacher' });
    await openBank(page, lang, curriculum.id);
    await page.getByTestId('bulk-add').click();
    const dialog = page.getByTestId('bulk-add-dialog');
    await dialog.waitFor({ state: 'visible' });
    const template = dialog.getByRole('link', { name: t(lang, 'questions:bulk.templateXlsx') });
    expect(await template.getAttribute('href')).toBe(`/api/v1/questions/template?format=xlsx&lang=${lang}`);

    const type = (key: string) => t(lang, `questions:types.${key}`);
    const good = [
      [type('choose'), lang === 'ar' ? 'ما ناتج ٢ + ٢؟' : 'What is 2 + 2?', '1', '3', '4', '5', '2', ''],
      [
        type('true_false'),
        lang === 'ar' ? 'الشمس نجم.' : 'The sun is a star.',
        '1',
        '',
        '',
        '',
        t(lang, 'questions:values.true'),
        '',
      ],
      [
        type('complete'),
        lang === 'ar' ? 'عاصمة مصر ___.' : 'The capital of Egypt is ___.',
        '2',
        '',
        '',
        '',
        '',
        lang === 'ar' ? 'القاهرة' : 'Cairo',
      ],
    ];
    const bad = [
      ...good.slice(0, 2),
      [type('true_false'), lang === 'ar' ? 'القمر نجم.' : 'The moon is a star.', '1', '', '', '', 'maybe', ''],
    ];
    const input = dialog.locator('input[type=file]');
    await input.setInputFiles({ name: 'questions.csv', mimeType: 'text/csv', buffer: csv(lang, bad) });
    await dialog.getByRole('button', { name: t(lang, 'questions:bulk.check') }).click();
    const table = dialog.getByTestId('import-errors');
    await table.waitFor({ state: 'visible' });
    const cells = await table.locator('.ant-table-tbody tr').first().locator('td').allInnerTexts();
    expect(cells).toEqual([
      formatNumber(4, lang),
      t(lang, 'questions:import.columns.correct'),
      t(lang, 'errors.question.import_true_false'),
    ]);
    expect(await dialog.getByRole('button', { name: message(lang, 'questions:bulk.save', { count: 3 }) }).count()).toBe(
      0,
    );
    await expectNoSeriousA11yViolations(page, `the bulk add's refused rows (${lang})`);
    expect(await questionsOf(curriculum.id)).toEqual([]);

    // Fixed, the file is checked again and saved whole.
    await input.setInputFiles({ name: 'questions.csv', mimeType: 'text/csv', buffer: csv(lang, good) });
    await dialog.getByRole('button', { name: t(lang, 'questions:bulk.check') }).click();
    await dialog.getByText(message(lang, 'questions:bulk.allGood', { count: 3 })).waitFor();
    await dialog.getByRole('button', { name: message(lang, 'questions:bulk.save', { count: 3 }) }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => rowsOf(page).count()).toBe(3);
    const saved = await questionsOf(curriculum.id);
    expect(saved.map((q) => q.type).sort()).toEqual(['choose', 'complete', 'true_false']);
  });
});
