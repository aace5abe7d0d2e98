import { dashboardStatsSchema } from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer, apiTag } from '../../lib/openapi.js';
import { getStats } from './dashboard.service.js';

const dashboard: FastifyPluginAsyncZod = async (app) => {
  apiTag(app, 'dashboard', 'The counts an admin’s home page shows.');
  app.get(
    '/dashboard/stats',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        operationId: 'getDashboardStats',
        summary: "The counts of an admin's home page: stages, classes, subjects, teachers, support agents",
        response: { 200: answer('The counts, each over the whole platform.', dashboardStatsSchema) },
      },
    },
    async () => getStats(app.db),
  );
};

export default dashboard;
