import { dashboardStatsSchema, problemSchema } from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getStats } from './dashboard.service.js';

const dashboard: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/stats',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        summary: "The counts of an admin's home page: stages, classes, subjects, teachers, support agents",
        response: { 200: dashboardStatsSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async () => getStats(app.db),
  );
};

export default dashboard;
