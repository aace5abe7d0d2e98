import { healthSchema, problemSchema } from '@dashboard/contracts';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { permission: 'health.read' },
      schema: {
        tags: ['system'],
        summary: 'Answers ok once the database answers',
        response: { 200: healthSchema, 503: problemSchema },
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        throw new AppError(503, 'server.unavailable');
      }
      return { status: 'ok' as const };
    },
  );
};

export default health;
