import {
  formatDate,
  promoCodeCreateSchema,
  promoCodeExportQuery,
  promoCodeListQuery,
  promoCodeSchema,
  promoCodeUpdateSchema,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../../lib/crud.js';
import { apiTag } from '../../lib/openapi.js';
import { promoCodes } from './promo-codes.service.js';

/** A day (YYYY-MM-DD) as the spec's DD-MM-YYYY: its noon in UTC is that day in Cairo. */
const day = (value: string, lang: 'en' | 'ar') => formatDate(`${value}T12:00:00Z`, lang);

/**
 * Promo codes (أكواد الخصم): the kit's routes. A use is taken by the
 * subscriptions feature through `usePromoCode`, not through a route here.
 */
const promoCodesModule: FastifyPluginAsync = async (app) => {
  apiTag(
    app,
    'promo-codes',
    'Promo codes (أكواد الخصم): a discount in percent for subscriptions, within dates and a number of uses.',
  );
  registerCrud(app, {
    path: '/promo-codes',
    table: 'promo_codes',
    tag: 'promo-codes',
    namespace: 'promo-codes',
    permissions: { read: 'promoCodes.read', write: 'promoCodes.write' },
    item: promoCodeSchema,
    conflicts: {
      create: 'The code is already used by another promo code, whatever its case (`promo_code.code_taken`).',
      update:
        'The code is already used by another promo code, whatever its case (`promo_code.code_taken`), or the promo code has been used by a subscription and keeps its code (`promo_code.rename_used`).',
      remove: 'The promo code has been used by a subscription (`promo_code.in_use`): it is kept.',
    },
    list: {
      query: promoCodeListQuery,
      summary: 'Promo codes, a page at a time, by state today (in Cairo) if asked',
      run: promoCodes.list,
    },
    export: {
      query: promoCodeExportQuery,
      summary: 'The promo codes matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      columns: (t, lang) => [
        { header: t('fields.code'), value: (p) => p.code, width: 16 },
        { header: t('fields.discount_percent'), value: (p) => p.discount_percent, width: 10 },
        { header: t('fields.duration_days'), value: (p) => p.duration_days, width: 10 },
        { header: t('fields.uses_limit'), value: (p) => p.uses_limit, width: 12 },
        { header: t('fields.used_count'), value: (p) => p.used_count, width: 12 },
        { header: t('fields.uses_left'), value: (p) => p.uses_left, width: 12 },
        { header: t('fields.starts_on'), value: (p) => day(p.starts_on, lang), width: 14 },
        { header: t('fields.ends_on'), value: (p) => day(p.ends_on, lang), width: 14 },
        { header: t('fields.state'), value: (p) => t(`states.${p.state}`), width: 12 },
        { header: t('fields.created_at'), value: (p) => formatDate(p.created_at, lang), width: 14 },
      ],
      rows: promoCodes.exportRows,
    },
    get: { summary: 'One promo code', run: promoCodes.get },
    create: {
      body: promoCodeCreateSchema,
      summary: 'Adds a promo code (the code stored upper-case; the end not before the start)',
      run: promoCodes.create,
    },
    update: {
      body: promoCodeUpdateSchema,
      summary: 'Changes a promo code (its number of uses not below the uses taken; a used one keeps its code)',
      run: promoCodes.update,
    },
    remove: {
      summary: 'Deletes a promo code no subscription has used (409 `promo_code.in_use` otherwise)',
      run: promoCodes.remove,
    },
  });
};

export default promoCodesModule;
