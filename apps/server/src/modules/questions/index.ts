import {
  formatDate,
  megabytes,
  QUESTION_IMPORT_MAX_BYTES,
  QUESTION_IMPORT_MAX_ROWS,
  questionCreateSchema,
  questionExportQuery,
  questionImportBankSchema,
  questionImportFormSchema,
  questionImportQuery,
  questionImportResultSchema,
  questionListQuery,
  questionSchema,
  questionTemplateQuery,
  questionUpdateSchema,
  type ErrorCode,
  type Question,
  type QuestionImportResult,
  type QuestionPart,
} from '@dashboard/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { registerCrud, spreadsheetAnswer, type ExportTranslate } from '../../lib/crud.js';
import { sendExport } from '../../lib/export.js';
import { answer, apiTag, problem } from '../../lib/openapi.js';
import { transaction } from '../../lib/transaction.js';
import { registerUploadOwner } from '../uploads/uploads.service.js';
import { checkSheet, readSheet, template, tooManyRows, UnreadableFile } from './questions.import.js';
import * as repo from './questions.repository.js';
import * as service from './questions.service.js';

type T = ExportTranslate;

/** What a right answer is, in a line of the export: the correct option, the accepted answers, true or false. */
function answerOf(q: Question | QuestionPart, t: T): string {
  switch (q.type) {
    case 'choose': {
      const i = q.options.findIndex((o) => o.correct);
      return q.options[i]?.text || (i >= 0 ? t('fields.option', { number: i + 1 }) : '');
    }
    case 'complete':
      return q.blanks.map((b) => b.join(' | ')).join('; ');
    case 'true_false':
      return t(q.correct ? 'values.true' : 'values.false');
    case 'group':
      return q.parts.map((p) => answerOf(p, t)).join(' / ');
    default:
      return t('values.byHand');
  }
}

/** The bank fields of the import form, checked like a body's (400 naming each bad one). */
function bankOf(fields: Record<string, string>) {
  const parsed = questionImportBankSchema.safeParse(fields);
  if (!parsed.success) throw AppError.badRequest(service.fieldErrorsOf(parsed.error.issues));
  return parsed.data;
}

/**
 * Reads the import's multipart form: the file (10 MB at most, held in
 * memory: it is read whole to be checked) and the bank's text fields.
 */
async function readImportForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw AppError.field(415, 'file', 'upload.missing');
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: QUESTION_IMPORT_MAX_BYTES, files: 1, fields: 8, fieldSize: 100 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = bytes;
        else fields[part.fieldname] = '';
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw AppError.field(413, 'file', 'upload.size', { max: megabytes(QUESTION_IMPORT_MAX_BYTES) });
    }
    throw AppError.field(400, 'file', 'http.bad_request');
  }
  if (!file?.length) throw AppError.field(400, 'file', 'upload.missing');
  return { file, bank: bankOf(fields) };
}

/** The question bank (بنك الأسئلة) of courses and curricula, its bulk add and its template. */
const questions: FastifyPluginAsync = async (app) => {
  const tag = apiTag(
    app,
    'questions',
    'The question bank (بنك الأسئلة) of a course or a curriculum: choose, complete, group, paragraph, true/false and voice questions, added one by one or from a CSV or XLSX file.',
  );
  // A question's images and recording are served to whoever may read the question.
  registerUploadOwner(app, service.QUESTION_FILES, service.mayReadQuestion);
  registerCrud(app, {
    path: '/questions',
    table: 'questions',
    tag,
    namespace: 'questions',
    permissions: { read: 'questions.read', write: 'questions.write' },
    owner: service.ownerOf,
    item: questionSchema,
    // Nothing of a question must be unique; an exam holding one keeps it.
    conflicts: {
      create: false,
      update: false,
      remove: 'The question is in an exam (`question.in_use`): take it out of the exam first.',
    },
    list: {
      query: questionListQuery,
      summary: 'Questions, a page at a time: a bank’s with `course_id` or `curriculum_id` (a teacher’s own only)',
      run: service.listQuestions,
    },
    export: {
      query: questionExportQuery,
      summary: 'The questions matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      columns: (t, lang) => [
        { header: t('fields.type'), value: (q) => t(`types.${q.type}`), width: 14 },
        { header: t('fields.prompt'), value: (q) => q.prompt, width: 48 },
        { header: t('fields.points'), value: (q) => q.points, width: 8 },
        { header: t('fields.answer'), value: (q) => answerOf(q, t), width: 28 },
        { header: t('fields.unit'), value: (q) => (q.unit ? (lang === 'ar' ? q.unit.title_ar : q.unit.title_en) : '') },
        {
          header: t('fields.lesson'),
          value: (q) => (q.lesson ? (lang === 'ar' ? q.lesson.title_ar : q.lesson.title_en) : ''),
        },
        { header: t('fields.created_at'), value: (q) => formatDate(q.created_at, lang), width: 14 },
      ],
      rows: service.exportQuestions,
    },
    get: { summary: 'One question', run: service.getQuestion },
    create: {
      body: questionCreateSchema,
      summary: 'Adds a question to a course’s or a curriculum’s bank (the teacher’s own); its files become its own',
      run: service.createQuestion,
    },
    update: {
      body: questionUpdateSchema,
      summary: 'Changes a question; it is checked whole against its type’s rules, and files it lets go are deleted',
      run: (db, id, body, request) => service.updateQuestion(db, app.storage, id, body, request),
    },
    remove: {
      summary: 'Deletes a question with its files (409 `question.in_use` while an exam holds it)',
      run: (db, id) => service.deleteQuestion(db, app.storage, id),
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/questions/template',
    {
      config: { permission: 'questions.read' },
      schema: {
        tags: [tag],
        operationId: 'getQuestionTemplate',
        summary: 'The bulk-add template: its columns headed in `lang`, one example row of each type a file can add',
        description:
          'Columns: type, question, points, option 1 to 6 and the correct option’s number (choose), correct answer (true or false), accepted answers (complete: `|` between the answers a blank accepts, `;` between blanks) and model answer (paragraph). A file may be headed in English or Arabic whatever the language it was downloaded in.',
        querystring: questionTemplateQuery,
        response: { 200: spreadsheetAnswer('The template, with one example row of each type.') },
      },
    },
    async (request, reply) => {
      const { format, lang } = request.query;
      return sendExport(reply, { format, rtl: lang === 'ar', ...template(lang) });
    },
  );

  r.post(
    '/questions/import',
    {
      config: {
        permission: 'questions.write',
        audit: { entity: 'questions', actions: ['create'], readsOnly: (request) => isDryRun(request) },
      },
      schema: {
        tags: [tag],
        operationId: 'importQuestions',
        summary: 'Adds the questions of a CSV or XLSX file to a bank, all or none; `dryRun=true` only checks it',
        description: `The form holds the file (field \`file\`, ${megabytes(QUESTION_IMPORT_MAX_BYTES)} MB and ${QUESTION_IMPORT_MAX_ROWS} rows at most) and the bank: \`course_id\` or \`curriculum_id\`, with \`unit_id\` and \`lesson_id\` of the curriculum to file every question under them. Each row is checked as a question of its type; the answer lists every refused cell by row (the headings are row 1) and by column as the file heads it. With \`dryRun=true\` nothing is saved (200). Otherwise a file with any refused cell saves nothing (400 \`question.import_invalid\`, each refused cell an error with its \`row\` and \`column\` in \`params\`), and a good file is saved in one transaction (201).`,
        consumes: ['multipart/form-data'],
        querystring: questionImportQuery,
        // Documents the form; the handler reads it (the validator sees null).
        body: questionImportFormSchema.nullable(),
        response: {
          200: answer('The dry run’s check: nothing was saved.', questionImportResultSchema),
          201: answer('Every row was good and every question is saved.', questionImportResultSchema),
          400: problem(
            400,
            'The form, the bank or the file is not valid: `errors` names each field, or, for a file with refused rows (`question.import_invalid`), each refused cell with its `row` and `column` in `params`. Nothing was saved.',
          ),
          403: problem(403, 'The bank is another teacher’s (`auth.not_owner`), or the role may not add questions.'),
          413: problem(413, 'The file is larger than the import takes (`upload.size`, with the limit in MB as `max`).'),
          415: problem(415, 'The request is not `multipart/form-data` (`upload.missing`).'),
        },
      },
    },
    async (request, reply) => {
      const dryRun = isDryRun(request);
      const { file, bank: named } = await readImportForm(request);
      const bank = await service.resolveBank(app.db, request, named);
      let sheet;
      try {
        sheet = await readSheet(file);
      } catch (err) {
        if (err instanceof UnreadableFile) throw AppError.field(400, 'file', 'question.import_unreadable');
        throw err;
      }
      if (tooManyRows(sheet)) {
        throw AppError.field(400, 'file', 'question.import_too_many', { max: QUESTION_IMPORT_MAX_ROWS });
      }
      const checked = checkSheet(sheet);
      if (!checked.total && !checked.errors.length) throw AppError.field(400, 'file', 'question.import_empty');
      const result: QuestionImportResult = {
        total: checked.total,
        valid: checked.questions.length,
        saved: 0,
        errors: checked.errors,
      };
      if (dryRun) return reply.code(200).send(result);
      if (checked.errors.length) {
        throw new AppError(
          400,
          'question.import_invalid',
          checked.errors.map((e) => ({
            path: 'file',
            code: e.code as ErrorCode,
            params: { row: e.row, column: e.column, ...e.params },
          })),
        );
      }
      await transaction(app.db, async (trx) => {
        const now = new Date().toISOString();
        await repo.insertQuestions(
          trx,
          checked.questions.map((q) => service.questionRow(bank, q, now)),
        );
        await audit(trx, request, {
          action: 'create',
          entity: 'questions',
          details: { imported: checked.questions.length, ...bank },
        });
      });
      return reply.code(201).send({ ...result, saved: checked.questions.length });
    },
  );
};

/** Whether an import only checks its file (`?dryRun=true`). */
function isDryRun(request: FastifyRequest): boolean {
  return (request.query as { dryRun?: string } | undefined)?.dryRun === 'true';
}

export default questions;
