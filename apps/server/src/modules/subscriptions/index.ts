import {
  deletedSubscriptionExportQuery,
  deletedSubscriptionListQuery,
  idParams,
  subscriptionCreateSchema,
  subscriptionExportQuery,
  subscriptionListQuery,
  subscriptionRenewalSchema,
  subscriptionRenewSchema,
  subscriptionSchema,
  subscriptionTypes,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCommand } from '../../lib/command.js';
import { registerCrud, registerList } from '../../lib/crud.js';
import type { ExportColumn } from '../../lib/export.js';
import { exportCells } from '../../lib/export-cells.js';
import { cairoToday } from '../../lib/today.js';
import { answer, apiTag } from '../../lib/openapi.js';
import { ownerScope } from '../../lib/ownership.js';
import { subscriptionStatusCell } from './subscriptions.repository.js';
import * as service from './subscriptions.service.js';

type Lang = 'en' | 'ar';

/** The columns of both lists' exports, headed in `lang`. */
function cells(t: (key: string) => string, lang: Lang, deleted: boolean): ExportColumn<Record<string, unknown>>[] {
  const c = exportCells(lang);
  const status = subscriptionStatusCell(cairoToday(), (s) => t(`statuses.${s}`));
  return [
    { header: t('fields.student'), width: 26, ...c.text('student_name') },
    { header: t('fields.phone'), width: 14, ...c.text('student_phone') },
    { header: t('fields.type'), width: 14, ...c.choice('type', subscriptionTypes, (v) => t(`types.${v}`)) },
    { header: t('fields.content'), width: 30, ...c.name('content_name') },
    { header: t('fields.subject'), width: 18, ...c.name('subject_name') },
    { header: t('fields.class'), width: 20, ...c.name('class_name') },
    { header: t('fields.teacher'), width: 22, ...c.text('teacher_name') },
    { header: t('fields.starts_on'), width: 12, ...c.day('starts_on') },
    { header: t('fields.ends_on'), width: 12, ...c.day('ends_on') },
    { header: t('fields.last_renewed_on'), width: 12, ...c.day('last_renewed_on') },
    { header: t('fields.next_renewal_on'), width: 12, ...c.day('ends_on', 1) },
    { header: t('fields.renewal_count'), width: 10, ...c.integer('renewal_count') },
    { header: t('fields.price_egp'), width: 12, ...c.money('price') },
    { header: t('fields.paid_total_egp'), width: 12, ...c.money('paid_total') },
    { header: t('fields.discount_total_egp'), width: 12, ...c.money('discount_total') },
    { header: t('fields.promo_code'), width: 14, ...c.text('promo_code') },
    { header: t('fields.status'), width: 14, ...status },
    ...(deleted ? [{ header: t('fields.deleted_at'), width: 12, ...c.instant('deleted_at') }] : []),
  ];
}

/**
 * Subscriptions (الاشتراكات): the list, the deleted list, and the commands
 * that move money (add, renew) or a subscription between the lists (delete,
 * restore). docs/subscriptions.md has the statuses' rules.
 */
const subscriptions: FastifyPluginAsync = async (app) => {
  const tag = apiTag(
    app,
    'subscriptions',
    'Subscriptions (الاشتراكات): a student’s monthly subscription to a curriculum or subscription to a course, its renewals and payments; deleted ones kept in their own list.',
  );
  registerCrud(app, {
    path: '/subscriptions',
    table: 'subscriptions',
    tag,
    namespace: 'subscriptions',
    permissions: { read: 'subscriptions.read', write: 'subscriptions.write' },
    owner: service.ownerOfSubscription,
    item: subscriptionSchema,
    conflicts: { remove: 'The subscription is already deleted (`subscription.deleted`).' },
    list: {
      query: subscriptionListQuery,
      summary: 'Subscriptions not deleted, a page at a time (a teacher’s: those to his or her own content)',
      run: service.listSubscriptions,
    },
    export: {
      query: subscriptionExportQuery,
      summary: 'The subscriptions matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      cells: (t, lang) => cells(t, lang, false),
      source: (db, query, request) => service.subscriptionExportSource(db, query, request, false),
    },
    get: { summary: 'One subscription, deleted or not', run: (db, id) => service.getSubscription(db, id) },
    remove: {
      summary: 'Deletes a subscription: it moves to the deleted list with its cancellation date (admins)',
      run: (db, id, request) => service.deleteSubscription(db, id, request.principal!),
    },
  });

  registerList(app, {
    path: '/subscriptions/deleted',
    tag,
    namespace: 'subscriptions',
    permission: 'subscriptions.readDeleted',
    item: subscriptionSchema,
    many: 'DeletedSubscriptions',
    exportNames: { sheet: 'deleted.title', file: 'deleted.exportName' },
    list: {
      query: deletedSubscriptionListQuery,
      summary: 'Deleted subscriptions, with their cancellation dates, a page at a time (a teacher’s: his or her own)',
      run: service.listDeletedSubscriptions,
    },
    export: {
      query: deletedSubscriptionExportQuery,
      summary: 'The deleted subscriptions matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      cells: (t, lang) => cells(t, lang, true),
      source: (db, query, request) => service.subscriptionExportSource(db, query, request, true),
    },
  });

  registerCommand(app, {
    method: 'POST',
    url: '/subscriptions',
    tag,
    operationId: 'createSubscription',
    summary: 'Adds a subscription and pays its first period, from the wallet or in cash (admins)',
    description:
      'In one transaction: the subscription, the promo code’s use (if one is given), the wallet’s debit (by wallet, above 0) and the payment. A student without a class or a system is refused (409 `subscription.no_class_or_system`), so is content of another class (409 `subscription.other_class`), a second subscription to the same content (409 `subscription.exists`), a promo code not usable (409 `promo_code.not_usable`) and a wallet short of the price (409 `wallet.insufficient_funds`); a refusal changes nothing. Send an `Idempotency-Key`.',
    permission: 'subscriptions.write',
    body: subscriptionCreateSchema,
    bodyName: 'SubscriptionCreate',
    answer: { status: 201, description: 'The new subscription.', schema: subscriptionSchema },
    problems: {
      409: 'The student has no class or system, the content is of another class, the student already has it, the promo code cannot be used, the wallet is short, or the `Idempotency-Key` was used with another request: `code` says which.',
    },
    idempotent: true,
    audit: { entity: 'subscriptions', action: 'create' },
    run: (db, { body }, request) => service.createSubscription(db, body, request.principal!),
    record: (_input, after) => ({ entityId: after.id, after }),
  });

  registerCommand(app, {
    method: 'POST',
    url: '/subscriptions/:id/renew',
    tag,
    operationId: 'renewSubscription',
    summary: 'Renews a subscription by its period, paid from the wallet or in cash (admins)',
    description:
      'From the day after its last day, or from today when it has expired. The price is the subscription’s, less its promo code’s discount while that lasts, or a new code’s given here. In one transaction with the payment and the wallet’s debit; a refusal (a deleted or permanent subscription, a promo code not usable, a wallet short of the price) changes nothing. Send an `Idempotency-Key`.',
    permission: 'subscriptions.write',
    params: idParams,
    body: subscriptionRenewSchema,
    bodyName: 'SubscriptionRenew',
    answer: {
      status: 200,
      description: 'The subscription renewed, and its payment.',
      schema: subscriptionRenewalSchema,
    },
    problems: {
      404: 'There is no such subscription.',
      409: 'The subscription is deleted or permanent, the promo code cannot be used, the wallet is short, or the `Idempotency-Key` was used with another request: `code` says which.',
    },
    idempotent: true,
    audit: { entity: 'subscriptions', action: 'update' },
    run: (db, { params, body }, request) => service.renewSubscription(db, params.id, body, request.principal!),
    record: ({ params }, renewal) => ({
      entityId: params.id,
      after: renewal.subscription,
      details: {
        renewed: true,
        payment: renewal.payment.id,
        paid: renewal.payment.paid,
        method: renewal.payment.method,
      },
    }),
  });

  registerCommand(app, {
    method: 'POST',
    url: '/subscriptions/:id/restore',
    tag,
    operationId: 'restoreSubscription',
    summary: 'Restores a deleted subscription to the list, as it was (admins)',
    permission: 'subscriptions.write',
    params: idParams,
    answer: { status: 200, description: 'The subscription, restored.', schema: subscriptionSchema },
    problems: {
      404: 'There is no such subscription.',
      409: 'It is not deleted (`subscription.not_deleted`), or the student has another subscription to the same content now (`subscription.exists`).',
    },
    audit: { entity: 'subscriptions', action: 'update' },
    run: (db, { params }, request) => service.restoreSubscription(db, params.id, request.principal!),
    record: ({ params }, after) => ({ entityId: params.id, after, details: { restored: true } }),
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/students/:id/subscriptions',
    {
      config: { permission: 'subscriptions.read' },
      schema: {
        tags: [tag],
        operationId: 'listStudentSubscriptions',
        summary:
          'A student’s subscriptions, active and deleted, newest first (a teacher’s: those to his or her content)',
        params: idParams,
        response: {
          200: answer(
            'The student’s subscriptions (at most 500).',
            z.object({ items: z.array(subscriptionSchema) }).meta({ id: 'StudentSubscriptions' }),
          ),
        },
      },
    },
    async (request) => ({
      items: await service.studentSubscriptions(app.db, request.params.id, ownerScope(request)),
    }),
  );
};

export default subscriptions;
