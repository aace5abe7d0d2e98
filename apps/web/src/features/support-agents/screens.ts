import type { FeatureScreens } from '../../lib/screens';

/** Support agents: the list and the add page. */
export const screens = {
  '/support-agent': { key: 'supportAgents', load: () => import('./routes/support-agents-list') },
  '/support-agent/add': {
    key: 'addSupportAgent',
    parent: '/support-agent',
    load: () => import('./routes/add-support-agent'),
  },
} satisfies FeatureScreens;
