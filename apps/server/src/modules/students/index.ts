import {
  idParams,
  studentExportQuery,
  studentListQuery,
  studentSchema,
  studentUpdateSchema,
  walletMoveCreateSchema,
  walletMoveSchema,
  timelineQuery,
  timelineSchema,
  walletQuery,
  walletSchema,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCommand } from '../../lib/command.js';
import { registerCrud } from '../../lib/crud.js';
import { exportCells } from '../../lib/export-cells.js';
import { answer, apiTag } from '../../lib/openapi.js';
import { ownerScope } from '../../lib/ownership.js';
import * as service from './students.service.js';
import { readTimeline } from './timeline.service.js';
import { moveWallet, readWallet } from './wallet.service.js';

/** Students (الطلاب): their details, results, comment permission and wallet with its ledger. */
const students: FastifyPluginAsync = async (app) => {
  const tag = apiTag(
    app,
    'students',
    'Students (الطلاب): contact, class and system, results, the permission to comment, and the wallet (المحفظة): a balance in piastres kept by an append-only ledger.',
  );
  registerCrud(app, {
    path: '/students',
    table: 'students',
    tag,
    namespace: 'students',
    permissions: { read: 'students.read', write: 'students.write' },
    item: studentSchema,
    conflicts: { update: 'The phone number is another student’s (`student.phone_taken`).' },
    list: {
      query: studentListQuery,
      summary:
        'Students, a page at a time (a teacher’s: those of the classes he or she teaches, without wallet balances)',
      run: service.listStudents,
    },
    export: {
      query: studentExportQuery,
      summary: 'The students matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      cells: (t, lang, request) => {
        const c = exportCells(lang);
        // A teacher sees no balance: his or her export has no such column.
        const balance =
          ownerScope(request) === null
            ? [{ header: t('fields.wallet_balance_egp'), width: 12, ...c.money('wallet_balance') }]
            : [];
        return [
          { header: t('fields.name'), width: 28, ...c.text('name') },
          { header: t('fields.phone'), width: 14, ...c.text('phone') },
          { header: t('fields.email'), width: 26, ...c.text('email') },
          { header: t('fields.stage'), width: 18, ...c.name('stage_name') },
          { header: t('fields.class'), width: 22, ...c.name('class_name') },
          { header: t('fields.system'), width: 14, ...c.name('system_name') },
          { header: t('fields.created_at'), width: 14, ...c.instant('created_at') },
          // Tenths of a per cent as a number of per cent (81.5), or empty.
          { header: t('fields.quiz_average'), width: 10, ...c.fraction('quiz_average', 10) },
          { header: t('fields.assignment_average'), width: 10, ...c.fraction('assignment_average', 10) },
          { header: t('fields.points'), width: 10, ...c.integer('points') },
          { header: t('fields.completion_rate'), width: 10, ...c.fraction('completion_rate', 10) },
          ...balance,
          { header: t('fields.can_comment'), width: 10, ...c.flag('can_comment', t('yes'), t('no')) },
        ];
      },
      source: service.studentExportSource,
    },
    get: { summary: 'One student', run: service.getStudent },
    update: {
      body: studentUpdateSchema,
      summary: 'Changes a student’s details, class and system, or permission to comment (admins)',
      run: service.updateStudent,
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/students/:id/wallet',
    {
      config: { permission: 'wallets.read' },
      schema: {
        tags: [tag],
        operationId: 'getStudentWallet',
        summary: 'A student’s wallet: the balance and its ledger, newest first, a page at a time (admins and agents)',
        params: idParams,
        querystring: walletQuery,
        response: { 200: answer('The balance and a page of the ledger.', walletSchema) },
      },
    },
    async (request) => readWallet(app.db, request.params.id, request.query),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/students/:id/timeline',
    {
      config: { permission: 'wallets.read' },
      schema: {
        tags: [tag],
        operationId: 'getStudentTimeline',
        summary:
          'A student’s timeline, newest first: subscriptions added and renewed, each deletion and restoration of one, wallet moves, codes redeemed (one event each, with what it credited or opened), exams handed in (admins and agents)',
        params: idParams,
        querystring: timelineQuery,
        response: { 200: answer('A page of the timeline.', timelineSchema) },
      },
    },
    async (request) => readTimeline(app.db, request.params.id, request.query),
  );

  registerCommand(app, {
    method: 'POST',
    url: '/students/:id/wallet',
    tag,
    operationId: 'moveStudentWallet',
    summary: 'An admin’s manual credit or debit of a student’s wallet, with its reason',
    description:
      'Appends one row to the ledger and changes the balance by it, in one transaction with its audit row. A debit past the balance is refused (409 `wallet.insufficient_funds`) and changes nothing. Send an `Idempotency-Key` so a repeated request (a retry after a lost answer) moves the money once.',
    permission: 'wallets.write',
    params: idParams,
    body: walletMoveCreateSchema,
    bodyName: 'WalletMoveCreate',
    answer: { status: 201, description: 'The ledger’s new row, with the balance after it.', schema: walletMoveSchema },
    problems: {
      409: 'The balance is less than the debit (`wallet.insufficient_funds`), or the `Idempotency-Key` was used with another request (`idempotency.key_reused`).',
    },
    idempotent: true,
    audit: { entity: 'students', action: 'update' },
    run: (db, { params, body }, request) =>
      moveWallet(
        db,
        {
          studentId: params.id,
          amount: body.direction === 'credit' ? body.amount : -body.amount,
          kind: body.direction === 'credit' ? 'manual_credit' : 'manual_debit',
          reason: body.reason,
        },
        request.principal!,
      ),
    record: ({ params }, move) => ({
      entityId: params.id,
      before: { wallet_balance: move.balance_after - move.amount },
      after: { wallet_balance: move.balance_after },
      details: { wallet_move: move.id, kind: move.kind, amount: move.amount, reason: move.reason },
    }),
  });
};

export default students;
