import {
  formatDate,
  supportAgentCreateSchema,
  supportAgentExportQuery,
  supportAgentListQuery,
  supportAgentSchema,
  supportAgentUpdateSchema,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerCrud } from '../../lib/crud.js';
import { afterCommit } from '../../lib/transaction.js';
import * as service from './support-agents.service.js';
import { apiTag } from '../../lib/openapi.js';

/** Support agents (خدمة العملاء): users with the support-agent role. A deleted agent's photo goes with the agent. */
const supportAgents: FastifyPluginAsync = async (app) => {
  apiTag(app, 'support agents', 'Support agents (خدمة العملاء): staff users with the support-agent role.');
  // A disabled or deleted agent's open dashboards lose their event streams at once, not only their sessions.
  const endSessions = (ids: number[]) => ids.forEach((id) => app.events.endSession(id));

  registerCrud(app, {
    path: '/support-agents',
    table: 'users',
    tag: 'support agents',
    namespace: 'support-agents',
    permissions: { read: 'supportAgents.read', write: 'supportAgents.write' },
    conflicts: {
      create: 'Another user has this phone number or email (`user.taken`): `errors` names the field.',
      update: 'Another user has this phone number or email (`user.taken`): `errors` names the field.',
      // An agent's sessions go with the agent.
      remove: false,
    },
    item: supportAgentSchema,
    list: {
      query: supportAgentListQuery,
      summary: 'Support agents, a page at a time',
      run: (db, query) => service.listSupportAgents(db, query),
    },
    export: {
      query: supportAgentExportQuery,
      summary: 'The support agents matching the filters, as CSV (UTF-8 with BOM) or XLSX',
      columns: (t, lang) => [
        { header: t('fields.name'), value: (a) => a.name, width: 28 },
        { header: t('fields.phone'), value: (a) => a.phone, width: 16 },
        { header: t('fields.email'), value: (a) => a.email, width: 30 },
        { header: t('fields.joined_on'), value: (a) => formatDate(a.joined_on, lang), width: 14 },
        { header: t('fields.status'), value: (a) => t(a.active ? 'status.active' : 'status.disabled'), width: 12 },
        { header: t('fields.created_at'), value: (a) => formatDate(a.created_at, lang), width: 14 },
      ],
      rows: (db, query) => service.exportSupportAgents(db, query),
    },
    get: { summary: 'One support agent', run: (db, id) => service.getSupportAgent(db, id) },
    create: {
      body: supportAgentCreateSchema,
      summary: 'Adds a support agent (409 `user.taken` when the email or phone is already registered)',
      run: (db, body) => service.createSupportAgent(db, body),
    },
    update: {
      body: supportAgentUpdateSchema,
      summary: 'Changes a support agent; `active: false` disables the agent and ends his or her sessions and streams',
      run: async (db, id, body) => {
        const { agent, endedSessions } = await service.updateSupportAgent(db, id, body);
        await afterCommit(db, () => endSessions(endedSessions));
        return agent;
      },
    },
    remove: {
      summary: 'Deletes a support agent and ends his or her sessions and streams (404 for any other user)',
      run: async (db, id) => {
        const ended = await service.deleteSupportAgent(db, app.storage, id);
        await afterCommit(db, () => endSessions(ended));
      },
    },
  });
};

export default supportAgents;
