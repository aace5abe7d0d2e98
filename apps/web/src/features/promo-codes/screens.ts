import type { FeatureScreens } from '../../lib/screens';

/** Promo codes: one list, added and edited in a dialog (the spec has no add page). */
export const screens = {
  '/promo-codes': { key: 'promoCodes', load: () => import('./routes/promo-codes-list') },
} satisfies FeatureScreens;
