import type { FeatureScreens } from '../../lib/screens';

/** The audit log. */
export const screens = {
  '/audit-log': { key: 'auditLog', load: () => import('./routes/audit-log') },
} satisfies FeatureScreens;
