import type { PromoCode, PromoCodeCreate } from './promo-codes.js';
import type { ApiResource } from './resource.js';

/** `/api/v1/promo-codes`. */
export const promoCodesResource: ApiResource<PromoCode, PromoCodeCreate> = { path: 'promo-codes' };
