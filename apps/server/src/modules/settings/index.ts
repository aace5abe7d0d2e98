import { problemSchema, settingsSchema } from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSettings, saveSettings } from './settings.service.js';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

const settings: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags: ['settings'],
        summary: 'The general settings (the free-trial switches)',
        response: { 200: settingsSchema, ...errors },
      },
    },
    async () => getSettings(app.db),
  );

  app.put(
    '/settings',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags: ['settings'],
        summary: 'Saves the general settings: the whole object, every part together',
        body: settingsSchema,
        response: { 200: settingsSchema, ...errors },
      },
    },
    async ({ body }) => saveSettings(app.db, body),
  );
};

export default settings;
