import type { FeatureScreens } from '../../lib/screens';

/** The student app's API keys, under the settings. */
export const screens = {
  '/settings/api-keys': { key: 'apiKeys', parent: '/settings', load: () => import('./routes/api-keys-list') },
} satisfies FeatureScreens;
