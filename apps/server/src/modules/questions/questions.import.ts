import {
  foldForSearch,
  importableQuestionTypes,
  QUESTION_IMPORT_MAX_ROWS,
  questionContentSchema,
  questionImportColumns,
  toLatinDigits,
  type ErrorCode,
  type QuestionContent,
  type QuestionImportColumn,
  type QuestionImportError,
} from '@dashboard/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { ExportColumn } from '../../lib/export.js';
import { translate } from '../../lib/i18n.js';
import { fieldErrorsOf } from './questions.service.js';

/*
 * Bulk add: a CSV or XLSX file with one question a row, headed as the
 * template is (in English or Arabic). The whole file is read and checked in
 * memory — every bad cell reported, with its row and its column as the file
 * heads it — before anything is written; the rows are then inserted in a few
 * multi-row statements (questions.repository.ts), so thousands take a moment.
 */

type Lang = 'en' | 'ar';
const langs: Lang[] = ['en', 'ar'];
type ImportableType = (typeof importableQuestionTypes)[number];

const heading = (lang: Lang, column: QuestionImportColumn) => translate(lang, `questions:import.columns.${column}`);

/** The template's example rows, one a simple type, in `lang`. */
function templateRows(lang: Lang): Record<QuestionImportColumn, string>[] {
  const t = (key: string) => translate(lang, `questions:import.examples.${key}`);
  const empty = Object.fromEntries(questionImportColumns.map((c) => [c, ''])) as Record<QuestionImportColumn, string>;
  const type = (key: ImportableType) => translate(lang, `questions:types.${key}`);
  const options = t('choose.options').split('|');
  return [
    {
      ...empty,
      type: type('choose'),
      question: t('choose.question'),
      points: '1',
      ...Object.fromEntries(options.map((o, i) => [`option_${i + 1}`, o])),
      correct: t('choose.correct'),
    },
    { ...empty, type: type('complete'), question: t('complete.question'), points: '2', answers: t('complete.answers') },
    {
      ...empty,
      type: type('true_false'),
      question: t('true_false.question'),
      points: '1',
      correct: t('true_false.correct'),
    },
    {
      ...empty,
      type: type('paragraph'),
      question: t('paragraph.question'),
      points: '5',
      model_answer: t('paragraph.model_answer'),
    },
  ];
}

/** The template's columns and example rows, headed in `lang`, for `sendExport`. */
export function template(lang: Lang) {
  const columns: ExportColumn<Record<QuestionImportColumn, string>>[] = questionImportColumns.map((c) => ({
    header: heading(lang, c),
    value: (row) => row[c],
    width: c === 'question' || c === 'model_answer' ? 48 : c === 'answers' ? 28 : 14,
  }));
  return {
    columns,
    filename: translate(lang, 'questions:import.templateName'),
    sheet: translate(lang, 'questions:import.sheet'),
    rows: (async function* () {
      yield* templateRows(lang);
    })(),
  };
}

/** A file as rows of text cells; the first row holds the headings. */
export type Sheet = string[][];

/** Thrown when a file is neither a readable CSV nor an XLSX workbook. */
export class UnreadableFile extends Error {}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** An XLSX cell's value as the text a person sees in it. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result);
  if ('text' in value) return String(value.text);
  return '';
}

/**
 * The rows of a file, whatever its name says: an XLSX workbook (a zip; its
 * first sheet) or CSV text (UTF-8, a byte-order mark allowed, separated by
 * commas, semicolons or tabs, whichever the heading row uses most).
 */
export async function readSheet(file: Buffer): Promise<Sheet> {
  if (file.subarray(0, 4).equals(ZIP)) {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(file as unknown as ArrayBuffer);
    } catch {
      throw new UnreadableFile();
    }
    const sheet = book.worksheets[0];
    if (!sheet) throw new UnreadableFile();
    const rows: Sheet = [];
    const width = Math.min(sheet.columnCount, 100);
    for (let r = 1; r <= sheet.rowCount; r += 1) {
      const row = sheet.getRow(r);
      rows.push(Array.from({ length: width }, (_, c) => cellText(row.getCell(c + 1).value)));
    }
    return rows;
  }
  const text = file.toString('utf8');
  if (text.includes('\uFFFD') || text.includes('\u0000')) throw new UnreadableFile();
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  try {
    return parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: false }) as Sheet;
  } catch {
    throw new UnreadableFile();
  }
}

/** The folded words a cell may name something by: `key` itself, its spaced form, and its label in each language. */
function names(key: string, label: (lang: Lang) => string): string[] {
  return [key, key.replace(/_/g, ' '), ...langs.map(label)].map(foldForSearch);
}

const columnNames = new Map<string, QuestionImportColumn>(
  questionImportColumns.flatMap((c) => names(c, (l) => heading(l, c)).map((n) => [n, c] as const)),
);
const typeNames = new Map<string, ImportableType>(
  importableQuestionTypes.flatMap((t) =>
    names(t, (l) => translate(l, `questions:types.${t}`)).map((n) => [n, t] as const),
  ),
);
const truth = new Map<string, boolean>([
  ...names('true', (l) => translate(l, 'questions:values.true')).map((n) => [n, true] as const),
  ...names('false', (l) => translate(l, 'questions:values.false')).map((n) => [n, false] as const),
  ['1', true],
  ['0', false],
]);

/** A whole number as typed (Arabic-Indic digits too), or null. */
function wholeNumber(text: string): number | null {
  const digits = toLatinDigits(text).trim();
  return /^\d{1,6}$/.test(digits) ? Number(digits) : null;
}

export interface CheckedFile {
  /** Rows with a question (empty rows are skipped). */
  total: number;
  /** The good rows' questions, in the file's order. */
  questions: QuestionContent[];
  /** Every refused cell. */
  errors: QuestionImportError[];
}

/** Where a rule's path points in the file: the column heading for a field of the question. */
function columnOf(path: string, code: string, optionColumns: QuestionImportColumn[]): QuestionImportColumn {
  const [field, index] = path.split('.');
  if (field === 'prompt') return 'question';
  if (field === 'points') return 'points';
  if (field === 'blanks') return 'answers';
  if (field === 'model_answer') return 'model_answer';
  if (field === 'correct') return 'correct';
  if (field === 'options') {
    if (index !== undefined) return optionColumns[Number(index)] ?? 'option_1';
    if (code === 'question.one_correct') return 'correct';
    return `option_${Math.min(optionColumns.length + 1, 6)}` as QuestionImportColumn;
  }
  return 'type';
}

/**
 * Checks every row of `sheet`: the headings first (each a template column in
 * English or Arabic; `type` and `question` needed), then each row as a
 * question of its type, by the contract's own rules. Answers the good rows'
 * questions and every refused cell, its column as the file heads it.
 */
export function checkSheet(sheet: Sheet): CheckedFile {
  const [head = [], ...body] = sheet;
  const errors: QuestionImportError[] = [];
  const at = new Map<QuestionImportColumn, number>();
  const headings = new Map<QuestionImportColumn, string>();
  let arabic = false;
  head.forEach((cell, i) => {
    const text = cell.trim();
    if (!text) return;
    const column = columnNames.get(foldForSearch(text));
    if (!column || at.has(column)) {
      errors.push({ row: 1, column: text, code: 'question.import_unknown_column' });
      return;
    }
    if (/[\u0600-\u06FF]/.test(text)) arabic = true;
    at.set(column, i);
    headings.set(column, text);
  });
  for (const column of ['type', 'question'] as const) {
    if (!at.has(column)) {
      errors.push({ row: 1, column: heading(arabic ? 'ar' : 'en', column), code: 'question.import_missing_column' });
    }
  }
  const rows = body
    .map((cells, i) => ({ row: i + 2, cells }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (errors.length) return { total: rows.length, questions: [], errors };

  const questions: QuestionContent[] = [];
  const named = (column: QuestionImportColumn) => headings.get(column) ?? heading(arabic ? 'ar' : 'en', column);
  for (const { row, cells } of rows) {
    const cell = (column: QuestionImportColumn) => {
      const i = at.get(column);
      return i === undefined ? '' : (cells[i] ?? '').trim();
    };
    const refused = new Set<QuestionImportColumn>();
    const refuse = (column: QuestionImportColumn, code: ErrorCode, params?: Record<string, number>) => {
      // One reason a cell: the first found.
      if (refused.has(column)) return;
      refused.add(column);
      errors.push({ row, column: named(column), code, ...(params ? { params } : {}) });
    };

    const typeText = cell('type');
    const type = typeNames.get(foldForSearch(typeText));
    if (!type) {
      refuse('type', typeText ? 'question.import_type' : 'validation.required');
      continue;
    }
    const question: Record<string, unknown> = { type, prompt: cell('question') };
    const pointsText = cell('points');
    if (pointsText) {
      const points = wholeNumber(pointsText);
      if (points === null) refuse('points', 'validation.number');
      else question.points = points;
    }
    const optionColumns: QuestionImportColumn[] = [];
    if (type === 'choose') {
      const options: { text: string; correct: boolean }[] = [];
      for (let n = 1; n <= 6; n += 1) {
        const column = `option_${n}` as QuestionImportColumn;
        const text = cell(column);
        if (!text) continue;
        optionColumns.push(column);
        options.push({ text, correct: false });
      }
      const correctText = cell('correct');
      const chosen = wholeNumber(correctText);
      const place = chosen === null ? -1 : optionColumns.indexOf(`option_${chosen}` as QuestionImportColumn);
      if (!correctText) refuse('correct', 'validation.required');
      else if (place < 0) refuse('correct', 'question.import_correct_option');
      else options[place]!.correct = true;
      question.options = options;
    } else if (type === 'complete') {
      const answers = cell('answers');
      question.blanks = answers
        ? answers.split(/[;؛]/).map((blank) =>
            blank
              .split('|')
              .map((a) => a.trim())
              .filter(Boolean),
          )
        : [];
    } else if (type === 'true_false') {
      const text = cell('correct');
      const value = truth.get(foldForSearch(text));
      if (!text) refuse('correct', 'validation.required');
      else if (value === undefined) refuse('correct', 'question.import_true_false');
      else question.correct = value;
    } else {
      question.model_answer = cell('model_answer');
    }
    // The contract's rules too, so a row's every bad cell is named at once.
    const checked = questionContentSchema.safeParse(question);
    if (!checked.success) {
      for (const e of fieldErrorsOf(checked.error.issues)) {
        refuse(columnOf(e.path, e.code, optionColumns), e.code as ErrorCode, e.params as Record<string, number>);
      }
    }
    if (checked.success && !refused.size) questions.push(checked.data);
  }
  return { total: rows.length, questions, errors };
}

/** Whether a file has more question rows than one import takes (counted before anything is checked). */
export const tooManyRows = (sheet: Sheet) =>
  sheet.slice(1).filter((cells) => cells.some((c) => c.trim() !== '')).length > QUESTION_IMPORT_MAX_ROWS;
