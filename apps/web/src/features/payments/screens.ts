import type { FeatureScreens } from '../../lib/screens';

/** The payments report (تقرير المدفوعات): admins only (`roles.ts`), read only. */
export const screens = {
  '/payments': { key: 'payments', load: () => import('./routes/payments-report') },
} satisfies FeatureScreens;
