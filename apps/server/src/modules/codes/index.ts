import {
  codeBatchCreateSchema,
  codeBatchSchema,
  codeExportQuery,
  codeListQuery,
  codeProgressQuery,
  codeProgressSchema,
  codeRedeemSchema,
  codeRedemptionSchema,
  codeSchema,
  codeKinds,
  printedCode,
  CODE_LENGTH,
} from '@dashboard/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { registerCommand } from '../../lib/command.js';
import { registerList } from '../../lib/crud.js';
import type { ExportColumn } from '../../lib/export.js';
import { exportCells } from '../../lib/export-cells.js';
import { AppError } from '../../lib/app-error.js';
import { answer, apiTag, problem } from '../../lib/openapi.js';
import { progressKey, readProgress, reportProgress } from '../../lib/progress.js';
import { codeSource, listCodes, makeBatch, redeemCode } from './codes.service.js';

type Lang = 'en' | 'ar';

/** The columns of a codes export, for printing: the code as printed first. */
export function codeColumns(t: (key: string) => string, lang: Lang): ExportColumn<Record<string, unknown>>[] {
  const c = exportCells(lang);
  const used = t('statuses.used');
  const unused = t('statuses.unused');
  // The same SQL on both databases.
  const status = sql`case when ${c.field('used_at')} is null then ${sql.lit(unused)} else ${sql.lit(used)} end`;
  // XXXX-XXXX-XXXX (`printedCode`), as groups of four cut out, the same SQL on both databases: a pattern
  // replaced took PostgreSQL 1.6 µs a code (3.3 s of a million codes' 5.2 s, guarded), the cuts 0.35.
  const printed = sql.join(
    Array.from(
      { length: Math.ceil(CODE_LENGTH / 4) },
      (_, i) => sql`substr(${c.field('code')}, ${sql.lit(1 + 4 * i)}, 4)`,
    ),
    sql` || '-' || `,
  );
  return [
    {
      header: t('fields.code'),
      width: 18,
      ...c.custom((r) => printedCode(r.code as string), printed, printed),
    },
    { header: t('fields.price_egp'), width: 12, ...c.money('price') },
    { header: t('fields.kind'), width: 16, ...c.choice('kind', codeKinds, (v) => t(`kinds.${v}`)) },
    { header: t('fields.group'), width: 26, ...c.text('group_title') },
    { header: t('fields.batch'), width: 10, ...c.integer('batch_id') },
    {
      header: t('fields.status'),
      width: 14,
      ...c.custom((r) => (r.used_at === null ? unused : used), status, status),
    },
    { header: t('fields.student'), width: 26, ...c.text('student_name') },
    { header: t('fields.used_at'), width: 18, ...c.instant('used_at', true) },
  ];
}

/** Where a batch request says how far it has got: under the principal and its `Idempotency-Key`. */
export function batchProgress(request: FastifyRequest, total: number): ((done: number) => void) | undefined {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !request.principal) return undefined;
  const at = progressKey(request.principal, key);
  reportProgress(at, 0, total);
  return (done) => reportProgress(at, done, total);
}

/**
 * Secret codes (الأكواد السرية): batches of wallet codes, the list (with the
 * codes of the subscription groups), its export for printing, the progress
 * of a batch being made, and a code's redemption.
 */
const codes: FastifyPluginAsync = async (app) => {
  const tag = apiTag(
    app,
    'codes',
    'Secret codes (الأكواد السرية): unguessable codes sold on cards and redeemed once, crediting a student’s wallet or opening a group’s subscriptions.',
  );
  registerList(app, {
    path: '/codes',
    tag,
    namespace: 'codes',
    permission: 'codes.read',
    item: codeSchema,
    list: {
      query: codeListQuery,
      summary: 'Codes, wallet and subscription codes alike, a page at a time, newest first by default (admins)',
      run: (db, query) => listCodes(db, query),
    },
    export: {
      query: codeExportQuery,
      summary: 'The codes matching the filters, as CSV (UTF-8 with BOM) or XLSX, for printing (admins)',
      cells: codeColumns,
      source: codeSource,
    },
  });

  registerCommand(app, {
    method: 'POST',
    url: '/codes',
    tag,
    operationId: 'createCodeBatch',
    summary: 'Makes a batch of wallet codes, each crediting its price (admins)',
    description:
      'Up to 100,000 codes in one transaction (all or none), a thousand a statement. Send an `Idempotency-Key`: a retry makes no second batch, and `GET /codes/progress?key=` says how far the batch has got while it runs. List the batch with `GET /codes?batch_id=`.',
    permission: 'codes.write',
    body: codeBatchCreateSchema,
    bodyName: 'CodeBatchCreate',
    answer: { status: 201, description: 'The batch.', schema: codeBatchSchema },
    problems: { 409: 'The `Idempotency-Key` was used with another request (`idempotency.key_reused`).' },
    idempotent: true,
    audit: { entity: 'codes', action: 'create' },
    run: (db, { body }, request) =>
      makeBatch(
        db,
        { kind: 'wallet', count: body.count, price: body.price, groupId: null },
        request.principal!,
        batchProgress(request, body.count),
      ),
    // Never the codes themselves: they are bearer secrets until used.
    record: (_input, batch) => ({
      entityId: null,
      details: { batch: batch.id, count: batch.count, price: batch.price },
    }),
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/codes/progress',
    {
      config: { permission: 'codes.write' },
      schema: {
        tags: [tag],
        operationId: 'getCodeBatchProgress',
        summary: 'How far the batch being made under this Idempotency-Key has got (admins)',
        querystring: codeProgressQuery,
        response: {
          200: answer('How many codes of how many are made.', codeProgressSchema),
          404: problem(404, 'No batch of yours under this key is being made, or was made in the last five minutes.'),
        },
      },
    },
    async (request) => {
      const progress = readProgress(progressKey(request.principal!, request.query.key));
      if (!progress) throw new AppError(404, 'resource.not_found');
      return progress;
    },
  );

  registerCommand(app, {
    method: 'POST',
    url: '/codes/redeem',
    tag,
    operationId: 'redeemCode',
    summary: 'Redeems a code for a student: credits the wallet or opens the group’s subscriptions',
    description:
      'For the student app (an API key given `codes.redeem`) and for admins on a student’s behalf. Once only, whatever arrives at once: one conditional update marks the code used, in one transaction with the wallet’s credit or the subscriptions and their payments. Any case, with or without dashes. Send an `Idempotency-Key`.',
    permission: 'codes.redeem',
    body: codeRedeemSchema,
    bodyName: 'CodeRedeem',
    answer: { status: 200, description: 'What the code did.', schema: codeRedemptionSchema },
    problems: {
      409: 'The code is used (`code.used`), the student has no class or system, is of another class than what it opens or already has it, or the `Idempotency-Key` was used with another request: `code` says which.',
    },
    idempotent: true,
    audit: { entity: 'codes', action: 'update' },
    run: (db, { body }, request) => redeemCode(db, body, request.principal!),
    record: (_input, done) => ({
      entityId: done.code.id,
      after: { used: true, student: done.code.student },
      details: {
        kind: done.code.kind,
        price: done.code.price,
        subscriptions: done.subscriptions.map((s) => s.id),
      },
    }),
  });
};

export default codes;
