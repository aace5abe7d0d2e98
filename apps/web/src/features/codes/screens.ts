import type { FeatureScreens } from '../../lib/screens';

/**
 * Secret codes (الأكواد السرية), admins only: the list (with an admin's
 * redemption on a student's behalf), a batch's generation, and the new
 * batch's page, to print it from.
 */
export const screens = {
  '/codes': { key: 'secretCodes', load: () => import('./routes/codes-list') },
  '/codes/add': { key: 'generateCodes', parent: '/codes', load: () => import('./routes/generate-codes') },
  '/codes/add_new': { key: 'newCodes', parent: '/codes', load: () => import('./routes/new-codes') },
} satisfies FeatureScreens;
