import { settingsSchema } from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../lib/audit.js';
import { answer, apiTag } from '../../lib/openapi.js';
import { transaction } from '../../lib/transaction.js';
import { getSettings, saveSettings } from './settings.service.js';

const settings: FastifyPluginAsyncZod = async (app) => {
  apiTag(app, 'settings', 'The general settings: which content a student on a free trial may open.');
  app.get(
    '/settings',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags: ['settings'],
        operationId: 'getSettings',
        summary: 'The general settings (the free-trial switches)',
        response: { 200: answer('The settings.', settingsSchema) },
      },
    },
    async () => getSettings(app.db),
  );

  app.put(
    '/settings',
    {
      config: { permission: 'settings.write', audit: { entity: 'settings', actions: ['update'] } },
      schema: {
        tags: ['settings'],
        operationId: 'saveSettings',
        summary: 'Saves the general settings: the whole object, every part together',
        body: settingsSchema,
        response: { 200: answer('The settings, saved.', settingsSchema) },
      },
    },
    async (request) =>
      transaction(app.db, async (db) => {
        const before = await getSettings(db);
        const after = await saveSettings(db, request.body);
        await audit(db, request, { action: 'update', entity: 'settings', before, after });
        return after;
      }),
  );
};

export default settings;
