import {
  examCreateSchema,
  examExportQuery,
  examHandMarkSchema,
  examListQuery,
  examQuestionsSchema,
  examQuestionsUpdateSchema,
  examResultExportQuery,
  examResultListQuery,
  examResultSchema,
  examSchema,
  examSolutionSchema,
  examStatsSchema,
  examSubmissionSchema,
  examUpdateSchema,
  formatDate,
  formatDateTime,
  idSchema,
  idParams,
  type ExamResult,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../lib/audit.js';
import { registerCrud, spreadsheetAnswer } from '../../lib/crud.js';
import { sendExport, type ExportColumn } from '../../lib/export.js';
import { translate } from '../../lib/i18n.js';
import { answer, apiTag, compiledSerializer, listEnvelope, named, problem } from '../../lib/openapi.js';
import { transaction } from '../../lib/transaction.js';
import * as service from './exams.service.js';

const solutionParams = z.strictObject({ id: idSchema, resultId: idSchema });
const answerParams = z.strictObject({ id: idSchema, resultId: idSchema, questionId: idSchema });

/** Exams (الامتحانات) of courses and curricula, a lesson's quizzes and assignments, their results and solutions. */
const exams: FastifyPluginAsync = async (app) => {
  const tag = apiTag(
    app,
    'exams',
    'Exams (الامتحانات) of a course or a curriculum, and a lesson’s quizzes and assignments: questions from the bank, the students’ submissions (the student app, with an API key), their results (النتائج), solutions (الإجابات) and hand marks, and figures kept on write.',
  );
  registerCrud(app, {
    path: '/exams',
    table: 'exams',
    tag,
    namespace: 'exams',
    permissions: { read: 'exams.read', write: 'exams.write' },
    owner: service.ownerOf,
    item: examSchema,
    conflicts: {
      create: false,
      update: false,
      remove:
        'The exam has results (`exam.has_results`: the students’ grades would go with it), or it is a lesson’s quiz or assignment, which goes with its element (`resource.in_use`).',
    },
    list: {
      query: examListQuery,
      summary:
        'Exams, a page at a time: a course’s or a curriculum’s with `course_id` or `curriculum_id` (a teacher’s own only)',
      run: service.listExams,
    },
    export: {
      query: examExportQuery,
      summary: 'The exams matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      columns: (t, lang) => [
        { header: t('fields.title'), value: (e) => (lang === 'ar' ? e.title_ar : e.title_en), width: 32 },
        { header: t('fields.kind'), value: (e) => t(`kinds.${e.kind}`), width: 12 },
        {
          header: t('fields.bank'),
          value: (e) =>
            e.course
              ? lang === 'ar'
                ? e.course.name_ar
                : e.course.name_en
              : e.curriculum
                ? lang === 'ar'
                  ? e.curriculum.title_ar
                  : e.curriculum.title_en
                : '',
          width: 28,
        },
        { header: t('fields.teacher'), value: (e) => e.teacher.name, width: 24 },
        { header: t('fields.question_count'), value: (e) => e.question_count, width: 10 },
        { header: t('fields.total_points'), value: (e) => e.total_points, width: 10 },
        { header: t('fields.result_count'), value: (e) => e.result_count, width: 10 },
        { header: t('fields.average'), value: (e) => e.average ?? '', width: 10 },
        { header: t('fields.pass_count'), value: (e) => e.pass_count, width: 10 },
        { header: t('fields.created_at'), value: (e) => formatDate(e.created_at, lang), width: 14 },
      ],
      rows: service.exportExams,
    },
    get: { summary: 'One exam, with its results’ figures', run: service.getExam },
    create: {
      body: examCreateSchema,
      summary:
        'Adds an exam to a course’s or a curriculum’s page (the teacher’s own); a lesson’s quiz or assignment comes with its element',
      run: service.createExam,
    },
    update: {
      body: examUpdateSchema,
      summary:
        'Changes an exam’s titles, time limit and pass mark (a new pass mark passes or fails its results again; a quiz’s or assignment’s element follows)',
      run: service.updateExam,
    },
    remove: {
      summary: 'Deletes an exam without results (409 `exam.has_results` otherwise)',
      run: service.deleteExam,
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const examAudit = (actions: ('update' | 'export')[]) => ({ entity: 'exams', actions });

  r.get(
    '/exams/:id/questions',
    {
      config: { permission: 'exams.read' },
      schema: {
        tags: [tag],
        operationId: 'getExamQuestions',
        summary: 'An exam’s questions in order, each as its bank holds it',
        params: idParams,
        response: { 200: answer('The exam’s questions in order.', examQuestionsSchema) },
      },
    },
    async (request) => service.getExamQuestions(app.db, request.params.id, request),
  );

  r.put(
    '/exams/:id/questions',
    {
      config: { permission: 'exams.write', audit: examAudit(['update']) },
      schema: {
        tags: [tag],
        operationId: 'putExamQuestions',
        summary: 'Sets an exam’s questions, whole and in order, from its own bank',
        description:
          'Every id must be a question of the exam’s bank (the course’s or the curriculum’s): another is 400 `exam.question_not_in_bank` on `question_ids.N`. The exam’s question count and total points follow. Once a student has submitted it, its questions stay as they are (409 `exam.has_results`).',
        params: idParams,
        body: named(examQuestionsUpdateSchema, 'ExamQuestionsUpdate'),
        response: {
          200: answer('The exam’s questions, in the new order.', examQuestionsSchema),
          409: problem(409, 'Students have submitted the exam (`exam.has_results`): its questions cannot change.'),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      return transaction(app.db, async (db) => {
        const { before, after } = await service.putExamQuestions(db, id, request.body, request);
        await audit(db, request, {
          action: 'update',
          entity: 'exams',
          entityId: id,
          before: { question_ids: before },
          after: { question_ids: after.items.map((q) => q.question.id) },
        });
        return after;
      });
    },
  );

  r.get(
    '/exams/:id/stats',
    {
      config: { permission: 'exams.read' },
      schema: {
        tags: [tag],
        operationId: 'getExamStats',
        summary: 'An exam’s average, median, distribution and each question’s share of right answers, kept on write',
        params: idParams,
        response: { 200: answer('The exam’s figures.', examStatsSchema) },
      },
    },
    async (request) => service.getStats(app.db, request.params.id, request),
  );

  const result = named(examResultSchema, 'ExamResult');
  r.get(
    '/exams/:id/results',
    {
      config: { permission: 'exams.read' },
      serializerCompiler: compiledSerializer,
      schema: {
        tags: [tag],
        operationId: 'listExamResults',
        summary: 'An exam’s results, a page at a time: `q` matches the student’s name or phone',
        params: idParams,
        querystring: examResultListQuery,
        response: {
          200: answer(
            'A page of the exam’s results, with the total and the cursors of the pages around it.',
            listEnvelope(result, 'ExamResultList', 'A page of an exam’s results.'),
          ),
        },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return { ...(await service.listResults(app.db, request.params.id, request.query, request)), page, pageSize };
    },
  );

  r.get(
    '/exams/:id/results/export',
    {
      config: { permission: 'exams.read', audit: examAudit(['export']) },
      schema: {
        tags: [tag],
        operationId: 'exportExamResults',
        summary: 'An exam’s results matching the filters, as CSV (UTF-8 with BOM) or XLSX',
        params: idParams,
        querystring: examResultExportQuery,
        response: { 200: spreadsheetAnswer('The exam’s results the filters keep, in the list’s order.') },
      },
    },
    async (request, reply) => {
      const { params, query } = request;
      await service.reachableExam(app.db, request, params.id);
      // Students' names and marks leave the system: who took them is recorded first.
      await audit(app.db, request, { action: 'export', entity: 'exams', entityId: params.id, details: query });
      const { lang } = query;
      const t = (key: string, params?: Record<string, number>) => translate(lang, `exam-results:${key}`, params);
      const columns: ExportColumn<ExamResult>[] = [
        { header: t('fields.student'), value: (x) => x.student.name, width: 28 },
        { header: t('fields.phone'), value: (x) => x.student.phone, width: 14 },
        { header: t('fields.score'), value: (x) => x.score, width: 8 },
        { header: t('fields.max_score'), value: (x) => x.max_score, width: 8 },
        { header: t('fields.percent'), value: (x) => x.percent, width: 10 },
        { header: t('fields.passed'), value: (x) => t(`passed.${x.passed}`), width: 12 },
        {
          header: t('fields.duration'),
          // As the list writes it: minutes and seconds, in the language's digits.
          value: (x) =>
            t('duration', { minutes: Math.floor(x.duration_seconds / 60), seconds: x.duration_seconds % 60 }),
          width: 14,
        },
        { header: t('fields.submitted_at'), value: (x) => formatDateTime(x.submitted_at, lang), width: 18 },
        { header: t('fields.status'), value: (x) => t(`status.${x.status}`), width: 16 },
      ];
      return sendExport(reply, {
        format: query.format,
        filename: t('exportName'),
        sheet: t('title'),
        rtl: lang === 'ar',
        columns,
        rows: service.exportResults(app.db, params.id, query),
      });
    },
  );

  r.get(
    '/exams/:id/solutions/:resultId',
    {
      config: { permission: 'exams.read' },
      schema: {
        tags: [tag],
        operationId: 'getExamSolution',
        summary: 'A student’s answers to an exam, each with its question and its mark',
        params: solutionParams,
        response: { 200: answer('The result and its answers in the exam’s order.', examSolutionSchema) },
      },
    },
    async (request) => service.getSolution(app.db, request.params.id, request.params.resultId, request),
  );

  r.put(
    '/exams/:id/solutions/:resultId/answers/:questionId',
    {
      config: { permission: 'exams.write', audit: examAudit(['update']) },
      schema: {
        tags: [tag],
        operationId: 'markExamAnswer',
        summary: 'A teacher’s mark for a paragraph or voice answer',
        description:
          'Only an answer marked by hand (a paragraph or voice question, or a group holding a paragraph) takes a mark: any other is 409 `exam.auto_marked`. The points go from 0 to the question’s (400 `validation.max_value` on `points` above it). The result’s score, percentage, pass and status, the exam’s figures and the student’s averages follow in the same transaction.',
        params: answerParams,
        body: named(examHandMarkSchema, 'ExamHandMark'),
        response: {
          200: answer('The student’s answers with the new mark.', examSolutionSchema),
          409: problem(409, 'The server marks this answer itself (`exam.auto_marked`).'),
        },
      },
    },
    async (request) => {
      const { id, resultId, questionId } = request.params;
      return transaction(app.db, async (db) => {
        const { before, after } = await service.handMark(db, id, resultId, questionId, request.body, request);
        const answerAfter = after.answers.find((a) => a.question.id === questionId);
        await audit(db, request, {
          action: 'update',
          entity: 'exams',
          entityId: id,
          before,
          after: {
            question_id: questionId,
            points: answerAfter?.points ?? null,
            marking: answerAfter?.marking,
            score: after.result.score,
            percent: after.result.percent,
          },
          details: { result_id: resultId, student_id: after.result.student_id },
        });
        return after;
      });
    },
  );

  r.post(
    '/exams/:id/submissions',
    {
      config: { permission: 'exams.submit', audit: examAudit(['update']) },
      schema: {
        tags: [tag],
        operationId: 'submitExam',
        summary: 'Hands in a student’s answers (the student app, with an API key given `exams.submit`)',
        description:
          'Each answer is marked as the screens mark it (`markAnswer`): choose, true/false and complete at once (complete answers compared as search compares text: Arabic letter variants, diacritics, digits and case alike), paragraph and voice left for a teacher’s hand mark. A question left out is unanswered and earns nothing. The student must exist (400 `exam.student_not_found` on `student_id`); every `question_id` must be one of the exam’s (400 `exam.question_not_in_exam` on `answers.N.question_id`), once (`exam.duplicate_answer`); `started_at` must come before `submitted_at` (400 `exam.submitted_before_start`). One submission a student and exam (409 `exam.already_submitted`, whatever arrives at once); an exam without questions takes none (409 `exam.no_questions`). The result, the exam’s figures and the student’s averages are written in one transaction.',
        params: idParams,
        body: named(examSubmissionSchema, 'ExamSubmission'),
        response: {
          201: answer('The student’s result, marked as far as the server marks.', result),
          409: problem(
            409,
            'The student already submitted this exam (`exam.already_submitted`), or the exam has no questions (`exam.no_questions`).',
          ),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const created = await transaction(app.db, async (db) => {
        const after = await service.submit(db, id, request.body);
        await audit(db, request, {
          action: 'update',
          entity: 'exams',
          entityId: id,
          after: { result: after },
          details: { submission: after.id, student_id: after.student_id },
        });
        return after;
      });
      return reply.code(201).send(created);
    },
  );
};

export default exams;
