import type { ApiResource } from './resource.js';
import type { SupportAgent, SupportAgentCreate, SupportAgentUpdate } from './support-agents.js';

/** `/api/v1/support-agents`. */
export const supportAgentsResource: ApiResource<SupportAgent, SupportAgentCreate, SupportAgentUpdate> = {
  path: 'support-agents',
};
